import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server bundled for this run by the global setup scripts/bundle.mjs. */
    serverBundle: string;
  }
}

/**
 * The server's entry for tests that start it as a process: the bundle built for this run from the
 * current sources, or `npm start`'s entry under a configuration without the global setup.
 */
export const serverEntry = (): string | undefined => inject('serverBundle');

/**
 * The bundled bot worker for the servers the tests start in their own process: a thread of it starts
 * in a tenth of the CPU of the TypeScript worker through tsx (pool.test.ts still covers that one).
 */
export function bundledBotWorker(): URL | undefined {
  const bundle = serverEntry();
  return bundle ? pathToFileURL(join(dirname(bundle), 'worker-entry.mjs')) : undefined;
}

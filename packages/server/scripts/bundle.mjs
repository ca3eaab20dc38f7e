// The server bundled into plain JavaScript for the tests that start it as a process (restart,
// fault and browser tests): `node` on the bundle starts in a fraction of the time that tsx takes to
// load and compile some hundred TypeScript modules (6–14 s per start on a loaded 2-core machine).
// Built once per test run (a Vitest global setup, the browser-test runner) from the current
// sources, so no test runs a stale build; `npm start` keeps running the sources through tsx.
//
// The dependencies are bundled too (resolving a few hundred CommonJS modules was half of what was
// left of the start-up), except those whose code cannot move: better-sqlite3 loads its native addon
// from its own folder, and the optional native helpers of pg and ws are absent.

import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
// Three folders below the repository, as src/ is: the server finds the built web app from there.
const outDir = join(serverDir, 'dist');

const external = ['better-sqlite3', 'pg-native', 'bufferutil', 'utf-8-validate'];
// Bundled CommonJS modules call `require` for Node's built-ins and the external packages.
const requireInEsm =
  "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);";

/**
 * Bundles the server and its bot worker into packages/server/dist; resolves with the server's
 * entry. Each file is written whole then renamed, so that runs side by side (the server tests under
 * Node 20 and Node 24 in CI) never spawn a half-written bundle.
 */
export async function bundleServer() {
  const result = await build({
    entryPoints: [
      { in: join(serverDir, 'src/start.ts'), out: 'ludimaths-server' },
      // The bot pool starts its threads from `./worker-entry.mjs` beside the code that spawns them.
      { in: join(serverDir, 'src/bots/worker.ts'), out: 'worker-entry' },
    ],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    external,
    banner: { js: requireInEsm },
    logLevel: 'warning',
    write: false,
  });
  mkdirSync(outDir, { recursive: true });
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  return join(outDir, 'ludimaths-server.mjs');
}

/** Vitest global setup: the tests read the bundle's path with `inject('serverBundle')`. */
export async function setup(project) {
  project.provide('serverBundle', await bundleServer());
}

// `node packages/server/scripts/bundle.mjs` prints the bundle's path (for the browser-test runner).
if (process.argv[1] && basename(process.argv[1]) === 'bundle.mjs') console.log(await bundleServer());

import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../bin/ludimaths-server.js', import.meta.url));

export interface SpawnOptions {
  /** Options for Node itself (the benchmark's `--cpu-prof`). */
  readonly nodeOptions?: readonly string[];
  /** The script to run: the bundle built for this test run (scripts/bundle.mjs) rather than the bin. */
  readonly entry?: string | undefined;
}

/**
 * The server as its own process, as `npm start` runs it, on a free port of 127.0.0.1; resolves once
 * it listens (its "ready" log line gives the port). For tests that kill it and for the benchmark.
 */
export function spawnServer(
  dataDir: string,
  flags: readonly string[] = [],
  { nodeOptions = [], entry = bin }: SpawnOptions = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [...nodeOptions, entry, '--port', '0', '--host', '127.0.0.1', '--data', dataDir, ...flags],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`server exited with ${code ?? signal}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; port?: number };
      if (entry.msg === 'ludimaths server ready') resolve({ child, url: `http://127.0.0.1:${entry.port}` });
    });
  });
}

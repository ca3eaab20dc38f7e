// The real game server for the online browser tests: `ludimaths-server` in a child process serving
// the built app, the API and the WebSocket on one port, with its own data folder, so it can be
// killed and started again on the same port and data (a restart mid-game).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distDir, freePort } from './lib.mjs';

const serverBin = fileURLToPath(new URL('../../server/bin/ludimaths-server.js', import.meta.url));

/** `flags`: more server flags (a short `--absent-after-ms` for the away offer). */
export async function startGameServer(flags = []) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ludimaths-e2e-'));
  const base = `http://127.0.0.1:${port}/`;
  let child = null;
  const launch = async () => {
    child = spawn(
      process.execPath,
      [
        serverBin,
        ...['--port', String(port), '--host', '127.0.0.1', '--data', dataDir, '--web', distDir],
        ...['--log-level', 'warn', '--bot-budget-ms', '50', '--max-joins-per-minute', '1000'],
        ...['--max-messages-per-second', '1000'],
        ...flags,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        const response = await fetch(`${base}api/health`);
        if (response.ok) return;
      } catch {}
      if (child.exitCode !== null) throw new Error(`the game server exited (${child.exitCode})`);
      if (Date.now() > deadline) throw new Error('the game server did not start in 20 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stop = (signal = 'SIGTERM') =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill(signal);
    });
  await launch();
  return {
    base,
    /** Kills the server (SIGKILL: no goodbye to the clients) and starts it again on the same data. */
    async restart() {
      await stop('SIGKILL');
      await launch();
    },
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

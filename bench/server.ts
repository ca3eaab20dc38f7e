/**
 * The game server under load: one server process with its embedded store, and this process as many
 * tables of scripted players choosing random legal moves over real WebSockets. For each number of
 * tables it reports acknowledgement latency (move sent → ack received) p50/p95/p99, moves per second
 * and the server's memory; then the memory per idle connection.
 *
 * Usage: npx tsx bench/server.ts [--tables 10,100,1000] [--seconds 15] [--think-ms 1000] [--idle 5000]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { CreateTableResponse } from '@ludimaths/protocol';
import { ROUTES } from '@ludimaths/protocol';
import type WebSocket from 'ws';
import { post } from '../packages/server/faults/players';
import { spawnServer } from '../packages/server/src/index';
import type { Load } from './server-load';
import { connect, percentile, table } from './server-load';

const { values } = parseArgs({
  options: {
    tables: { type: 'string', default: '10,100,1000' },
    seconds: { type: 'string', default: '15' },
    'think-ms': { type: 'string', default: '1000' },
    idle: { type: 'string', default: '5000' },
  },
});
const levels = String(values.tables).split(',').map(Number);
const seconds = Number(values.seconds);
const thinkMs = Number(values['think-ms']);
const idleCount = Number(values.idle);

const startServer = (dataDir: string) =>
  spawnServer(dataDir, [
    '--max-creates-per-hour',
    '1000000',
    '--max-connections-per-address',
    '1000000',
    '--max-joins-per-minute',
    '1000000',
    '--max-http-connections-per-address',
    '1000000',
  ]);

const rssMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
};

const dataDir = mkdtempSync(join(tmpdir(), 'ludimaths-bench-'));
const server = await startServer(dataDir);
const pid = server.child.pid as number;
console.log(
  `server pid ${pid}, RSS at start ${rssMb(pid).toFixed(0)} MB; think time ${thinkMs} ms ± 50 %, ${seconds} s per level`,
);
console.log('tables  moves/s  ack p50   p95     p99     server RSS');
try {
  for (const count of levels) {
    const load: Load = { latencies: [], moves: 0, stopped: false };
    const sockets = new Set<WebSocket>();
    for (let i = 0; i < count; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, count - i) }, () => table(server.url, load, sockets, thinkMs)),
      );
    }
    await new Promise((r) => setTimeout(r, 2000)); // warm up
    load.latencies = [];
    load.moves = 0;
    const started = performance.now();
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const elapsed = (performance.now() - started) / 1000;
    load.stopped = true;
    const sorted = load.latencies.sort((a, b) => a - b);
    const ms = (p: number) => `${percentile(sorted, p).toFixed(1)} ms`.padEnd(8);
    console.log(
      `${String(count).padEnd(8)}${(load.moves / elapsed).toFixed(0).padEnd(9)}${ms(0.5)}${ms(0.95)}${ms(0.99)}${rssMb(pid).toFixed(0)} MB`,
    );
    for (const s of sockets) s.close();
    await new Promise((r) => setTimeout(r, 1000));
  }
  if (idleCount > 0) {
    const created = await post<CreateTableResponse>(server.url, ROUTES.createTable, {
      game: 'piste',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    global.gc?.();
    await new Promise((r) => setTimeout(r, 1000));
    const before = rssMb(pid);
    const idle: WebSocket[] = [];
    for (let i = 0; i < idleCount; i += 200) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(200, idleCount - i) }, () => connect(server.url)),
      );
      for (const s of batch) s.send(JSON.stringify({ type: 'hello', tableId: created.table.id }));
      idle.push(...batch);
    }
    await new Promise((r) => setTimeout(r, 2000));
    const after = rssMb(pid);
    console.log(
      `${idleCount} idle spectator connections: server RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB, ${(((after - before) * 1024) / idleCount).toFixed(1)} KB per connection`,
    );
    for (const s of idle) s.terminate();
  }
} finally {
  server.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

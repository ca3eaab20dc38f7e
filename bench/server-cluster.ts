/**
 * The same load on three set-ups, in one run: one node with the embedded store, one node on
 * PostgreSQL + Redis, and two nodes on PostgreSQL + Redis behind HAProxy (deploy/haproxy.cfg). For
 * each number of tables: moves/s and acknowledgement latency p50/p95/p99, and each as a ratio of the
 * embedded figure. PostgreSQL and Redis are private instances started here (as the fault tests do).
 *
 * Usage: npx tsx bench/server-cluster.ts [--tables 100,1000] [--seconds 10] [--think-ms 250]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type WebSocket from 'ws';
import { freePort, Haproxy, Postgres, RedisServer } from '../packages/server/faults/services';
import { spawnServer } from '../packages/server/src/index';
import type { Load } from './server-load';
import { percentile, table } from './server-load';

const { values } = parseArgs({
  options: {
    tables: { type: 'string', default: '100,1000' },
    seconds: { type: 'string', default: '10' },
    'think-ms': { type: 'string', default: '250' },
  },
});
const levels = String(values.tables).split(',').map(Number);
const seconds = Number(values.seconds);
const thinkMs = Number(values['think-ms']);

const LIMITS = [
  ...['--max-creates-per-hour', '1000000', '--max-connections-per-address', '1000000'],
  ...['--max-joins-per-minute', '1000000', '--max-messages-per-second', '100000'],
];

interface Setup {
  readonly name: string;
  readonly url: string;
  readonly pids: number[];
  stop(): Promise<void>;
}

const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

async function nodes(name: string, count: number, cluster: string[]): Promise<Setup> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ludimaths-bench-'));
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const started: Awaited<ReturnType<typeof spawnServer>>[] = [];
  for (const port of ports)
    started.push(await spawnServer(dataDir, ['--port', String(port), ...LIMITS, ...cluster]));
  const lb = count > 1 ? await Haproxy.start(ports) : null;
  return {
    name,
    url: lb?.url ?? (started[0]?.url as string),
    pids: started.map((s) => s.child.pid as number),
    async stop() {
      lb?.stop();
      for (const s of started) s.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measure(setup: Setup, count: number) {
  const load: Load = { latencies: [], moves: 0, stopped: false };
  const sockets = new Set<WebSocket>();
  for (let i = 0; i < count; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, () => table(setup.url, load, sockets, thinkMs)),
    );
  }
  await new Promise((r) => setTimeout(r, 2000));
  load.latencies = [];
  load.moves = 0;
  const cpuBefore = setup.pids.map(cpuSeconds);
  const started = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = setup.pids.map((pid, i) => ((cpuSeconds(pid) - (cpuBefore[i] ?? 0)) / elapsed) * 100);
  load.stopped = true;
  for (const s of sockets) s.close();
  await new Promise((r) => setTimeout(r, 1000));
  const sorted = load.latencies.sort((a, b) => a - b);
  return {
    movesPerSecond: load.moves / elapsed,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    cpu,
  };
}

const pg = await Postgres.start();
const redis = await RedisServer.start();
const clusterFlags = (schema: string) => [
  '--database-url',
  pg.url,
  '--redis-url',
  redis.url,
  '--database-schema',
  schema,
];
const results: Record<string, Record<number, Awaited<ReturnType<typeof measure>>>> = {};
try {
  const makers = [
    () => nodes('1 node, embedded', 1, []),
    () => nodes('1 node, PG+Redis', 1, clusterFlags('bench_one')),
    () => nodes('2 nodes, PG+Redis, HAProxy', 2, clusterFlags('bench_two')),
  ];
  for (const make of makers) {
    const setup = await make();
    try {
      for (const count of levels) {
        results[setup.name] ??= {};
        (results[setup.name] as Record<number, Awaited<ReturnType<typeof measure>>>)[count] = await measure(
          setup,
          count,
        );
      }
    } finally {
      await setup.stop();
    }
  }
} finally {
  await redis.down();
  pg.remove();
}

console.log(`zigzag tables of two scripted players, think time ${thinkMs} ms ± 50 %, ${seconds} s per level`);
console.log(
  'set-up                        tables  moves/s (×)     ack p50 (×)       p95 (×)           p99 (×)           node CPU %',
);
const base = results['1 node, embedded'] ?? {};
for (const [name, byCount] of Object.entries(results)) {
  for (const [count, r] of Object.entries(byCount)) {
    const b = base[Number(count)];
    const ratio = (value: number, of?: number) => (of ? `(${(value / of).toFixed(2)})` : '');
    const ms = (value: number, of?: number) => `${value.toFixed(1)} ms ${ratio(value, of)}`.padEnd(18);
    console.log(
      `${name.padEnd(30)}${count.padEnd(8)}${`${r.movesPerSecond.toFixed(0)} ${ratio(r.movesPerSecond, b?.movesPerSecond)}`.padEnd(16)}${ms(r.p50, b?.p50)}${ms(r.p95, b?.p95)}${ms(r.p99, b?.p99)}${r.cpu.map((c) => c.toFixed(0)).join(' + ')}`,
    );
  }
}

/**
 * The same load on several set-ups, in one run: one node with the embedded store, then one, two and
 * three nodes on PostgreSQL + Redis (two and more behind HAProxy with deploy/haproxy.cfg). For each
 * number of tables: moves/s and acknowledgement latency p50/p95/p99, each as a ratio of the embedded
 * figure, and the CPU each part used (nodes, PostgreSQL, Redis, HAProxy, the scripted players
 * themselves), with the machine's load average: on a shared machine the figures mean little without
 * it. PostgreSQL and Redis are private instances started here (as the fault tests do).
 *
 * Usage: npx tsx bench/server-cluster.ts [--tables 100,1000] [--seconds 10] [--think-ms 250]
 *          [--nodes 1,2,3] [--profile DIR]
 * --profile writes a V8 CPU profile of every node (node --cpu-prof) to DIR and prints where the
 * nodes spent their time.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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
    nodes: { type: 'string', default: '1,2,3' },
    profile: { type: 'string' },
  },
});
const levels = String(values.tables).split(',').map(Number);
const seconds = Number(values.seconds);
const thinkMs = Number(values['think-ms']);
const clusterSizes = String(values.nodes).split(',').map(Number);
const profileDir = values.profile ? resolve(values.profile) : null;

const LIMITS = [
  ...['--max-creates-per-hour', '1000000', '--max-connections-per-address', '1000000'],
  ...['--max-joins-per-minute', '1000000', '--max-messages-per-second', '100000'],
  ...['--max-http-connections-per-address', '1000000'],
];

/** The processes of one part of a set-up, whose CPU time is measured. */
interface Part {
  readonly name: string;
  pids(): number[];
}

interface Setup {
  readonly name: string;
  readonly url: string;
  readonly parts: Part[];
  stop(): Promise<void>;
}

/** CPU seconds a process has used (user + system), 0 once it is gone. */
const cpuSeconds = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};

/** PostgreSQL's postmaster and every backend it forked (one per pooled connection). */
function postgresPids(pg: Postgres): number[] {
  const postmaster = Number(readFileSync(join(pg.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

async function nodes(name: string, count: number, cluster: string[], shared: Part[]): Promise<Setup> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ludimaths-bench-'));
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const started: Awaited<ReturnType<typeof spawnServer>>[] = [];
  const nodeOptions = profileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, name.replace(/\W+/g, '-'))}`]
    : [];
  for (const port of ports)
    started.push(
      await spawnServer(dataDir, ['--port', String(port), ...LIMITS, ...cluster], { nodeOptions }),
    );
  const lb = count > 1 ? await Haproxy.start(ports) : null;
  const parts: Part[] = [
    { name: 'nodes', pids: () => started.map((s) => s.child.pid as number) },
    ...(cluster.length > 0 ? shared : []),
    ...(lb ? [{ name: 'haproxy', pids: () => [lb.pid] }] : []),
  ];
  return {
    name,
    url: lb?.url ?? (started[0]?.url as string),
    parts,
    async stop() {
      lb?.stop();
      // A profiled node writes its profile on a graceful exit only.
      await Promise.all(
        started.map(
          (s) =>
            new Promise<void>((done) => {
              s.child.once('exit', () => done());
              s.child.kill(profileDir ? 'SIGTERM' : 'SIGKILL');
            }),
        ),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Figures {
  movesPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU used by each part, in % of one core, the scripted players included. */
  cpu: Record<string, number>;
  /** The machine's 1-minute load average at the end of the measure. */
  load: number;
}

let failedTables = 0;

async function measure(setup: Setup, count: number): Promise<Figures> {
  const load: Load = { latencies: [], moves: 0, stopped: false };
  const sockets = new Set<WebSocket>();
  for (let i = 0; i < count; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, () =>
        // A table the set-up failed to open (an overloaded node answering 500) is counted, not fatal.
        table(setup.url, load, sockets, thinkMs).catch(() => {
          failedTables++;
        }),
      ),
    );
  }
  await new Promise((r) => setTimeout(r, 2000));
  load.latencies = [];
  load.moves = 0;
  const parts = [...setup.parts, { name: 'players', pids: () => [process.pid] }];
  const pids = parts.map((p) => p.pids());
  const before = pids.map((list) => list.map(cpuSeconds));
  const started = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const elapsed = (performance.now() - started) / 1000;
  const cpu: Record<string, number> = {};
  parts.forEach((part, i) => {
    const used = (pids[i] ?? []).reduce((sum, pid, j) => sum + cpuSeconds(pid) - (before[i]?.[j] ?? 0), 0);
    cpu[part.name] = (used / elapsed) * 100;
  });
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
    load: loadavg()[0] ?? 0,
  };
}

/** The functions a profiled node spent most of its own time in (self time), in % of its busy samples. */
function topFunctions(dir: string, count = 12): string[] {
  const self = new Map<string, number>();
  let total = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
      samples: number[];
    };
    const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
    for (const id of profile.samples) {
      const frame = byId.get(id);
      if (frame?.functionName === '(idle)') continue;
      const where = frame?.url.replace(/^.*\/(node_modules|packages)\//, '') ?? '';
      const key = `${frame?.functionName || '(anonymous)'} ${where}${where ? `:${(frame?.lineNumber ?? 0) + 1}` : ''}`;
      self.set(key, (self.get(key) ?? 0) + 1);
      total++;
    }
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, n]) => `${((n / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
}

const pg = await Postgres.start();
const redis = await RedisServer.start();
const shared: Part[] = [
  { name: 'postgres', pids: () => postgresPids(pg) },
  { name: 'redis', pids: () => (redis.pid ? [redis.pid] : []) },
];
const clusterFlags = (schema: string) => [
  ...['--database-url', pg.url, '--redis-url', redis.url, '--database-schema', schema],
];
const results = new Map<string, Map<number, Figures>>();
const loadBefore = loadavg()[0] ?? 0;
const makers = [
  () => nodes('1 node, embedded', 1, [], shared),
  ...clusterSizes.map(
    (n) => () =>
      nodes(
        `${n} node${n > 1 ? 's' : ''}, PG+Redis${n > 1 ? ', HAProxy' : ''}`,
        n,
        clusterFlags(`bench_${n}`),
        shared,
      ),
  ),
];
if (profileDir) mkdirSync(profileDir, { recursive: true });
console.log(
  `zigzag tables of two scripted players, think time ${thinkMs} ms ± 50 %, ${seconds} s per level; ` +
    `${cpus().length} cores, load average ${loadBefore.toFixed(1)} before the run`,
);
console.log(
  'set-up                        tables  moves/s (×)     ack p50 (×)       p95 (×)           p99 (×)            load  CPU % of a core',
);
/** One line per set-up and level, printed as soon as it is measured (a long run may be cut short). */
function report(name: string, count: number, r: Figures): void {
  const b = results.get('1 node, embedded')?.get(count);
  const ratio = (value: number, of?: number) => (of ? `(${(value / of).toFixed(2)})` : '');
  const ms = (value: number, of?: number) => `${value.toFixed(1)} ms ${ratio(value, of)}`.padEnd(18);
  const cpu = Object.entries(r.cpu)
    .map(([part, c]) => `${part} ${c.toFixed(0)}`)
    .join(', ');
  console.log(
    `${name.padEnd(30)}${String(count).padEnd(8)}${`${r.movesPerSecond.toFixed(0)} ${ratio(r.movesPerSecond, b?.movesPerSecond)}`.padEnd(16)}${ms(r.p50, b?.p50)}${ms(r.p95, b?.p95)}${ms(r.p99, b?.p99)} ${r.load.toFixed(1).padStart(5)}  ${cpu}`,
  );
}
try {
  for (const make of makers) {
    const setup = await make();
    try {
      const byCount = new Map<number, Figures>();
      results.set(setup.name, byCount);
      for (const count of levels) {
        const figures = await measure(setup, count);
        byCount.set(count, figures);
        report(setup.name, count, figures);
      }
    } finally {
      await setup.stop();
    }
  }
} finally {
  await redis.down();
  pg.remove();
}
if (failedTables > 0) console.log(`${failedTables} tables could not be opened (counted out of the load)`);
if (profileDir) {
  for (const name of results.keys()) {
    const dir = join(profileDir, name.replace(/\W+/g, '-'));
    console.log(`\nwhere the nodes of "${name}" spent their busy time (self time, all levels):`);
    for (const line of topFunctions(dir)) console.log(`  ${line}`);
  }
}

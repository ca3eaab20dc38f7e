import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { games, Match } from '@ludimaths/engine';
import pg from 'pg';
import { spawnServer } from '../src/process';
import { recordOf } from '../src/tables/live-table';
import { serverEntry } from '../test/bundle';
import type { Player } from './players';
import { freePort, Haproxy, Postgres, RedisServer } from './services';

/** HAProxy's address as the nodes see it when they trust it (see `ClusterOptions.realLimits`). */
export const BALANCER_ADDRESS = '127.0.0.2';

export interface ClusterOptions {
  /**
   * The server's own abuse limits, with HAProxy forwarding each client's address from
   * BALANCER_ADDRESS, which the nodes trust. Otherwise the limits are raised out of reach: the
   * load tests' hundreds of players all come from this machine's one address.
   */
  readonly realLimits?: boolean;
}

/** Two nodes (or more) over a private PostgreSQL and Redis, behind HAProxy, all on loopback. */
export class Cluster {
  readonly nodes: ({ child: ChildProcess; url: string } | null)[] = [];
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'ludimaths-faults-'));

  private constructor(
    readonly pg: Postgres,
    readonly redis: RedisServer,
    readonly ports: number[],
    private readonly options: ClusterOptions,
    public lb: Haproxy | null = null,
  ) {}

  static async start(count = 2, options: ClusterOptions = {}): Promise<Cluster> {
    const [pgServer, redis] = await Promise.all([Postgres.start(), RedisServer.start()]);
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const cluster = new Cluster(pgServer, redis, ports, options);
    try {
      for (let i = 0; i < count; i++) await cluster.startNode(i);
      cluster.lb = await Haproxy.start(ports, options.realLimits ? BALANCER_ADDRESS : undefined);
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  get url(): string {
    return (this.lb as Haproxy).url;
  }

  nodeUrl(i: number): string {
    return `http://127.0.0.1:${this.ports[i]}`;
  }

  async startNode(i: number): Promise<void> {
    const node = await spawnServer(
      this.dataDir,
      [
        ...['--port', String(this.ports[i])],
        ...['--database-url', this.pg.url, '--redis-url', this.redis.url, '--lease-ms', '4000'],
        ...['--bot-budget-ms', '50'],
        ...(this.options.realLimits ? ['--trust-proxy', BALANCER_ADDRESS] : RAISED_LIMITS),
      ],
      { entry: serverEntry() },
    );
    this.nodes[i] = node;
  }

  /** SIGKILL: no shutdown, no lease released, connections cut. */
  async kill(i: number): Promise<void> {
    const node = this.nodes[i];
    if (!node) return;
    this.nodes[i] = null;
    await new Promise<void>((resolve) => {
      node.child.once('exit', () => resolve());
      node.child.kill('SIGKILL');
    });
  }

  /** Reads the database directly (the source of truth). */
  async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.pg.url });
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  async stop(): Promise<void> {
    for (let i = 0; i < this.nodes.length; i++) await this.kill(i);
    this.lb?.stop();
    await this.redis.down();
    this.pg.remove();
  }
}

const RAISED_LIMITS = [
  ...['--max-messages-per-second', '100000', '--max-connections-per-address', '100000'],
  ...['--max-joins-per-minute', '1000000', '--max-creates-per-hour', '1000000'],
  ...['--max-http-connections-per-address', '1000000'],
];

/** What the database says of finished tables: problems found (empty when all is well). */
export async function auditTables(cluster: Cluster, tableIds: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  const tables = await cluster.query<{ id: string; seq: number; status: string; game: string }>(
    'select id, seq, status, game, options, seed, seats from tables where id = any($1)',
    [tableIds],
  );
  const steps = await cluster.query<{ table_id: string; seq: number; step: string }>(
    'select table_id, seq, step from steps where table_id = any($1) order by table_id, seq',
    [tableIds],
  );
  const byTable = new Map<string, { seq: number; step: string }[]>();
  for (const s of steps) byTable.set(s.table_id, [...(byTable.get(s.table_id) ?? []), s]);
  for (const row of tables as unknown as Record<string, string>[]) {
    const id = row.id as string;
    const own = byTable.get(id) ?? [];
    if (row.status !== 'over') problems.push(`${id} is ${row.status}`);
    if (own.length !== Number(row.seq)) problems.push(`${id}: ${own.length} steps, seq ${row.seq}`);
    own.forEach((s, i) => {
      if (Number(s.seq) !== i + 1) problems.push(`${id}: step ${i + 1} has seq ${s.seq}`);
    });
    const game = games[row.game as keyof typeof games];
    const record = recordOf(
      {
        game: row.game,
        options: JSON.parse(row.options as string),
        seed: row.seed,
        seats: JSON.parse(row.seats as string),
      } as never,
      own.map((s) => JSON.parse(s.step)),
    );
    const replayed = game ? Match.fromRecord(game, record) : null;
    if (!replayed?.ok) problems.push(`${id} does not replay: ${JSON.stringify(replayed?.error)}`);
  }
  if (tables.length !== tableIds.length) problems.push(`${tableIds.length - tables.length} tables missing`);
  return problems;
}

/** Every acknowledged move is stored once, at the seq its acknowledgement gave. */
export async function auditAcks(cluster: Cluster, players: readonly Player[]): Promise<string[]> {
  const problems: string[] = [];
  const tableIds = [...new Set(players.map((p) => p.tableId))];
  const rows = await cluster.query<{ table_id: string; seq: number; client_move_id: string }>(
    'select table_id, seq, client_move_id from steps where table_id = any($1) and client_move_id is not null',
    [tableIds],
  );
  const stored = new Map<string, number[]>();
  for (const r of rows) {
    const key = `${r.table_id}/${r.client_move_id}`;
    stored.set(key, [...(stored.get(key) ?? []), Number(r.seq)]);
  }
  for (const player of players) {
    for (const [id, seq] of player.acks) {
      const found = stored.get(`${player.tableId}/${player.seat}:${id}`) ?? [];
      if (found.length !== 1 || found[0] !== seq)
        problems.push(`${player.tableId} ${id}: acked at ${seq}, stored at [${found.join(', ')}]`);
    }
  }
  return problems;
}

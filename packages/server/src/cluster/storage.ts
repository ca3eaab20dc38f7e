import type { FastifyBaseLogger } from 'fastify';
import type { ComputerSeats } from '../bots/computer-seats';
import type { ServerConfig } from '../config';
import { openPostgresStore } from '../store/postgres';
import { openSqliteStore } from '../store/sqlite';
import type { Store } from '../store/store';
import type { LiveTable, TableDeps } from '../tables/live-table';
import { CODE_IDLE_MS } from '../tables/live-table';
import type { TableService } from '../tables/service';
import { RedisCluster } from './redis-cluster';

/** Where this node keeps its tables and how it works with the other nodes, if any. */
export interface Storage {
  readonly store: Store;
  readonly cluster: Pick<TableDeps, 'clustered' | 'announce' | 'runs'>;
  /** Starts listening to the other nodes and taking leases (several nodes), once the service exists. */
  start(service: TableService, computers: ComputerSeats, now: () => number): Promise<void>;
  close(): Promise<void>;
}

const SINGLE = { clustered: false, announce: () => {}, runs: () => true } as const;

/** The embedded SQLite file by default; PostgreSQL and Redis when both URLs are given. */
export async function openStorage(config: ServerConfig, log: FastifyBaseLogger): Promise<Storage> {
  const { databaseUrl, redisUrl } = config;
  if (!databaseUrl || !redisUrl) {
    const store = await openSqliteStore(config.dataDir, { sync: config.sync });
    return { store, cluster: SINGLE, start: async () => {}, close: () => store.close() };
  }
  const schema = config.databaseSchema ?? undefined;
  const store = await openPostgresStore(databaseUrl, {
    ...(schema ? { schema } : {}),
    onIdleError: (error) => log.warn({ err: error.message }, 'database connection lost'),
  });
  // Nodes sharing a database (and schema) share a Redis namespace; other schemas never hear them.
  const redis = new RedisCluster(redisUrl, `ludimaths:${schema ?? 'public'}:`, config.leaseMs, log);
  return {
    store,
    cluster: {
      clustered: true,
      announce: (change) => redis.announce(change),
      runs: (id) => redis.runs(id),
    },
    start: (service, computers, now) =>
      redis.start(hooksFor(service, computers, now, store, log, config.leaseMs)),
    close: async () => {
      await redis.close();
      await store.close();
    },
  };
}

function hooksFor(
  service: TableService,
  computers: ComputerSeats,
  now: () => number,
  store: Store,
  log: FastifyBaseLogger,
  leaseMs: number,
) {
  const failed = (what: string) => (error: unknown) => log.warn({ err: String(error) }, what);
  return {
    received: (change: Parameters<TableService['received']>[0]) =>
      void service.received(change).catch(failed('catching up with another node failed')),
    resync: () => void service.catchUpAll().catch(failed('reading the tables again failed')),
    reannounce: () => {
      for (const table of service.all()) {
        service.announce({ table: table.id, seq: table.row.seq });
      }
    },
    gained: (id: string) => {
      const table = service.peek(id);
      if (!table) return;
      log.info({ table: id }, 'running this table here');
      // Up to date first, then the clocks that ran out and the computer seats to act.
      void table
        .catchUp()
        .then(() => {
          table.expireOverdue();
          computers.schedule(table);
        })
        .catch(failed('taking a table over failed'));
    },
    wanted: () => [...service.all()].filter(needsRunner).map((t) => t.id),
    // Only tables quiet for a lease's length: a busy table has a runner (or its players move it).
    candidates: () => store.runnerTableIds(now() - CODE_IDLE_MS, now() - leaseMs),
    load: async (id: string) => {
      await service.get(id);
    },
    has: (id: string) => service.peek(id) !== undefined,
  };
}

/** A table being played with a computer seat or a turn limit needs one node to run it. */
function needsRunner(table: LiveTable): boolean {
  const { row } = table;
  if (row.status !== 'playing') return false;
  return row.settings.turnLimitMs !== undefined || row.seats.some((s) => s.kind === 'computer');
}

import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './kysely-store';
import { KyselyStore, migrate } from './kysely-store';

export interface PostgresOptions {
  /** A schema of its own (created if missing): tests run side by side, one schema each. */
  readonly schema?: string;
  /** Connections this node keeps open. */
  readonly poolSize?: number;
  /** Called when a pooled connection fails while idle (PostgreSQL restarted): it is replaced. */
  readonly onIdleError?: (error: Error) => void;
}

// BIGINT columns (times in ms) come back as numbers: they stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The shared store of several nodes: PostgreSQL at `url`, migrated to the latest schema. */
export async function openPostgresStore(url: string, options: PostgresOptions = {}): Promise<KyselyStore> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`database schema "${schema}" must be lower-case letters, digits and _`);
  }
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // While PostgreSQL is away, a move fails within seconds (a retryable error) instead of waiting.
    connectionTimeoutMillis: 5000,
    query_timeout: 10_000,
    // A connection whose server vanished without closing it (a network cut, not a restart) is found
    // dead by TCP keepalives, and a transaction left open by a stuck node releases its locks.
    keepAlive: true,
    statement_timeout: 10_000,
    idle_in_transaction_session_timeout: 10_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // Without a listener, a connection dropped by a PostgreSQL restart would crash the node: idle
  // ones report to the pool, checked-out ones (between a transaction's statements) to themselves.
  // The statement under way fails on its own and its caller answers with a retryable error.
  pool.on('error', (error) => options.onIdleError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => options.onIdleError?.(error)));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await migrate(db, schema);
  return new KyselyStore(db, {
    appendStyle: 'one-statement',
    // A plain VACUUM only marks dead rows free: their bytes (names included) stay in the page until
    // overwritten. VACUUM FULL rewrites the two tables holding names into new files and deletes the
    // old ones. It locks them while it runs (milliseconds for a school's data; see README).
    // The steps (moves only, no names) are left to autovacuum.
    eraseDeleted: async () => void (await sql`vacuum full classes, tables`.execute(db)),
  });
}

/** Drops a schema made by `openPostgresStore` (tests clean up after themselves). */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`bad schema name "${schema}"`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await admin.end();
  }
}

import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { ServerConfig } from '../src/index';
import { dropPostgresSchema, openPostgresStore } from '../src/store/postgres';
import { openSqliteStore } from '../src/store/sqlite';
import type { Store } from '../src/store/store';

/**
 * Which store the server tests run on: the `server` project uses the embedded SQLite file, the
 * `server-pg` project (vitest.config.ts) sets LUDIMATHS_TEST_STORE=postgresql and runs the very
 * same tests on PostgreSQL + Redis, each server in a schema (and Redis namespace) of its own so that
 * test files run side by side.
 */
export const ON_POSTGRES = process.env.LUDIMATHS_TEST_STORE === 'postgresql';
export const TEST_DATABASE_URL =
  process.env.LUDIMATHS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.LUDIMATHS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A fresh schema name (lower case, as PostgreSQL folds it). */
export const freshSchema = () => `t_${randomBytes(6).toString('hex')}`;

/** Server settings for the store under test, with a new schema each call on PostgreSQL. */
export function storeConfig(): Pick<ServerConfig, 'databaseUrl' | 'redisUrl' | 'databaseSchema'> {
  if (!ON_POSTGRES) return { databaseUrl: null, redisUrl: null, databaseSchema: null };
  return { databaseUrl: TEST_DATABASE_URL, redisUrl: TEST_REDIS_URL, databaseSchema: freshSchema() };
}

/** The same as command-line flags (for servers spawned as processes). */
export function storeFlags(config = storeConfig()): string[] {
  if (!config.databaseUrl || !config.redisUrl) return [];
  return [
    '--database-url',
    config.databaseUrl,
    '--redis-url',
    config.redisUrl,
    ...(config.databaseSchema ? ['--database-schema', config.databaseSchema] : []),
  ];
}

/** Removes what a test's store left behind (the PostgreSQL schema). */
export async function dropStore(config: { databaseSchema: string | null }): Promise<void> {
  if (ON_POSTGRES && config.databaseSchema)
    await dropPostgresSchema(TEST_DATABASE_URL, config.databaseSchema);
}

/** A bare store for store-level tests: a SQLite file in `dir`, or a new PostgreSQL schema. */
export async function openTestStore(dir: string, schema: string): Promise<Store> {
  return ON_POSTGRES ? openPostgresStore(TEST_DATABASE_URL, { schema }) : openSqliteStore(dir);
}

/**
 * The bytes a test store keeps on disk: every file of the SQLite folder `dir`, or the PostgreSQL
 * files of the schema's tables, their TOAST and indexes, read after a CHECKPOINT has written them.
 */
export async function storedBytes(dir: string, schema: string): Promise<Buffer> {
  if (!ON_POSTGRES) return Buffer.concat(readdirSync(dir).map((name) => readFileSync(join(dir, name))));
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query('checkpoint');
    const { rows } = await client.query<{ bytes: Buffer }>(
      `select pg_read_binary_file(pg_relation_filepath(c.oid)) as bytes
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ($1, 'pg_toast') and c.relkind in ('r', 't', 'i')
          and (n.nspname = $1 or c.oid in (select reltoastrelid from pg_class k
                join pg_namespace kn on kn.oid = k.relnamespace where kn.nspname = $1))`,
      [schema],
    );
    return Buffer.concat(rows.map((r) => r.bytes));
  } finally {
    await client.end();
  }
}

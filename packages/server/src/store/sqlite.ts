import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './kysely-store';
import { KyselyStore, migrate } from './kysely-store';

export interface SqliteOptions {
  /**
   * `normal` (default) survives any crash of the process, kill -9 included; `full` also survives a
   * power cut, at the cost of one disk flush per move.
   */
  readonly sync?: 'normal' | 'full';
}

/** The embedded store: one SQLite file (WAL) in `dataDir`, migrated to the latest schema. */
export async function openSqliteStore(dataDir: string, options: SqliteOptions = {}): Promise<KyselyStore> {
  mkdirSync(dataDir, { recursive: true });
  // A build of the native addon for another Node version (CI's Node 24 run) can be pointed at.
  const nativeBinding = process.env.LUDIMATHS_SQLITE_BINDING;
  const database = new Sqlite(join(dataDir, 'ludimaths.sqlite'), nativeBinding ? { nativeBinding } : {});
  database.pragma('journal_mode = WAL');
  database.pragma(`synchronous = ${options.sync === 'full' ? 'FULL' : 'NORMAL'}`);
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Deleted rows are overwritten with zeros (pupils' names must leave the file, not just the
  // queries); the cost falls on deletions and on the old copy of an updated row, both small.
  database.pragma('secure_delete = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  await migrate(db);
  return new KyselyStore(db, {
    appendStyle: 'transaction',
    // The zeroed pages reach the main file and the WAL's older copies of them (names included)
    // are cut off: once this returns, neither file holds the deleted rows.
    eraseDeleted: async () => void database.pragma('wal_checkpoint(TRUNCATE)'),
  });
}

/**
 * Kysely prepares a statement per query; this keeps one per SQL text instead (the server runs the
 * same few queries all the time), which saves parsing SQL on every move.
 */
function withStatementCache(database: Sqlite.Database): Sqlite.Database {
  const statements = new Map<string, Sqlite.Statement>();
  const prepare = database.prepare.bind(database);
  return new Proxy(database, {
    get(target, key, receiver) {
      if (key !== 'prepare') return Reflect.get(target, key, receiver);
      return (sql: string) => {
        let statement = statements.get(sql);
        if (!statement) {
          statement = prepare(sql);
          statements.set(sql, statement);
        }
        return statement;
      };
    },
  });
}

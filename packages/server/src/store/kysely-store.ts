import type { Generated, Kysely, Selectable } from 'kysely';
import { Migrator, sql } from 'kysely';
import { migrationProvider } from './migrations';
import type {
  AppendResult,
  ClassRow,
  LobbyPatch,
  StepWrite,
  Store,
  StoredStep,
  TableRow,
  TableStatus,
} from './store';

/** The database as Kysely sees it (snake_case columns, JSON in text columns). */
export interface Database {
  tables: {
    id: string;
    game: string;
    options: string;
    seed: string;
    seats: string;
    host_token_hash: string;
    code: string | null;
    status: string;
    seq: number;
    settings: string;
    /** JSON `Deadlines`; NULL for tables stored before migration 0002 (no clock stored). */
    deadlines: string | null;
    lobby_version: Generated<number>;
    rematch_of: string | null;
    created_at: number;
    updated_at: number;
  };
  steps: {
    table_id: string;
    seq: number;
    step: string;
    client_move_id: string | null;
    created_at: Generated<number>;
  };
  classes: {
    id: string;
    code: string;
    teacher_token_hash: string;
    data: string;
    version: number;
    created_at: number;
    expires_at: number;
  };
}

/** The table row's new sequence number, time, and status or clocks if they changed, after a move. */
function tableAfterAppend(expectedSeq: number, steps: readonly unknown[], write: StepWrite) {
  const { now, status, deadlines } = write;
  return {
    seq: expectedSeq + steps.length,
    updated_at: now,
    ...(status ? { status } : {}),
    ...(deadlines ? { deadlines: JSON.stringify(deadlines) } : {}),
  };
}

/** The stored row of the `index`-th step of a move (the first one carries the client's move id). */
function stepRow(id: string, expectedSeq: number, step: unknown, index: number, write: StepWrite) {
  return {
    table_id: id,
    seq: expectedSeq + index + 1,
    step: JSON.stringify(step),
    client_move_id: index === 0 ? write.clientMoveId : null,
    created_at: write.now,
  };
}

/** The answer to a refused compare-and-set: the sequence number the table is at now. */
async function currentSeq(db: Kysely<Database>, id: string): Promise<AppendResult> {
  const row = await db.selectFrom('tables').select('seq').where('id', '=', id).executeTakeFirst();
  return { kind: 'conflict', seq: Number(row?.seq ?? -1) };
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrate(db: Kysely<Database>, schema?: string): Promise<void> {
  // In a schema of its own, the migration tables live there too (not in whatever schema has them).
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * How a move is committed. SQLite (in-process, so a statement costs no round trip) runs the
 * compare-and-set and the insert in a transaction. PostgreSQL runs them as one statement (an
 * UPDATE inside a WITH clause feeding the INSERT), which is just as atomic and costs one round trip
 * instead of four (BEGIN, UPDATE, INSERT, COMMIT): a move's latency on a cluster is mostly these.
 */
export type AppendStyle = 'transaction' | 'one-statement';

/** What differs between the databases under the same SQL. */
export interface StoreDialect {
  readonly appendStyle: AppendStyle;
  /**
   * Removes from the database's files what deleted rows left there (a DELETE only marks them
   * free): a class's pupils' names must be gone from the disk, not just from the queries.
   */
  readonly eraseDeleted: () => Promise<void>;
}

/** The Store over any Kysely database: SQLite or PostgreSQL, with the same SQL. */
export class KyselyStore implements Store {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: StoreDialect,
  ) {}

  async createTable(t: TableRow): Promise<void> {
    await this.db.insertInto('tables').values(tableValues(t)).execute();
  }

  async loadTable(id: string, afterSeq = 0): Promise<{ table: TableRow; steps: StoredStep[] } | undefined> {
    const row = await this.db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    // Steps up to the row's seq only: a move committed between the two reads shows up next time.
    const steps = await this.db
      .selectFrom('steps')
      .select(['seq', 'step', 'client_move_id'])
      .where('table_id', '=', id)
      .where('seq', '>', afterSeq)
      .where('seq', '<=', Number(row.seq))
      .orderBy('seq')
      .execute();
    return {
      table: tableOf(row),
      steps: steps.map((s) => ({
        seq: Number(s.seq),
        step: JSON.parse(s.step),
        clientMoveId: s.client_move_id,
      })),
    };
  }

  async tableIdByCode(code: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('tables').select('id').where('code', '=', code).executeTakeFirst();
    return row?.id;
  }

  async rematchIdOf(id: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('tables')
      .select('id')
      .where('rematch_of', '=', id)
      .executeTakeFirst();
    return row?.id;
  }

  async activeTableIds(since: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tables')
      .select('id')
      .where('status', 'in', ['lobby', 'playing'])
      .where('updated_at', '>=', since)
      .execute();
    return rows.map((r) => r.id);
  }

  async runnerTableIds(since: number, quietSince: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tables')
      .select('id')
      .where('status', '=', 'playing')
      .where('updated_at', '>=', since)
      .where('updated_at', '<=', quietSince)
      .where((eb) => eb.or([eb('seats', 'like', '%"computer"%'), eb('settings', 'like', '%turnLimitMs%')]))
      .execute();
    return rows.map((r) => r.id);
  }

  async updateLobby(id: string, patch: LobbyPatch, now: number, expectedVersion: number): Promise<boolean> {
    const result = await this.db
      .updateTable('tables')
      .set({
        updated_at: now,
        lobby_version: expectedVersion + 1,
        ...(patch.seats ? { seats: JSON.stringify(patch.seats) } : {}),
        ...(patch.code !== undefined ? { code: patch.code } : {}),
        ...(patch.status ? { status: patch.status } : {}),
        ...(patch.settings ? { settings: JSON.stringify(patch.settings) } : {}),
        ...(patch.deadlines ? { deadlines: JSON.stringify(patch.deadlines) } : {}),
      })
      .where('id', '=', id)
      .where('lobby_version', '=', expectedVersion)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async appendSteps(
    id: string,
    expectedSeq: number,
    steps: readonly unknown[],
    write: StepWrite,
  ): Promise<AppendResult> {
    const { clientMoveId } = write;
    try {
      const result = await this.tryAppend(id, expectedSeq, steps, write);
      // Refused by the compare-and-set: if a step already carries this move id (an earlier attempt
      // whose answer was lost, or another node storing the same resend), it is the same move.
      if (result.kind === 'conflict' && clientMoveId !== null) {
        return (await this.storedMove(id, clientMoveId)) ?? result;
      }
      return result;
    } catch (error) {
      // The unique (table, client_move_id) index refused a second copy of a stored move.
      const known = clientMoveId === null ? undefined : await this.storedMove(id, clientMoveId);
      if (known) return known;
      throw error;
    }
  }

  private async storedMove(id: string, clientMoveId: string): Promise<AppendResult | undefined> {
    const known = await this.db
      .selectFrom('steps')
      .select('seq')
      .where('table_id', '=', id)
      .where('client_move_id', '=', clientMoveId)
      .executeTakeFirst();
    return known ? { kind: 'duplicate', seq: Number(known.seq) } : undefined;
  }

  /**
   * The compare-and-set on the table's sequence number orders every writer; a move id stored
   * before is caught by the unique index (the transaction then rolls back), so a first attempt
   * costs no extra read.
   */
  private tryAppend(
    id: string,
    expectedSeq: number,
    steps: readonly unknown[],
    write: StepWrite,
  ): Promise<AppendResult> {
    if (this.dialect.appendStyle === 'one-statement' && steps.length > 0) {
      return this.appendInOneStatement(id, expectedSeq, steps, write);
    }
    return this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('tables')
        .set(tableAfterAppend(expectedSeq, steps, write))
        .where('id', '=', id)
        .where('seq', '=', expectedSeq)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return currentSeq(trx, id);
      if (steps.length > 0) {
        await trx
          .insertInto('steps')
          .values(steps.map((step, i) => stepRow(id, expectedSeq, step, i, write)))
          .execute();
      }
      return { kind: 'stored', seq: expectedSeq + steps.length } as const;
    });
  }

  /**
   * The compare-and-set and the insert as one PostgreSQL statement: the steps are inserted only
   * for the table row the UPDATE matched, so a stale `expectedSeq` inserts nothing.
   */
  private async appendInOneStatement(
    id: string,
    expectedSeq: number,
    steps: readonly unknown[],
    write: StepWrite,
  ): Promise<AppendResult> {
    const rows = steps.map((step, i) => {
      const row = stepRow(id, expectedSeq, step, i, write);
      return sql`(${row.seq}::integer, ${row.step}::text, ${row.client_move_id}::varchar, ${row.created_at}::bigint)`;
    });
    const inserted = await this.db
      .with('moved', (db) =>
        db
          .updateTable('tables')
          .set(tableAfterAppend(expectedSeq, steps, write))
          .where('id', '=', id)
          .where('seq', '=', expectedSeq)
          .returning('id'),
      )
      .insertInto('steps')
      .columns(['table_id', 'seq', 'step', 'client_move_id', 'created_at'])
      .expression(
        sql`select moved.id, v.seq, v.step, v.client_move_id, v.created_at
            from moved, (values ${sql.join(rows)}) as v(seq, step, client_move_id, created_at)`,
      )
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === steps.length) {
      return { kind: 'stored', seq: expectedSeq + steps.length };
    }
    return currentSeq(this.db, id);
  }

  async createClass(c: ClassRow): Promise<void> {
    await this.db
      .insertInto('classes')
      .values({
        id: c.id,
        code: c.code,
        teacher_token_hash: c.teacherTokenHash,
        data: JSON.stringify(c.data),
        version: c.version,
        created_at: c.createdAt,
        expires_at: c.expiresAt,
      })
      .execute();
  }

  async loadClass(id: string): Promise<ClassRow | undefined> {
    const row = await this.db.selectFrom('classes').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      code: row.code,
      teacherTokenHash: row.teacher_token_hash,
      version: Number(row.version),
      createdAt: Number(row.created_at),
      expiresAt: Number(row.expires_at),
      data: JSON.parse(row.data),
    };
  }

  async classIdByCode(code: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('classes').select('id').where('code', '=', code).executeTakeFirst();
    return row?.id;
  }

  async saveClass(c: ClassRow, tables: readonly TableRow[] = []): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('classes')
        .set({ data: JSON.stringify(c.data), version: c.version })
        .where('id', '=', c.id)
        .where('version', '=', c.version - 1)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      if (tables.length > 0) await trx.insertInto('tables').values(tables.map(tableValues)).execute();
      return true;
    });
  }

  async deleteClass(id: string, tableIds: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (tableIds.length > 0) {
        await trx.deleteFrom('steps').where('table_id', 'in', tableIds).execute();
        await trx.deleteFrom('tables').where('id', 'in', tableIds).execute();
      }
      await trx.deleteFrom('classes').where('id', '=', id).execute();
    });
    await this.dialect.eraseDeleted();
  }

  async expiredClassIds(now: number): Promise<string[]> {
    const rows = await this.db.selectFrom('classes').select('id').where('expires_at', '<=', now).execute();
    return rows.map((r) => r.id);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}

/** A table row as its columns. */
function tableValues(t: TableRow) {
  return {
    id: t.id,
    game: t.game,
    options: JSON.stringify(t.options),
    seed: t.seed,
    seats: JSON.stringify(t.seats),
    host_token_hash: t.hostTokenHash,
    code: t.code,
    status: t.status,
    seq: t.seq,
    settings: JSON.stringify(t.settings),
    deadlines: JSON.stringify(t.deadlines),
    lobby_version: t.lobbyVersion,
    rematch_of: t.rematchOf,
    created_at: t.createdAt,
    updated_at: t.updatedAt,
  };
}

/** A stored table row as the store's callers see it (JSON parsed, times as numbers). */
function tableOf(row: Selectable<Database['tables']>): TableRow {
  return {
    id: row.id,
    game: row.game,
    options: JSON.parse(row.options),
    seed: row.seed,
    seats: JSON.parse(row.seats),
    hostTokenHash: row.host_token_hash,
    code: row.code,
    status: row.status as TableStatus,
    seq: Number(row.seq),
    settings: JSON.parse(row.settings),
    deadlines: row.deadlines === null ? {} : JSON.parse(row.deadlines),
    lobbyVersion: Number(row.lobby_version),
    rematchOf: row.rematch_of,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

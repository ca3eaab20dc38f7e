import { randomBytes } from 'node:crypto';
import type { ChanceSource } from '@ludimaths/engine';
import { games, ok } from '@ludimaths/engine';
import type { CreateTableRequest, SeatSpec } from '@ludimaths/protocol';
import { hintsByDefault } from '@ludimaths/protocol';
import type { Store, StoredSeat, TableRow } from '../store/store';
import type { Outcome } from './errors';
import { refuse } from './errors';
import { gameAndOptions } from './game-options';
import type { TableChange, TableDeps } from './live-table';
import { CODE_IDLE_MS, LiveTable } from './live-table';
import { hashCredential, newCredential, newJoinCode, newSeed, newTableId } from './secrets';

/** How a class's change is named on the channel between nodes (tables use their bare ids). */
export const CLASS_CHANGE = 'class:';

export interface Created {
  readonly table: LiveTable;
  readonly credential: string;
  readonly seat: number | null;
}

/**
 * Every table of this server: created here, found by id or join code, loaded from the store on
 * first use (a restart loses nothing stored) and kept in memory while in use.
 */
export class TableService {
  private readonly tables = new Map<string, LiveTable>();
  private readonly loading = new Map<string, Promise<LiveTable | undefined>>();
  private readonly deps: TableDeps;

  constructor(
    private readonly store: Store,
    chance: ChanceSource,
    private readonly now: () => number,
    /** Wires a table in (computer seats, timers) once it is in memory. */
    private readonly attach: (table: LiveTable) => void,
    absentAfterMs = 60_000,
    /** Several nodes: how changes are told to the others and which tables this node runs. */
    cluster: Pick<TableDeps, 'clustered' | 'announce' | 'runs'> = {
      clustered: false,
      announce: () => {},
      runs: () => true,
    },
  ) {
    this.deps = {
      store,
      chance,
      now,
      absentAfterMs,
      rematch: (table) => this.rematch(table),
      node: randomBytes(8).toString('base64url'),
      ...cluster,
    };
  }

  /** How long a person must be gone before the others may hand their seat to a computer. */
  get absentAfterMs(): number {
    return this.deps.absentAfterMs;
  }

  /** A table already in memory, or undefined (changes from other nodes only matter to those). */
  peek(id: string): LiveTable | undefined {
    return this.tables.get(id);
  }

  /** Told of changes other nodes announce that are a class's, not a table's (`class:ID`). */
  onClassChange: ((classId: string, change: TableChange) => Promise<void>) | null = null;

  /**
   * Another node committed a change: the copy here, if any, catches up and tells its members. A copy
   * still loading may have read the store before that change: it hears of it once loaded, or its
   * members would wait for ever for a move they were never told of.
   */
  async received(change: TableChange): Promise<void> {
    if (change.table.startsWith(CLASS_CHANGE)) {
      await this.onClassChange?.(change.table.slice(CLASS_CHANGE.length), change);
      return;
    }
    const loading = this.loading.get(change.table)?.catch(() => undefined);
    const table = this.tables.get(change.table) ?? (await loading);
    if (change.seats) table?.heardPresence(change.seats.node, change.seats.seats);
    else await table?.receive(change);
  }

  /** Several nodes, every PRESENCE_MS: each table here says again which seats are connected here. */
  presenceTick(): void {
    for (const table of this.tables.values()) if (table.members.size > 0) table.announcePresence();
  }

  /** Tells the other nodes where a table is (after a Redis outage). */
  announce(change: TableChange): void {
    this.deps.announce(change);
  }

  /** Every table in memory reads the store again (messages from other nodes may have been lost). */
  async catchUpAll(): Promise<void> {
    await Promise.all([...this.tables.values()].map((t) => t.catchUp()));
  }

  get size(): number {
    return this.tables.size;
  }

  async create(request: CreateTableRequest): Promise<Outcome<Created>> {
    const checked = gameAndOptions(request.game, request.options, {
      count: request.seats.length,
      code: 'bad-seats',
    });
    if (!checked.ok) return checked;
    const { game, options } = checked.value;
    const credential = newCredential();
    const hash = hashCredential(credential);
    const sit = request.sit ?? true;
    const seats: StoredSeat[] = request.seats.map(storedSeat);
    const seat = sit ? seats.findIndex((s) => s.kind === 'human') : -1;
    if (sit && seat < 0)
      return refuse('bad-seats', 'no human seat for the creator: pass "sit": false to only watch');
    if (seat >= 0) seats[seat] = { ...(seats[seat] as StoredSeat), tokenHash: hash };
    const now = this.now();
    const hasFree = seats.some((s) => s.kind === 'human' && s.tokenHash === null);
    const base = {
      id: newTableId(),
      game: request.game,
      options,
      seed: newSeed(),
      seats,
      hostTokenHash: hash,
      status: 'lobby',
      seq: 0,
      settings: {
        autoStart: request.autoStart ?? false,
        ...(request.turnLimitMs ? { turnLimitMs: request.turnLimitMs } : {}),
        hints: request.hints ?? hintsByDefault(request.seats),
      },
      deadlines: {},
      lobbyVersion: 0,
      rematchOf: null,
      createdAt: now,
      updatedAt: now,
    } as const;
    const row = await this.insertWithFreshCode(base);
    const table = LiveTable.create(game, row, this.deps);
    this.remember(table);
    if (row.settings.autoStart && !hasFree) {
      const started = await table.start();
      if (!started.ok) return started;
    }
    return ok({ table, credential, seat: seat < 0 ? null : seat });
  }

  /**
   * A class table's row, not yet stored: every seat already held (pupils by their class credential,
   * computers), the teacher as host. No join code: nobody else may sit there.
   */
  seatedRow(
    gameId: string,
    options: unknown,
    seats: readonly StoredSeat[],
    hostTokenHash: string,
    settings: TableRow['settings'],
  ): TableRow {
    const now = this.now();
    return {
      id: newTableId(),
      game: gameId,
      options,
      seed: newSeed(),
      seats,
      hostTokenHash,
      code: null,
      status: 'lobby',
      seq: 0,
      settings,
      deadlines: {},
      lobbyVersion: 0,
      rematchOf: null,
      createdAt: now,
      updatedAt: now,
    };
  }

  /** Starts a class table stored by the class's own transaction (`seatedRow`, `Store.saveClass`). */
  async startSeated(row: TableRow): Promise<Outcome<LiveTable>> {
    const game = games[row.game];
    if (!game) return refuse('unknown-game', `unknown game "${row.game}"`);
    const table = LiveTable.create(game, row, this.deps);
    this.remember(table);
    const started = await table.start();
    return started.ok ? ok(table) : started;
  }

  /** Drops a deleted table from memory, closing its connections with `closeCode`. */
  forget(id: string, closeCode: number): void {
    const table = this.tables.get(id);
    if (!table) return;
    table.evict(closeCode);
    this.tables.delete(id);
  }

  /**
   * A new table for the same people: same game, options, names, computer levels and host, and each
   * person's credential holds the same seat; it starts at once.
   */
  private async rematch(table: LiveTable): Promise<LiveTable> {
    const now = this.now();
    const { row } = table;
    const fresh = LiveTable.create(
      table.game,
      {
        ...row,
        id: newTableId(),
        seed: newSeed(),
        code: null,
        status: 'lobby',
        seq: 0,
        deadlines: {},
        lobbyVersion: 0,
        rematchOf: row.id,
        createdAt: now,
        updatedAt: now,
      },
      this.deps,
    );
    try {
      await this.store.createTable(fresh.row);
    } catch (error) {
      // Asked on another node at the same moment: the table it stored is the rematch.
      const stored = await this.store.rematchIdOf(row.id);
      const other = stored === undefined ? undefined : await this.get(stored);
      if (!other) throw error;
      return other;
    }
    this.remember(fresh);
    const started = await fresh.start();
    if (!started.ok) throw new Error(started.error.message);
    return fresh;
  }

  /** A join code's table while the code lets someone in; undefined when unknown or expired. */
  async byCode(code: string): Promise<LiveTable | undefined> {
    const table = await this.named(code);
    return table?.liveCode() === code ? table : undefined;
  }

  /** The table a code names, to watch it or read its record, whether or not it has free seats. */
  async named(code: string): Promise<LiveTable | undefined> {
    const id = await this.store.tableIdByCode(code);
    return id === undefined ? undefined : this.get(id);
  }

  /** A table by id, from memory or the store. */
  async get(id: string): Promise<LiveTable | undefined> {
    const live = this.tables.get(id);
    if (live) return live;
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  /** Loads every table played or waiting within the last day, so computer seats carry on. */
  async resumeActive(): Promise<number> {
    const ids = await this.store.activeTableIds(this.now() - CODE_IDLE_MS);
    for (const id of ids) await this.get(id);
    return ids.length;
  }

  /** Waits for every table's pending work (moves being stored). */
  async drain(): Promise<void> {
    await Promise.all([...this.tables.values()].map((t) => t.idle()));
  }

  /**
   * Lets finished tables nobody watches, and tables idle for a day with nobody there, leave memory;
   * they come back from the store when someone asks. Returns how many left.
   */
  sweep(): number {
    let gone = 0;
    for (const table of this.tables.values()) {
      if (!table.dormant(this.now(), CODE_IDLE_MS)) continue;
      table.stopClocks();
      this.tables.delete(table.id);
      gone++;
    }
    return gone;
  }

  all(): IterableIterator<LiveTable> {
    return this.tables.values();
  }

  private async load(id: string): Promise<LiveTable | undefined> {
    const stored = await this.store.loadTable(id);
    if (!stored) return undefined;
    const game = games[stored.table.game];
    if (!game) throw new Error(`table ${id} names an unknown game "${stored.table.game}"`);
    const restored = LiveTable.restore(game, stored.table, stored.steps, this.deps);
    if (!restored.ok) throw new Error(restored.error.message);
    const table = restored.value;
    this.remember(table);
    await table.settlePending();
    return table;
  }

  private remember(table: LiveTable): void {
    this.tables.set(table.id, table);
    this.attach(table);
  }

  /** Inserts the table with a join code no live table uses (a clash is retried with a new code). */
  private async insertWithFreshCode(base: Omit<TableRow, 'code'>): Promise<TableRow> {
    for (let attempt = 0; ; attempt++) {
      const row: TableRow = { ...base, code: newJoinCode() };
      try {
        await this.store.createTable(row);
        return row;
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
  }
}

function storedSeat(spec: SeatSpec): StoredSeat {
  return spec.kind === 'human'
    ? { name: spec.name ?? null, kind: 'human', tokenHash: null }
    : { name: null, kind: 'computer', level: spec.level, tokenHash: null };
}

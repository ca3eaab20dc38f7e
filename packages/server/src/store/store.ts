import type { ComputerLevel } from '@ludimaths/protocol';

export type TableStatus = 'lobby' | 'playing' | 'over';

/** A seat as stored: a person's seat holds the hash of its credential once someone took it. */
export interface StoredSeat {
  readonly name: string | null;
  readonly kind: 'human' | 'computer';
  readonly level?: ComputerLevel;
  readonly tokenHash: string | null;
}

export interface TableSettings {
  readonly autoStart: boolean;
  readonly turnLimitMs?: number;
  /** The class session the table belongs to. */
  readonly classId?: string;
  /** The teacher paused the class: no move is accepted, computer seats wait. */
  readonly paused?: boolean;
  /** Seats may ask for hints (absent: not allowed). */
  readonly hints?: boolean;
  /** How many hints each seat used, by seat (absent: none yet). */
  readonly hintsUsed?: readonly number[];
}

/**
 * When each seat's turn clock runs out (ms since the epoch), by seat: only seats of people who must
 * act now, on tables with a turn limit. Stored with the step that started the clock, so a node
 * taking a table over goes on with the same clock instead of giving the player a full turn again.
 */
export type Deadlines = Readonly<Record<number, number>>;

export interface TableRow {
  readonly id: string;
  readonly game: string;
  /** The game's options as the game parsed them (plain JSON). */
  readonly options: unknown;
  /** The engine seed, shown in records: neither chance nor the computer seats' decisions depend on it. */
  readonly seed: string;
  readonly seats: readonly StoredSeat[];
  readonly hostTokenHash: string;
  readonly code: string | null;
  readonly status: TableStatus;
  /** How many steps are stored. */
  readonly seq: number;
  readonly settings: TableSettings;
  readonly deadlines: Deadlines;
  /** Advanced by every lobby change (seats, code, status), which compares and sets it. */
  readonly lobbyVersion: number;
  /** The finished table this one is the rematch of (at most one per table). */
  readonly rematchOf: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** One stored step (docs/records.md's `{seat, move}` or `{chance}`), numbered from 1. */
export interface StoredStep {
  readonly seq: number;
  readonly step: unknown;
  readonly clientMoveId: string | null;
}

export type LobbyPatch = Partial<Pick<TableRow, 'seats' | 'code' | 'status' | 'settings' | 'deadlines'>>;

/** How steps are stored: the client's move id (on the first step), when, and what changes with them. */
export interface StepWrite {
  readonly clientMoveId: string | null;
  readonly now: number;
  /** The table's new status (`over` when the steps end the game). */
  readonly status?: TableStatus;
  /** The turn clocks running once the steps are stored (left as they are when absent). */
  readonly deadlines?: Deadlines;
}

/** A pupil as stored: the first name typed and the hash of the pupil's credential. */
export interface StoredPupil {
  readonly id: string;
  readonly name: string;
  readonly tokenHash: string;
}

/** One table of a round: its id and which pupil sits in each seat (null: a computer). */
export interface RoundTable {
  readonly id: string;
  readonly pupils: readonly (string | null)[];
}

/** What a class session holds besides its keys (stored as JSON). */
export interface ClassData {
  readonly game: string;
  readonly options: unknown;
  readonly groupSize: number;
  readonly fill: boolean;
  readonly level: ComputerLevel;
  /** The séance's rules for its tables: hints allowed (absent: no), a turn limit (absent: none). */
  readonly hints?: boolean;
  readonly turnLimitMs?: number;
  readonly status: 'open' | 'ended';
  readonly phase: 'gathering' | 'playing';
  readonly paused: boolean;
  readonly pupils: readonly StoredPupil[];
  /** How many pupils the teacher expects: joins beyond are refused (absent: up to MAX_PUPILS). */
  readonly expected?: number;
  /** Pupil ids per group: the round being played, or the next one while gathering. */
  readonly groups: readonly (readonly string[])[];
  /** Pupils who joined during a round, seated at the next one. */
  readonly waiting: readonly string[];
  /** Every round played so far, in order. */
  readonly rounds: readonly { readonly tables: readonly RoundTable[] }[];
}

export interface ClassRow {
  readonly id: string;
  readonly code: string;
  readonly teacherTokenHash: string;
  /** Incremented by every write (compare-and-set). */
  readonly version: number;
  readonly createdAt: number;
  /** When the session, its names and its games are deleted. */
  readonly expiresAt: number;
  readonly data: ClassData;
}

/**
 * How `appendSteps` ended: stored, refused because the table moved past `expectedSeq` (another
 * writer got there first), or refused because the client's move id is already stored (its seq).
 */
export type AppendResult =
  | { readonly kind: 'stored'; readonly seq: number }
  | { readonly kind: 'conflict'; readonly seq: number }
  | { readonly kind: 'duplicate'; readonly seq: number };

/**
 * Where tables and their steps live: the embedded SQLite file, or PostgreSQL shared by several
 * nodes. Callers assume nothing beyond this interface: every write is one transaction, and the steps
 * of a table are ordered by a compare-and-set on its sequence number.
 */
export interface Store {
  /** Inserts a new table; throws when its code is live elsewhere or its `rematchOf` has a rematch. */
  createTable(table: TableRow): Promise<void>;
  /** The table and its steps in order (only those after `afterSeq` when given), or undefined. */
  loadTable(id: string, afterSeq?: number): Promise<{ table: TableRow; steps: StoredStep[] } | undefined>;
  /** The table an active join code points to. */
  tableIdByCode(code: string): Promise<string | undefined>;
  /** The rematch of a finished table, if one was created. */
  rematchIdOf(id: string): Promise<string | undefined>;
  /** Tables still being played (or waiting in their lobby) whose last activity is after `since`. */
  activeTableIds(since: number): Promise<string[]>;
  /**
   * Tables being played that need a runner (a computer seat or a turn limit), active after `since`
   * but quiet since `quietSince` (several nodes: a table whose runner died goes quiet).
   */
  runnerTableIds(since: number, quietSince: number): Promise<string[]>;
  /**
   * Stores a lobby change if the table's lobby is still at `expectedVersion` (it then moves to the
   * next one); false when another change was stored first (read the table again and decide anew).
   */
  updateLobby(id: string, patch: LobbyPatch, now: number, expectedVersion: number): Promise<boolean>;
  /**
   * Appends steps after `expectedSeq` in one transaction, recording the client's move id on the
   * first one (unique per table), and the new status and clocks if any.
   */
  appendSteps(
    id: string,
    expectedSeq: number,
    steps: readonly unknown[],
    write: StepWrite,
  ): Promise<AppendResult>;
  createClass(row: ClassRow): Promise<void>;
  loadClass(id: string): Promise<ClassRow | undefined>;
  classIdByCode(code: string): Promise<string | undefined>;
  /**
   * Stores `row` as version `row.version` if the stored one is still `row.version - 1`, and in the
   * same transaction inserts `tables` (a round's new tables): both are stored, or neither.
   */
  saveClass(row: ClassRow, tables?: readonly TableRow[]): Promise<boolean>;
  /** Deletes a class with its tables and their steps, in one transaction. */
  deleteClass(id: string, tableIds: readonly string[]): Promise<void>;
  /** Classes whose retention ran out by `now`. */
  expiredClassIds(now: number): Promise<string[]>;
  close(): Promise<void>;
}

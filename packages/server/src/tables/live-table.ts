import type {
  AnyGame,
  BaseState,
  ChanceSource,
  Match,
  SeatInfo as RecordSeat,
  Seat,
  Viewer,
} from '@ludimaths/engine';
import { Match as MatchClass, ok, RECORD_FORMAT, RECORD_VERSION, seenStep } from '@ludimaths/engine';
import type { ComputerLevel, ErrorBody, LogMessage, StateMessage, TableInfo } from '@ludimaths/protocol';
import { CLOSE_CODES } from '@ludimaths/protocol';
import { encode, wireOutcome } from '../socket/outgoing';
import type { Deadlines, LobbyPatch, Store, StoredSeat, StoredStep, TableRow } from '../store/store';
import type { Outcome } from './errors';
import { refuse } from './errors';
import { SeatsElsewhere } from './presence';
import { hashCredential, newCredential, newJoinCode } from './secrets';

export type AnyMatch = Match<BaseState, unknown, unknown, unknown, unknown>;

/** One open connection at a table: a seat holder, the host, or a spectator (seat null). */
export interface Member {
  readonly seat: Seat | null;
  readonly host: boolean;
  /** How many steps this connection's log holds (sent, or known from its `hello`). */
  logged: number;
  send(text: string): void;
  /** Closes the connection (the table was deleted). */
  close?(code: number, reason: string): void;
}

/** What a move came to. */
export type MoveResult =
  | { readonly kind: 'stored'; readonly seq: number }
  | { readonly kind: 'duplicate'; readonly seq: number }
  | { readonly kind: 'stale' }
  | { readonly kind: 'refused'; readonly error: ErrorBody };

export interface TableDeps {
  readonly store: Store;
  readonly chance: ChanceSource;
  readonly now: () => number;
  /** How long a person must have been gone before the others may hand their seat to a computer. */
  readonly absentAfterMs: number;
  /** Creates the rematch of a finished table (the service's job). */
  readonly rematch: (table: LiveTable) => Promise<LiveTable>;
  /** Other nodes share the store: read it again before changing a lobby. */
  readonly clustered: boolean;
  /** Tells the other nodes about a committed change (nothing to do on a single node). */
  readonly announce: (change: TableChange) => void;
  /** Whether this node runs the table's computer seats and turn clocks (always, on a single node). */
  readonly runs: (tableId: string) => boolean;
  /** This node, as its presence messages name it. */
  readonly node: string;
}

/**
 * A committed change as other nodes hear of it: the steps that took the table to `seq` (a move), a
 * lobby change (read the store), or only where the table is (catch up if behind).
 */
export interface TableChange {
  readonly table: string;
  readonly seq: number;
  readonly steps?: readonly unknown[];
  readonly moveKey?: string;
  /** The turn clocks as stored with `steps`. */
  readonly deadlines?: Deadlines;
  /** Seats, status or code changed: read the store. */
  readonly lobby?: boolean;
  /** A class's pupils connected to one node (classes only: `table` is `class:ID`). */
  readonly presence?: { readonly node: string; readonly pupils: readonly string[] };
  /** The seats connected to one node (tables only): nothing else changed. */
  readonly seats?: { readonly node: string; readonly seats: readonly Seat[] };
}

/** How long a copy waits before reading the store again after a failed catch-up. */
const CATCH_UP_RETRY_MS = 500;

/** A lobby change that lost its compare-and-set to another node's: decided again on the stored table. */
const RACED = Symbol('raced');
type Decided<T> = Outcome<T> | typeof RACED;
/** Lobby changes racing on several nodes: each attempt reads the table again. */
const LOBBY_ATTEMPTS = 5;

/** A join code stays valid this long after the table's last activity. */
export const CODE_IDLE_MS = 24 * 60 * 60 * 1000;

/**
 * A table in memory: its stored row, the match once started, and the open connections. Every change
 * runs through `exclusive`, one at a time, and is stored before anyone hears of it; the match itself
 * only ever takes steps that are already stored, so memory and store never disagree.
 */
export class LiveTable {
  row: TableRow;
  match: AnyMatch | null;
  readonly members = new Set<Member>();
  /** Computer seats whose decision is being computed. */
  readonly thinking = new Set<Seat>();
  /** Told after every change anyone can see (a class dashboard). */
  readonly observers = new Set<(table: LiveTable) => void>();
  /** Called after every committed change (computer seats). */
  onCommitted: (() => void) | null = null;
  /** Called when a person's turn limit runs out (a computer then plays the move for them). */
  onTurnExpired: ((seat: Seat) => void) | null = null;
  /** The timers of the turn clocks in `row.deadlines` (tables with a turn limit). */
  private readonly clocks = new Map<Seat, NodeJS.Timeout>();
  /** A catch-up to try again after the store could not be read (see `receive`). */
  private retry: NodeJS.Timeout | null = null;
  private gone = false;
  private readonly moveSeqs = new Map<string, number>();
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;
  /** Since when each seat has had no open connection (every seat, until someone connects). */
  private readonly absentSince = new Map<Seat, number>();
  /** Several nodes: the seats connected to the others (a seat there is not absent). */
  private readonly elsewhere = new SeatsElsewhere();
  private rematchId: string | null = null;

  private constructor(
    readonly game: AnyGame,
    row: TableRow,
    match: AnyMatch | null,
    private readonly deps: TableDeps,
  ) {
    this.row = row;
    this.match = match;
    for (let seat = 0; seat < row.seats.length; seat++) this.absentSince.set(seat, deps.now());
  }

  /** A connection said hello. */
  addMember(member: Member): void {
    const first = member.seat !== null && !this.seatConnected(member.seat);
    this.members.add(member);
    if (member.seat !== null) this.absentSince.delete(member.seat);
    if (first) this.announcePresence();
  }

  /** A connection closed: its seat is absent from now on if it was the seat's last one. */
  removeMember(member: Member): void {
    this.members.delete(member);
    const seat = member.seat;
    if (seat !== null && !this.seatConnected(seat)) {
      this.absentSince.set(seat, this.deps.now());
      this.announcePresence();
    }
  }

  /** Someone follows the table: a connection here, or a seat connected to another node. */
  watched(): boolean {
    if (this.members.size > 0) return true;
    const now = this.deps.now();
    return this.row.seats.some((_, seat) => this.elsewhere.presentUntil(seat) > now);
  }

  private seatConnected(seat: Seat): boolean {
    for (const m of this.members) if (m.seat === seat) return true;
    return false;
  }

  /** Several nodes: tells the others which seats are connected here (see PRESENCE_MS). */
  announcePresence(): void {
    if (!this.deps.clustered) return;
    const seats = [...new Set([...this.members].flatMap((m) => (m.seat === null ? [] : [m.seat])))];
    this.deps.announce({ table: this.id, seq: this.row.seq, seats: { node: this.deps.node, seats } });
  }

  /** Another node said which seats are connected to it: those it lost are absent from now on. */
  heardPresence(node: string, seats: readonly Seat[]): void {
    const now = this.deps.now();
    for (const seat of this.elsewhere.heard(node, seats, now))
      if (!this.seatConnected(seat))
        this.absentSince.set(seat, Math.max(now, this.absentSince.get(seat) ?? 0));
  }

  /**
   * Hands the seat of a person gone for long enough to a computer (moyen), at another player's
   * request. The person's credential no longer holds the seat.
   */
  replaceAbsent(seat: Seat): Promise<Outcome<void>> {
    return this.lobbyTask(async () => {
      if (this.row.status !== 'playing')
        return refuse('not-started', 'only a game being played has absent players');
      const current = this.row.seats[seat];
      if (current?.kind !== 'human') return refuse('bad-message', `seat ${seat} is not a person's seat`);
      // Gone from this node and from every other one (a silent node's seats count a while longer).
      const now = this.deps.now();
      const here = this.absentSince.get(seat);
      const gone = here === undefined ? 0 : now - Math.max(here, this.elsewhere.presentUntil(seat));
      if (gone < this.deps.absentAfterMs) {
        const seconds = Math.ceil(this.deps.absentAfterMs / 1000);
        return refuse('not-absent', `seat ${seat} has not been gone for ${seconds} seconds`);
      }
      const seats = this.row.seats.map(
        (s, i): StoredSeat =>
          i === seat ? { name: s.name, kind: 'computer', level: 'moyen', tokenHash: null } : s,
      );
      // A computer plays the seat from now on: its clock stops.
      const deadlines = Object.fromEntries(
        Object.entries(this.row.deadlines).filter(([s]) => Number(s) !== seat),
      );
      if (!(await this.storeLobby({ seats, deadlines }))) return RACED;
      this.refreshDeadlines();
      this.dropReplaced();
      this.broadcastLobby();
      this.onCommitted?.();
      return ok(undefined);
    });
  }

  /**
   * A class's teacher renamed the pupil at `seat` or removed them from the class (`change` makes
   * the seat a computer's): stored even mid-game, and a credential the seat no longer holds loses
   * its connections at once.
   */
  changeSeat(seat: Seat, change: (s: StoredSeat) => StoredSeat): Promise<Outcome<void>> {
    return this.lobbyTask(async () => {
      const current = this.row.seats[seat];
      if (!current) return refuse('bad-message', `this table has no seat ${seat}`);
      const next = change(current);
      const seats = this.row.seats.map((s, i) => (i === seat ? next : s));
      const deadlines =
        next.kind === 'computer'
          ? Object.fromEntries(Object.entries(this.row.deadlines).filter(([s]) => Number(s) !== seat))
          : this.row.deadlines;
      const before = this.row.seats;
      if (!(await this.storeLobby({ seats, deadlines }))) return RACED;
      this.closeRevoked(before);
      this.refreshDeadlines();
      this.broadcastLobby();
      this.onCommitted?.();
      return ok(undefined);
    });
  }

  /** Connections of seats whose credential changed since `before` (taken back) are closed. */
  private closeRevoked(before: readonly StoredSeat[]): void {
    for (const m of this.members) {
      if (m.seat === null) continue;
      const was = before[m.seat]?.tokenHash ?? null;
      if (was !== null && this.row.seats[m.seat]?.tokenHash !== was) {
        m.close?.(CLOSE_CODES.badCredential, 'seat taken back');
        this.members.delete(m);
      }
    }
  }

  /** The same people at a new table, once this one is over; asked twice, the same table. */
  rematch(): Promise<Outcome<string>> {
    return this.exclusive(async () => {
      await this.fresh();
      if (this.row.status !== 'over')
        return refuse('not-started', 'a rematch is offered once the game is over');
      if (this.row.settings.classId !== undefined)
        return refuse('bad-message', 'at a class table, the next game is the teacher’s new round');
      if (this.rematchId === null) this.rematchId = (await this.deps.rematch(this)).id;
      const text = encode({ type: 'rematch', tableId: this.rematchId });
      for (const m of this.members) m.send(text);
      return ok(this.rematchId);
    });
  }

  static create(game: AnyGame, row: TableRow, deps: TableDeps): LiveTable {
    return new LiveTable(game, row, null, deps);
  }

  /** Rebuilds a stored table by replaying its steps with the engine (every step checked again). */
  static restore(
    game: AnyGame,
    row: TableRow,
    steps: readonly StoredStep[],
    deps: TableDeps,
  ): Outcome<LiveTable> {
    if (row.status === 'lobby') return ok(new LiveTable(game, row, null, deps));
    const replayed = replayStored(game, row, steps, deps.chance);
    if (!replayed.ok) {
      return refuse(
        'internal',
        `table ${row.id} does not replay at step ${replayed.error.index}: ${replayed.error.message}`,
      );
    }
    const table = new LiveTable(game, row, replayed.value, deps);
    for (const s of steps) if (s.clientMoveId !== null) table.moveSeqs.set(s.clientMoveId, s.seq);
    return ok(table);
  }

  /** Reads what other nodes stored since this copy was last up to date, and tells the members. */
  catchUp(): Promise<void> {
    return this.exclusive(() => this.catchUpNow());
  }

  /**
   * Another node committed `change`: applied at once when it follows this copy's last step, ignored
   * when already known, and read from the store on a gap (a lost message) or a lobby change.
   */
  receive(change: TableChange): Promise<void> {
    return this.exclusive(async () => {
      const match = this.match;
      const steps = change.steps;
      if (match && steps && match.revision === change.seq - steps.length && this.row.status === 'playing') {
        this.applyStored(steps, change.deadlines);
        if (change.moveKey) this.moveSeqs.set(change.moveKey, change.seq - steps.length + 1);
        this.afterChange(true, (this.row.status as TableRow['status']) === 'over');
        return;
      }
      if (match && !change.lobby && match.revision >= change.seq) return;
      try {
        await this.catchUpNow();
      } catch (error) {
        // The store could not be read (a database restarting): the message would be lost and this
        // copy's members left behind for good, so the catch-up is tried again until it succeeds.
        this.catchUpLater();
        throw error;
      }
    });
  }

  /** Reads the store again in a moment, and again after that while it fails (see `receive`). */
  private catchUpLater(): void {
    if (this.retry !== null) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.catchUp().catch(() => this.catchUpLater());
    }, CATCH_UP_RETRY_MS);
    this.retry.unref();
  }

  private async catchUpNow(): Promise<void> {
    const before = this.row;
    const match = this.match;
    const stored = await this.deps.store.loadTable(this.id, match?.revision ?? 0);
    if (!stored) {
      // Every table is stored before it is made: no row means it was deleted (a class, by any node).
      this.gone = true;
      this.stopClocks();
      return;
    }
    const { table: row, steps } = stored;
    let moved = steps.length > 0;
    if (!match && row.status !== 'lobby') {
      // Started on another node: the whole record is replayed (and checked) by the engine.
      const replayed = replayStored(this.game, row, steps, this.deps.chance);
      if (!replayed.ok) throw new Error(`table ${row.id} does not replay: ${replayed.error.message}`);
      this.match = replayed.value;
      moved = true;
    } else if (match && moved) {
      this.applyStored(steps.map((s) => s.step));
    }
    for (const s of steps) if (s.clientMoveId !== null) this.moveSeqs.set(s.clientMoveId, s.seq);
    this.row = { ...row, seq: this.match?.revision ?? row.seq };
    this.closeRevoked(before.seats);
    const lobbyChanged =
      before.status !== row.status ||
      before.code !== row.code ||
      JSON.stringify(before.seats) !== JSON.stringify(row.seats) ||
      JSON.stringify(before.settings) !== JSON.stringify(row.settings);
    this.afterChange(moved, lobbyChanged);
  }

  /** After a change this node learnt of: clocks, members and computer seats catch up. */
  private afterChange(moved: boolean, lobbyChanged: boolean): void {
    if (!moved && !lobbyChanged) return;
    this.refreshDeadlines();
    if (lobbyChanged) this.dropReplaced();
    if (moved) this.broadcastState();
    if (lobbyChanged) this.broadcastLobby();
    this.onCommitted?.();
  }

  /**
   * Connections of a seat handed to a computer (on any node) are told so by their close: the
   * credential no longer holds the seat, as a new hello with it would be told.
   */
  private dropReplaced(): void {
    for (const m of this.members)
      if (m.seat !== null && this.row.seats[m.seat]?.kind !== 'human') {
        this.members.delete(m);
        m.close?.(CLOSE_CODES.badCredential, 'a computer plays this seat now');
      }
  }

  /** On several nodes, a lobby change starts from the stored table, not from this node's copy. */
  private async fresh(): Promise<void> {
    if (this.deps.clustered) await this.catchUpNow();
  }

  /** Runs `task` after every earlier task of this table: moves and lobby changes never interleave. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    this.pending++;
    const run = this.tail.then(task, task).finally(() => {
      this.pending--;
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Nobody is here and nothing is under way: the table may leave memory (the store keeps it). */
  dormant(now: number, idleMs: number): boolean {
    if (this.members.size > 0 || this.pending > 0 || this.thinking.size > 0) return false;
    return this.row.status === 'over' || now - this.row.updatedAt > idleMs;
  }

  /** Resolves when every task queued so far has finished. */
  idle(): Promise<unknown> {
    return this.tail;
  }

  get id(): string {
    return this.row.id;
  }

  /** The seat a credential holds, whether it is the host's, or null when it is neither. */
  credentialRights(token: string): { seat: Seat | null; host: boolean } | null {
    const hash = hashCredential(token);
    const seat = this.row.seats.findIndex((s) => s.tokenHash === hash);
    const host = this.row.hostTokenHash === hash;
    if (seat < 0 && !host) return null;
    return { seat: seat < 0 ? null : seat, host };
  }

  info(): TableInfo {
    let spectators = 0;
    const connected = new Set<Seat>();
    for (const m of this.members) {
      if (m.seat === null) spectators++;
      else connected.add(m.seat);
    }
    const outcome = this.match?.outcome();
    return {
      id: this.row.id,
      game: this.row.game,
      options: this.row.options,
      status: this.row.status,
      seq: this.row.seq,
      seats: this.row.seats.map((s, seat) => ({
        seat,
        name: s.name,
        kind: s.kind,
        ...(s.level ? { level: s.level } : {}),
        taken: s.kind === 'human' && s.tokenHash !== null,
        connected: s.kind === 'computer' || connected.has(seat),
      })),
      spectators,
      ...(outcome ? { outcome: wireOutcome(outcome) } : {}),
      hints: { allowed: Boolean(this.row.settings.hints), used: this.hintsUsed() },
    };
  }

  /** How many hints each seat used, by seat. */
  hintsUsed(): number[] {
    const used = this.row.settings.hintsUsed ?? [];
    return this.row.seats.map((_, seat) => used[seat] ?? 0);
  }

  /**
   * A seat was shown a hint (its device computes it from the seat's own view): counted, stored with
   * the settings and told to everyone, so a hint never goes unseen; refused where hints are off.
   */
  hintUsed(seat: Seat): Promise<Outcome<void>> {
    return this.lobbyTask(async () => {
      if (!this.row.settings.hints) return refuse('hints-off', 'hints are not allowed at this table');
      if (this.row.status !== 'playing') return refuse('not-started', 'hints are for a game being played');
      const hintsUsed = this.hintsUsed().map((n, s) => (s === seat ? n + 1 : n));
      if (!(await this.storeLobby({ settings: { ...this.row.settings, hintsUsed } }))) return RACED;
      this.broadcastLobby();
      return ok(undefined);
    });
  }

  /** The join code while it lets someone in: a free seat, in the lobby, active within a day. */
  liveCode(): string | null {
    const { code, status, updatedAt } = this.row;
    if (code === null || status !== 'lobby' || this.deps.now() - updatedAt > CODE_IDLE_MS) return null;
    return this.freeSeat() === null ? null : code;
  }

  /** The game as `viewer` may see it now: its view, who acts, its own legal moves, the outcome. */
  stateFor(viewer: Viewer, cause: StateMessage['cause']): StateMessage | null {
    const match = this.match;
    if (!match) return null;
    const actors = match.actors();
    const acting = viewer !== 'spectator' && actors.kind === 'seats' && actors.seats.includes(viewer);
    return {
      type: 'state',
      seq: match.revision,
      view: match.view(viewer),
      actors: actors.kind === 'seats' ? { kind: 'seats', seats: [...actors.seats] } : actors,
      legal: acting ? [...match.legalMoves(viewer)] : [],
      outcome: wireOutcome(match.outcome()),
      ...(acting && this.clocks.has(viewer)
        ? { deadlineMs: Math.max(0, (this.row.deadlines[viewer] ?? 0) - this.deps.now()) }
        : {}),
      cause,
    };
  }

  /**
   * Sets a timer for each stored clock of a person who must act now, and clears the others. A table
   * stored before clocks were (migration 0002) starts a clock here for an acting person without one.
   */
  refreshDeadlines(): void {
    for (const timer of this.clocks.values()) clearTimeout(timer);
    this.clocks.clear();
    const limit = this.row.settings.turnLimitMs;
    const actors = this.match?.actors();
    if (!limit || this.row.status !== 'playing' || actors?.kind !== 'seats') return;
    const now = this.deps.now();
    const deadlines: Record<number, number> = { ...this.row.deadlines };
    for (const seat of actors.seats) {
      if (this.row.seats[seat]?.kind !== 'human') continue;
      deadlines[seat] ??= now + limit;
      const timer = setTimeout(() => this.expire(seat), Math.max(0, (deadlines[seat] as number) - now));
      timer.unref();
      this.clocks.set(seat, timer);
    }
    this.row = { ...this.row, deadlines };
  }

  /**
   * The clocks once `after` is reached: a person still acting keeps the clock running since their
   * turn began (a clock that ran out starts again: the computer played for them), a person who has
   * just become one of those to act gets a full turn, everyone else has none.
   */
  private deadlinesAfter(after: AnyMatch): Deadlines | undefined {
    const limit = this.row.settings.turnLimitMs;
    if (!limit) return undefined;
    const actors = after.actors();
    if (actors.kind !== 'seats' || after.outcome().status === 'over') return {};
    const now = this.deps.now();
    const next: Record<number, number> = {};
    for (const seat of actors.seats) {
      if (this.row.seats[seat]?.kind !== 'human') continue;
      const running = this.row.deadlines[seat];
      next[seat] = running !== undefined && running > now ? running : now + limit;
    }
    return next;
  }

  /**
   * A clock ran out: the node that runs the table plays for the seat. Elsewhere the clock stays
   * (shown to the player) until the change arrives, or until this node takes the table over.
   */
  private expire(seat: Seat): void {
    if (!this.deps.runs(this.id)) return;
    this.clocks.delete(seat);
    this.onTurnExpired?.(seat);
  }

  /** This node has just taken the table over: clocks that ran out meanwhile are acted on now. */
  expireOverdue(): void {
    const now = this.deps.now();
    for (const seat of [...this.clocks.keys()]) {
      if ((this.row.deadlines[seat] ?? Number.POSITIVE_INFINITY) <= now) this.expire(seat);
    }
  }

  /** Whether this node runs the table's computer seats and clocks now. */
  runHere(): boolean {
    return this.deps.runs(this.id);
  }

  /** Stops every clock and a pending catch-up (the server is shutting down). */
  stopClocks(): void {
    for (const timer of this.clocks.values()) clearTimeout(timer);
    this.clocks.clear();
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
  }

  /**
   * The steps after `from` as `viewer` may know them (the engine's `seenStep`: no token drawn into
   * another hand, no other seat's secret choice), each with the public view after it, or null when
   * there are none. A `from` past the game (a client from another life of the table) gets them all.
   */
  logFor(viewer: Viewer, from: number): LogMessage | null {
    const match = this.match;
    if (!match) return null;
    const start = from > match.revision ? 0 : from;
    if (start === match.revision) return null;
    const stateAt = (index: number) => match.stateAt(index) ?? match.state;
    const publicView = (index: number) => this.game.view(stateAt(index), 'spectator');
    return {
      type: 'log',
      from: start,
      before: publicView(start),
      steps: match.steps.slice(start).map((step, k) => ({
        step: seenStep(this.game, stateAt(start + k), step, viewer),
        view: publicView(start + k + 1),
      })),
    };
  }

  /**
   * Sends one connection the steps its log misses, then its state. `texts` shares what was computed
   * between the connections of a broadcast (same viewer, same log length: same text).
   */
  sendState(member: Member, cause: StateMessage['cause'], texts = new Map<string, string>()): void {
    const viewer: Viewer = member.seat ?? 'spectator';
    const logKey = `log:${viewer}:${member.logged}`;
    let log = texts.get(logKey);
    if (log === undefined) {
      const message = this.logFor(viewer, member.logged);
      log = message ? encode(message) : '';
      texts.set(logKey, log);
    }
    if (log !== '') member.send(log);
    member.logged = this.match?.revision ?? 0;
    const stateKey = `state:${viewer}:${cause}`;
    let state = texts.get(stateKey);
    if (state === undefined) {
      const message = this.stateFor(viewer, cause);
      state = message ? encode(message) : '';
      texts.set(stateKey, state);
    }
    if (state !== '') member.send(state);
  }

  /** Sends every connection its own log steps and state: computed once per viewer and log length. */
  broadcastState(): void {
    if (!this.match) return;
    const texts = new Map<string, string>();
    for (const m of this.members) this.sendState(m, 'update', texts);
    this.tellObservers();
  }

  broadcastLobby(): void {
    const text = encode({ type: 'lobby', table: this.info() });
    for (const m of this.members) m.send(text);
    this.tellObservers();
  }

  private tellObservers(): void {
    for (const observer of this.observers) observer(this);
  }

  /** The teacher paused or resumed the class: stored, then everyone (and the computer seats) told. */
  async setPaused(paused: boolean): Promise<void> {
    const done = await this.lobbyTask(async (): Promise<Decided<void>> => {
      if (Boolean(this.row.settings.paused) === paused) return ok(undefined);
      if (!(await this.storeLobby({ settings: { ...this.row.settings, paused } }))) return RACED;
      this.refreshDeadlines();
      this.broadcastLobby();
      this.onCommitted?.();
      return ok(undefined);
    });
    if (!done.ok) throw new Error(done.error.message);
  }

  /** Whether the table was deleted (its moves are refused; its computer seats stop). */
  get deleted(): boolean {
    return this.gone;
  }

  /** The table was deleted: its connections are closed and nothing runs any more. */
  evict(code: number): void {
    this.gone = true;
    this.stopClocks();
    for (const m of this.members) m.close?.(code, 'table deleted');
    this.members.clear();
    this.observers.clear();
  }

  /** Takes the first free human seat for a newcomer: the credential is shown once, only its hash kept. */
  join(name: string | undefined): Promise<Outcome<{ seat: Seat; credential: string }>> {
    return this.lobbyTask(async () => {
      if (this.liveCode() === null) return refuse('table-full', 'this table has no free seat');
      const seat = this.freeSeat() as Seat;
      const credential = newCredential();
      const seats = this.row.seats.map((s, i) =>
        i === seat ? { ...s, name: name ?? s.name, tokenHash: hashCredential(credential) } : s,
      );
      if (!(await this.saveLobby(seats))) return RACED;
      if (this.row.settings.autoStart && this.freeSeat() === null) {
        const started = await this.startNow();
        // Another node started it (or changed it) first: the seat stored above is taken all the same.
        if (started === RACED) await this.catchUpNow();
        else if (!started.ok) return started;
      }
      return ok({ seat, credential });
    });
  }

  rename(seat: Seat, name: string): Promise<Outcome<void>> {
    return this.lobbyChange(seat, (s) => ok({ ...s, name }));
  }

  /** A free human seat becomes a computer level, or a computer seat a free human seat. */
  setSeat(seat: Seat, kind: 'human' | 'computer', level: ComputerLevel | undefined): Promise<Outcome<void>> {
    return this.lobbyChange(seat, (s) => {
      if (s.kind === 'human' && s.tokenHash !== null)
        return refuse('seat-taken', `seat ${seat} is held by a person`);
      if (kind === 'human') return ok({ name: null, kind: 'human', tokenHash: null });
      if (!level) return refuse('bad-message', 'a computer seat needs a level');
      return ok({ name: s.name, kind: 'computer', level, tokenHash: null });
    });
  }

  start(): Promise<Outcome<void>> {
    return this.lobbyTask(() => this.startNow());
  }

  /**
   * A seat's move: parsed and applied on a scratch copy, chance rolled until a seat must act, the
   * steps stored, and only then applied to the match; `stored` runs before anyone is told.
   */
  play(
    seat: Seat,
    clientMoveId: string,
    expectedSeq: number,
    raw: unknown,
    stored: (seq: number) => void = () => {},
    /** A person's move needs the seat still theirs; a computer also plays a person's expired turn. */
    by: 'person' | 'computer' = 'person',
  ): Promise<MoveResult> {
    // Move ids are the client's: two seats may well pick the same one, so each seat has its own.
    const key = `${seat}:${clientMoveId}`;
    return this.exclusive(async () => {
      // Another node may have stored a move since this copy was last told: the compare-and-set
      // refuses this one, the copy catches up, and the move is judged again on the new state.
      for (let attempt = 0; attempt < 3; attempt++) {
        const result = await this.tryPlay(seat, key, expectedSeq, raw, stored, by);
        if (result !== 'conflict') return result;
        await this.catchUpNow();
      }
      return { kind: 'stale' };
    });
  }

  private async tryPlay(
    seat: Seat,
    key: string,
    expectedSeq: number,
    raw: unknown,
    stored: (seq: number) => void,
    by: 'person' | 'computer',
  ): Promise<MoveResult | 'conflict'> {
    const known = this.moveSeqs.get(key);
    if (known !== undefined) return { kind: 'duplicate', seq: known };
    if (this.gone) return refused('unknown-table', 'this table was deleted');
    const match = this.match;
    if (!match || this.row.status === 'lobby') return refused('not-started', 'the game has not started');
    if (this.row.status === 'over') return refused('game-over', 'the game is over');
    if (this.row.settings.paused) return refused('paused', 'the teacher paused the game');
    if (by === 'person' && this.row.seats[seat]?.kind !== 'human')
      return refused('not-seated', `seat ${seat} is played by a computer now`);
    if (expectedSeq !== match.revision && !this.sameRound(seat, expectedSeq)) return { kind: 'stale' };
    const move = this.game.parseMove(raw);
    if (!move.ok) return refused('illegal-move', move.error.message, move.error.code);
    const scratch = MatchClass.resume(this.game, match.state, { chance: this.deps.chance });
    const played = scratch.play(seat, move.value);
    if (!played.ok) return refused('illegal-move', played.error.message, played.error.code);
    scratch.settle();
    const steps = [...scratch.steps];
    const over = scratch.outcome().status === 'over';
    const from = match.revision;
    const deadlines = this.deadlinesAfter(scratch);
    const result = await this.deps.store.appendSteps(this.id, from, steps, {
      clientMoveId: key,
      now: this.deps.now(),
      ...(over ? { status: 'over' } : {}),
      ...(deadlines ? { deadlines } : {}),
    });
    if (result.kind === 'duplicate') {
      // Stored by an earlier attempt whose answer was lost (a connection to the database cut after
      // its commit): neither this copy nor the other nodes heard of it yet.
      await this.catchUpNow();
      this.deps.announce({ table: this.id, seq: this.row.seq });
      return { kind: 'duplicate', seq: result.seq };
    }
    if (result.kind === 'conflict') return 'conflict';
    this.applyStored(steps, deadlines);
    this.moveSeqs.set(key, from + 1);
    stored(from + 1);
    this.deps.announce({ table: this.id, seq: match.revision, steps, moveKey: key, deadlines });
    this.refreshDeadlines();
    this.broadcastState();
    if (over) this.broadcastLobby();
    this.onCommitted?.();
    return { kind: 'stored', seq: from + 1 };
  }

  /** The game record so far (docs/records.md). */
  record(): unknown {
    return this.match?.record() ?? null;
  }

  /**
   * In a simultaneous round (Finito), other seats' choices may land between the state a seat saw and
   * its move: the move is still made on the same information, since those choices stay hidden.
   */
  private sameRound(seat: Seat, expectedSeq: number): boolean {
    const match = this.match as AnyMatch;
    if (expectedSeq > match.revision) return false;
    const then = match.stateAt(expectedSeq);
    if (!then) return false;
    const actorsThen = this.game.actors(then);
    if (actorsThen.kind !== 'seats' || !actorsThen.seats.includes(seat)) return false;
    return match.steps.slice(expectedSeq).every((s) => 'seat' in s && s.seat !== seat);
  }

  /** Called after a restart for a table whose start was stored but whose opening chance was not. */
  settlePending(): Promise<void> {
    return this.exclusive(async () => {
      const match = this.match;
      if (!match || this.row.status !== 'playing' || match.actors().kind !== 'chance') return;
      const scratch = MatchClass.resume(this.game, match.state, { chance: this.deps.chance });
      scratch.settle();
      await this.commitSteps(match.revision, scratch);
      this.refreshDeadlines();
      this.broadcastState();
    });
  }

  private async startNow(): Promise<Decided<void>> {
    if (this.row.status !== 'lobby') return refuse('already-started', 'the game has already started');
    const free = this.freeSeat();
    if (free !== null)
      return refuse('seats-free', `seat ${free} is free: wait for a player or make it a computer`);
    const match = MatchClass.start(
      this.game,
      { options: this.row.options, seats: recordSeats(this.row.seats), seed: this.row.seed },
      { chance: this.deps.chance },
    );
    if (!match.ok) return refuse('bad-options', match.error.message);
    const scratch = MatchClass.resume(this.game, match.value.state, { chance: this.deps.chance });
    scratch.settle();
    if (!(await this.storeLobby({ status: 'playing' }))) return RACED;
    this.match = match.value;
    await this.commitSteps(0, scratch);
    this.refreshDeadlines();
    this.broadcastLobby();
    this.broadcastState();
    this.onCommitted?.();
    return ok(undefined);
  }

  /** Stores the chance steps `scratch` took from `from` (no client move), and its clocks. */
  private async commitSteps(from: number, scratch: AnyMatch): Promise<void> {
    const steps = [...scratch.steps];
    if (steps.length === 0) return;
    const deadlines = this.deadlinesAfter(scratch);
    const result = await this.deps.store.appendSteps(this.id, from, steps, {
      clientMoveId: null,
      now: this.deps.now(),
      ...(scratch.outcome().status === 'over' ? { status: 'over' } : {}),
      ...(deadlines ? { deadlines } : {}),
    });
    // Another node settled the same chance first: its steps are the ones that count.
    if (result.kind !== 'stored') return this.catchUpNow();
    this.applyStored(steps, deadlines);
    this.deps.announce({ table: this.id, seq: this.row.seq, steps, ...(deadlines ? { deadlines } : {}) });
  }

  /** Applies steps that are stored (they were computed from this very state, so they apply). */
  private applyStored(steps: readonly unknown[], deadlines?: Deadlines): void {
    const match = this.match as AnyMatch;
    for (const step of steps as readonly ({ seat: Seat; move: unknown } | { chance: unknown })[]) {
      const taken = 'chance' in step ? match.applyChance(step.chance) : match.play(step.seat, step.move);
      if (!taken.ok) throw new Error(`engine bug: a stored step does not apply: ${taken.error.message}`);
    }
    const over = match.outcome().status === 'over';
    this.row = {
      ...this.row,
      seq: match.revision,
      updatedAt: this.deps.now(),
      ...(over ? { status: 'over' } : {}),
      ...(deadlines ? { deadlines } : {}),
    };
  }

  private lobbyChange(seat: Seat, change: (s: StoredSeat) => Outcome<StoredSeat>): Promise<Outcome<void>> {
    return this.lobbyTask(async () => {
      if (this.row.status !== 'lobby') return refuse('already-started', 'the game has already started');
      const current = this.row.seats[seat];
      if (!current) return refuse('bad-message', `this table has no seat ${seat}`);
      const changed = change(current);
      if (!changed.ok) return changed;
      const saved = await this.saveLobby(this.row.seats.map((s, i) => (i === seat ? changed.value : s)));
      return saved ? ok(undefined) : RACED;
    });
  }

  /**
   * Decides a lobby change on the table as stored (on several nodes, read again first) and stores
   * it with a compare-and-set on its lobby version: if another node's change got in first, the
   * change is decided again on the table as it now is (a second join for the last seat finds the
   * table full instead of overwriting the first).
   */
  private lobbyTask<T>(decide: () => Promise<Decided<T>>): Promise<Outcome<T>> {
    return this.exclusive(async () => {
      for (let attempt = 0; attempt < LOBBY_ATTEMPTS; attempt++) {
        if (attempt > 0) await this.catchUpNow();
        else await this.fresh();
        const decided = await decide();
        if (decided !== RACED) return decided;
      }
      return refuse('internal', 'the table kept changing meanwhile: try again');
    });
  }

  /** Stores a lobby change if nobody stored one since this copy's; tells the other nodes. */
  private async storeLobby(patch: LobbyPatch): Promise<boolean> {
    const now = this.deps.now();
    const { lobbyVersion } = this.row;
    if (!(await this.deps.store.updateLobby(this.id, patch, now, lobbyVersion))) return false;
    this.row = { ...this.row, ...patch, lobbyVersion: lobbyVersion + 1, updatedAt: now };
    this.deps.announce({ table: this.id, seq: this.row.seq, lobby: true });
    return true;
  }

  /**
   * Stores new seats (false if another change got in first). The code stays the table's name for
   * watching and records once every seat is held (`liveCode` decides whether it still lets someone
   * in); a table without one gets one when a seat becomes free.
   */
  private async saveLobby(seats: readonly StoredSeat[]): Promise<boolean> {
    const hasFree = seats.some((s) => s.kind === 'human' && s.tokenHash === null);
    const code = this.row.code ?? (hasFree ? newJoinCode() : null);
    if (!(await this.storeLobby({ seats, code }))) return false;
    this.broadcastLobby();
    return true;
  }

  private freeSeat(): Seat | null {
    const seat = this.row.seats.findIndex((s) => s.kind === 'human' && s.tokenHash === null);
    return seat < 0 ? null : seat;
  }
}

const refused = (code: ErrorBody['code'], message: string, rule?: string): MoveResult => ({
  kind: 'refused',
  error: rule === undefined ? { code, message } : { code, message, rule },
});

function recordSeats(seats: readonly StoredSeat[]): RecordSeat[] {
  return seats.map((s) => ({
    ...(s.name ? { name: s.name } : {}),
    kind: s.kind === 'human' ? 'human' : 'bot',
    ...(s.level ? { bot: s.level } : {}),
  }));
}

/**
 * A stored table's match, every step checked by the engine. Steps stored before record format 2 are
 * in version 1's form, and later ones in version 2's: reading them as version 1 upgrades the old ones
 * and leaves the tagged ones as they are, so the match (and the record it gives) is a true version 2.
 */
function replayStored(game: AnyGame, row: TableRow, steps: readonly StoredStep[], chance: ChanceSource) {
  return MatchClass.fromRecord(
    game,
    recordOf(
      row,
      steps.map((s) => s.step),
      1,
    ),
    { chance },
  );
}

/** The stored table as a game record (docs/records.md). */
export function recordOf(row: TableRow, steps: readonly unknown[], version = RECORD_VERSION): unknown {
  return {
    format: RECORD_FORMAT,
    version,
    game: row.game,
    options: row.options,
    seats: recordSeats(row.seats),
    seed: row.seed,
    steps,
  };
}

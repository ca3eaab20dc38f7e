import type {
  AnyGame,
  BaseState,
  ChanceSource,
  Match,
  SeatInfo as RecordSeat,
  Seat,
  Viewer,
} from '@ludimaths/engine';
import { Match as MatchClass, ok, RECORD_FORMAT, RECORD_VERSION } from '@ludimaths/engine';
import type { ComputerLevel, ErrorBody, StateMessage, TableInfo } from '@ludimaths/protocol';
import type { Store, StoredSeat, StoredStep, TableRow } from '../store/store';
import type { Outcome } from './errors';
import { refuse } from './errors';
import { hashCredential, newCredential, newJoinCode } from './secrets';

export type AnyMatch = Match<BaseState, unknown, unknown, unknown, unknown>;

/** One open connection at a table: a seat holder, the host, or a spectator (seat null). */
export interface Member {
  readonly seat: Seat | null;
  readonly host: boolean;
  send(text: string): void;
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
}

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
  /** Called after every committed change (computer seats). */
  onCommitted: (() => void) | null = null;
  /** Called when a person's turn limit runs out (a computer then plays the move for them). */
  onTurnExpired: ((seat: Seat) => void) | null = null;
  /** When each person who must act now runs out of time (tables with a turn limit). */
  private readonly deadlines = new Map<Seat, { at: number; timer: NodeJS.Timeout }>();
  private readonly moveSeqs = new Map<string, number>();
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;
  /** Since when each seat has had no open connection (every seat, until someone connects). */
  private readonly absentSince = new Map<Seat, number>();
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
    this.members.add(member);
    if (member.seat !== null) this.absentSince.delete(member.seat);
  }

  /** A connection closed: its seat is absent from now on if it was the seat's last one. */
  removeMember(member: Member): void {
    this.members.delete(member);
    const seat = member.seat;
    if (seat !== null && ![...this.members].some((m) => m.seat === seat))
      this.absentSince.set(seat, this.deps.now());
  }

  /**
   * Hands the seat of a person gone for long enough to a computer (moyen), at another player's
   * request. The person's credential no longer holds the seat.
   */
  replaceAbsent(seat: Seat): Promise<Outcome<void>> {
    return this.exclusive(async () => {
      if (this.row.status !== 'playing')
        return refuse('not-started', 'only a game being played has absent players');
      const current = this.row.seats[seat];
      if (current?.kind !== 'human') return refuse('bad-message', `seat ${seat} is not a person's seat`);
      const since = this.absentSince.get(seat);
      const gone = since === undefined ? 0 : this.deps.now() - since;
      if (gone < this.deps.absentAfterMs) {
        const seconds = Math.ceil(this.deps.absentAfterMs / 1000);
        return refuse('not-absent', `seat ${seat} has not been gone for ${seconds} seconds`);
      }
      const seats = this.row.seats.map(
        (s, i): StoredSeat =>
          i === seat ? { name: s.name, kind: 'computer', level: 'moyen', tokenHash: null } : s,
      );
      await this.deps.store.updateLobby(this.id, { seats }, this.deps.now());
      this.row = { ...this.row, seats };
      this.refreshDeadlines();
      this.broadcastLobby();
      this.onCommitted?.();
      return ok(undefined);
    });
  }

  /** The same people at a new table, once this one is over; asked twice, the same table. */
  rematch(): Promise<Outcome<string>> {
    return this.exclusive(async () => {
      if (this.row.status !== 'over')
        return refuse('not-started', 'a rematch is offered once the game is over');
      if (this.rematchId === null) this.rematchId = (await this.deps.rematch(this)).id;
      const text = JSON.stringify({ type: 'rematch', tableId: this.rematchId });
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
    const replayed = MatchClass.fromRecord(
      game,
      recordOf(
        row,
        steps.map((s) => s.step),
      ),
      { chance: deps.chance },
    );
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
      ...(outcome ? { outcome: outcome as TableInfo['outcome'] } : {}),
    };
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
      outcome: match.outcome() as StateMessage['outcome'],
      ...(acting && this.deadlines.has(viewer)
        ? { deadlineMs: Math.max(0, (this.deadlines.get(viewer)?.at ?? 0) - this.deps.now()) }
        : {}),
      cause,
    };
  }

  /**
   * Starts the clock of each person who has just become one of the seats to act, and stops the
   * clock of those who no longer are (a simultaneous round keeps running clocks running).
   */
  refreshDeadlines(): void {
    const limit = this.row.settings.turnLimitMs;
    const actors = this.match?.actors();
    const acting = new Set(this.row.status === 'playing' && actors?.kind === 'seats' ? actors.seats : []);
    for (const [seat, deadline] of this.deadlines) {
      if (acting.has(seat)) continue;
      clearTimeout(deadline.timer);
      this.deadlines.delete(seat);
    }
    if (!limit) return;
    for (const seat of acting) {
      if (this.deadlines.has(seat) || this.row.seats[seat]?.kind !== 'human') continue;
      const timer = setTimeout(() => {
        this.deadlines.delete(seat);
        this.onTurnExpired?.(seat);
      }, limit);
      timer.unref();
      this.deadlines.set(seat, { at: this.deps.now() + limit, timer });
    }
  }

  /** Stops every clock (the server is shutting down). */
  stopClocks(): void {
    for (const deadline of this.deadlines.values()) clearTimeout(deadline.timer);
    this.deadlines.clear();
  }

  /** Sends every connection its own state: one view computed per viewer, shared by its connections. */
  broadcastState(): void {
    const texts = new Map<Viewer, string>();
    for (const m of this.members) {
      const viewer: Viewer = m.seat ?? 'spectator';
      let text = texts.get(viewer);
      if (text === undefined) {
        const state = this.stateFor(viewer, 'update');
        if (!state) return;
        text = JSON.stringify(state);
        texts.set(viewer, text);
      }
      m.send(text);
    }
  }

  broadcastLobby(): void {
    const text = JSON.stringify({ type: 'lobby', table: this.info() });
    for (const m of this.members) m.send(text);
  }

  /** Takes the first free human seat for a newcomer: the credential is shown once, only its hash kept. */
  join(name: string | undefined): Promise<Outcome<{ seat: Seat; credential: string }>> {
    return this.exclusive(async () => {
      if (this.liveCode() === null) return refuse('table-full', 'this table has no free seat');
      const seat = this.freeSeat() as Seat;
      const credential = newCredential();
      const seats = this.row.seats.map((s, i) =>
        i === seat ? { ...s, name: name ?? s.name, tokenHash: hashCredential(credential) } : s,
      );
      await this.saveLobby(seats);
      if (this.row.settings.autoStart && this.freeSeat() === null) {
        const started = await this.startNow();
        if (!started.ok) return started;
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
    return this.exclusive(() => this.startNow());
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
  ): Promise<MoveResult> {
    // Move ids are the client's: two seats may well pick the same one, so each seat has its own.
    const key = `${seat}:${clientMoveId}`;
    return this.exclusive(async () => {
      const known = this.moveSeqs.get(key);
      if (known !== undefined) return { kind: 'duplicate', seq: known };
      const match = this.match;
      if (!match || this.row.status === 'lobby') return refused('not-started', 'the game has not started');
      if (this.row.status === 'over') return refused('game-over', 'the game is over');
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
      const result = await this.deps.store.appendSteps(
        this.id,
        from,
        steps,
        key,
        this.deps.now(),
        over ? 'over' : undefined,
      );
      if (result.kind === 'duplicate') return { kind: 'duplicate', seq: result.seq };
      if (result.kind === 'conflict') throw new Error(`table ${this.id} was changed by another writer`);
      this.applyStored(steps, over);
      this.moveSeqs.set(key, from + 1);
      stored(from + 1);
      this.refreshDeadlines();
      this.broadcastState();
      if (over) this.broadcastLobby();
      this.onCommitted?.();
      return { kind: 'stored', seq: from + 1 };
    });
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
      const steps = [...scratch.steps];
      const over = scratch.outcome().status === 'over';
      await this.commitSteps(match.revision, steps, over);
      this.refreshDeadlines();
      this.broadcastState();
    });
  }

  private async startNow(): Promise<Outcome<void>> {
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
    const steps = [...scratch.steps];
    await this.deps.store.updateLobby(this.id, { status: 'playing' }, this.deps.now());
    this.row = { ...this.row, status: 'playing' };
    this.match = match.value;
    await this.commitSteps(0, steps, scratch.outcome().status === 'over');
    this.refreshDeadlines();
    this.broadcastLobby();
    this.broadcastState();
    this.onCommitted?.();
    return ok(undefined);
  }

  private async commitSteps(from: number, steps: readonly unknown[], over: boolean): Promise<void> {
    if (steps.length === 0) return;
    const result = await this.deps.store.appendSteps(
      this.id,
      from,
      steps,
      null,
      this.deps.now(),
      over ? 'over' : undefined,
    );
    if (result.kind !== 'stored') throw new Error(`table ${this.id} was changed by another writer`);
    this.applyStored(steps, over);
  }

  /** Applies steps that are stored (they were computed from this very state, so they apply). */
  private applyStored(steps: readonly unknown[], over: boolean): void {
    const match = this.match as AnyMatch;
    for (const step of steps as readonly ({ seat: Seat; move: unknown } | { chance: unknown })[]) {
      const taken = 'chance' in step ? match.applyChance(step.chance) : match.play(step.seat, step.move);
      if (!taken.ok) throw new Error(`engine bug: a stored step does not apply: ${taken.error.message}`);
    }
    this.row = {
      ...this.row,
      seq: match.revision,
      updatedAt: this.deps.now(),
      ...(over ? { status: 'over' } : {}),
    };
  }

  private lobbyChange(seat: Seat, change: (s: StoredSeat) => Outcome<StoredSeat>): Promise<Outcome<void>> {
    return this.exclusive(async () => {
      if (this.row.status !== 'lobby') return refuse('already-started', 'the game has already started');
      const current = this.row.seats[seat];
      if (!current) return refuse('bad-message', `this table has no seat ${seat}`);
      const changed = change(current);
      if (!changed.ok) return changed;
      await this.saveLobby(this.row.seats.map((s, i) => (i === seat ? changed.value : s)));
      return ok(undefined);
    });
  }

  /**
   * Stores new seats. The code stays the table's name for watching and records once every seat is
   * held (`liveCode` decides whether it still lets someone in); a table without one gets one when a
   * seat becomes free.
   */
  private async saveLobby(seats: readonly StoredSeat[]): Promise<void> {
    const hasFree = seats.some((s) => s.kind === 'human' && s.tokenHash === null);
    const code = this.row.code ?? (hasFree ? newJoinCode() : null);
    await this.deps.store.updateLobby(this.id, { seats, code }, this.deps.now());
    this.row = { ...this.row, seats, code, updatedAt: this.deps.now() };
    this.broadcastLobby();
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

/** The stored table as a game record (docs/records.md). */
export function recordOf(row: TableRow, steps: readonly unknown[]): unknown {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    game: row.game,
    options: row.options,
    seats: recordSeats(row.seats),
    seed: row.seed,
    steps,
  };
}

import type {
  Agent,
  BaseState,
  CoreErrorCode,
  DriveEnd,
  GameDefinition,
  GameRecord,
  ReplayError,
  Result,
  RuleError,
  Seat,
  Suggestion,
  Turn,
  Viewer,
} from '@ludimaths/engine';
import { DEFAULT_BOT_LEVEL, DeviceHandoff, drive, err, Match, ok } from '@ludimaths/engine';
import { engineBot } from './bot';
import type { BotRunner } from './bot-client';
import { defaultRunner } from './bot-client';
import { hintQuery } from './hint';
import { PublicLog } from './public-log';
import type { DefaultSeatName, SeatSetup } from './seats';
import { seatForRecord, seatFromRecord } from './seats';
import type { RecordStore } from './storage';
import type { LogEntry, TableController, TableStatus, TakebackOffer } from './table';

export type { SeatKind, SeatSetup } from './seats';
export type { LogEntry, TableController, TableStatus, TakebackOffer } from './table';

/** Refusals of the session itself, before the match sees the move. */
export type SessionErrorCode = 'not-human' | 'handoff-pending' | 'takeback-not-offered';

/** Waits that give people time to see dice roll and the computer "think"; zero in tests. */
export interface Pacing {
  /** Before a chance event; `state` lets the app pause only for what players watch (dice). */
  chance(state: BaseState): Promise<void>;
  think(): Promise<void>;
}

export const instantPacing: Pacing = { chance: async () => {}, think: async () => {} };

export interface SessionConfig<S extends BaseState, M, C, O, V> {
  readonly game: GameDefinition<S, M, C, O, V>;
  readonly options: O;
  readonly seats: readonly SeatSetup[];
  readonly seed: string;
  /** Hot-seat games with secrets show a "pass the device" screen between different people. */
  readonly hiddenInformation?: boolean;
  readonly pacing?: Pacing;
  /** Autosave: the record is written after every step under `storeKey`. */
  readonly store?: RecordStore;
  readonly storeKey?: string;
  /** Free data kept in the record (the app stores which catalogue entry started the game). */
  readonly meta?: Readonly<Record<string, unknown>>;
  /** Where computer seats think (default: the bot worker). */
  readonly runner?: BotRunner;
  /** Where hints are asked (default: `runner`). */
  readonly hintRunner?: BotRunner;
}

/** Thrown into the match loop to end it when the screen is left; `run` starts it again. */
class Stopped extends Error {}

/** A person's turn the screen has yet to answer. */
interface Asked<V, M> {
  readonly turn: Turn<V, M>;
  readonly resolve: (move: M) => void;
  readonly reject: (error: Error) => void;
}

/**
 * A game played on this device: a thin driver of the engine's `Match` and `drive`. Computer seats
 * are agents asking the bot worker; person seats are agents whose turn the screen answers through
 * `play`; chance waits for the pacing; the record is saved after every step. The screens see it only
 * as a `TableController` (views, legal moves, status, log, hint), never its state.
 */
export class Session<S extends BaseState, M, C, O, V> implements TableController<V, M, C> {
  readonly match: Match<S, M, C, O, V>;
  readonly game: GameDefinition<S, M, C, O, V>;
  readonly options: O;
  readonly seats: readonly SeatSetup[];
  readonly seed: string;
  private readonly config: SessionConfig<S, M, C, O, V>;
  private readonly handoff: DeviceHandoff;
  private readonly people: readonly Seat[];
  private readonly agents: readonly Agent<V, M>[];
  private readonly publicLog: PublicLog<S, M, C, O, V>;
  private readonly listeners = new Set<() => void>();
  private asked: Asked<V, M> | null = null;
  private refused: RuleError | null = null;
  private hintCounts: readonly number[] = [];
  private changes = 0;
  private stopped = false;
  private loop: Promise<void> | null = null;
  private idleWaiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  private statusCache: { at: number; status: TableStatus } | null = null;
  private viewCache: { at: number; viewer: Viewer; view: V } | null = null;
  private legalCache: { at: number; legal: readonly M[] } | null = null;
  private takebackCache: { at: number; offer: TakebackOffer | null } | null = null;

  private constructor(config: SessionConfig<S, M, C, O, V>, match: Match<S, M, C, O, V>) {
    this.config = config;
    this.match = match;
    this.game = config.game;
    this.options = config.options;
    this.seed = config.seed;
    this.seats = config.seats.map(withLevel);
    this.people = this.seats.flatMap((seat, i) => (seat.kind === 'human' ? [i] : []));
    this.handoff = new DeviceHandoff(config.hiddenInformation ?? false, this.people.length);
    this.agents = this.seats.map((seat) => (seat.kind === 'human' ? this.person() : this.computer(seat)));
    this.publicLog = new PublicLog(match);
    match.subscribe((event) => {
      if (event.kind === 'step') this.publicLog.add(event);
      if (event.kind === 'rewind') this.publicLog.truncate(event.revision);
      // The autosave follows the match both ways: after a takeback it is the shortened record.
      if (event.kind !== 'over') this.save();
      this.emit();
    });
  }

  static start<S extends BaseState, M, C, O, V>(
    config: SessionConfig<S, M, C, O, V>,
  ): Result<Session<S, M, C, O, V>, RuleError> {
    const match = Match.start(config.game, {
      options: config.options,
      seats: config.seats.map(seatForRecord),
      seed: config.seed,
      ...(config.meta ? { meta: config.meta } : {}),
    });
    if (!match.ok) return match;
    const session = new Session(config, match.value);
    session.save();
    return ok(session);
  }

  /** Rebuilds a session from a record (autosave or import), every step checked by the engine. */
  static fromRecord<S extends BaseState, M, C, O, V>(
    config: Omit<SessionConfig<S, M, C, O, V>, 'options' | 'seats' | 'seed'>,
    raw: unknown,
    /** Names, in the reader's language, for the seats the record keeps without one. */
    defaultName?: DefaultSeatName,
  ): Result<Session<S, M, C, O, V>, ReplayError> {
    const match = Match.fromRecord(config.game, raw);
    if (!match.ok) return match;
    const { options, seats, seed, meta } = match.value.setup;
    const full: SessionConfig<S, M, C, O, V> = {
      ...config,
      options,
      seats: seats.map((seat, index, all) => seatFromRecord(seat, index, all, defaultName)),
      seed: String(seed),
      ...((meta ?? config.meta) ? { meta: meta ?? config.meta } : {}),
    };
    return ok(new Session(full, match.value));
  }

  get status(): TableStatus {
    if (this.statusCache?.at !== this.changes)
      this.statusCache = { at: this.changes, status: this.statusNow() };
    return this.statusCache.status;
  }

  get acting(): Seat | null {
    const status = this.status;
    return status.kind === 'waiting' ? (status.seats[0] ?? null) : null;
  }

  get viewer(): Viewer {
    const acting = this.acting;
    if (acting !== null) return acting;
    const status = this.status;
    if (status.kind === 'handoff') return status.author ?? 'spectator';
    if (this.people.length === 1) return this.people[0] as Seat;
    return this.handoff.holder ?? 'spectator';
  }

  get view(): V {
    const viewer = this.viewer;
    const cached = this.viewCache;
    if (cached?.at === this.match.revision && cached.viewer === viewer) return cached.view;
    const view = this.match.view(viewer);
    this.viewCache = { at: this.match.revision, viewer, view };
    return view;
  }

  get legal(): readonly M[] {
    if (this.legalCache?.at !== this.changes) {
      const acting = this.acting;
      this.legalCache = { at: this.changes, legal: acting === null ? [] : this.match.legalMoves(acting) };
    }
    return this.legalCache.legal;
  }

  get revision(): number {
    return this.match.revision;
  }

  get version(): number {
    return this.changes;
  }

  get log(): readonly LogEntry<V, M, C>[] {
    return this.publicLog.entries;
  }

  get error(): RuleError | null {
    return this.refused;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  play(move: M): Result<void, RuleError> {
    const status = this.status;
    if (status.kind !== 'waiting' || status.seats[0] === undefined) return this.refuse(notNow(status));
    const seat = status.seats[0];
    const asked = this.asked?.turn.seat === seat ? this.asked : null;
    // Played on the match at once, so the screen sees the new position as soon as it asks. The
    // loop's pending turn then answers a position that has moved on (drive drops such an answer and
    // goes on from the match as it is), as it would for a move that came from a server.
    this.refused = null;
    this.handoff.played(seat);
    const played = this.match.play(seat, move, asked?.turn.revision ?? this.match.revision);
    if (!played.ok) return this.refuse(played.error);
    if (asked) {
      this.asked = null;
      asked.resolve(move);
    } else void this.run();
    return ok(undefined);
  }

  get takebackOffer(): TakebackOffer | null {
    if (this.takebackCache?.at !== this.changes)
      this.takebackCache = { at: this.changes, offer: this.offerNow() };
    return this.takebackCache.offer;
  }

  get canTakeBack(): boolean {
    return this.takebackOffer !== null;
  }

  /**
   * Takes back the offered move and what followed it (the computer's reply): the pending turn is
   * dropped, the match goes back, and the loop asks the mover again. Between two people, the screen
   * has asked the other person's consent first.
   */
  takeBack(): Result<void, RuleError> {
    const seat = this.takebackOffer?.seat ?? null;
    if (seat === null) {
      return this.refuse({ code: 'takeback-not-offered', message: 'there is no move to take back now' });
    }
    const asked = this.asked;
    const done = this.match.takeBack(seat, this.match.revision);
    if (!done.ok) return this.refuse(done.error);
    this.refused = null;
    this.asked = null;
    asked?.reject(new Stopped());
    void this.run();
    return ok(undefined);
  }

  confirmHandoff(): void {
    const status = this.status;
    if (status.kind !== 'handoff') return;
    if (status.author !== undefined) this.handoff.passOn();
    else this.handoff.handTo(status.seat);
    this.emit();
  }

  clearError(): void {
    if (!this.refused) return;
    this.refused = null;
    this.emit();
  }

  /** Hints given on this device, by seat (kept while the session is open). */
  get hintsUsed(): readonly number[] {
    return this.hintCounts;
  }

  hint(): Promise<Suggestion<M>> {
    const seat = this.acting;
    if (seat === null) return Promise.reject(new Error('nobody on this device is to play'));
    this.hintCounts = this.seats.map((_, s) => (this.hintCounts[s] ?? 0) + (s === seat ? 1 : 0));
    this.emit();
    const runner = this.config.hintRunner ?? this.config.runner ?? defaultRunner();
    const position = { seat, view: this.match.view(seat), legal: this.legal, revision: this.revision };
    return runner(hintQuery(this.game.id, this.seed, position));
  }

  /**
   * Plays chance and computer seats until a person must act or the game ends; resolves then (or
   * rejects when the loop fails: a computer that cannot answer). Safe to call while it runs.
   */
  run(): Promise<void> {
    this.stopped = false;
    this.loop ??= this.driveLoop();
    if (this.asked || !this.loop) return Promise.resolve();
    return new Promise((resolve, reject) => this.idleWaiters.push({ resolve, reject }));
  }

  /**
   * Pauses computer turns and chance after the current wait (leaving the screen); `run` resumes.
   * Pausing never loses anything: every step is already saved, and an unanswered turn is asked again.
   */
  stop(): void {
    this.stopped = true;
    const asked = this.asked;
    this.asked = null;
    asked?.reject(new Stopped());
  }

  record(): GameRecord<O, M, C> {
    const record = this.match.record();
    return record.meta || !this.config.meta ? record : { ...record, meta: this.config.meta };
  }

  private async driveLoop(): Promise<void> {
    let failure: { readonly error: unknown } | null = null;
    try {
      for (;;) {
        const end = await this.driveOnce();
        // Stopped, then asked to run again before the loop had wound down: go on.
        if (end !== 'stopped' || this.stopped) break;
      }
    } catch (error) {
      failure = { error };
    } finally {
      this.loop = null;
    }
    const waited = this.wake(failure);
    this.emit();
    // Nobody is waiting to hear it: let it surface as an unhandled rejection (console, browser tests).
    if (failure && !waited) throw failure.error;
  }

  private async driveOnce(): Promise<DriveEnd> {
    try {
      return await drive(this.match, this.agents, {
        beforeChance: (state) => (this.config.pacing ?? instantPacing).chance(state),
        stopped: () => this.stopped,
      });
    } catch (error) {
      if (error instanceof Stopped) return 'stopped';
      throw error;
    }
  }

  /**
   * A person's seat: its turn waits for `play`, which plays the move on the match itself (so a
   * refusal is told at once) and then settles the turn.
   */
  private person(): Agent<V, M> {
    return {
      kind: 'person',
      act: (turn) =>
        new Promise<M>((resolve, reject) => {
          this.asked = { turn, resolve, reject };
          this.wake(null);
          this.emit();
        }),
    };
  }

  /** A computer seat: the bot worker, paced so people see it "think". */
  private computer(seat: SeatSetup): Agent<V, M> {
    const bot = engineBot<V, M>(
      this.game.id,
      seat.level ?? DEFAULT_BOT_LEVEL,
      this.config.runner ?? defaultRunner(),
    );
    return {
      kind: 'computer',
      act: async (turn) => {
        const [move] = await Promise.all([bot.act(turn), (this.config.pacing ?? instantPacing).think()]);
        if (this.stopped) throw new Stopped();
        return move;
      },
    };
  }

  /**
   * The takeback on offer now, on the turn of a person here: against the computer, that person's own
   * last move; between people, the last mover's move, if the last mover is another person here (who
   * then needs the consent of the one to play). The engine refuses across dice and in games with secrets.
   */
  private offerNow(): TakebackOffer | null {
    const status = this.status;
    const acting = status.kind === 'waiting' ? status.seats[0] : undefined;
    if (acting === undefined) return null;
    const againstComputer = this.people.length === 1 && this.seats.some((seat) => seat.kind === 'computer');
    const lastMove = this.match.steps.findLast((step) => 'seat' in step);
    const lastMover = lastMove && 'seat' in lastMove ? lastMove.seat : undefined;
    const offer: TakebackOffer | null = againstComputer
      ? { seat: acting, consent: null }
      : lastMover !== undefined && lastMover !== acting && this.seats[lastMover]?.kind === 'human'
        ? { seat: lastMover, consent: acting }
        : null;
    return offer && this.match.takebackPoint(offer.seat).ok ? offer : null;
  }

  private statusNow(): TableStatus {
    const actors = this.match.actors();
    if (actors.kind === 'over') {
      const outcome = this.match.outcome();
      return outcome.status === 'over' ? { kind: 'over', outcome } : { kind: 'waiting', seats: [] };
    }
    if (actors.kind === 'chance') return { kind: 'rolling' };
    const computer = actors.seats.find((seat) => this.seats[seat]?.kind !== 'human');
    if (computer !== undefined) return { kind: 'thinking', seat: computer };
    const first = actors.seats[0];
    if (first !== undefined && this.handoff.needed(first)) {
      const author = this.handoff.reviewing;
      return author === null ? { kind: 'handoff', seat: first } : { kind: 'handoff', seat: first, author };
    }
    return { kind: 'waiting', seats: actors.seats };
  }

  private save(): void {
    const { store, storeKey } = this.config;
    if (store && storeKey) store.save(storeKey, this.record());
  }

  private refuse(error: RuleError): Result<void, RuleError> {
    this.refused = error;
    this.emit();
    return err(error);
  }

  /** Answers every `run` waiting for the loop to settle; true if there was any. */
  private wake(failure: { readonly error: unknown } | null): boolean {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const waiter of waiters) {
      if (failure) waiter.reject(failure.error);
      else waiter.resolve();
    }
    return waiters.length > 0;
  }

  private emit(): void {
    this.changes++;
    for (const listener of this.listeners) listener();
  }
}

function withLevel(seat: SeatSetup): SeatSetup {
  return seat.kind === 'computer' ? { ...seat, level: seat.level ?? DEFAULT_BOT_LEVEL } : seat;
}

/** Why nobody here may play now, in the engine's words where it has them. */
function notNow(status: TableStatus): RuleError<SessionErrorCode | CoreErrorCode> {
  switch (status.kind) {
    case 'handoff':
      return { code: 'handoff-pending', message: 'the device must be passed first' };
    case 'rolling':
      return { code: 'chance-pending', message: 'a chance event is being resolved' };
    case 'thinking':
      return { code: 'not-human', message: `seat ${status.seat} is played by the computer` };
    case 'over':
      return { code: 'game-over', message: 'the game is over' };
    default:
      return { code: 'not-your-turn', message: 'nobody on this device is to play' };
  }
}

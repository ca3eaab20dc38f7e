import type {
  BaseState,
  BotName,
  GameDefinition,
  GameRecord,
  Outcome,
  ReplayError,
  Result,
  RuleError,
  Seat,
  SeatInfo,
  Step,
} from '@ludimaths/engine';
import { applyStep, err, makeRecord, ok, replay, rollChance } from '@ludimaths/engine';
import type { Bot } from './bot';
import { DEFAULT_LEVEL, engineBot, isBotName } from './bot';
import type { RecordStore } from './storage';

export type SeatKind = 'human' | 'computer';

/** Refusals of the session itself, before the engine sees the move. */
export type SessionErrorCode = 'not-human' | 'handoff-pending';

const sessionError = (code: SessionErrorCode, message: string): RuleError<SessionErrorCode> => ({
  code,
  message,
});

export interface SeatSetup {
  readonly name: string;
  readonly kind: SeatKind;
  /** The strength of a computer seat (default `moyen`). */
  readonly level?: BotName;
}

/** What the screen should show right now. */
export type SessionStatus =
  | { readonly kind: 'waiting'; readonly seats: readonly Seat[] }
  | { readonly kind: 'handoff'; readonly seat: Seat }
  | { readonly kind: 'rolling' }
  | { readonly kind: 'thinking'; readonly seat: Seat }
  | { readonly kind: 'over'; readonly outcome: Extract<Outcome, { status: 'over' }> };

/** Waits that give people time to see dice roll and the computer "think"; zero in tests. */
export interface Pacing {
  /** Before a chance event; `state` lets the screen pause only for what players watch (dice). */
  chance(state: BaseState): Promise<void>;
  think(): Promise<void>;
}

export const instantPacing: Pacing = { chance: async () => {}, think: async () => {} };

export interface SessionConfig<S extends BaseState, M, C, O, V> {
  readonly game: GameDefinition<S, M, C, O, V>;
  readonly options: O;
  readonly seats: readonly SeatSetup[];
  readonly seed: string;
  /** The computer player of a level; by default the engine's bots of the game. */
  readonly bot?: (level: BotName) => Bot<V, M>;
  /** Hot-seat games with secrets show a "pass the device" screen between different human seats. */
  readonly hiddenInformation?: boolean;
  readonly pacing?: Pacing;
  /** Autosave: the record is written after every step under `storeKey`. */
  readonly store?: RecordStore;
  readonly storeKey?: string;
  /** Free data kept in the record (the app stores which catalogue entry started the game). */
  readonly meta?: Readonly<Record<string, unknown>>;
}

/** One step as it happened: the states around it let a game explain it ("49 = 7 × 7 …"). */
export interface LogEntry<S, M, C> {
  readonly index: number;
  readonly step: Step<M, C>;
  readonly before: S;
  readonly after: S;
}

/**
 * A game being played on this device: owns the engine state and the record, drives chance and
 * computer seats, autosaves, and tells listeners when anything changes. No React inside: views read
 * its fields and call its methods (lichess-style controller).
 */
export class Session<S extends BaseState, M, C, O, V> {
  readonly game: GameDefinition<S, M, C, O, V>;
  readonly options: O;
  readonly seats: readonly SeatSetup[];
  readonly seed: string;
  private readonly config: SessionConfig<S, M, C, O, V>;
  private readonly stepsList: Step<M, C>[] = [];
  private readonly states: S[];
  private currentStatus: SessionStatus = { kind: 'waiting', seats: [] };
  private error: RuleError | null = null;
  private listeners = new Set<() => void>();
  private running = false;
  private stopped = false;
  /** The last human seat that acted, to know when the device changes hands. */
  private lastHuman: Seat | null = null;
  private handedTo: Seat | null = null;
  private version = 0;

  private constructor(
    config: SessionConfig<S, M, C, O, V>,
    history: readonly S[],
    steps: readonly Step<M, C>[],
  ) {
    this.config = config;
    this.game = config.game;
    this.options = config.options;
    this.seats = config.seats.map((seat) =>
      seat.kind === 'computer' ? { ...seat, level: seat.level ?? DEFAULT_LEVEL } : seat,
    );
    this.seed = config.seed;
    this.states = history.slice();
    this.stepsList = steps.slice();
    // A game with secrets starts behind the handoff screen when it is resumed (anyone may be holding
    // the device) or when several people share the device (the one who filled in the form may not be
    // the one who plays first).
    const humans = this.seats.filter((seat) => seat.kind === 'human').length;
    if (config.hiddenInformation && (steps.length > 0 || humans > 1)) this.lastHuman = -1;
    this.refreshStatus();
  }

  static start<S extends BaseState, M, C, O, V>(
    config: SessionConfig<S, M, C, O, V>,
  ): Result<Session<S, M, C, O, V>, RuleError> {
    const start = config.game.setup(config.options, config.seats.length, config.seed);
    if (!start.ok) return start;
    const session = new Session(config, [start.value], []);
    session.save();
    return ok(session);
  }

  /** Rebuilds a session from a record (autosave or import), checking every step with the engine. */
  static fromRecord<S extends BaseState, M, C, O, V>(
    config: Omit<SessionConfig<S, M, C, O, V>, 'options' | 'seats' | 'seed'>,
    raw: unknown,
  ): Result<Session<S, M, C, O, V>, ReplayError> {
    const replayed = replay(config.game, raw, true);
    if (!replayed.ok) return replayed;
    // The record as replayed: an older format version comes back upgraded to the current one.
    const record = replayed.value.record as GameRecord<O, M, C>;
    const options = config.game.parseOptions(record.options ?? {});
    if (!options.ok) return err({ index: -1, ...options.error });
    const seats = record.seats.map(
      (seat, i): SeatSetup => ({
        name: seat.name ?? `${i + 1}`,
        kind: seat.kind === 'bot' ? 'computer' : 'human',
        ...(seat.kind === 'bot' ? { level: isBotName(seat.bot) ? seat.bot : DEFAULT_LEVEL } : {}),
      }),
    );
    const steps = record.steps.map((step): Step<M, C> => {
      if ('chance' in step) {
        const chance = config.game.parseChance(step.chance);
        return { chance: (chance.ok ? chance.value : step.chance) as C };
      }
      const move = config.game.parseMove(step.move);
      return { seat: step.seat, move: (move.ok ? move.value : step.move) as M };
    });
    const full: SessionConfig<S, M, C, O, V> = {
      ...config,
      options: options.value,
      seats,
      seed: String(record.seed ?? ''),
      meta: record.meta ?? config.meta,
    };
    return ok(new Session<S, M, C, O, V>(full, replayed.value.history ?? [replayed.value.state], steps));
  }

  get state(): S {
    return this.states[this.states.length - 1] as S;
  }

  get steps(): readonly Step<M, C>[] {
    return this.stepsList;
  }

  get status(): SessionStatus {
    return this.currentStatus;
  }

  /** The last refused action, with the engine's code (screens turn it into a sentence). */
  get lastError(): RuleError | null {
    return this.error;
  }

  /** Increases on every change, for views that memoise on it. */
  get revision(): number {
    return this.version;
  }

  get meta(): Readonly<Record<string, unknown>> | undefined {
    return this.config.meta;
  }

  /** Every step with the states before and after it, oldest first. */
  log(): LogEntry<S, M, C>[] {
    return this.stepsList.map((step, index) => ({
      index,
      step,
      before: this.states[index] as S,
      after: this.states[index + 1] as S,
    }));
  }

  view(seat: Seat | 'spectator'): V {
    return this.game.view(this.state, seat);
  }

  legalMoves(seat: Seat): readonly M[] {
    return this.game.legalMoves(this.state, seat);
  }

  isHuman(seat: Seat): boolean {
    return this.seats[seat]?.kind === 'human';
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A human's move. A refusal is kept in `lastError` (and returned), never silently dropped. */
  play(seat: Seat, move: M): Result<void, RuleError> {
    if (this.currentStatus.kind === 'handoff') {
      return this.refuse(sessionError('handoff-pending', 'the device must be passed first'));
    }
    if (!this.isHuman(seat)) {
      return this.refuse(sessionError('not-human', `seat ${seat} is played by the computer`));
    }
    const next = applyStep(this.game, this.state, { seat, move });
    if (!next.ok) return this.refuse(next.error);
    this.error = null;
    this.lastHuman = seat;
    this.push({ seat, move }, next.value);
    void this.run();
    return ok(undefined);
  }

  /** The next human has the device: hide the handoff screen. */
  confirmHandoff(): void {
    if (this.currentStatus.kind !== 'handoff') return;
    this.handedTo = this.currentStatus.seat;
    this.lastHuman = this.currentStatus.seat;
    this.refreshStatus();
    this.emit();
  }

  clearError(): void {
    if (!this.error) return;
    this.error = null;
    this.emit();
  }

  /**
   * Plays chance events and computer seats until a human must act or the game ends. Safe to call
   * again while it runs (the second call returns at once).
   */
  async run(): Promise<void> {
    this.stopped = false;
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        if (this.stopped) return;
        const actors = this.game.actors(this.state);
        if (actors.kind === 'over') break;
        if (actors.kind === 'chance') {
          this.setStatus({ kind: 'rolling' });
          await (this.config.pacing ?? instantPacing).chance(this.state);
          if (this.stopped) return;
          const rolled = rollChance(this.game, this.state);
          this.push({ chance: rolled.outcome }, rolled.state);
          continue;
        }
        const computer = actors.seats.find((seat) => !this.isHuman(seat));
        if (computer === undefined) break;
        this.setStatus({ kind: 'thinking', seat: computer });
        const moves = this.legalMoves(computer);
        const seed = `${this.seed}:${this.stepsList.length}:${computer}`;
        const [move] = await Promise.all([
          this.botFor(computer).choose(this.view(computer), computer, moves, seed),
          (this.config.pacing ?? instantPacing).think(),
        ]);
        if (this.stopped) return;
        const next = applyStep(this.game, this.state, { seat: computer, move });
        if (!next.ok) throw new Error(`computer chose an illegal move: ${next.error.message}`);
        this.push({ seat: computer, move }, next.value);
      }
    } finally {
      this.running = false;
    }
    this.refreshStatus();
    this.emit();
  }

  record(): GameRecord<O, M, C> {
    const seats: SeatInfo[] = this.seats.map((seat, i) =>
      seat.kind === 'human'
        ? { name: seat.name, kind: 'human' }
        : { name: seat.name, kind: 'bot', bot: this.levelOf(i) },
    );
    const record = makeRecord(this.game, this.options, seats, this.seed, this.stepsList);
    return this.config.meta ? { ...record, meta: this.config.meta } : record;
  }

  /**
   * Pauses computer turns and chance after the current wait (leaving the screen); `run` resumes.
   * Pausing never loses anything: every step is already saved.
   */
  stop(): void {
    this.stopped = true;
  }

  levelOf(seat: Seat): BotName {
    return this.seats[seat]?.level ?? DEFAULT_LEVEL;
  }

  private botFor(seat: Seat): Bot<V, M> {
    const level = this.levelOf(seat);
    return this.config.bot ? this.config.bot(level) : engineBot<V, M>(this.game.id, level);
  }

  private push(step: Step<M, C>, state: S): void {
    this.stepsList.push(step);
    this.states.push(state);
    this.save();
    this.refreshStatus();
    this.emit();
  }

  private save(): void {
    const { store, storeKey } = this.config;
    if (store && storeKey) store.save(storeKey, this.record());
  }

  private refuse(error: RuleError): Result<void, RuleError> {
    this.error = error;
    this.emit();
    return err(error);
  }

  private setStatus(status: SessionStatus): void {
    this.currentStatus = status;
    this.emit();
  }

  private refreshStatus(): void {
    const actors = this.game.actors(this.state);
    if (actors.kind === 'over') {
      const outcome = this.game.outcome(this.state);
      if (outcome.status === 'over') this.currentStatus = { kind: 'over', outcome };
      return;
    }
    if (actors.kind === 'chance') {
      this.currentStatus = { kind: 'rolling' };
      return;
    }
    const humans = actors.seats.filter((seat) => this.isHuman(seat));
    const computer = actors.seats.find((seat) => !this.isHuman(seat));
    if (computer !== undefined) {
      this.currentStatus = { kind: 'thinking', seat: computer };
      return;
    }
    const first = humans[0];
    if (
      this.config.hiddenInformation &&
      first !== undefined &&
      this.lastHuman !== null &&
      this.lastHuman !== first &&
      this.handedTo !== first
    ) {
      this.currentStatus = { kind: 'handoff', seat: first };
      return;
    }
    this.handedTo = null;
    this.currentStatus = { kind: 'waiting', seats: humans };
  }

  private emit(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}

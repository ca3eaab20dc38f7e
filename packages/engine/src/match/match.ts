import { advanceForChance, drawOutcome } from '../core/chance';
import type { Actors, BaseState, GameDefinition, Outcome, Seat, Viewer } from '../core/game';
import type { Step } from '../core/play';
import { misplacedSeat } from '../core/play';
import type { GameRecord, ReplayError, SeatInfo } from '../core/record';
import { makeRecord, replay } from '../core/record';
import type { Result, RuleError } from '../core/result';
import { err, ok } from '../core/result';
import type { RngState } from '../core/rng';
import type { ChanceSource } from './chance-source';
import { seededChance } from './chance-source';
import type { MatchError, MatchEvent, StepEvent } from './events';
import { takebackFloor, takebackPoint } from './takeback';

export interface MatchOptions {
  /** Who decides chance events (default: the state's seeded generator). */
  readonly chance?: ChanceSource;
  /**
   * Keep every state and step (default true). Playouts and simulations turn it off: they need only
   * the final state, and keeping a history would cost more than the game itself.
   */
  readonly history?: boolean;
}

export interface MatchSetup<O> {
  readonly options: O;
  readonly seats: readonly SeatInfo[];
  readonly seed: string | number;
  /** Free data carried into the record (the web app notes which catalogue entry started it). */
  readonly meta?: Readonly<Record<string, unknown>>;
}

/** The one success answer of `play` and `applyChance`: nothing to allocate per step. */
const PLAYED: Result<void, never> = Object.freeze(ok(undefined));
const NOT_CHANCE: RuleError = { code: 'not-chance', message: 'no chance event is pending' };
const NO_HISTORY: RuleError = {
  code: 'takeback-bad-revision',
  message: 'this match keeps no history to go back to',
};
/** The seat number that marks a chance step inside `commit`. */
const CHANCE = -1;

type Listener<S, M, C> = (event: MatchEvent<S, M, C>) => void;

/**
 * One game being played: the state, a revision that grows by one with every step (a seat's move or a
 * chance outcome), the record written as it goes, and events for whoever shows it. Pure: no clock,
 * no I/O, chance from an injected source. Every driver (the web app's session, the CLI, tournaments,
 * simulations, the server) plays through it, so the rules of turn-taking live here only.
 */
export class Match<S extends BaseState, M, C, O, V> {
  readonly game: GameDefinition<S, M, C, O, V>;
  readonly setup: MatchSetup<O>;
  private current: S;
  private count: number;
  private readonly stepList: Step<M, C>[] | null;
  private readonly stateList: S[] | null;
  private readonly chance: ChanceSource;
  private readonly listeners = new Set<Listener<S, M, C>>();
  private actorsNow: Actors | null = null;
  private actorsAt = -1;

  private constructor(
    game: GameDefinition<S, M, C, O, V>,
    setup: MatchSetup<O>,
    states: readonly S[],
    steps: readonly Step<M, C>[],
    options: MatchOptions,
  ) {
    this.game = game;
    this.setup = setup;
    this.current = states[states.length - 1] as S;
    this.count = steps.length;
    const history = options.history ?? true;
    this.stepList = history ? steps.slice() : null;
    this.stateList = history ? states.slice() : null;
    this.chance = options.chance ?? seededChance;
  }

  /** A new match from the game's setup. */
  static start<S extends BaseState, M, C, O, V>(
    game: GameDefinition<S, M, C, O, V>,
    setup: MatchSetup<O>,
    options: MatchOptions = {},
  ): Result<Match<S, M, C, O, V>, RuleError> {
    const start = game.setup(setup.options, setup.seats.length, setup.seed);
    if (!start.ok) return start;
    return ok(new Match(game, setup, [start.value], [], options));
  }

  /**
   * A match that continues from a state built elsewhere (a test position, a bot's search). It knows
   * no seats or seed, so its record is only meaningful when `setup` is given.
   */
  static resume<S extends BaseState, M, C, O, V>(
    game: GameDefinition<S, M, C, O, V>,
    state: S,
    options: MatchOptions = {},
    setup: MatchSetup<O> = { options: game.defaultOptions, seats: [], seed: '' },
  ): Match<S, M, C, O, V> {
    return new Match(game, setup, [state], [], options);
  }

  /** A match rebuilt from a record (an autosave, a download, the server's store), every step checked. */
  static fromRecord<S extends BaseState, M, C, O, V>(
    game: GameDefinition<S, M, C, O, V>,
    raw: unknown,
    options: MatchOptions = {},
  ): Result<Match<S, M, C, O, V>, ReplayError> {
    const replayed = replay(game, raw, true);
    if (!replayed.ok) return replayed;
    const { record, steps, history } = replayed.value;
    const setup: MatchSetup<O> = {
      options: replayed.value.options,
      seats: record.seats,
      seed: record.seed ?? '',
      ...(record.meta ? { meta: record.meta } : {}),
    };
    return ok(new Match(game, setup, history ?? [replayed.value.state], steps, options));
  }

  get state(): S {
    return this.current;
  }

  /** The number of steps taken so far. */
  get revision(): number {
    return this.count;
  }

  /** Every step so far (empty when the match keeps no history). */
  get steps(): readonly Step<M, C>[] {
    return this.stepList ?? [];
  }

  /** The state before step `index` (0 = the setup); `index === revision` is the current state. */
  stateAt(index: number): S | undefined {
    return this.stateList?.[index];
  }

  /** Who acts now (computed once per revision: drivers and `play` both ask). */
  actors(): Actors {
    if (this.actorsAt !== this.count) {
      this.actorsNow = this.game.actors(this.current);
      this.actorsAt = this.count;
    }
    return this.actorsNow as Actors;
  }

  legalMoves(seat: Seat): readonly M[] {
    return this.game.legalMoves(this.current, seat);
  }

  view(viewer: Viewer): V {
    return this.game.view(this.current, viewer);
  }

  outcome(): Outcome {
    return this.game.outcome(this.current);
  }

  /**
   * A seat's move. Refused, with nothing changed, when `expectedRevision` is given and the match has
   * moved past it (the player acted on an old picture of the game), or when the engine refuses it.
   * Listeners hear of the step; `steps` and `revision` tell what was stored.
   */
  play(seat: Seat, move: M, expectedRevision?: number): Result<void, MatchError> {
    const stale = this.staleness(expectedRevision);
    if (stale) return stale;
    const refused = misplacedSeat(this.actors(), seat);
    if (refused) return this.refuse(refused);
    const next = this.game.apply(this.current, seat, move);
    return next.ok ? this.commit(seat, move, undefined, next.value) : this.refuse(next.error);
  }

  /** Resolves the pending chance event with the match's source; answers the outcome drawn. */
  rollChance(): Result<C, MatchError> {
    if (this.actors().kind !== 'chance') return this.refuse(NOT_CHANCE);
    const state = this.current;
    const outcomes = this.game.chanceOutcomes(state);
    // The seeded source draws with the state's generator, whose next state is then already known:
    // reusing it spares drawing the same number twice on the playouts' hottest path.
    if (this.chance === seededChance) {
      const [outcome, rng] = drawOutcome(outcomes, state.rng);
      const applied = this.resolve(outcome, rng);
      return applied.ok ? ok(outcome) : applied;
    }
    const outcome = this.chance(outcomes, state);
    const applied = this.resolve(outcome, advanceForChance(state.rng));
    return applied.ok ? ok(outcome) : applied;
  }

  /** Applies a chance outcome chosen from outside (a record, a physical die, a test). */
  applyChance(outcome: C): Result<void, MatchError> {
    if (this.actors().kind !== 'chance') return this.refuse(NOT_CHANCE);
    return this.resolve(outcome, advanceForChance(this.current.rng));
  }

  /** Resolves the pending chance event with `outcome`, the generator moved on to `rng`. */
  private resolve(outcome: C, rng: RngState): Result<void, MatchError> {
    const next = this.game.resolveChance(this.current, outcome, rng);
    return next.ok ? this.commit(CHANCE, undefined, outcome, next.value) : this.refuse(next.error);
  }

  /** Resolves chance events until a seat must act or the game is over; returns the outcomes drawn. */
  settle(): C[] {
    const drawn: C[] = [];
    while (this.actors().kind === 'chance') {
      const rolled = this.rollChance();
      if (!rolled.ok) throw new Error(`engine bug: chance outcome refused: ${rolled.error.message}`);
      drawn.push(rolled.value);
    }
    return drawn;
  }

  /**
   * The revision `seat` would go back to by taking back its last move and every step after it (a
   * computer's reply), or why it may not: never across a chance step, never in a game that hides
   * information, never once the game is over, and only in a match that keeps its history.
   */
  takebackPoint(seat: Seat): Result<number, MatchError> {
    if (this.stepList === null) return this.refuse(NO_HISTORY);
    const point = takebackPoint(this.game, this.stepList, this.actors(), seat);
    if ('revision' in point) return ok(point.revision);
    return this.refuse({ code: point.refused, message: `seat ${seat} may not take back a move now` });
  }

  /** Takes back `seat`'s last move and what followed it: `seat` is to play again (see `takebackPoint`). */
  takeBack(seat: Seat, expectedRevision?: number): Result<void, MatchError> {
    const stale = this.staleness(expectedRevision);
    if (stale) return stale;
    const point = this.takebackPoint(seat);
    return point.ok ? this.rewind(point.value) : point;
  }

  /**
   * Goes back to the position before step `revision`, as if the later steps had never been played:
   * the record is the shortened one and replays to the same state. Refused across a step that
   * revealed something (see `takebackFloor`). Revisions after it are numbered again from there, so a
   * driver rewinds only when no answer to a later turn is pending (the web session stops its loop).
   */
  rewind(revision: number): Result<void, MatchError> {
    const steps = this.stepList;
    const states = this.stateList;
    if (steps === null || states === null) return this.refuse(NO_HISTORY);
    if (!Number.isInteger(revision) || revision < 0 || revision > this.count) {
      return this.refuse({
        code: 'takeback-bad-revision',
        message: `revision ${revision} is not a position of this match`,
      });
    }
    if (revision < takebackFloor(this.game, steps)) {
      return this.refuse({
        code: 'takeback-chance',
        message: `a step after revision ${revision} revealed a chance outcome or hidden information`,
      });
    }
    steps.length = revision;
    states.length = revision + 1;
    this.current = states[revision] as S;
    this.count = revision;
    // The revision's number is used again from here: the actors cached for it were another state's.
    this.actorsAt = -1;
    for (const listener of this.listeners) listener({ kind: 'rewind', revision });
    return PLAYED;
  }

  /** The game record so far (docs/records.md). */
  record(): GameRecord<O, M, C> {
    const { options, seats, seed, meta } = this.setup;
    const record = makeRecord(this.game, options, seats, seed, this.steps);
    return meta ? { ...record, meta } : record;
  }

  /** Listens to steps and the end of the game; returns the function that stops listening. */
  subscribe(listener: Listener<S, M, C>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The refusal of an action decided at `expectedRevision` when the match has moved on, or null. */
  private staleness(expectedRevision: number | undefined): Result<never, MatchError> | null {
    if (expectedRevision === undefined || expectedRevision === this.count) return null;
    return err({
      code: 'stale-revision',
      message: `the action was decided at revision ${expectedRevision} but the game is at ${this.count}`,
      revision: this.count,
    });
  }

  private refuse(error: RuleError): Result<never, MatchError> {
    return err({ code: error.code, message: error.message, revision: this.count });
  }

  /**
   * Stores a step (`seat` is CHANCE for a chance outcome). The step object is built only when someone
   * keeps or hears it: a playout with no history and no listener allocates nothing here.
   */
  private commit(
    seat: Seat,
    move: M | undefined,
    outcome: C | undefined,
    after: S,
  ): Result<void, MatchError> {
    const before = this.current;
    this.current = after;
    this.count++;
    if (this.stepList === null && this.listeners.size === 0) return PLAYED;
    const step: Step<M, C> = seat === CHANCE ? { chance: outcome as C } : { seat, move: move as M };
    this.stepList?.push(step);
    this.stateList?.push(after);
    if (this.listeners.size > 0) this.emit({ kind: 'step', revision: this.count, step, before, after });
    return PLAYED;
  }

  private emit(event: StepEvent<S, M, C>): void {
    for (const listener of this.listeners) listener(event);
    const outcome = this.game.outcome(event.after);
    if (outcome.status !== 'over') return;
    const over: MatchEvent<S, M, C> = { kind: 'over', revision: this.count, outcome };
    for (const listener of this.listeners) listener(over);
  }
}

import type { BaseState, Seat } from '../core/game';
import type { Agent, Turn } from './agent';
import type { Match } from './match';

export interface DriveHooks<S> {
  /** Before each chance event (the web app pauses to show dice). */
  beforeChance?(state: S): void | Promise<void>;
  /** Before a computer seat is asked (the web app shows "réfléchit…" and paces the move). */
  beforeComputer?(seat: Seat): void | Promise<void>;
  /** Asked before every step: true pauses the driver (leaving a screen); `drive` again resumes. */
  stopped?(): boolean;
  /** Stops a game that runs past this many steps of the match (a cap for simulations). */
  maxRevision?: number;
}

/** Why `drive` returned: the game ended, it was stopped, or it reached `maxRevision`. */
export type DriveEnd = 'over' | 'stopped' | 'limit';

type MaybePromise<T> = T | Promise<T>;

// Agents answer with a move or a real Promise (async functions); `instanceof` is much cheaper on the
// hot path than looking for a `then` on every move object.
const isPromise = <T>(value: MaybePromise<T>): value is Promise<T> => value instanceof Promise;

/**
 * Plays a match forward until it ends: chance from the match's source, seats from their agents. It
 * runs synchronously as long as every agent and hook answers synchronously (simulations and
 * tournaments pay no promise per step) and continues asynchronously from the first promise.
 *
 * When several seats act at once (Finito), computers answer first, then people in seat order; each
 * move is applied as it comes, so no seat's choice is ever shown to another before it chooses (the
 * engine's views hide pending choices).
 */
export function drive<S extends BaseState, M, C, O, V>(
  match: Match<S, M, C, O, V>,
  agents: readonly Agent<V, M>[] | Agent<V, M>,
  hooks: DriveHooks<S> = {},
): MaybePromise<DriveEnd> {
  return new Driver(match, agents, hooks).loop();
}

/**
 * The loop behind `drive`. A class rather than closures: simulations call `drive` for every game,
 * and prototype methods are compiled and optimised once instead of once per game.
 */
class Driver<S extends BaseState, M, C, O, V> {
  declare private readonly match: Match<S, M, C, O, V>;
  declare private readonly agents: readonly Agent<V, M>[] | Agent<V, M>;
  declare private readonly hooks: DriveHooks<S>;
  declare private readonly maxRevision: number;

  constructor(
    match: Match<S, M, C, O, V>,
    agents: readonly Agent<V, M>[] | Agent<V, M>,
    hooks: DriveHooks<S>,
  ) {
    this.match = match;
    this.agents = agents;
    this.hooks = hooks;
    this.maxRevision = hooks.maxRevision ?? Number.POSITIVE_INFINITY;
  }

  loop(): MaybePromise<DriveEnd> {
    const { match, hooks } = this;
    for (;;) {
      if (hooks.stopped?.()) return 'stopped';
      const actors = match.actors();
      if (actors.kind === 'over') return 'over';
      if (match.revision >= this.maxRevision) return 'limit';
      if (actors.kind === 'chance') {
        const paused = hooks.beforeChance?.(match.state);
        if (isPromise(paused))
          return paused.then(() => (hooks.stopped?.() ? 'stopped' : this.rollThenLoop()));
        this.roll();
        continue;
      }
      const seat = nextSeat(actors.seats, this.agents);
      const agent = agentOf(this.agents, seat);
      const paused = agent.kind === 'computer' ? hooks.beforeComputer?.(seat) : undefined;
      if (isPromise(paused)) {
        return paused.then(() => (hooks.stopped?.() ? 'stopped' : this.askThenLoop(seat, agent)));
      }
      const asked = this.ask(seat, agent);
      if (isPromise(asked)) return asked.then(() => this.loop());
    }
  }

  private roll(): void {
    const rolled = this.match.rollChance();
    if (!rolled.ok) throw new Error(`engine bug: chance outcome refused: ${rolled.error.message}`);
  }

  private rollThenLoop(): MaybePromise<DriveEnd> {
    this.roll();
    return this.loop();
  }

  private askThenLoop(seat: Seat, agent: Agent<V, M>): MaybePromise<DriveEnd> {
    const asked = this.ask(seat, agent);
    return isPromise(asked) ? asked.then(() => this.loop()) : this.loop();
  }

  /** Asks one seat once; settles when its move was applied (or refused: the loop asks again). */
  private ask(seat: Seat, agent: Agent<V, M>): MaybePromise<void> {
    const turn = new LazyTurn(this.match, seat);
    const answer = agent.act(turn);
    if (isPromise(answer)) return answer.then((move) => this.apply(turn, agent, move));
    this.apply(turn, agent, answer);
  }

  private apply(turn: Turn<V, M>, agent: Agent<V, M>, move: M): void {
    const played = this.match.play(turn.seat, move, turn.revision);
    // A stale answer (someone else moved meanwhile) is dropped: the loop asks again on the new state.
    if (played.ok || played.error.code === 'stale-revision') return;
    if (agent.kind === 'computer') {
      throw new Error(`computer seat ${turn.seat} chose an illegal move: ${played.error.message}`);
    }
    agent.refused?.(turn, played.error);
  }
}

/**
 * The turn of a seat now. The view and the seed are computed only if the agent reads them: policies
 * of simulations that pick among the legal moves would otherwise pay for a view at every step. A class
 * (not an object literal with getters) keeps this cheap on the hot path of playouts.
 */
class LazyTurn<S extends BaseState, M, C, O, V> implements Turn<V, M> {
  // `declare` fields are only assigned in the constructor: no class-field definitions to run first.
  declare readonly legal: readonly M[];
  declare readonly revision: number;
  declare readonly seat: Seat;
  declare private readonly match: Match<S, M, C, O, V>;
  declare private cachedView: V | undefined;

  constructor(match: Match<S, M, C, O, V>, seat: Seat) {
    this.match = match;
    this.seat = seat;
    this.legal = match.legalMoves(seat);
    this.revision = match.revision;
    this.cachedView = undefined;
  }

  get view(): V {
    this.cachedView ??= this.match.view(this.seat);
    return this.cachedView;
  }

  get seed(): string {
    return `${this.match.setup.seed}:${this.revision}:${this.seat}`;
  }
}

/** Computers first, then people, each in seat order. */
function nextSeat<V, M>(seats: readonly Seat[], agents: readonly Agent<V, M>[] | Agent<V, M>): Seat {
  if (seats.length === 1) return seats[0] as Seat;
  const computer = seats.find((seat) => agentOf(agents, seat).kind === 'computer');
  return computer ?? (seats[0] as Seat);
}

/** One agent plays every seat (simulations), or each seat has its own. */
function agentOf<V, M>(agents: readonly Agent<V, M>[] | Agent<V, M>, seat: Seat): Agent<V, M> {
  const agent = Array.isArray(agents) ? (agents as readonly Agent<V, M>[])[seat] : (agents as Agent<V, M>);
  if (!agent) throw new RangeError(`no agent for seat ${seat}`);
  return agent;
}

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

const isPromise = <T>(value: MaybePromise<T>): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

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
  const maxRevision = hooks.maxRevision ?? Number.POSITIVE_INFINITY;
  const loop = (): MaybePromise<DriveEnd> => {
    for (;;) {
      if (hooks.stopped?.()) return 'stopped';
      const actors = match.actors();
      if (actors.kind === 'over') return 'over';
      if (match.revision >= maxRevision) return 'limit';
      if (actors.kind === 'chance') {
        const paused = hooks.beforeChance?.(match.state);
        if (isPromise(paused)) return paused.then(() => (hooks.stopped?.() ? 'stopped' : rollThen()));
        rollOrThrow();
        continue;
      }
      const seat = nextSeat(actors.seats, agents);
      const agent = agentOf(agents, seat);
      const paused = agent.kind === 'computer' ? hooks.beforeComputer?.(seat) : undefined;
      if (isPromise(paused)) return paused.then(() => (hooks.stopped?.() ? 'stopped' : askThen(seat, agent)));
      const asked = ask(seat, agent);
      if (isPromise(asked)) return asked.then(loop);
    }
  };
  const rollOrThrow = () => {
    const rolled = match.rollChance();
    if (!rolled.ok) throw new Error(`engine bug: chance outcome refused: ${rolled.error.message}`);
  };
  const rollThen = () => {
    rollOrThrow();
    return loop();
  };
  const askThen = (seat: Seat, agent: Agent<V, M>) => {
    const asked = ask(seat, agent);
    return isPromise(asked) ? asked.then(loop) : loop();
  };
  /** Asks one seat once; resolves when a move of it was applied (or re-asks after a refusal). */
  const ask = (seat: Seat, agent: Agent<V, M>): MaybePromise<void> => {
    const turn = turnOf(match, seat);
    const answer = agent.act(turn);
    return isPromise(answer) ? answer.then((move) => apply(turn, agent, move)) : apply(turn, agent, answer);
  };
  const apply = (turn: Turn<V, M>, agent: Agent<V, M>, move: M): MaybePromise<void> => {
    const played = match.play(turn.seat, move, turn.revision);
    // A stale answer (someone else moved meanwhile) is dropped: the loop asks again on the new state.
    if (played.ok || played.error.code === 'stale-revision') return;
    if (agent.kind === 'computer') {
      throw new Error(`computer seat ${turn.seat} chose an illegal move: ${played.error.message}`);
    }
    agent.refused?.(turn, played.error);
  };
  return loop();
}

/**
 * The turn of a seat now. The view and the seed are computed only if the agent reads them: policies
 * of simulations that pick among the legal moves would otherwise pay for a view at every step.
 */
function turnOf<S extends BaseState, M, C, O, V>(match: Match<S, M, C, O, V>, seat: Seat): Turn<V, M> {
  const revision = match.revision;
  let view: V | undefined;
  return {
    seat,
    legal: match.legalMoves(seat),
    revision,
    get view() {
      view ??= match.view(seat);
      return view;
    },
    get seed() {
      return `${match.setup.seed}:${revision}:${seat}`;
    },
  };
}

/** Computers first, then people, each in seat order. */
function nextSeat<V, M>(seats: readonly Seat[], agents: readonly Agent<V, M>[] | Agent<V, M>): Seat {
  const computer = seats.find((seat) => agentOf(agents, seat).kind === 'computer');
  return computer ?? (seats[0] as Seat);
}

/** One agent plays every seat (simulations), or each seat has its own. */
function agentOf<V, M>(agents: readonly Agent<V, M>[] | Agent<V, M>, seat: Seat): Agent<V, M> {
  const agent = Array.isArray(agents) ? (agents as readonly Agent<V, M>[])[seat] : (agents as Agent<V, M>);
  if (!agent) throw new RangeError(`no agent for seat ${seat}`);
  return agent;
}

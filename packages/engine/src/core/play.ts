import { advanceForChance, drawOutcome } from './chance';
import type { BaseState, GameDefinition, GameError, Seat } from './game';
import type { Result } from './result';
import { ruleError } from './result';

/** One step of a game: a seat's move or a chance outcome, as written in records. */
export type Step<M = unknown, C = unknown> =
  | { readonly seat: Seat; readonly move: M }
  | { readonly chance: C };

/**
 * Applies a chance outcome chosen from outside (a record, a test, a physical die). The generator
 * advances exactly as if the engine had drawn it, so live play and replay give identical states.
 */
export function applyChance<S extends BaseState, C, E extends string>(
  game: GameDefinition<S, unknown, C, unknown, unknown, E>,
  state: S,
  outcome: C,
): Result<S, GameError<E>> {
  if (game.actors(state).kind !== 'chance') return ruleError('not-chance', 'no chance event is pending');
  return game.resolveChance({ ...state, rng: advanceForChance(state.rng) }, outcome);
}

/** Draws the pending chance event from the state's own generator and applies it. */
export function rollChance<S extends BaseState, C>(
  game: GameDefinition<S, unknown, C, unknown, unknown>,
  state: S,
): { outcome: C; state: S } {
  const [outcome, rng] = drawOutcome(game.chanceOutcomes(state), state.rng);
  const next = game.resolveChance({ ...state, rng }, outcome);
  if (!next.ok) throw new Error(`engine bug: drawn outcome rejected: ${next.error.message}`);
  return { outcome, state: next.value };
}

/** Applies one step, checking that the step's actor is the one the state is waiting for. */
export function applyStep<S extends BaseState, M, C, E extends string>(
  game: GameDefinition<S, M, C, unknown, unknown, E>,
  state: S,
  step: Step<M, C>,
): Result<S, GameError<E>> {
  const actors = game.actors(state);
  if ('chance' in step) {
    if (actors.kind !== 'chance')
      return ruleError('not-chance', 'a chance outcome was given but a seat must act');
    return applyChance(game, state, step.chance);
  }
  if (actors.kind === 'over') return ruleError('game-over', 'the game is over');
  if (actors.kind === 'chance') return ruleError('chance-pending', 'a chance event must be resolved first');
  if (!actors.seats.includes(step.seat)) {
    return ruleError(
      'not-your-turn',
      `seat ${step.seat} cannot act now (waiting for ${actors.seats.join(', ')})`,
    );
  }
  return game.apply(state, step.seat, step.move);
}

/** Chooses a move for a seat; drivers pass a bot or a random policy. */
export type Policy<S, M> = (state: S, seat: Seat, moves: readonly M[]) => M;

export interface PlayoutResult<S, M, C> {
  readonly state: S;
  readonly steps: Step<M, C>[];
  /** True when the game ended before `maxSteps`. */
  readonly finished: boolean;
}

/**
 * Plays a game forward: chance from the state's generator, seats from their policies. Used by
 * simulations, property tests and benchmarks; always through the public definition.
 */
export function playout<S extends BaseState, M, C>(
  game: GameDefinition<S, M, C, unknown, unknown>,
  start: S,
  policy: Policy<S, M>,
  maxSteps = 100_000,
  record = true,
): PlayoutResult<S, M, C> {
  let state = start;
  const steps: Step<M, C>[] = [];
  for (let i = 0; i < maxSteps; i++) {
    const actors = game.actors(state);
    if (actors.kind === 'over') return { state, steps, finished: true };
    if (actors.kind === 'chance') {
      const rolled = rollChance(game, state);
      state = rolled.state;
      if (record) steps.push({ chance: rolled.outcome });
      continue;
    }
    for (const seat of actors.seats) {
      const move = policy(state, seat, game.legalMoves(state, seat));
      const next = game.apply(state, seat, move);
      if (!next.ok) throw new Error(`policy chose an illegal move: ${next.error.message}`);
      state = next.value;
      if (record) steps.push({ seat, move });
    }
  }
  return { state, steps, finished: game.actors(state).kind === 'over' };
}

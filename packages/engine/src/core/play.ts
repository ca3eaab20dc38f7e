import { advanceForChance, drawOutcome } from './chance';
import type { Actors, BaseState, CoreErrorCode, GameDefinition, GameError, Seat } from './game';
import type { Result, RuleError } from './result';
import { err, ruleError } from './result';

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
  return game.resolveChance(state, outcome, advanceForChance(state.rng));
}

/** Draws the pending chance event from the state's own generator and applies it. */
export function rollChance<S extends BaseState, C>(
  game: GameDefinition<S, unknown, C, unknown, unknown>,
  state: S,
): { outcome: C; state: S } {
  const [outcome, rng] = drawOutcome(game.chanceOutcomes(state), state.rng);
  const next = game.resolveChance(state, outcome, rng);
  if (!next.ok) throw new Error(`engine bug: drawn outcome rejected: ${next.error.message}`);
  return { outcome, state: next.value };
}

/**
 * Why a step cannot be taken now, judged only by who acts (the rules judge the move itself), or null
 * when its actor is the one the state waits for.
 */
export function misplaced(actors: Actors, step: Step<unknown, unknown>): RuleError<CoreErrorCode> | null {
  if ('chance' in step) {
    return actors.kind === 'chance'
      ? null
      : { code: 'not-chance', message: 'a chance outcome was given but a seat must act' };
  }
  return misplacedSeat(actors, step.seat);
}

/** Why `seat` cannot move now, or null when it is one of the seats the state waits for. */
export function misplacedSeat(actors: Actors, seat: Seat): RuleError<CoreErrorCode> | null {
  if (actors.kind === 'over') return { code: 'game-over', message: 'the game is over' };
  if (actors.kind === 'chance')
    return { code: 'chance-pending', message: 'a chance event must be resolved first' };
  // The first seat is by far the commonest answer (one seat acts in most games): spare `includes`.
  if (actors.seats[0] === seat || actors.seats.includes(seat)) return null;
  return {
    code: 'not-your-turn',
    message: `seat ${seat} cannot act now (waiting for ${actors.seats.join(', ')})`,
  };
}

/** Applies one step, checking that the step's actor is the one the state is waiting for. */
export function applyStep<S extends BaseState, M, C, E extends string>(
  game: GameDefinition<S, M, C, unknown, unknown, E>,
  state: S,
  step: Step<M, C>,
): Result<S, GameError<E>> {
  const refused = misplaced(game.actors(state), step);
  if (refused) return err(refused);
  if ('chance' in step) return game.resolveChance(state, step.chance, advanceForChance(state.rng));
  return game.apply(state, step.seat, step.move);
}

/** Chooses a move for a seat from the full state: simulations and tests only (bots see views). */
export type Policy<S, M> = (state: S, seat: Seat, moves: readonly M[]) => M;

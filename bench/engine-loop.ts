/**
 * The reference loop for the match loop's overhead: what a driver would be with no match at all
 * (actors, legal moves, apply; chance from the state's generator), no records, no events, no turn
 * objects. Benchmarks measure the real drivers against it in the same process.
 */
import type { BaseState, GameDefinition, Policy } from '@ludimaths/engine';
import { rollChance } from '@ludimaths/engine';

export function bareEngineLoop<S extends BaseState, M, C>(
  game: GameDefinition<S, M, C, unknown, unknown>,
  start: S,
  policy: Policy<S, M>,
  maxSteps = 1_000_000,
): S {
  let state = start;
  for (let i = 0; i < maxSteps; i++) {
    const actors = game.actors(state);
    if (actors.kind === 'over') return state;
    if (actors.kind === 'chance') {
      state = rollChance(game, state).state;
      continue;
    }
    for (const seat of actors.seats) {
      const next = game.apply(state, seat, policy(state, seat, game.legalMoves(state, seat)));
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
  }
  return state;
}

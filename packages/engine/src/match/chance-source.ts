import type { ChanceOutcome } from '../core/chance';
import { drawOutcome } from '../core/chance';
import type { BaseState } from '../core/game';

/**
 * Decides the outcome of a pending chance event. Local play, tests and replays use the state's own
 * seeded generator (`seededChance`); the server injects a cryptographic source drawing at the same
 * exact weights. Whatever the source, the state's generator then advances by one fixed draw, so a
 * record replays identically.
 */
export type ChanceSource = <C>(outcomes: readonly ChanceOutcome<C>[], state: BaseState) => C;

/** The state's own generator: the outcome `rollChance` would draw. */
export const seededChance: ChanceSource = (outcomes, state) => drawOutcome(outcomes, state.rng)[0];

/**
 * A source over uniform integers from outside the engine (`randomInt(max)` returns 0..max-1, e.g.
 * node:crypto's `randomInt` or `crypto.getRandomValues`), drawing each outcome with its exact weight.
 */
export function uniformChance(randomInt: (max: number) => number): ChanceSource {
  return (outcomes) => {
    let total = 0;
    for (const o of outcomes) total += o.weight;
    let target = randomInt(total);
    for (const o of outcomes) {
      target -= o.weight;
      if (target < 0) return o.outcome;
    }
    throw new RangeError('no chance outcome to draw from');
  };
}

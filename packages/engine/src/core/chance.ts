import type { RngState } from './rng';
import { nextFloat } from './rng';

/**
 * One possible result of a chance event. Probabilities are exact: an outcome's probability is its
 * integer `weight` divided by the sum of the weights of all outcomes listed for that event.
 */
export interface ChanceOutcome<C> {
  readonly outcome: C;
  readonly weight: number;
}

/** Totals of constant outcome lists (dice), so a roll does not re-add 36 weights every time. */
const totals = new WeakMap<readonly ChanceOutcome<unknown>[], number>();

export function totalWeight(outcomes: readonly ChanceOutcome<unknown>[]): number {
  const cached = totals.get(outcomes);
  if (cached !== undefined) return cached;
  let total = 0;
  for (const o of outcomes) total += o.weight;
  if (Object.isFrozen(outcomes)) totals.set(outcomes, total);
  return total;
}

/**
 * Draws one outcome. Exactly one 53-bit draw is consumed whatever the outcome, so replaying a record
 * (whose chance outcomes are written out) advances the generator exactly as the live game did.
 */
export function drawOutcome<C>(outcomes: readonly ChanceOutcome<C>[], rng: RngState): [C, RngState] {
  const [u, next] = nextFloat(rng);
  const total = totalWeight(outcomes);
  // Weights are positive integers, so a total equal to the count means equally likely outcomes.
  if (total === outcomes.length) return [(outcomes[Math.floor(u * total)] as ChanceOutcome<C>).outcome, next];
  let target = u * total;
  for (const o of outcomes) {
    target -= o.weight;
    if (target < 0) return [o.outcome, next];
  }
  const last = outcomes[outcomes.length - 1];
  if (!last) throw new RangeError('no chance outcome to draw from');
  return [last.outcome, next];
}

/** The generator state after a chance event, whatever its outcome (see `drawOutcome`). */
export function advanceForChance(rng: RngState): RngState {
  return nextFloat(rng)[1];
}

/** Uniform outcomes of one die with the given number of faces, as a constant list. */
export function dieOutcomes(faces: number): readonly ChanceOutcome<number>[] {
  return Object.freeze(Array.from({ length: faces }, (_, i) => ({ outcome: i + 1, weight: 1 })));
}

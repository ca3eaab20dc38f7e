import type { ChanceOutcome } from '../../core/chance';
import { dieOutcomes } from '../../core/chance';
import type { ZigzagChance, ZigzagState } from './types';

const D6 = dieOutcomes(6);

/**
 * The second player's start-cell die, re-rolled until it differs from the first player's label, is
 * one chance event over the five other labels, each 1/5: the same distribution as rolling again,
 * and a record holds one outcome instead of a run of discarded rolls.
 */
const D6_EXCEPT: readonly (readonly ChanceOutcome<number>[])[] = Object.freeze(
  [0, 1, 2, 3, 4, 5, 6].map((taken) => Object.freeze(D6.filter((o) => o.outcome !== taken))),
);

/** Two d6 read as [tens, units]: 11..66, each pair 1/36. */
const TWO_DICE: readonly ChanceOutcome<ZigzagChance>[] = Object.freeze(
  Array.from({ length: 36 }, (_, i) =>
    Object.freeze({ outcome: Object.freeze([Math.floor(i / 6) + 1, (i % 6) + 1] as const), weight: 1 }),
  ),
);

const NONE: readonly ChanceOutcome<ZigzagChance>[] = Object.freeze([]);

export function chanceOutcomes(state: ZigzagState): readonly ChanceOutcome<ZigzagChance>[] {
  switch (state.phase) {
    case 'start-roll':
      return D6;
    case 'start-cell':
      return D6_EXCEPT[state.players[(1 - state.turn) as 0 | 1].label] ?? D6;
    case 'start-number':
      return TWO_DICE;
    default:
      return NONE;
  }
}

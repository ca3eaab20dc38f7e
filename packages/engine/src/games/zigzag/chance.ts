import type { ChanceOutcome } from '../../core/chance';
import { START_ROLL_OUTCOMES } from '../../core/start-roll';
import type { ZigzagChance, ZigzagState } from './types';

const LABELS = [1, 2, 3, 4, 5, 6];

const startCell = (label: number): ChanceOutcome<ZigzagChance> =>
  Object.freeze({ outcome: Object.freeze({ kind: 'start-cell', label }), weight: 1 });

/**
 * The second player's start-cell die, re-rolled until it differs from the first player's label, is
 * one chance event over the five other labels, each 1/5: the same distribution as rolling again,
 * and a record holds one outcome instead of a run of discarded rolls. Index 0: no label taken yet.
 */
const START_CELLS: readonly (readonly ChanceOutcome<ZigzagChance>[])[] = Object.freeze(
  [0, ...LABELS].map((taken) => Object.freeze(LABELS.filter((label) => label !== taken).map(startCell))),
);

/** Two d6 read as tens and units: 11..66, each pair 1/36. */
const START_NUMBERS: readonly ChanceOutcome<ZigzagChance>[] = Object.freeze(
  Array.from({ length: 36 }, (_, i) =>
    Object.freeze({
      outcome: Object.freeze({ kind: 'start-number', tens: Math.floor(i / 6) + 1, units: (i % 6) + 1 }),
      weight: 1,
    }),
  ),
);

const NONE: readonly ChanceOutcome<ZigzagChance>[] = Object.freeze([]);

export function chanceOutcomes(state: ZigzagState): readonly ChanceOutcome<ZigzagChance>[] {
  switch (state.phase) {
    case 'start-roll':
      return START_ROLL_OUTCOMES;
    case 'start-cell':
      return START_CELLS[state.players[(1 - state.turn) as 0 | 1].label] ?? NONE;
    case 'start-number':
      return START_NUMBERS;
    default:
      return NONE;
  }
}

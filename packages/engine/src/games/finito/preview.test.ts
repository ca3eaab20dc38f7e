import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../core/record';
import { playSeededGame } from '../../core/testing';
import { finito } from './index';
import { targetCells } from './preview';
import type { FinitoMove } from './types';

const cellsOf = (moves: readonly FinitoMove[]) =>
  [...new Set(moves.flatMap((m) => (m.kind === 'pass' ? [] : [m.cell])))].sort((a, b) => a - b);

describe('target cells from a view', () => {
  it('are the cells of the seat’s legal moves, in every position of random games', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        (seed, players, movementPassing) => {
          const options = { ...finito.defaultOptions, movementPassing, turnCap: 40 };
          const { record } = playSeededGame(finito, options, players, seed);
          const replayed = replay(finito, record, true);
          if (!replayed.ok) throw new Error(replayed.error.message);
          for (const state of replayed.value.history ?? []) {
            for (let seat = 0; seat < players; seat++) {
              const view = JSON.parse(JSON.stringify(finito.view(state, seat)));
              expect([...targetCells(view, seat)]).toEqual(cellsOf(finito.legalMoves(state, seat)));
            }
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe('the last turn in the view', () => {
  it('reveals every seat’s choice once the turn resolves, also when a new round empties the boards', () => {
    const options = { ...finito.defaultOptions, targetScore: 30 };
    const { record } = playSeededGame(finito, options, 2, 'reveal');
    const replayed = replay(finito, record, true);
    if (!replayed.ok) throw new Error(replayed.error.message);
    const history = replayed.value.history ?? [];
    let reveals = 0;
    let newRounds = 0;
    replayed.value.steps.forEach((step, i) => {
      const before = history[i];
      const after = history[i + 1];
      if (!before || !after || 'chance' in step) return;
      const view = finito.view(after, 'spectator');
      if (after.totalTurns === before.totalTurns) {
        // A choice still hidden: the view shows the previous turn, as before the step.
        expect(view.lastTurn).toEqual(finito.view(before, 'spectator').lastTurn);
        return;
      }
      reveals++;
      if (after.rounds.length > before.rounds.length) newRounds++;
      const choices = before.pending.map((pending, seat) => (seat === step.seat ? step.move : pending));
      expect(view.lastTurn).toEqual({ roll: before.roll, choices });
    });
    expect(reveals).toBeGreaterThan(10);
    expect(newRounds).toBeGreaterThan(0);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../core/record';
import { expectOk } from '../../core/result';
import { playSeededGame } from '../../core/testing';
import { ALL_TOKEN_IDS } from '../casse-tete/tokens';
import { checkSolitaire, SOLITAIRE_SHAPES, trayTokens } from './grid';
import { casseTeteSolitaire as game } from './index';
import { UNDO_DEPTH } from './rules';
import type { SolitaireOptions, SolitaireState } from './types';

/** Each token is once in the tray's order and at most once on the grid; undo stays bounded. */
function checkInvariants(state: SolitaireState): void {
  expect(new Set(state.order).size).toBe(state.order.length);
  const placed = state.grid.cells.flat().filter((c) => c !== null);
  expect(placed.length + trayTokens(state.grid).length).toBe(30);
  if (state.order.length < 30) expect(placed).toEqual([]);
  else expect([...state.order].sort((a, b) => a - b)).toEqual(ALL_TOKEN_IDS);
  expect(state.undo.length).toBeLessThanOrEqual(Math.min(UNDO_DEPTH, state.moves));
  expect(state.moves).toBeLessThanOrEqual(state.options.moveLimit);
  expect(state.end === 'solved').toBe(checkSolitaire(state.grid).solved);
}

const optionsArb: fc.Arbitrary<SolitaireOptions> = fc
  .record({
    shape: fc.constantFrom(...SOLITAIRE_SHAPES),
    rotation: fc.boolean(),
    moveLimit: fc.integer({ min: 30, max: 120 }),
  })
  .map(({ shape: [rows, cols], rotation, moveLimit }) => ({ rows, cols, rotation, moveLimit }));

describe('random games (property tests)', () => {
  it('end, keep every token exactly once, and replay identically from their record', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), optionsArb, (seed, options) => {
        const played = playSeededGame(game, options, 1, seed);
        expect(played.finished).toBe(true);
        const replayed = expectOk(replay(game, played.record, true));
        expect(replayed.state).toEqual(played.state);
        for (const state of replayed.history ?? []) checkInvariants(state);
      }),
      { numRuns: 40 },
    );
  });

  it('replay without the seed: the shuffled tray is written in the record', () => {
    const played = playSeededGame(game, game.defaultOptions, 1, 'no-seed');
    const { seed: _seed, ...unseeded } = played.record;
    const { rng: _a, ...withSeed } = played.state;
    const { rng: _b, ...withoutSeed } = expectOk(replay(game, unseeded)).state;
    expect(withoutSeed).toEqual(withSeed);
  });

  it('undo after any grid move gives back the grid before it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (seed) => {
        const played = playSeededGame(game, { ...game.defaultOptions, moveLimit: 80 }, 1, seed);
        const history = expectOk(replay(game, played.record, true)).history ?? [];
        played.record.steps.forEach((step, i) => {
          const before = history[i] as SolitaireState;
          const after = history[i + 1] as SolitaireState;
          if (!('move' in step) || step.move.kind === 'undo' || step.move.kind === 'check' || after.end)
            return;
          expect(expectOk(game.apply(after, 0, { kind: 'undo' })).grid).toEqual(before.grid);
        });
      }),
      { numRuns: 15 },
    );
  });
});

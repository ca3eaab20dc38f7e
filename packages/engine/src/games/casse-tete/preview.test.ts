import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../core/record';
import { playSeededGame } from '../../core/testing';
import { casseTete, movePoints } from './index';
import { previewPlacement } from './preview';
import { craft } from './test-support';
import { tokenId } from './tokens';

describe('placement preview from a view', () => {
  it('names each touching pair and the points, as laid out on the table', () => {
    // Token 12 at the origin; laying token 1 on its right touches one side, below both touches two.
    const state = craft({ board: [[12, 0, 0]], hands: [[1], [2]] });
    const view = casseTete.view(state, 'spectator');
    const right = previewPlacement(view, { kind: 'place', token: tokenId(1), cell: [1, 0], turns: 0 });
    expect(right.points).toBe(5);
    expect(right.touching).toHaveLength(1);
    expect(right.touching[0]).toMatchObject({ side: 3, neighbour: 12 });
    const away = previewPlacement(view, { kind: 'place', token: tokenId(1), cell: [5, 5], turns: 0 });
    expect(away).toEqual({ touching: [], points: 0, matches: true });
  });

  it('agrees with the rules on every legal placement of random games: equal sides, same points', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, rotation) => {
        const { record } = playSeededGame(casseTete, { rotation }, 2, seed);
        const replayed = replay(casseTete, record, true);
        if (!replayed.ok) throw new Error(replayed.error.message);
        for (const state of replayed.value.history ?? []) {
          if (state.phase !== 'turn') continue;
          // As a server would send it: plain JSON, and a spectator's (no hand in it).
          const view = JSON.parse(JSON.stringify(casseTete.view(state, 'spectator')));
          for (const move of casseTete.legalMoves(state, state.current)) {
            if (move.kind !== 'place') continue;
            const preview = previewPlacement(view, move);
            expect(preview.matches).toBe(true);
            expect(preview.touching.length).toBeGreaterThan(0);
            expect(preview.points).toBe(movePoints(state, move));
          }
        }
      }),
      { numRuns: 8 },
    );
  });
});

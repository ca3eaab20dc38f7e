import { describe, expect, it } from 'vitest';
import { applyChance } from '../../core/play';
import { expectOk } from '../../core/result';
import { finito } from './index';
import { boardOf, player, stateOf } from './test-kit';

describe('views', () => {
  const state = expectOk(
    applyChance(
      finito,
      stateOf([player(boardOf({ 3: 2 }), [5, 9, 1]), player(boardOf({ 30: 12 }), [4, 6, 7])]),
      {
        kind: 'roll',
        value: 4,
      },
    ),
  );

  it('show every board and every face-up hand to everyone, and only how many tokens are face down', () => {
    for (const viewer of [0, 1, 'spectator'] as const) {
      const view = finito.view(state, viewer);
      expect(view.players.map((p) => p.hand)).toEqual([
        [5, 9, 1],
        [4, 6, 7],
      ]);
      expect(view.players[0]?.board[3]).toBe(2);
      expect(view.players[1]?.board[30]).toBe(12);
      expect(view.players.map((p) => p.faceDownCount)).toEqual([8, 8]);
      expect(Object.keys(view.players[0] ?? {}).sort()).toEqual([
        'acted',
        'board',
        'faceDownCount',
        'hand',
        'score',
      ]);
      expect(view.roll).toBe(4);
      expect(view.phase).toBe('placement');
    }
  });

  it('hold no face-down order: the state itself keeps only the set, as a chance event decides each turn-up', () => {
    expect(state.players[0]?.faceDown).toBe(0b1110_1110_1100);
    const outcomes = finito.chanceOutcomes(
      expectOk(
        finito.apply(expectOk(finito.apply(state, 0, { kind: 'place', token: 5, cell: 4 })), 1, {
          kind: 'place',
          token: 4,
          cell: 4,
        }),
      ),
    );
    expect(outcomes.map((o) => o.weight)).toEqual(new Array(8).fill(1));
  });

  it("show the viewer's own pending choice, and nobody else's", () => {
    const chosen = expectOk(finito.apply(state, 0, { kind: 'place', token: 9, cell: 5 }));
    expect(finito.view(chosen, 0).ownPending).toEqual({ kind: 'place', token: 9, cell: 5 });
    expect(finito.view(chosen, 1).ownPending).toBeNull();
    expect(finito.view(chosen, 'spectator').ownPending).toBeNull();
    expect(JSON.stringify(finito.view(chosen, 1))).not.toContain('"cell":5');
    expect(finito.view(chosen, 1).players[0]?.board).toEqual(finito.view(state, 1).players[0]?.board);
  });
});

import type { CasseTeteSolitaire as CS } from '@ludimaths/engine';
import { applyChance, CasseTete, casseTeteSolitaire as game } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import { conflictCells, hintMarks, offers, placedCount, tapCell, turnPicked } from './solitaire-controller';

/** A game whose tray was shuffled into 1..30, with the given moves played. */
function played(...moves: CS.SolitaireMove[]): CS.SolitaireState {
  const setup = game.setup(game.defaultOptions, 1, 'controller');
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  for (let token = 1; token <= 30; token++) {
    const next = applyChance(game, state, { kind: 'draw', token });
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  for (const move of moves) {
    const next = game.apply(state, 0, move);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return state;
}

const id = CasseTete.tokenId;
const view = (state: CS.SolitaireState) => game.view(state, 0);
const place = (token: number, row: number, col: number): CS.SolitaireMove => ({
  kind: 'place',
  token: id(token),
  row,
  col,
  turns: 0,
});

describe('solitaire screen logic', () => {
  it('a tap lays the tray token picked, as turned, on an empty cell', () => {
    const v = view(played());
    expect(tapCell(v, { kind: 'tray', token: id(7), turns: 3 }, 2, 1)).toEqual({
      move: { kind: 'place', token: id(7), row: 2, col: 1, turns: 3 },
    });
    expect(tapCell(v, null, 2, 1)).toEqual({ picked: null });
  });

  it('a tap on a token picks it (again: lets it go); then an empty cell receives it', () => {
    const v = view(played(place(4, 0, 0)));
    const picked = tapCell(v, null, 0, 0);
    expect(picked).toEqual({ picked: { kind: 'cell', row: 0, col: 0 } });
    expect(tapCell(v, { kind: 'cell', row: 0, col: 0 }, 0, 0)).toEqual({ picked: null });
    expect(tapCell(v, { kind: 'cell', row: 0, col: 0 }, 3, 2)).toEqual({
      move: { kind: 'move', row: 0, col: 0, toRow: 3, toCol: 2 },
    });
  });

  it('↻ turns a tray token in the hand, and a token on the grid by a move', () => {
    expect(turnPicked({ kind: 'tray', token: id(7), turns: 3 }, 1)).toEqual({
      picked: { kind: 'tray', token: id(7), turns: 0 },
    });
    expect(turnPicked({ kind: 'tray', token: id(7), turns: 0 }, -1)).toEqual({
      picked: { kind: 'tray', token: id(7), turns: 3 },
    });
    expect(turnPicked({ kind: 'cell', row: 1, col: 2 }, -1)).toEqual({
      move: { kind: 'rotate', row: 1, col: 2, by: -1 },
    });
  });

  it('enables a control only for a move the engine offers', () => {
    const state = played(place(1, 0, 0));
    const legal = game.legalMoves(state, 0);
    expect(offers(legal, { kind: 'undo' })).toBe(true);
    expect(offers(legal, { kind: 'check' })).toBe(true);
    expect(offers(legal, { kind: 'remove', row: 0, col: 0 })).toBe(true);
    expect(offers(legal, { kind: 'remove', row: 0, col: 1 })).toBe(false);
    const checked = played(place(1, 0, 0), { kind: 'check' });
    expect(offers(game.legalMoves(checked, 0), { kind: 'check' })).toBe(false);
    expect(offers(game.legalMoves(played(), 0), { kind: 'undo' })).toBe(false);
  });

  it('a hint marks its cell and picks its token, turned as advised', () => {
    expect(hintMarks({ kind: 'place', token: id(9), row: 1, col: 2, turns: 1 })).toEqual({
      cell: '1,2',
      picked: { kind: 'tray', token: id(9), turns: 1 },
    });
    expect(hintMarks({ kind: 'move', row: 0, col: 0, toRow: 5, toCol: 4 })).toEqual({
      cell: '5,4',
      picked: { kind: 'cell', row: 0, col: 0 },
    });
    expect(hintMarks({ kind: 'rotate', row: 0, col: 1, by: 1 }).cell).toBe('0,1');
    expect(hintMarks(undefined)).toEqual({ cell: null, picked: null });
  });

  it('marks both cells of every conflict a check finds, and counts the tokens placed', () => {
    // Token 1 shows 1/2 on its right, token 3 shows 10/15 on its left.
    const v = view(played(place(1, 0, 0), place(3, 0, 1), { kind: 'check' }));
    expect(conflictCells(v.check?.conflicts ?? [])).toEqual(new Set(['0,0', '0,1']));
    expect(placedCount(v)).toBe(2);
  });
});

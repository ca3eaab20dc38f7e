import { describe, expect, it } from 'vitest';
import { applyChance } from '../../core/play';
import { expectOk } from '../../core/result';
import { ALL_TOKEN_IDS, tokenById, tokenId } from '../casse-tete/tokens';
import { casseTeteSolitaire as game } from './index';
import { DEFAULT_OPTIONS } from './notation';
import { UNDO_DEPTH } from './rules';
import { errorCode, place, play, seedLayoutMoves, started } from './test-support';
import type { SolitaireState } from './types';
import type { TrayPosition } from './view';
import { tokenLabel } from './view';

const cell = (state: SolitaireState, row: number, col: number) => state.grid.cells[row]?.[col] ?? null;
const legalKinds = (state: SolitaireState) => new Set(game.legalMoves(state, 0).map((m) => m.kind));

describe('setup and the shuffled tray', () => {
  it('is for one player, and draws nothing: the tray is shuffled by chance, one token per step', () => {
    expect(errorCode(game.setup(DEFAULT_OPTIONS, 2, 's'))).toBe('bad-player-count');
    const fresh = expectOk(game.setup(DEFAULT_OPTIONS, 1, 's'));
    expect(fresh.order).toEqual([]);
    expect(game.actors(fresh)).toEqual({ kind: 'chance' });
    expect(game.legalMoves(fresh, 0)).toEqual([]);
    expect(errorCode(game.apply(fresh, 0, place(1, 0, 0)))).toBe('chance-pending');
  });

  it('draws each next token among those not drawn yet, equally likely, until all 30 are in order', () => {
    let state = expectOk(game.setup(DEFAULT_OPTIONS, 1, 's'));
    const first = game.chanceOutcomes(state);
    expect(first.map((o) => o.outcome.token)).toEqual(ALL_TOKEN_IDS);
    expect(new Set(first.map((o) => o.weight))).toEqual(new Set([1]));
    state = expectOk(applyChance(game, state, { kind: 'draw', token: 17 }));
    expect(game.chanceOutcomes(state).map((o) => o.outcome.token)).not.toContain(17);
    expect(errorCode(applyChance(game, state, { kind: 'draw', token: 17 }))).toBe('already-drawn');
    expect(errorCode(applyChance(game, state, { kind: 'draw', token: 31 }))).toBe('bad-chance');
    const order = [tokenId(17), ...ALL_TOKEN_IDS.filter((t) => t !== 17)];
    const ready = started({}, order);
    expect(ready.order).toEqual(order);
    expect(game.actors(ready)).toEqual({ kind: 'seats', seats: [0] });
    expect(errorCode(applyChance(game, ready, { kind: 'draw', token: 1 }))).toBe('not-chance');
  });

  it('shows each token by its place in the tray order, and lists the tray in that order', () => {
    const order = [...ALL_TOKEN_IDS].reverse();
    const state = play(started({}, order), place(30, 0, 0));
    const view = game.view(state, 0);
    expect(tokenLabel(view, tokenId(30))).toBe(1);
    expect(tokenLabel(view, tokenId(1))).toBe(30);
    // @ts-expect-error the number shown for a token (its place in the tray) is not its id
    expect(tokenById(tokenLabel(view, tokenId(30))).id).not.toBe(30);
    // @ts-expect-error and a token id is not a place in the tray
    const shown: TrayPosition = tokenId(30);
    expect(shown).toBe(30);
    expect(view.tray).toEqual(order.slice(1));
  });

  it('takes rows × cols of 30 cells only, with defaults 6 × 5, rotation on and 1000 moves', () => {
    expect(expectOk(game.parseOptions({}))).toEqual({ rows: 6, cols: 5, rotation: true, moveLimit: 1000 });
    expect(expectOk(game.parseOptions({ rows: 3, cols: 10, rotation: false }))).toMatchObject({ rows: 3 });
    const bad = game.parseOptions({ rows: 4, cols: 7 });
    expect(bad.ok ? '' : bad.error.message).toMatch(/30 tokens .*6 × 5.* not 4 × 7/);
    expect(errorCode(game.parseOptions({ moveLimit: 5 }))).toBe('bad-options');
    const fresh = expectOk(game.setup({ ...DEFAULT_OPTIONS, rows: 2, cols: 15 }, 1, 's'));
    expect([fresh.grid.rows, fresh.grid.cols]).toEqual([2, 15]);
  });
});

describe('moves of the tokens', () => {
  it('places a tray token on an empty cell, turned; not on a taken or outside cell, not twice', () => {
    const state = play(started(), place(12, 2, 1, 3));
    expect(cell(state, 2, 1)).toEqual({ token: 12, turns: 3 });
    expect(game.view(state, 0).tray).not.toContain(12);
    expect(errorCode(game.apply(state, 0, place(13, 2, 1)))).toBe('occupied');
    expect(errorCode(game.apply(state, 0, place(13, 6, 0)))).toBe('off-board');
    expect(errorCode(game.apply(state, 0, place(12, 0, 0)))).toBe('already-placed');
  });

  it('Decision: a placement that does not match its neighbour is allowed (a check shows it)', () => {
    // Token 1 shows 1/2 on its right; token 3 shows 10/15 on its left.
    const clash = play(play(started(), place(1, 0, 0)), place(3, 0, 1));
    expect(cell(clash, 0, 1)).toEqual({ token: 3, turns: 0 });
    expect(game.view(clash, 0).check).toBeNull();
    const checked = play(clash, { kind: 'check' });
    expect(game.view(checked, 0).check?.conflicts.map((c) => [c.first.text, c.second.text])).toEqual([
      ['1/2', '10/15'],
    ]);
  });

  it('slides a placed token to an empty cell as it is turned; not onto a taken cell', () => {
    const two = play(play(started(), place(5, 0, 0, 2)), place(6, 0, 1));
    const moved = play(two, { kind: 'move', row: 0, col: 0, toRow: 4, toCol: 3 });
    expect(cell(moved, 0, 0)).toBeNull();
    expect(cell(moved, 4, 3)).toEqual({ token: 5, turns: 2 });
    expect(errorCode(game.apply(two, 0, { kind: 'move', row: 0, col: 0, toRow: 0, toCol: 1 }))).toBe(
      'occupied',
    );
    expect(errorCode(game.apply(two, 0, { kind: 'move', row: 0, col: 0, toRow: 0, toCol: 0 }))).toBe(
      'occupied',
    );
    expect(errorCode(game.apply(two, 0, { kind: 'move', row: 3, col: 3, toRow: 0, toCol: 2 }))).toBe(
      'empty-cell',
    );
  });

  it('takes a placed token back to the tray, at its place in the tray order', () => {
    const state = play(play(started(), place(9, 1, 1)), { kind: 'remove', row: 1, col: 1 });
    expect(cell(state, 1, 1)).toBeNull();
    expect(game.view(state, 0).tray).toEqual(ALL_TOKEN_IDS);
    expect(errorCode(game.apply(state, 0, { kind: 'remove', row: 1, col: 1 }))).toBe('empty-cell');
  });

  it('turns a placed token a quarter turn either way; never without rotation', () => {
    const state = play(started(), place(2, 0, 0, 3));
    expect(cell(play(state, { kind: 'rotate', row: 0, col: 0, by: 1 }), 0, 0)).toEqual({
      token: 2,
      turns: 0,
    });
    expect(cell(play(state, { kind: 'rotate', row: 0, col: 0, by: -1 }), 0, 0)).toEqual({
      token: 2,
      turns: 2,
    });
    expect(errorCode(game.apply(state, 0, { kind: 'rotate', row: 0, col: 0, by: 2 as 1 }))).toBe('bad-turns');
    const fixed = play(started({ rotation: false }), place(2, 0, 0));
    expect(errorCode(game.apply(fixed, 0, place(3, 0, 1, 1)))).toBe('rotation-off');
    expect(errorCode(game.apply(fixed, 0, { kind: 'rotate', row: 0, col: 0, by: 1 }))).toBe('rotation-off');
    expect(legalKinds(fixed).has('rotate')).toBe(false);
    expect(game.legalMoves(fixed, 0).every((m) => m.kind !== 'place' || m.turns === 0)).toBe(true);
  });
});

describe('undo and check', () => {
  it('undo takes back each kind of grid move, most recent first, and counts as a move', () => {
    const start = started();
    const steps = [
      place(4, 0, 0, 1),
      { kind: 'rotate', row: 0, col: 0, by: 1 } as const,
      { kind: 'move', row: 0, col: 0, toRow: 3, toCol: 3 } as const,
      { kind: 'remove', row: 3, col: 3 } as const,
    ];
    const states = [start];
    for (const step of steps) states.push(play(states[states.length - 1] as SolitaireState, step));
    let state = states[states.length - 1] as SolitaireState;
    for (let back = steps.length - 1; back >= 0; back--) {
      state = play(state, { kind: 'undo' });
      expect(state.grid).toEqual(states[back]?.grid);
    }
    expect(state.moves).toBe(2 * steps.length);
    expect(errorCode(game.apply(state, 0, { kind: 'undo' }))).toBe('nothing-to-undo');
    expect(legalKinds(state).has('undo')).toBe(false);
  });

  it('redo plays undone moves again, newest undone first, until another grid move forgets them', () => {
    const steps = [
      place(4, 0, 0, 1),
      { kind: 'rotate', row: 0, col: 0, by: -1 } as const,
      { kind: 'move', row: 0, col: 0, toRow: 2, toCol: 1 } as const,
      place(9, 2, 2, 3),
      { kind: 'remove', row: 2, col: 1 } as const,
    ];
    const states = [started()];
    for (const step of steps) states.push(play(states[states.length - 1] as SolitaireState, step));
    let state = states[steps.length] as SolitaireState;
    expect(legalKinds(state).has('redo')).toBe(false);
    expect(errorCode(game.apply(state, 0, { kind: 'redo' }))).toBe('nothing-to-redo');
    for (let i = 0; i < steps.length; i++) state = play(state, { kind: 'undo' });
    expect(state.grid).toEqual(states[0]?.grid);
    for (let forward = 1; forward <= steps.length; forward++) {
      expect(legalKinds(state).has('redo')).toBe(true);
      state = play(state, { kind: 'redo' });
      expect(state.grid).toEqual(states[forward]?.grid);
    }
    expect(state.moves).toBe(3 * steps.length);
    // Undo twice, then a new move: what was undone can no longer be redone, and undo still works.
    state = play(play(play(state, { kind: 'undo' }), { kind: 'undo' }), place(12, 5, 4));
    expect(legalKinds(state).has('redo')).toBe(false);
    expect(play(state, { kind: 'undo' }).grid).toEqual(states[steps.length - 2]?.grid);
  });

  it('undo goes back to the empty grid from any game within the default move limit', () => {
    let state = play(started(), place(1, 0, 0));
    while (state.moves < DEFAULT_OPTIONS.moveLimit - 1)
      state = play(state, { kind: 'rotate', row: 0, col: 0, by: 1 });
    expect(state.undo).toHaveLength(state.moves);
  });

  it(`undo reaches ${UNDO_DEPTH} grid moves back`, () => {
    let state = play(started({ moveLimit: 10_000 }), place(1, 0, 0));
    for (let i = 0; i < UNDO_DEPTH + 10; i++) state = play(state, { kind: 'rotate', row: 0, col: 0, by: 1 });
    expect(state.undo).toHaveLength(UNDO_DEPTH);
    for (let i = 0; i < UNDO_DEPTH; i++) state = play(state, { kind: 'undo' });
    expect(errorCode(game.apply(state, 0, { kind: 'undo' }))).toBe('nothing-to-undo');
  });

  it('check is offered once per state of the grid, not on an empty grid, and is not a move', () => {
    const empty = started();
    expect(errorCode(game.apply(empty, 0, { kind: 'check' }))).toBe('nothing-to-check');
    expect(legalKinds(empty).has('check')).toBe(false);
    const one = play(empty, place(1, 0, 0));
    const checked = play(one, { kind: 'check' });
    expect([checked.moves, checked.checks]).toEqual([1, 1]);
    expect(game.view(checked, 0).check).toMatchObject({ placed: 1, full: false, conflicts: [] });
    expect(errorCode(game.apply(checked, 0, { kind: 'check' }))).toBe('already-checked');
    const changed = play(checked, place(2, 0, 1));
    expect(game.view(changed, 0).check).toBeNull();
    expect(legalKinds(changed).has('check')).toBe(true);
  });
});

describe('the end', () => {
  it('ends as soon as the grid is solved: the player wins, the score is the number of moves', () => {
    let state = started();
    for (const move of seedLayoutMoves()) {
      expect(game.outcome(state)).toEqual({ status: 'running' });
      state = play(state, move);
    }
    expect(game.outcome(state)).toEqual({ status: 'over', winners: [0], scores: [30], reason: 'solved' });
    expect(game.actors(state)).toEqual({ kind: 'over' });
    expect(game.legalMoves(state, 0)).toEqual([]);
    expect(errorCode(game.apply(state, 0, { kind: 'undo' }))).toBe('game-over');
  });

  it('a full grid with a mismatch is not solved', () => {
    let state = started();
    for (const move of seedLayoutMoves().slice(0, 29)) state = play(state, move);
    state = play(state, place(30, 5, 4, 1));
    expect(game.outcome(state)).toEqual({ status: 'running' });
  });

  it('ends unsolved, nobody winning, after moveLimit moves of the tokens', () => {
    let state = play(started({ moveLimit: 30 }), place(1, 0, 0));
    for (let i = 1; i < 29; i++) state = play(state, { kind: 'rotate', row: 0, col: 0, by: 1 });
    state = play(state, { kind: 'check' });
    expect(game.outcome(state).status).toBe('running');
    state = play(state, { kind: 'rotate', row: 0, col: 0, by: 1 });
    expect(game.outcome(state)).toEqual({ status: 'over', winners: [], scores: [30], reason: 'move-limit' });
  });
});

describe('legal moves', () => {
  it('at the start: every tray token on every cell in every turn, nothing else', () => {
    const moves = game.legalMoves(started(), 0);
    expect(moves).toHaveLength(30 * 30 * 4);
    expect(legalKinds(started())).toEqual(new Set(['place']));
    expect(game.legalMoves(started({ rotation: false }), 0)).toHaveLength(30 * 30);
  });

  it('with two tokens placed: placements, slides, removals, turns, undo and check', () => {
    const state = play(play(started(), place(1, 0, 0)), place(2, 0, 1));
    const count = (kind: string) => game.legalMoves(state, 0).filter((m) => m.kind === kind).length;
    expect([count('place'), count('move'), count('remove'), count('rotate')]).toEqual([
      28 * 28 * 4,
      56,
      2,
      4,
    ]);
    expect([count('undo'), count('check')]).toEqual([1, 1]);
    for (const move of game.legalMoves(state, 0)) expect(errorCode(game.apply(state, 0, move))).toBe('ok');
  });

  it('refuses moves that are not moves, and any other seat, without quoting unchecked values', () => {
    const state = started();
    expect(errorCode(game.apply(state, 0, { kind: 'jump' } as never))).toBe('bad-move');
    expect(errorCode(game.apply(state, 1, place(1, 0, 0)))).toBe('bad-seat');
    const hostile = { toString: 0 };
    expect(errorCode(game.apply(state, hostile as never, place(1, 0, 0)))).toBe('bad-seat');
    for (const move of [
      null,
      { kind: 'place', token: hostile, row: 0, col: 0, turns: 0 },
      { kind: 'rotate', row: 0, col: 0, by: hostile },
    ])
      expect(errorCode(game.apply(state, 0, move as never))).toBe('bad-move');
    expect(
      errorCode(game.apply(state, 0, { kind: 'place', token: 31, row: 0, col: 0, turns: 0 } as never)),
    ).toBe('unknown-token');
    expect(errorCode(game.parseMove({ kind: 'rotate', row: 0, col: 0, by: 2 }))).toBe('bad-move');
    expect(expectOk(game.parseMove({ col: 1, row: 0, kind: 'remove' }))).toEqual({
      kind: 'remove',
      row: 0,
      col: 1,
    });
  });
});

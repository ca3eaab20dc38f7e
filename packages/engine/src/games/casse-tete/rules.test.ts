import { describe, expect, it } from 'vitest';
import { applyChance, applyStep } from '../../core/play';
import type { Result } from '../../core/result';
import { expectOk } from '../../core/result';
import { bankSize } from './bank';
import { casseTete } from './index';
import { PASS } from './moves';
import { craft } from './test-support';
import { tokenId } from './tokens';
import type { CasseTeteChance, CasseTeteMove, CasseTeteState, PlaceMove } from './types';

const game = casseTete;
const place = (token: number, x: number, y: number, turns: 0 | 1 | 2 | 3 = 0): PlaceMove => ({
  kind: 'place',
  token: tokenId(token),
  cell: [x, y],
  turns,
});
const draw = (token: number): CasseTeteChance => ({ kind: 'draw', token: tokenId(token) });
const startToken = (token: number): CasseTeteChance => ({ kind: 'start', token: tokenId(token) });
const play = (state: CasseTeteState, seat: number, move: CasseTeteMove): CasseTeteState =>
  expectOk(game.apply(state, seat, move));
const chance = (state: CasseTeteState, outcome: CasseTeteChance): CasseTeteState =>
  expectOk(applyChance(game, state, outcome));
const errorCode = (result: Result<unknown>): string => (result.ok ? 'ok' : result.error.code);
const fresh = (players = 2, rotation = true): CasseTeteState =>
  expectOk(game.setup({ rotation }, players, 'rules'));

/** Start token 12, then deal the given hands round the table, then the given start dice. */
function started(hands: number[][], dice: number[], start = 12): CasseTeteState {
  let state = chance(fresh(hands.length), startToken(start));
  for (let i = 0; i < 5; i++) for (const hand of hands) state = chance(state, draw(hand[i] as number));
  for (const face of dice) state = chance(state, { kind: 'die', face });
  return state;
}

describe('setup', () => {
  it('draws nothing: every token is in the bank and chance acts first', () => {
    const state = fresh(3);
    expect(state.board).toEqual([]);
    expect(state.hands).toEqual([[], [], []]);
    expect(bankSize(state.bank)).toBe(30);
    expect(game.actors(state)).toEqual({ kind: 'chance' });
  });

  it('is for 2 to 4 players', () => {
    expect(errorCode(game.setup({ rotation: true }, 1, 's'))).toBe('bad-player-count');
    expect(errorCode(game.setup({ rotation: true }, 5, 's'))).toBe('bad-player-count');
    expect(errorCode(game.setup({ rotation: true }, 4, 's'))).toBe('ok');
  });

  it('lays one random start token face up, unturned, at [0, 0]: any of the 30, equal weights', () => {
    const state = fresh();
    const outcomes = game.chanceOutcomes(state);
    expect(outcomes.map((o) => o.outcome)).toEqual(
      Array.from({ length: 30 }, (_, i) => ({ kind: 'start', token: i + 1 })),
    );
    expect(new Set(outcomes.map((o) => o.weight))).toEqual(new Set([1]));
    const after = chance(state, startToken(17));
    expect(after.board).toEqual([{ token: 17, cell: [0, 0], turns: 0 }]);
    expect(bankSize(after.bank)).toBe(29);
  });

  it('deals 5 hidden tokens to each player, one chance draw at a time among the undrawn tokens', () => {
    let state = chance(fresh(2), startToken(1));
    expect(game.chanceOutcomes(state)).toHaveLength(29);
    expect(game.chanceOutcomes(state).some((o) => (o.outcome as { token: number }).token === 1)).toBe(false);
    for (let t = 2; t <= 11; t++) state = chance(state, draw(t));
    expect(state.hands).toEqual([
      [2, 4, 6, 8, 10],
      [3, 5, 7, 9, 11],
    ]);
    expect(bankSize(state.bank)).toBe(19);
    expect(state.phase).toBe('start-roll');
  });

  it('lets the highest die start and re-rolls ties among the tied', () => {
    const hands = [
      [2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11],
      [13, 14, 15, 16, 17],
    ];
    const state = started(hands, [4, 6, 6, 2, 5]);
    expect(state.phase).toBe('turn');
    expect(game.actors(state)).toEqual({ kind: 'seats', seats: [2] });
    const tied = started(hands, [4, 6, 6]);
    expect(tied.startRoll).toEqual({ contenders: [1, 2], rolls: [] });
  });

  it('refuses chance outcomes that do not fit the moment', () => {
    const state = fresh();
    expect(errorCode(applyChance(game, state, draw(3)))).toBe('wrong-chance');
    expect(errorCode(applyChance(game, state, { kind: 'die', face: 3 }))).toBe('wrong-chance');
    const next = chance(state, startToken(3));
    expect(errorCode(applyChance(game, next, draw(3)))).toBe('not-in-bank');
  });
});

describe('placement', () => {
  it("accepts the seed's example, scoring 5, 5 then 10", () => {
    let state = craft({ board: [[12, 0, 0]], hands: [[13, 17, 18], [1]], bank: [] });
    state = play(state, 0, place(13, 1, 0));
    state = { ...state, current: 0, phase: 'turn' };
    state = play(state, 0, place(17, 0, 1));
    state = { ...state, current: 0, phase: 'turn' };
    state = play(state, 0, place(18, 1, 1));
    expect(state.endReason).toBe('hand-empty');
    expect(state.penalties).toEqual([0, 5]);
    expect(state.scores).toEqual([5 + 5 + 10, -5]);
    expect(state.board.map((p) => p.token)).toEqual([12, 13, 17, 18]);
  });

  it('must touch a placed token (orthogonally) and use an empty cell', () => {
    const state = craft({ board: [[12, 0, 0]], hands: [[13, 1], [2]] });
    expect(errorCode(game.apply(state, 0, place(13, 2, 0)))).toBe('not-adjacent');
    expect(errorCode(game.apply(state, 0, place(13, 1, 1)))).toBe('not-adjacent'); // diagonal
    expect(errorCode(game.apply(state, 0, place(13, 0, 0)))).toBe('occupied');
    expect(errorCode(game.apply(state, 0, place(13, 1, 0)))).toBe('ok');
  });

  it('needs every touching side to match, not just one', () => {
    // 12 13 / 17 _: the empty cell needs 3/4 on top (13's bottom) and 2/5 on the left (17's right).
    const state = craft({
      board: [
        [12, 0, 0],
        [13, 1, 0],
        [17, 0, 1],
      ],
      hands: [[18, 30], [2]],
    });
    expect(errorCode(game.apply(state, 0, place(18, 1, 1)))).toBe('ok'); // 6/8 on top, 2/5 on the left
    // Token 30 unturned has 3/4 on top (matches) but 1/3 on the left (does not).
    const bad = game.apply(state, 0, place(30, 1, 1));
    expect(errorCode(bad)).toBe('sides-mismatch');
    if (!bad.ok)
      expect(bad.error.message).toBe(
        'token 30 shows 1/3 on its left side, which does not equal 8/20 on token 17',
      );
    expect(game.legalMoves(state, 0)).not.toContainEqual(place(30, 1, 1));
  });

  it('compares exactly: 0,25 matches 1/4 and 25% (different notations)', () => {
    // Token 17 bottom 0,25 ; token 22 top 1/4: 22 under 17.
    const state = craft({ board: [[17, 0, 0]], hands: [[22], [2]] });
    expect(errorCode(game.apply(state, 0, place(22, 0, 1)))).toBe('ok');
  });

  it('lets a token turn by quarter turns, unless the rotation option is off', () => {
    // Under 12 a token needs 1/5 on top. Token 13 has 20% on its right side, which reaches the top
    // after three clockwise quarter turns.
    const on = craft({ board: [[12, 0, 0]], hands: [[13], [2]] });
    expect(errorCode(game.apply(on, 0, place(13, 0, 1, 3)))).toBe('ok');
    expect(errorCode(game.apply(on, 0, place(13, 0, 1, 0)))).toBe('sides-mismatch');
    expect(game.legalMoves(on, 0)).toContainEqual(place(13, 0, 1, 3));
    const off = craft({ board: [[12, 0, 0]], hands: [[13], [2]], rotation: false });
    expect(errorCode(game.apply(off, 0, place(13, 0, 1, 3)))).toBe('rotation-off');
    expect(game.legalMoves(off, 0).every((m) => m.kind === 'pass' || m.turns === 0)).toBe(true);
    expect(game.legalMoves(off, 0)).toContainEqual(place(13, 1, 0, 0));
  });

  it('plays on an unbounded grid: far from the start and at negative coordinates', () => {
    const state = craft({ board: [[12, -28, 27]], hands: [[13, 17], [2]] });
    expect(errorCode(game.apply(state, 0, place(13, -27, 27)))).toBe('ok');
    expect(errorCode(game.apply(state, 0, place(17, -28, 28)))).toBe('ok');
    expect(errorCode(game.apply(state, 0, place(17, 5000, 5000)))).toBe('not-adjacent');
  });

  it('only lets a seat place a token from its own hand, in its turn', () => {
    const state = craft({ board: [[12, 0, 0]], hands: [[1], [13]] });
    expect(errorCode(game.apply(state, 0, place(13, 1, 0)))).toBe('not-in-hand');
    expect(errorCode(game.apply(state, 1, place(13, 1, 0)))).toBe('not-your-turn');
    expect(errorCode(game.apply(state, 0, place(12, 1, 0)))).toBe('not-in-hand');
  });
});

describe('scoring', () => {
  // Centre token 8 fits 3 above, 9 to the right, 13 below and 7 to the left (all unturned).
  const around: [number, number, number][] = [
    [3, 0, -1],
    [9, 1, 0],
    [13, 0, 1],
    [7, -1, 0],
  ];
  it.each([
    [1, 5],
    [2, 10],
    [3, 20],
    [4, 40],
  ])('gives for a token touching %i placed tokens %i points', (touching, points) => {
    const state = craft({ board: around.slice(0, touching), hands: [[8, 1], [2]], scores: [7, 0] });
    const after = play(state, 0, place(8, 0, 0));
    expect(after.scores).toEqual([7 + points, 0]);
    expect(after.lastTurn).toEqual({ seat: 0, placed: true, points });
  });
});

describe('turns', () => {
  it('draws a token from the bank after a placement, then passes to the next seat', () => {
    const state = craft({ board: [[12, 0, 0]], hands: [[13, 1], [2]] });
    const placed = play(state, 0, place(13, 1, 0));
    expect(placed.phase).toBe('draw');
    expect(game.actors(placed)).toEqual({ kind: 'chance' });
    const outcomes = game.chanceOutcomes(placed).map((o) => o.outcome as CasseTeteChance);
    expect(outcomes).toHaveLength(bankSize(placed.bank));
    expect(outcomes.every((o) => o.kind === 'draw')).toBe(true);
    const drawn = chance(placed, draw(30));
    expect(drawn.hands[0]).toEqual([1, 30]);
    expect(game.actors(drawn)).toEqual({ kind: 'seats', seats: [1] });
  });

  it('goes round the table in seat order, back to the first seat', () => {
    let state = craft({ board: [[21, 0, 0]], hands: [[29], [28], [27]], current: 2 });
    state = play(state, 2, PASS);
    state = chance(state, draw(5));
    expect(game.actors(state)).toEqual({ kind: 'seats', seats: [0] });
    state = play(state, 0, PASS);
    state = chance(state, draw(6));
    expect(game.actors(state)).toEqual({ kind: 'seats', seats: [1] });
  });

  it('makes placing compulsory when possible: passing is refused and not offered', () => {
    const state = craft({ board: [[12, 0, 0]], hands: [[13, 1], [2]] });
    expect(errorCode(game.apply(state, 0, PASS))).toBe('pass-not-allowed');
    expect(game.legalMoves(state, 0).some((m) => m.kind === 'pass')).toBe(false);
  });

  it('lets a player who cannot place pass and draw, without penalty', () => {
    // Token 29 (3/5, 1, 1/3, 0,15) cannot touch token 21 (3/8, 5/9, 2/7, 3,5) in any way.
    const state = craft({ board: [[21, 0, 0]], hands: [[29], [2]], scores: [15, 0] });
    expect(game.legalMoves(state, 0)).toEqual([PASS]);
    const passed = play(state, 0, PASS);
    expect(passed.phase).toBe('draw');
    expect(passed.scores).toEqual([15, 0]);
    expect(chance(passed, draw(5)).hands[0]).toEqual([29, 5]);
  });

  it('skips the draw when the bank is empty', () => {
    const state = craft({
      board: [[12, 0, 0]],
      hands: [
        [13, 1],
        [3, 4],
      ],
      bank: [],
    });
    const placed = play(state, 0, place(13, 1, 0));
    expect(placed.phase).toBe('turn');
    expect(placed.current).toBe(1);
    expect(placed.hands[0]).toEqual([1]);
  });

  it('gives only the turn seat moves, and none outside turns', () => {
    const state = craft({ board: [[12, 0, 0]], hands: [[13], [2]] });
    expect(game.legalMoves(state, 1)).toEqual([]);
    expect(game.legalMoves({ ...state, phase: 'draw' }, 0)).toEqual([]);
  });
});

describe('end of the game', () => {
  it('ends when a player places their last token; others lose 5 per token in hand', () => {
    const state = craft({ board: [[12, 0, 0]], hands: [[13], [1, 2, 3]], bank: [], scores: [10, 30] });
    const over = play(state, 0, place(13, 1, 0));
    expect(over.phase).toBe('over');
    expect(over.endReason).toBe('hand-empty');
    expect(over.penalties).toEqual([0, 15]);
    expect(over.scores).toEqual([15, 15]);
    expect(game.outcome(over)).toEqual({
      status: 'over',
      winners: [0, 1],
      scores: [15, 15],
      reason: 'hand-empty',
    });
    expect(game.actors(over)).toEqual({ kind: 'over' });
  });

  it('ends when the bank is empty and no player can place', () => {
    // After 0 places 13, nobody can use 29 or 21 anywhere (checked by the engine).
    const state = craft({ board: [[12, 0, 0]], hands: [[13, 29], [21]], bank: [] });
    const over = play(state, 0, place(13, 1, 0));
    expect(over.endReason).toBe('blocked');
    expect(over.scores).toEqual([5 - 5, -5]);
    expect(game.outcome(over)).toMatchObject({ winners: [0] });
  });

  it('goes on while the bank has tokens, even if nobody can place now', () => {
    const state = craft({ board: [[21, 0, 0]], hands: [[29], [28]], bank: [5] });
    const passed = play(state, 0, PASS);
    expect(passed.phase).toBe('draw');
  });

  it('goes on with an empty bank while some player can still place', () => {
    // Seat 0's token 29 fits nowhere; seat 1's token 22 (2/7 on its left) fits right of 21 (2/7).
    const state = craft({ board: [[21, 0, 0]], hands: [[29], [22]], bank: [] });
    const passed = play(state, 0, PASS);
    expect(passed.phase).toBe('turn');
    expect(passed.current).toBe(1);
    expect(passed.hands[0]).toEqual([29]);
    expect(game.legalMoves(passed, 1)).toContainEqual(place(22, 1, 0));
  });
});

describe('steps', () => {
  it('goes through applyStep like every game', () => {
    const state = craft({ board: [[12, 0, 0]], hands: [[13], [2]] });
    expect(errorCode(applyStep(game, state, { seat: 1, move: PASS }))).toBe('not-your-turn');
    expect(errorCode(applyStep(game, state, { chance: draw(3) }))).toBe('not-chance');
  });
});

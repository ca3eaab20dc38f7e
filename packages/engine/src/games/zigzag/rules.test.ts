import { describe, expect, it } from 'vitest';
import { expectOk } from '../../core/result';
import { MAX_NUMBER } from './arithmetic';
import { parseBoard } from './board';
import { zigzag } from './index';
import { previewStep } from './preview';
import { position } from './testing';
import type { ZigzagMove, ZigzagState } from './types';

const destinations = (state: ZigzagState, seat = state.turn): string[] =>
  zigzag
    .legalMoves(state, seat)
    .map((m) => (m.kind === 'step' ? `${m.to.join(',')}${m.half ? `:${m.half}` : ''}` : m.kind))
    .sort();

const play = (state: ZigzagState, move: ZigzagMove, seat = state.turn): ZigzagState =>
  expectOk(zigzag.apply(state, seat, move));

const errorCode = (state: ZigzagState, move: ZigzagMove, seat = state.turn): string | undefined => {
  const result = zigzag.apply(state, seat, move);
  return result.ok ? undefined : result.error.code;
};

const step = (row: number, column: number, half?: 'floor' | 'round'): ZigzagMove =>
  half ? { kind: 'step', to: [row, column], half } : { kind: 'step', to: [row, column] };

/** Seat 1 parked far away, on its start cell, so it blocks nothing. */
const away = { at: [7, 5] as const, number: 11 };

describe('pawn moves', () => {
  it('go to any of the 8 neighbouring operation cells', () => {
    const state = position({ players: [{ at: [3, 2], number: 50 }, away] });
    expect(destinations(state)).toEqual(['2,1', '2,2', '2,3', '3,1', '3,3', '4,1', '4,2', '4,3']);
  });

  it('never go back to the cell occupied just before', () => {
    const state = position({ players: [{ at: [3, 2], from: [2, 2], number: 50 }, away] });
    expect(destinations(state)).not.toContain('2,2');
    expect(destinations(state)).toHaveLength(7);
    expect(errorCode(state, step(2, 2))).toBe('immediate-return');
  });

  it('never enter the cell of the other pawn', () => {
    const state = position({
      players: [
        { at: [3, 2], number: 50 },
        { at: [4, 3], number: 11 },
      ],
    });
    expect(destinations(state)).not.toContain('4,3');
    expect(errorCode(state, step(4, 3))).toBe('occupied');
  });

  it('never return to a start row, top or bottom', () => {
    const top = position({ players: [{ at: [1, 2], from: [0, 2], number: 50 }, away] });
    expect(destinations(top)).toEqual(['1,1', '1,3', '2,1', '2,2', '2,3']);
    expect(errorCode(top, step(0, 3))).toBe('start-row');
    const bottom = position({ players: [{ at: [6, 0], from: [5, 1], number: 50 }, away] });
    expect(destinations(bottom)).toEqual(['5,0', '6,1']);
    expect(errorCode(bottom, step(7, 0))).toBe('start-row');
  });

  it('leave a start cell for the three cells in front of it', () => {
    const state = position({ players: [{ at: [0, 3], number: 30 }, away] });
    expect(destinations(state)).toEqual(['1,2', '1,3', '1,4']);
  });

  it('refuse cells that are not neighbours or not on the board', () => {
    const state = position({ players: [{ at: [3, 2], number: 50 }, away] });
    expect(errorCode(state, step(5, 2))).toBe('not-neighbour');
    expect(errorCode(state, step(3, 2))).toBe('not-neighbour');
    expect(errorCode(state, step(8, 0))).toBe('off-board');
    expect(errorCode(state, step(3, 6))).toBe('off-board');
  });

  it('are only for the seat whose turn it is', () => {
    const state = position({ players: [{ at: [3, 2], number: 50 }, away] });
    expect(zigzag.legalMoves(state, 1)).toEqual([]);
    expect(errorCode(state, step(4, 4), 1)).toBe('not-your-turn');
  });

  it('apply the operation of the cell reached to the number (Decision: result must be ≥ 1)', () => {
    // [1, 5] holds − 8.
    const eight = position({ players: [{ at: [2, 5], number: 8 }, away] });
    expect(destinations(eight)).not.toContain('1,5');
    expect(errorCode(eight, step(1, 5))).toBe('below-one');
    const nine = position({ players: [{ at: [2, 5], number: 9 }, away] });
    expect(play(nine, step(1, 5)).players[0].number).toBe(1);
  });

  it('keep numbers exact: a result past 2^53 − 1 is refused', () => {
    // [1, 4] holds × 3.
    const big = position({ players: [{ at: [2, 4], number: Math.floor(MAX_NUMBER / 3) + 1 }, away] });
    expect(destinations(big)).not.toContain('1,4');
    expect(errorCode(big, step(1, 4))).toBe('too-large');
  });

  it('allow a result of exactly 2^53 − 1 and refuse one more, by addition too (Decision)', () => {
    // [1, 0] holds + 5.
    const atLimit = position({ players: [{ at: [2, 0], number: MAX_NUMBER - 5 }, away] });
    expect(destinations(atLimit)).toContain('1,0');
    expect(play(atLimit, step(1, 0)).players[0].number).toBe(9_007_199_254_740_991);
    const past = position({ players: [{ at: [2, 0], number: MAX_NUMBER - 4 }, away] });
    expect(destinations(past)).not.toContain('1,0');
    expect(errorCode(past, step(1, 0))).toBe('too-large');
  });

  it('pass the turn to the other player', () => {
    const state = position({ players: [{ at: [3, 2], number: 50 }, away] });
    const next = play(state, step(2, 1));
    expect(zigzag.actors(next)).toEqual({ kind: 'seats', seats: [1] });
    expect(next.players[0]).toMatchObject({ number: 46, previous: 3 * 6 + 2 });
    expect(next.moves).toBe(1);
  });
});

describe('÷ 2', () => {
  // [3, 0] holds ÷ 2.
  it('on an odd number offers the integer part or the rounded value: 45 → 22 or 23', () => {
    const state = position({ players: [{ at: [2, 0], number: 45 }, away] });
    expect(destinations(state).filter((d) => d.startsWith('3,0'))).toEqual(['3,0:floor', '3,0:round']);
    expect(play(state, step(3, 0, 'floor')).players[0].number).toBe(22);
    expect(play(state, step(3, 0, 'round')).players[0].number).toBe(23);
    expect(errorCode(state, step(3, 0))).toBe('half-required');
  });

  it('on an even number has one result and no choice', () => {
    const state = position({ players: [{ at: [2, 0], number: 44 }, away] });
    expect(destinations(state).filter((d) => d.startsWith('3,0'))).toEqual(['3,0']);
    expect(play(state, step(3, 0)).players[0].number).toBe(22);
    expect(errorCode(state, step(3, 0, 'round'))).toBe('half-not-needed');
  });

  it('on 1 allows only the rounded value (the integer part 0 is below 1)', () => {
    const state = position({ players: [{ at: [2, 0], number: 1 }, away] });
    expect(destinations(state).filter((d) => d.startsWith('3,0'))).toEqual(['3,0:round']);
    expect(errorCode(state, step(3, 0, 'floor'))).toBe('below-one');
    expect(play(state, step(3, 0, 'round')).players[0].number).toBe(1);
  });

  it('is the only cell where a choice may be given', () => {
    const state = position({ players: [{ at: [2, 0], number: 45 }, away] });
    expect(errorCode(state, step(2, 1, 'floor'))).toBe('half-not-needed');
  });
});

describe('scoring (Decision: once per move, no cascade)', () => {
  it('gives 5 points for a multiple of 10, then divides by 10', () => {
    // [1, 0] holds + 5: 25 → 30 → 3.
    const state = play(position({ players: [{ at: [2, 1], number: 25 }, away] }), step(1, 0));
    expect(state.players[0]).toMatchObject({ number: 3, score: 5 });
  });

  it('gives 15 points for a multiple of 100, then divides by 10 once: 100 → 10, not scored again', () => {
    // [1, 1] holds × 2: 50 → 100 → 10.
    const state = play(position({ players: [{ at: [2, 1], number: 50, score: 10 }, away] }), step(1, 1));
    expect(state.players[0]).toMatchObject({ number: 10, score: 25 });
  });

  it('scores 120 as a multiple of 10 (5 points, 12) and 300 as a multiple of 100 (15 points, 30)', () => {
    const twelve = play(position({ players: [{ at: [2, 1], number: 60 }, away] }), step(1, 1));
    expect(twelve.players[0]).toMatchObject({ number: 12, score: 5 });
    // [1, 4] holds × 3.
    const thirty = play(position({ players: [{ at: [2, 4], number: 100 }, away] }), step(1, 4));
    expect(thirty.players[0]).toMatchObject({ number: 30, score: 15 });
  });

  it('gives nothing for other numbers', () => {
    const state = play(position({ players: [{ at: [2, 1], number: 21 }, away] }), step(1, 0));
    expect(state.players[0]).toMatchObject({ number: 26, score: 0 });
  });
});

describe('the end', () => {
  it('comes at once when a player reaches 50 points or more: that player wins', () => {
    const exactly = play(position({ players: [{ at: [2, 1], number: 25, score: 45 }, away] }), step(1, 0));
    expect(zigzag.outcome(exactly)).toEqual({
      status: 'over',
      winners: [0],
      scores: [50, 0],
      reason: 'target-reached',
    });
    expect(zigzag.actors(exactly)).toEqual({ kind: 'over' });
    expect(zigzag.legalMoves(exactly, 1)).toEqual([]);
    expect(errorCode(exactly, step(6, 4), 1)).toBe('game-over');
    const beyond = play(position({ players: [{ at: [2, 1], number: 50, score: 40 }, away] }), step(1, 1));
    expect(zigzag.outcome(beyond)).toMatchObject({ winners: [0], scores: [55, 0] });
    const short = play(position({ players: [{ at: [2, 1], number: 24, score: 45 }, away] }), step(1, 0));
    expect(zigzag.outcome(short)).toEqual({ status: 'running' });
  });

  it('comes after 200 pawn moves in all (option moveLimit): more points wins', () => {
    const last = position({
      players: [
        { at: [2, 1], number: 25, score: 5 },
        { ...away, score: 20 },
      ],
      moves: 199,
    });
    const over = play(last, step(1, 0));
    expect(zigzag.outcome(over)).toEqual({
      status: 'over',
      winners: [1],
      scores: [10, 20],
      reason: 'move-limit',
    });
    const custom = position({ players: [{ at: [2, 1], number: 21 }, away], moves: 9, moveLimit: 10 });
    expect(zigzag.outcome(play(custom, step(1, 0)))).toMatchObject({ reason: 'move-limit', winners: [] });
  });
});

describe('passing (Decision)', () => {
  // Seat 0 in the top-left corner came from [2, 0]; seat 1 blocks [1, 1]; [2, 1] (− 4) is below 1.
  const stuck = position({
    players: [
      { at: [1, 0], from: [2, 0], number: 3, score: 5 },
      { at: [1, 1], from: [2, 2], number: 40, score: 5 },
    ],
  });

  it('is the only move of a player with no legal move, and only then', () => {
    expect(zigzag.legalMoves(stuck, 0)).toEqual([{ kind: 'pass' }]);
    const free = position({ players: [{ at: [3, 2], number: 50 }, away] });
    expect(errorCode(free, { kind: 'pass' })).toBe('pass-not-allowed');
  });

  it('leaves the pawn and its cell before unchanged, does not count as a move, and hands over the turn', () => {
    const passed = play(stuck, { kind: 'pass' });
    expect(passed.players[0]).toEqual(stuck.players[0]);
    expect(passed.moves).toBe(0);
    expect(passed.turn).toBe(1);
    expect(zigzag.outcome(passed)).toEqual({ status: 'running' });
  });

  it('does not end the game while the other player can still move', () => {
    // Seat 1 stuck in the top-right corner: [1, 4] taken by seat 0, [2, 4] (− 4) too low, [2, 5] just left.
    const oneStuck = position({
      players: [
        { at: [1, 4], from: [2, 3], number: 3, score: 10 },
        { at: [1, 5], from: [2, 5], number: 3, score: 10 },
      ],
      turn: 1,
    });
    expect(zigzag.legalMoves(oneStuck, 1)).toEqual([{ kind: 'pass' }]);
    const once = play(oneStuck, { kind: 'pass' });
    expect(zigzag.outcome(once).status).toBe('running');
    expect(destinations(once, 0)).toContain('1,3');
  });

  it('ends the game when both pass in succession, and a pawn move in between resets the count', () => {
    // A board of − 9 everywhere: with numbers ≤ 9 nobody can move.
    const board = expectOk(parseBoard(Array.from({ length: 3 }, () => Array(6).fill('− 9'))));
    const blocked = position({
      board,
      players: [
        { at: [2, 2], number: 4, score: 10 },
        { at: [2, 4], number: 9, score: 10 },
      ],
    });
    const once = play(blocked, { kind: 'pass' });
    expect(zigzag.outcome(once).status).toBe('running');
    const twice = play(once, { kind: 'pass' });
    expect(zigzag.outcome(twice)).toEqual({
      status: 'over',
      winners: [],
      scores: [10, 10],
      reason: 'both-passed',
    });
    const moving = position({
      board,
      players: [
        { at: [2, 2], number: 4, score: 10 },
        { at: [2, 4], number: 19, score: 0 },
      ],
    });
    const afterPass = play(moving, { kind: 'pass' });
    const afterStep = play(afterPass, step(1, 4));
    expect(afterStep.passes).toBe(0);
    const again = play(afterStep, { kind: 'pass' });
    expect(zigzag.outcome(again).status).toBe('running');
  });
});

describe('move preview', () => {
  it('tells the operation, the number reached, the points and the number kept', () => {
    const state = position({ players: [{ at: [2, 1], number: 50 }, away] });
    expect(previewStep(state, 0, step(1, 1))).toEqual({
      operation: { kind: 'multiply', by: 2 },
      reached: 100,
      points: 15,
      number: 10,
    });
    expect(previewStep(state, 0, { kind: 'pass' })).toBeNull();
  });
});

describe('malformed moves from untyped callers', () => {
  it('are errors, never exceptions', () => {
    const state = position({ players: [{ at: [3, 2], number: 50 }, away] });
    const loose = zigzag.apply as (
      s: ZigzagState,
      seat: number,
      move: unknown,
    ) => ReturnType<typeof zigzag.apply>;
    for (const move of [
      null,
      3,
      {},
      { kind: 'fly' },
      { kind: 'step' },
      { kind: 'step', to: 'a1' },
      { kind: 'step', to: [1.5, 2] },
    ]) {
      const result = loose(state, 0, move);
      expect(result.ok, JSON.stringify(move)).toBe(false);
    }
  });
});

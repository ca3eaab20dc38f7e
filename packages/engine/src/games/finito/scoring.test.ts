import { describe, expect, it } from 'vitest';
import { EMPTY_BOARD } from './board';
import { isFinito, longestRun, tokenCells } from './scoring';
import { ASCENDING, boardFrom, boardOf, fullBoard } from './test-kit';

describe('Finito', () => {
  it('is twelve tokens reading 1..12 in reading order, gaps between them allowed', () => {
    expect(isFinito(fullBoard(ASCENDING))).toBe(true);
    const gappy = boardFrom([0, 3, 5, 8, 13, 14, 20, 21, 27, 30, 33, 35], ASCENDING);
    expect(isFinito(gappy)).toBe(true);
  });

  it('is not reached with two tokens swapped, or with fewer than twelve tokens on the board', () => {
    expect(isFinito(fullBoard([1, 2, 3, 4, 5, 7, 6, 8, 9, 10, 11, 12]))).toBe(false);
    expect(isFinito(fullBoard([2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))).toBe(false);
    expect(isFinito(boardFrom([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], ASCENDING.slice(0, 11)))).toBe(false);
    expect(isFinito(EMPTY_BOARD)).toBe(false);
  });
});

describe('the longest-run score', () => {
  it('scores 12 for a Finito', () => {
    expect(longestRun(boardFrom([0, 3, 5, 8, 13, 14, 20, 21, 27, 30, 33, 35], ASCENDING))).toBe(12);
  });

  it('counts consecutive values in increasing reading order, free cells between them not mattering', () => {
    // 3, 4, 5, 6 on cells 2, 9, 17, 30 (gaps and row changes), the rest scattered out of order.
    const board = boardOf({ 2: 3, 9: 4, 17: 5, 30: 6, 0: 12, 1: 11, 3: 10, 4: 9, 5: 8, 6: 7, 7: 2, 8: 1 });
    expect(longestRun(board)).toBe(4);
  });

  it('takes the longest of several runs', () => {
    // Runs: 1-2-3 (cells 20, 25, 30), 4-5 (cells 10, 11), 6-7-8-9-10 (cells 1..5), 11-12 (cells 0, 6).
    const board = boardOf({ 20: 1, 25: 2, 30: 3, 10: 4, 11: 5, 1: 6, 2: 7, 3: 8, 4: 9, 5: 10, 0: 11, 6: 12 });
    expect(longestRun(board)).toBe(5);
  });

  it('needs consecutive values: 1, 3, 5 in order is no run of three', () => {
    const board = boardOf({ 0: 1, 1: 3, 2: 5 });
    expect(longestRun(board)).toBe(1);
  });

  it('breaks a run at a token that is not on the board, and scores an empty board 0', () => {
    const board = boardOf({ 0: 1, 1: 2, 2: 4, 3: 5, 4: 6 });
    expect(longestRun(board)).toBe(3);
    expect(longestRun(EMPTY_BOARD)).toBe(0);
    expect(longestRun(boardOf({ 7: 9 }))).toBe(1);
  });

  it('maps tokens to their cells', () => {
    const cells = tokenCells(boardOf({ 5: 2, 30: 12 }));
    expect(cells[2]).toBe(5);
    expect(cells[12]).toBe(30);
    expect(cells[1]).toBe(-1);
  });
});

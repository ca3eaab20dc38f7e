import { describe, expect, it } from 'vitest';
import { CELL_LABELS, cellColumn, cellRow, destinations, EMPTY_BOARD, LABEL_CELLS } from './board';
import { boardOf } from './test-kit';

describe('the board', () => {
  it('is the 6 × 6 table of the rules, read left to right and top to bottom', () => {
    const rows = [
      [1, 2, 3, 3, 4, 4],
      [5, 5, 6, 6, 7, 7],
      [8, 8, 9, 9, 10, 10],
      [11, 11, 12, 12, 13, 13],
      [14, 14, 15, 15, 16, 16],
      [17, 17, 18, 18, 19, 20],
    ];
    expect(CELL_LABELS).toEqual(rows.flat());
    expect(cellRow(0)).toBe(1);
    expect(cellColumn(0)).toBe(1);
    expect(cellRow(35)).toBe(6);
    expect(cellColumn(35)).toBe(6);
    expect(cellRow(6)).toBe(2);
  });

  it('has 1, 2, 19 and 20 once and 3..18 twice, ascending', () => {
    for (let label = 1; label <= 20; label++) {
      const cells = LABEL_CELLS[label] ?? [];
      expect(cells.length).toBe([1, 2, 19, 20].includes(label) ? 1 : 2);
    }
    for (let cell = 1; cell < 36; cell++)
      expect(CELL_LABELS[cell] as number).toBeGreaterThanOrEqual(CELL_LABELS[cell - 1] as number);
  });
});

describe('where a token may go (destinations)', () => {
  it('offers either cell of a doubled label when both are free', () => {
    expect(destinations(EMPTY_BOARD, 7)).toEqual([10, 11]);
  });

  it('offers the single cell of labels 1, 2, 19 and 20', () => {
    expect(destinations(EMPTY_BOARD, 1)).toEqual([0]);
    expect(destinations(EMPTY_BOARD, 2)).toEqual([1]);
    expect(destinations(EMPTY_BOARD, 19)).toEqual([34]);
    expect(destinations(EMPTY_BOARD, 20)).toEqual([35]);
  });

  it('offers only the free labelled cell when the other one is taken (not the nearest free cells)', () => {
    expect(destinations(boardOf({ 10: 4 }), 7)).toEqual([11]);
    expect(destinations(boardOf({ 11: 4 }), 7)).toEqual([10]);
  });

  it('offers the nearest free cell before and after when every labelled cell is taken', () => {
    expect(destinations(boardOf({ 10: 4, 11: 5 }), 7)).toEqual([9, 12]);
    // Occupied neighbours are skipped in both directions.
    expect(destinations(boardOf({ 8: 1, 9: 2, 10: 4, 11: 5, 12: 6 }), 7)).toEqual([7, 13]);
  });

  it('crosses rows: the nearest free cell may be in the next or previous row', () => {
    // Label 4 is cells 4 and 5, the end of row 1; the next cell after them is 6, the start of row 2.
    expect(destinations(boardOf({ 4: 1, 5: 2 }), 4)).toEqual([3, 6]);
    // Label 5 is cells 6 and 7, the start of row 2; with cell 8 and row 1's end taken too,
    // before lies in row 1 (cell 3) and after in row 2 (cell 9).
    expect(destinations(boardOf({ 4: 1, 5: 2, 6: 3, 7: 4, 8: 5 }), 5)).toEqual([3, 9]);
    // Label 12 is cells 20 and 21; with the rest of row 4 and the start of row 5 taken, after is 25.
    expect(destinations(boardOf({ 20: 1, 21: 2, 22: 3, 23: 4, 24: 5 }), 12)).toEqual([19, 25]);
  });

  it('offers only the cell after at the board start and only the cell before at its end', () => {
    expect(destinations(boardOf({ 0: 3 }), 1)).toEqual([1]);
    expect(destinations(boardOf({ 0: 3, 1: 4, 2: 5 }), 1)).toEqual([3]);
    // Label 2 (cell 1) with cell 0 taken: nothing free before it.
    expect(destinations(boardOf({ 0: 3, 1: 4 }), 2)).toEqual([2]);
    expect(destinations(boardOf({ 35: 3 }), 20)).toEqual([34]);
    expect(destinations(boardOf({ 33: 1, 34: 2, 35: 3 }), 20)).toEqual([32]);
    // Label 19 (cell 34) with cell 35 taken: nothing free after it.
    expect(destinations(boardOf({ 34: 1, 35: 2 }), 19)).toEqual([33]);
    expect(destinations(boardOf({ 34: 1 }), 19)).toEqual([33, 35]);
  });
});

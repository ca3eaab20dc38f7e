/**
 * The Finito board, the same for every player: 36 cells in 6 rows of 6, numbered 0..35 in reading
 * order (left to right, top to bottom). Labels ascend along that order; 1, 2, 19 and 20 appear once,
 * 3..18 twice.
 */
export const BOARD_ROWS = 6;
export const BOARD_COLUMNS = 6;
export const CELL_COUNT = 36;
export const TOKEN_COUNT = 12;
export const DIE_FACES = 20;
/** Face-up tokens a player holds while tokens remain face down. */
export const HAND_SIZE = 3;

/** The label of each cell, in reading order (the table printed in the rules). */
export const CELL_LABELS: readonly number[] = Object.freeze([
  1, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15, 16, 16, 17,
  17, 18, 18, 19, 20,
]);

/** The cells of each label 1..20 (index 0 unused), ascending; derived once from the table. */
export const LABEL_CELLS: readonly (readonly number[])[] = Object.freeze(
  Array.from({ length: DIE_FACES + 1 }, (_, label) =>
    Object.freeze(CELL_LABELS.flatMap((l, cell) => (l === label ? [cell] : []))),
  ),
);

/** A board: the token (1..12) on each cell, or 0 for a free cell. */
export type Board = readonly number[];

export const EMPTY_BOARD: Board = Object.freeze(new Array<number>(CELL_COUNT).fill(0));

/** "row 2, column 5"-style coordinates (1-based) for people; cells stay 0..35 in data. */
export function cellRow(cell: number): number {
  return Math.floor(cell / BOARD_COLUMNS) + 1;
}

export function cellColumn(cell: number): number {
  return (cell % BOARD_COLUMNS) + 1;
}

/**
 * Where a token may go for a die roll: the free cells labelled with the roll; if none is free, the
 * nearest free cell before the labelled cells and the nearest free cell after them, in reading order
 * (so possibly in another row). The board is read as it stands, so a token on a labelled cell counts
 * as occupying it (it may itself be moved to one of these cells). Returns 0, 1 or 2 cells, ascending.
 */
export function destinations(board: Board, roll: number): number[] {
  const cells = LABEL_CELLS[roll];
  if (cells === undefined || cells.length === 0) return [];
  const free: number[] = [];
  for (const cell of cells) if (board[cell] === 0) free.push(cell);
  if (free.length > 0) return free;
  const first = cells[0] as number;
  const last = cells[cells.length - 1] as number;
  for (let cell = first - 1; cell >= 0; cell--) {
    if (board[cell] === 0) {
      free.push(cell);
      break;
    }
  }
  for (let cell = last + 1; cell < CELL_COUNT; cell++) {
    if (board[cell] === 0) {
      free.push(cell);
      break;
    }
  }
  return free;
}

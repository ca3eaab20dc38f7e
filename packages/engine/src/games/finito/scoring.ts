import type { Board } from './board';
import { CELL_COUNT, TOKEN_COUNT } from './board';

/** The cell of each token (index = token 1..12; index 0 unused), or -1 when it is not on the board. */
export function tokenCells(board: Board): number[] {
  const cells = new Array<number>(TOKEN_COUNT + 1).fill(-1);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const token = board[cell] as number;
    if (token > 0) cells[token] = cell;
  }
  return cells;
}

/**
 * Finito: the twelve tokens read 1, 2, …, 12 in increasing reading order; free cells between them do
 * not matter. Scanning the board in reading order, the tokens met must be exactly 1, 2, 3, ….
 */
export function isFinito(board: Board): boolean {
  let expected = 1;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const token = board[cell] as number;
    if (token === 0) continue;
    if (token !== expected) return false;
    expected++;
  }
  return expected === TOKEN_COUNT + 1;
}

/**
 * The round's score: the number of tokens in the longest run of consecutive values v, v+1, …, v+m
 * whose cells are in increasing reading order. A single token is a run of one; a Finito scores 12.
 */
export function longestRun(board: Board): number {
  const cells = tokenCells(board);
  let best = 0;
  let run = 0;
  for (let token = 1; token <= TOKEN_COUNT; token++) {
    const cell = cells[token] as number;
    if (cell < 0) run = 0;
    else if (run > 0 && cell > (cells[token - 1] as number)) run++;
    else run = 1;
    if (run > best) best = run;
  }
  return best;
}

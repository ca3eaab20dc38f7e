import type { Result, RuleError } from '../../core/result';
import { ok, ruleError } from '../../core/result';
import type { Operation } from './operation';
import { makeOperation, parseOperation } from './operation';

/** Columns of every board: the start cells are labelled by one d6. */
export const BOARD_COLUMNS = 6;
export const MIN_OPERATION_ROWS = 2;
export const MAX_OPERATION_ROWS = 20;

/**
 * A Zigzag board as data: its operation rows, top to bottom, six operations each. The two start rows
 * (top and bottom, labelled 1..6, no operation) are implied, so the full board has
 * `operations.length + 2` rows and row 0 and the last row are the start rows.
 */
export interface Board {
  readonly operations: readonly (readonly Operation[])[];
}

/** Rows of the full board, start rows included. */
export const boardRowCount = (board: Board): number => board.operations.length + 2;

/** Builds and checks a board from rows of operation notations (`[['+ 5', '× 2', …], …]`). */
export function parseBoard(rows: readonly (readonly string[])[]): Result<Board, RuleError> {
  if (rows.length < MIN_OPERATION_ROWS || rows.length > MAX_OPERATION_ROWS) {
    return ruleError(
      'bad-board-size',
      `a board needs ${MIN_OPERATION_ROWS} to ${MAX_OPERATION_ROWS} operation rows (start rows not included), got ${rows.length}`,
    );
  }
  const operations: Operation[][] = [];
  for (const [r, row] of rows.entries()) {
    if (row.length !== BOARD_COLUMNS) {
      return ruleError(
        'bad-board-size',
        `every operation row needs ${BOARD_COLUMNS} cells (one per start label), row ${r + 1} has ${row.length}`,
      );
    }
    const parsed: Operation[] = [];
    for (const [c, text] of row.entries()) {
      const operation = parseOperation(text);
      if (!operation.ok) {
        return ruleError(operation.error.code, `row ${r + 1}, column ${c + 1}: ${operation.error.message}`);
      }
      parsed.push(operation.value);
    }
    operations.push(parsed);
  }
  return ok({ operations });
}

/** The board's operation rows in notation, the inverse of `parseBoard`. */
export function makeBoardRows(board: Board): string[][] {
  return board.operations.map((row) => row.map(makeOperation));
}

/** True when a half-turn leaves the board unchanged, so the top and bottom starts are equally good. */
export function isHalfTurnSymmetric(board: Board): boolean {
  const rows = board.operations.length;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < BOARD_COLUMNS; c++) {
      const a = board.operations[r]?.[c];
      const b = board.operations[rows - 1 - r]?.[BOARD_COLUMNS - 1 - c];
      if (!a || !b || a.kind !== b.kind || a.by !== b.by) return false;
    }
  }
  return true;
}

const standardRows = [
  ['+ 5', '× 2', '− 2', '+ 1', '× 3', '− 8'],
  ['+ 6', '− 4', '+ 6', '× 2', '− 4', '+ 4'],
  ['÷ 2', '− 5', '× 3', '− 1', '− 4', '÷ 2'],
  ['÷ 2', '− 4', '− 1', '× 3', '− 5', '÷ 2'],
  ['+ 4', '− 4', '× 2', '+ 6', '− 4', '+ 6'],
  ['− 8', '× 3', '+ 1', '− 2', '× 2', '+ 5'],
];

function deepFreeze(board: Board): Board {
  for (const row of board.operations) {
    for (const cell of row) Object.freeze(cell);
    Object.freeze(row);
  }
  Object.freeze(board.operations);
  return Object.freeze(board);
}

/** The project's standard board (8 rows × 6 columns with the start rows). */
export const STANDARD_BOARD: Board = deepFreeze(
  (() => {
    const parsed = parseBoard(standardRows);
    if (!parsed.ok) throw new Error(`standard board: ${parsed.error.message}`);
    return parsed.value;
  })(),
);

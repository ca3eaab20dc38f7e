import type { Result, RuleError } from '../../core/result';
import { ok, ruleError } from '../../core/result';
import type { Side, SideName, Turns } from '../casse-tete/geometry';
import { BOTTOM, LEFT, placedValue, RIGHT, SIDE_NAMES, TOP } from '../casse-tete/geometry';
import { sameValue } from '../casse-tete/numbers';
import type { TokenId } from '../casse-tete/tokens';
import { ALL_TOKEN_IDS, isTokenId, TOKEN_COUNT } from '../casse-tete/tokens';

/**
 * The solitaire's grid ("Prolongement"): lay all 30 tokens in an R × C rectangle (R · C = 30) so that
 * every two touching sides are equal. Pure functions over a plain JSON grid; the game (rules.ts) adds
 * the tray's order, undo, checks and the end on top of them.
 *
 * **Decision**: a placement that does not match a neighbour is allowed and flagged, as with physical
 * tokens on a table: `checkSolitaire` ("Vérifier") lists every conflicting pair of sides. Callers that
 * want the strict rule pass `{ strict: true }` and get a `sides-mismatch` error instead.
 */

/** Why the grid refuses a placement, removal or turn (part of the game's closed union of codes). */
export type GridErrorCode =
  | 'unknown-token'
  | 'off-board'
  /** Turns outside 0..3, or not a whole number of quarter turns. */
  | 'bad-turns'
  /** The puzzle is played without rotation. */
  | 'rotation-off'
  /** The cell already holds a token. */
  | 'occupied'
  /** The token is already on the grid. */
  | 'already-placed'
  /** Strict placements only: touching sides show different values. */
  | 'sides-mismatch'
  /** There is no token on that cell to remove or turn. */
  | 'empty-cell';

type Grid = Result<SolitaireGrid, RuleError<GridErrorCode>>;

export interface SolitaireCell {
  readonly token: TokenId;
  readonly turns: Turns;
}

export interface SolitaireGrid {
  readonly rows: number;
  readonly cols: number;
  /** Whether tokens may be turned (otherwise every token keeps turns = 0). */
  readonly rotation: boolean;
  /** `cells[row][col]`, row 0 at the top, col 0 at the left. */
  readonly cells: readonly (readonly (SolitaireCell | null)[])[];
}

/** Every rectangle of 30 cells, narrowest first. */
export const SOLITAIRE_SHAPES: readonly (readonly [rows: number, cols: number])[] = Object.freeze(
  [1, 2, 3, 5, 6, 10, 15, 30].map((rows) => Object.freeze([rows, TOKEN_COUNT / rows] as const)),
);

export function isSolitaireShape(rows: number, cols: number): boolean {
  return SOLITAIRE_SHAPES.some(([r, c]) => r === rows && c === cols);
}

/** An empty puzzle: every token in the tray. */
export function emptyGrid(rows: number, cols: number, rotation = true): Result<SolitaireGrid, RuleError> {
  if (!isSolitaireShape(rows, cols)) {
    return ruleError(
      'bad-shape',
      `the rectangle must hold exactly ${TOKEN_COUNT} tokens (${SOLITAIRE_SHAPES.map(([r, c]) => `${r} × ${c}`).join(', ')}), not ${rows} × ${cols}`,
    );
  }
  const cells = Array.from({ length: rows }, () => new Array<SolitaireCell | null>(cols).fill(null));
  return ok({ rows, cols, rotation, cells });
}

/** Tokens not yet on the grid, in increasing order. */
export function trayTokens(state: SolitaireGrid): TokenId[] {
  const placed = new Set<TokenId>();
  for (const row of state.cells) for (const cell of row) if (cell) placed.add(cell.token);
  return ALL_TOKEN_IDS.filter((t) => !placed.has(t));
}

export function cellAt(state: SolitaireGrid, row: number, col: number): SolitaireCell | null {
  return state.cells[row]?.[col] ?? null;
}

function onBoard(state: SolitaireGrid, row: number, col: number): boolean {
  return (
    Number.isInteger(row) &&
    Number.isInteger(col) &&
    row >= 0 &&
    col >= 0 &&
    row < state.rows &&
    col < state.cols
  );
}

function offBoard(state: SolitaireGrid, row: number, col: number): Result<never, RuleError<'off-board'>> {
  return ruleError(
    'off-board',
    `cell (${row}, ${col}) is outside the ${state.rows} × ${state.cols} rectangle`,
  );
}

function withCell(state: SolitaireGrid, row: number, col: number, cell: SolitaireCell | null): SolitaireGrid {
  const cells = state.cells.map((r, i) => (i === row ? r.map((c, j) => (j === col ? cell : c)) : r));
  return { ...state, cells };
}

function turnsError(
  state: SolitaireGrid,
  turns: number,
): Result<never, RuleError<'bad-turns' | 'rotation-off'>> | null {
  if (!Number.isInteger(turns) || turns < 0 || turns > 3) {
    return ruleError('bad-turns', `turns must be 0, 1, 2 or 3 (clockwise quarter turns), not ${turns}`);
  }
  if (!state.rotation && turns !== 0) {
    return ruleError('rotation-off', 'this puzzle is played without rotation: tokens keep turns = 0');
  }
  return null;
}

export interface PlaceOptions {
  /** Reject a placement that does not match a placed neighbour (default: allow and flag it). */
  readonly strict?: boolean;
}

/** Lays `token` from the tray on an empty cell, turned `turns` clockwise quarter turns. */
export function placeToken(
  state: SolitaireGrid,
  placement: { readonly token: number; readonly row: number; readonly col: number; readonly turns: number },
  options: PlaceOptions = {},
): Grid {
  const { token, row, col, turns } = placement;
  if (!isTokenId(token)) return ruleError('unknown-token', `there is no token ${token} (tokens are 1..30)`);
  if (!onBoard(state, row, col)) return offBoard(state, row, col);
  const badTurns = turnsError(state, turns);
  if (badTurns) return badTurns;
  const occupant = cellAt(state, row, col);
  if (occupant) return ruleError('occupied', `cell (${row}, ${col}) already holds token ${occupant.token}`);
  for (const [r, line] of state.cells.entries()) {
    const c = line.findIndex((cell) => cell?.token === token);
    if (c !== -1) return ruleError('already-placed', `token ${token} is already on the grid at (${r}, ${c})`);
  }
  const next = withCell(state, row, col, { token, turns: turns as Turns });
  if (options.strict) {
    const conflict = conflictsAround(next, row, col)[0];
    if (conflict)
      return ruleError('sides-mismatch', `token ${token} does not match: ${describeConflict(conflict)}`);
  }
  return ok(next);
}

/** Takes a token off the grid back to the tray. */
export function removeToken(state: SolitaireGrid, row: number, col: number): Grid {
  if (!onBoard(state, row, col)) return offBoard(state, row, col);
  if (!cellAt(state, row, col)) return ruleError('empty-cell', `cell (${row}, ${col}) is empty`);
  return ok(withCell(state, row, col, null));
}

/** Turns a placed token `by` more clockwise quarter turns (default one); negative turns go back. */
export function rotateToken(state: SolitaireGrid, row: number, col: number, by = 1): Grid {
  if (!onBoard(state, row, col)) return offBoard(state, row, col);
  const cell = cellAt(state, row, col);
  if (!cell) return ruleError('empty-cell', `cell (${row}, ${col}) is empty`);
  if (!state.rotation) return ruleError('rotation-off', 'this puzzle is played without rotation');
  if (!Number.isInteger(by)) return ruleError('bad-turns', `cannot turn by ${by} quarter turns`);
  const turns = ((((cell.turns + by) % 4) + 4) % 4) as Turns;
  return ok(withCell(state, row, col, { token: cell.token, turns }));
}

/** One side of a placed token, as shown to the player. */
export interface SideRef {
  readonly row: number;
  readonly col: number;
  readonly side: SideName;
  readonly token: TokenId;
  /** The number as printed on the token ("3/12", "0,25", "25%"). */
  readonly text: string;
}

/** Two touching sides that are not equal; `first` is the upper or left one. */
export interface Conflict {
  readonly first: SideRef;
  readonly second: SideRef;
}

export interface SolitaireCheck {
  readonly placed: number;
  /** Every cell holds a token. */
  readonly full: boolean;
  /** Full and without any conflict: the puzzle is solved. */
  readonly solved: boolean;
  /** Every pair of touching sides that differ, in reading order. */
  readonly conflicts: readonly Conflict[];
}

function sideRef(state: SolitaireGrid, row: number, col: number, side: Side): SideRef | null {
  const cell = cellAt(state, row, col);
  if (!cell) return null;
  const number = placedValue(cell.token, cell.turns, side);
  return { row, col, side: SIDE_NAMES[side] as SideName, token: cell.token, text: number.text };
}

/** The conflict across the edge between (row, col) and its right or lower neighbour, if any. */
function edgeConflict(state: SolitaireGrid, row: number, col: number, down: boolean): Conflict | null {
  const [r2, c2] = down ? [row + 1, col] : [row, col + 1];
  const a = cellAt(state, row, col);
  const b = onBoard(state, r2, c2) ? cellAt(state, r2, c2) : null;
  if (!a || !b) return null;
  const [sa, sb] = down ? [BOTTOM, TOP] : [RIGHT, LEFT];
  // Exact rationals: 1/4, 3/12, 0,25 and 25% all match.
  if (sameValue(placedValue(a.token, a.turns, sa), placedValue(b.token, b.turns, sb))) return null;
  const first = sideRef(state, row, col, sa);
  const second = sideRef(state, r2, c2, sb);
  return first && second ? { first, second } : null;
}

function conflictsAround(state: SolitaireGrid, row: number, col: number): Conflict[] {
  const found = [
    edgeConflict(state, row - 1, col, true),
    edgeConflict(state, row, col - 1, false),
    edgeConflict(state, row, col, false),
    edgeConflict(state, row, col, true),
  ];
  return found.filter((c): c is Conflict => c !== null);
}

export function describeConflict(conflict: Conflict): string {
  const { first: a, second: b } = conflict;
  return `${a.text} (${a.side} of token ${a.token} at (${a.row}, ${a.col})) ≠ ${b.text} (${b.side} of token ${b.token} at (${b.row}, ${b.col}))`;
}

/** "Vérifier": how many tokens are placed, whether the grid is full, and every mismatched edge. */
export function checkSolitaire(state: SolitaireGrid): SolitaireCheck {
  const conflicts: Conflict[] = [];
  let placed = 0;
  for (let row = 0; row < state.rows; row++) {
    for (let col = 0; col < state.cols; col++) {
      if (cellAt(state, row, col)) placed++;
      const right = edgeConflict(state, row, col, false);
      if (right) conflicts.push(right);
      const down = edgeConflict(state, row, col, true);
      if (down) conflicts.push(down);
    }
  }
  const full = placed === state.rows * state.cols;
  return { placed, full, solved: full && conflicts.length === 0, conflicts };
}

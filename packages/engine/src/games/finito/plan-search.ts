import type { Board } from './board';
import { CELL_COUNT, DIE_FACES, LABEL_CELLS, TOKEN_COUNT } from './board';
import type { CostTables } from './plan-eval';
import { DEFAULT_TABLES, evaluate } from './plan-eval';
import { isFinito as isFinitoBoard } from './scoring';
import type { FinitoMove } from './types';

/**
 * Move choice by expectation over the next turn: for each candidate move, the average over the
 * next d20 roll (and, while placing, over the token turned up next — uniform over the face-down
 * set, which the view gives as "1..12 minus the board minus the hand") of the best evaluation after
 * the next move. Only the seat's own board matters: other seats never touch it.
 */
export interface PlanPosition {
  readonly board: Board;
  readonly hand: readonly number[];
}

export interface PlanResult {
  readonly move: FinitoMove;
  /** Estimated turns to Finito after this move (placement turns included). */
  readonly expectedTurns: number;
  /** Placed tokens off the kept chain after the move (0 when the order is already right). */
  readonly misplaced: number;
}

const SCRATCH: number[] = new Array<number>(CELL_COUNT).fill(0);
/** Destination cells of each roll on SCRATCH (up to two), -1 for none. */
const DEST_A = new Int32Array(DIE_FACES + 1);
const DEST_B = new Int32Array(DIE_FACES + 1);

/** `destinations` (the nearest-free-cell rule) for every roll at once, without allocating. */
function fillDestinations(board: number[]): void {
  for (let roll = 1; roll <= DIE_FACES; roll++) {
    const first = firstLabelCell(roll);
    const last = lastLabelCell(roll);
    let a = -1;
    let b = -1;
    for (let cell = first; cell <= last; cell++)
      if (board[cell] === 0) {
        if (a < 0) a = cell;
        else b = cell;
      }
    if (a < 0) {
      for (let cell = first - 1; cell >= 0; cell--)
        if (board[cell] === 0) {
          a = cell;
          break;
        }
      for (let cell = last + 1; cell < CELL_COUNT; cell++)
        if (board[cell] === 0) {
          if (a < 0) a = cell;
          else b = cell;
          break;
        }
    }
    DEST_A[roll] = a;
    DEST_B[roll] = b;
  }
}

// Label r occupies cells firstLabelCell(r)..lastLabelCell(r) (one or two adjacent cells).
const firstLabelCell = (roll: number) => (LABEL_CELLS[roll] as readonly number[])[0] as number;
const lastLabelCell = (roll: number) => {
  const cells = LABEL_CELLS[roll] as readonly number[];
  return cells[cells.length - 1] as number;
};

function handMaskOf(hand: readonly number[]): number {
  let mask = 0;
  for (const t of hand) mask |= 1 << (t - 1);
  return mask;
}

/** Tokens neither on the board nor in hand: the face-down set as the view reveals it. */
function faceDownMaskOf(board: Board, handMask: number): number {
  let mask = ((1 << TOKEN_COUNT) - 1) & ~handMask;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const t = board[cell] as number;
    if (t > 0) mask &= ~(1 << (t - 1));
  }
  return mask;
}

const CELL_VALUE = new Float64Array(CELL_COUNT);
const DRAWN_VALUE = new Float64Array(CELL_COUNT * (TOKEN_COUNT + 1));
const UNKNOWN = Number.NaN;

/** Best evaluation after putting one of `tokens` (bit set) on `cell` (a placement). */
function placeOn(board: number[], cell: number, tokens: number, handAfter: number, tables: CostTables) {
  let best = Number.POSITIVE_INFINITY;
  for (let t = 1; t <= TOKEN_COUNT; t++) {
    const bit = 1 << (t - 1);
    if (!(tokens & bit)) continue;
    board[cell] = t;
    const value = isFinitoBoard(board) ? 0 : evaluate(board, handAfter & ~bit, tables);
    board[cell] = 0;
    if (value < best) best = value;
  }
  return best;
}

/** Best evaluation after moving any token of the full board to `cell` (a move). */
function moveTo(board: number[], cell: number, tables: CostTables) {
  let best = Number.POSITIVE_INFINITY;
  for (let from = 0; from < CELL_COUNT; from++) {
    const t = board[from] as number;
    if (t === 0) continue;
    board[from] = 0;
    board[cell] = t;
    const value = isFinitoBoard(board) ? 0 : evaluate(board, 0, tables);
    board[cell] = 0;
    board[from] = t;
    if (value < best) best = value;
  }
  return best;
}

/**
 * Expected best evaluation after the next turn, from `board` with `hand` known (bit masks). A roll
 * only matters through its destination cells, and many rolls share them (the nearest free cell of a
 * full label), so the best value of each destination cell is computed once.
 */
function nextTurnValue(board: number[], handMask: number, faceDown: number, tables: CostTables): number {
  fillDestinations(board);
  CELL_VALUE.fill(UNKNOWN);
  const placing = handMask !== 0 || faceDown !== 0;
  // While placing, the hand is refilled by one turn-up when face-down tokens remain (the root move
  // used one token); the known tokens are valued with the drawn one counted as still face down.
  const unknown: number[] = [];
  for (let t = 1; t <= TOKEN_COUNT; t++) if (faceDown & (1 << (t - 1))) unknown.push(t);
  if (unknown.length > 0) DRAWN_VALUE.fill(UNKNOWN);
  const cellValue = (cell: number): number => {
    let v = CELL_VALUE[cell] as number;
    if (Number.isNaN(v)) {
      if (!placing) v = moveTo(board, cell, tables);
      else v = handMask === 0 ? Number.POSITIVE_INFINITY : placeOn(board, cell, handMask, handMask, tables);
      CELL_VALUE[cell] = v;
    }
    return v;
  };
  const drawnValue = (cell: number, t: number): number => {
    const key = cell * (TOKEN_COUNT + 1) + t;
    let v = DRAWN_VALUE[key] as number;
    if (Number.isNaN(v)) {
      v = Math.min(cellValue(cell), placeOn(board, cell, 1 << (t - 1), handMask | (1 << (t - 1)), tables));
      DRAWN_VALUE[key] = v;
    }
    return v;
  };
  let total = 0;
  for (let roll = 1; roll <= DIE_FACES; roll++) {
    const a = DEST_A[roll] as number;
    const b = DEST_B[roll] as number;
    if (unknown.length === 0) {
      total += Math.min(
        a < 0 ? Number.POSITIVE_INFINITY : cellValue(a),
        b < 0 ? Number.POSITIVE_INFINITY : cellValue(b),
      );
      continue;
    }
    let sum = 0;
    for (const t of unknown)
      sum += Math.min(
        a < 0 ? Number.POSITIVE_INFINITY : drawnValue(a, t),
        b < 0 ? Number.POSITIVE_INFINITY : drawnValue(b, t),
      );
    total += sum / unknown.length;
  }
  return total / DIE_FACES;
}

/** Plays `move` on SCRATCH, a copy of `board`. */
function play(board: Board, move: FinitoMove): void {
  for (let cell = 0; cell < CELL_COUNT; cell++) SCRATCH[cell] = board[cell] as number;
  if (move.kind === 'pass') return;
  if (move.kind === 'move') SCRATCH[SCRATCH.indexOf(move.token)] = 0;
  SCRATCH[move.cell] = move.token;
}

export interface PlanSettings {
  readonly tables?: CostTables;
  /** Look one turn ahead (expectimax); false ranks moves by the evaluation alone. */
  readonly lookahead?: boolean;
  /** With lookahead, only this many of the best moves by the plain evaluation are searched. */
  readonly width?: number;
  /** With lookahead, asked before each move after the first: true stops the search (time budget). */
  readonly stop?: () => boolean;
}

/** The planned choice among `legal` (first of the best on ties). */
export function planMove(
  position: PlanPosition,
  legal: readonly FinitoMove[],
  settings: PlanSettings = {},
): PlanResult {
  const tables = settings.tables ?? DEFAULT_TABLES;
  const handMask = handMaskOf(position.hand);
  const faceDown = faceDownMaskOf(position.board, handMask);
  const offBoard = popcount12(handMask | faceDown);
  const scored: { move: FinitoMove; value: number; hand: number }[] = [];
  for (const move of legal) {
    play(position.board, move);
    const hand = move.kind === 'place' ? handMask & ~(1 << (move.token - 1)) : handMask;
    if (isFinitoBoard(SCRATCH)) return { move, expectedTurns: 1, misplaced: 0 };
    scored.push({ move, value: evaluate(SCRATCH, hand, tables), hand });
  }
  if (scored.length === 0) throw new RangeError('planning called without legal moves');
  // A stable sort keeps the legal order among equal values, so ties go to the first listed.
  scored.sort((x, y) => x.value - y.value);
  let best = scored[0] as (typeof scored)[number];
  let bestValue = best.value;
  if (settings.lookahead) {
    const width = Math.min(settings.width ?? scored.length, scored.length);
    bestValue = Number.POSITIVE_INFINITY;
    for (let i = 0; i < width; i++) {
      if (i > 0 && settings.stop?.()) break;
      const candidate = scored[i] as (typeof scored)[number];
      play(position.board, candidate.move);
      const value = nextTurnValue(SCRATCH, candidate.hand, faceDown, tables);
      if (value < bestValue) {
        bestValue = value;
        best = candidate;
      }
    }
  }
  play(position.board, best.move);
  // This turn, the placement turns left after it, then the evaluation's extra turns; with lookahead
  // the value is taken after the next turn, which uses one of those placements (or is one more move).
  const placementsLeft = best.move.kind === 'place' ? offBoard - 1 : 0;
  const turnsBeforeValue = settings.lookahead ? 1 + Math.max(1, placementsLeft) : 1 + placementsLeft;
  return {
    move: best.move,
    expectedTurns: turnsBeforeValue + bestValue,
    misplaced: misplacedCount(SCRATCH),
  };
}

function popcount12(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** Placed tokens outside a longest increasing sequence (each needs at least one more move). */
function misplacedCount(board: number[]): number {
  const cells: number[] = new Array<number>(TOKEN_COUNT + 1).fill(-1);
  for (let cell = 0; cell < CELL_COUNT; cell++)
    if ((board[cell] as number) > 0) cells[board[cell] as number] = cell;
  const ending = new Array<number>(TOKEN_COUNT + 1).fill(0);
  let placed = 0;
  let longest = 0;
  for (let t = 1; t <= TOKEN_COUNT; t++) {
    const c = cells[t] as number;
    if (c < 0) continue;
    placed++;
    let length = 1;
    for (let u = 1; u < t; u++)
      if ((cells[u] as number) >= 0 && (cells[u] as number) < c)
        length = Math.max(length, (ending[u] as number) + 1);
    ending[t] = length;
    longest = Math.max(longest, length);
  }
  return placed - longest;
}

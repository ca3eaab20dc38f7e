import type { Seat } from '../../core/game';
import type { Policy } from '../../core/play';
import type { Board } from './board';
import { CELL_COUNT, TOKEN_COUNT } from './board';
import type { FinitoMove, FinitoPlayer, FinitoState } from './types';

/**
 * A simple, pure, deterministic policy for the computer seats and the benchmark. It looks only at
 * the seat's own board (never at another seat, whose choice for the turn is hidden anyway) and picks
 * the move whose resulting board costs least:
 * - tokens out of order: the placed tokens outside a longest increasing sequence (each needs at least
 *   one more move before Finito);
 * - plus the distance of each token from its ideal cell (token t ideally sits at the t-th of twelve
 *   evenly spread cells), which keeps room for the tokens still to come.
 * The weight was tuned by simulation (solo, mean turns to Finito: about 27; counting inverted pairs as
 * well made it slightly worse).
 */
const IDEAL_CELL: readonly number[] = Object.freeze(
  Array.from({ length: TOKEN_COUNT + 1 }, (_, t) =>
    Math.round(((t - 1) * (CELL_COUNT - 1)) / (TOKEN_COUNT - 1)),
  ),
);

const OUT_OF_SEQUENCE_WEIGHT = 10;

/**
 * Cost of a board given as token cells (index 1..12, -1 when not placed); lower is better. The
 * definition `greedyMove` follows (it computes the same values faster).
 */
export function boardCost(cells: readonly number[]): number {
  let placed = 0;
  let distance = 0;
  let longest = 0;
  // Longest strictly increasing sequence of cells in token order, by the quadratic DP (n = 12).
  // A module-level scratch array: the policy is synchronous, so sharing it is safe and saves garbage.
  const best = LIS_SCRATCH;
  for (let t = 1; t <= TOKEN_COUNT; t++) {
    const cell = cells[t] as number;
    best[t] = 0;
    if (cell < 0) continue;
    placed++;
    distance += Math.abs(cell - (IDEAL_CELL[t] as number));
    let length = 1;
    for (let u = 1; u < t; u++) {
      const other = cells[u] as number;
      // Unplaced tokens have cell -1 and best 0, so they never lengthen a sequence.
      if (other < cell && (best[u] as number) + 1 > length) length = (best[u] as number) + 1;
    }
    best[t] = length;
    if (length > longest) longest = length;
  }
  return OUT_OF_SEQUENCE_WEIGHT * (placed - longest) + distance;
}

const LIS_SCRATCH: number[] = new Array<number>(TOKEN_COUNT + 1).fill(0);

// Scratch arrays for `greedyMove` (index = token 1..12): the policy is synchronous, so sharing them
// is safe, and it keeps the benchmark's hot loop free of garbage.
const CELLS = new Array<number>(TOKEN_COUNT + 2).fill(-1);
/** Longest increasing sequence ending at token t, using tokens 1..t only. */
const ENDING = new Array<number>(TOKEN_COUNT + 2).fill(0);
/** Longest increasing sequence starting at token t, using tokens t..12 only. */
const STARTING = new Array<number>(TOKEN_COUNT + 2).fill(0);
/** How many tokens of each level (ENDING value) lie on some longest sequence. */
const LEVEL_COUNT = new Array<number>(TOKEN_COUNT + 2).fill(0);

/**
 * The greedy choice among `moves` for the seat's own board (first of the cheapest on ties). It needs
 * only the board, which every view shows, so a view-based bot can call it as well.
 *
 * It computes `boardCost` of each resulting board incrementally: moving token k to cell c leaves the
 * sequences ending before k and starting after k unchanged, so the new longest sequence is either
 * one avoiding k or one through k at c. The one through k comes from the tables in linear time. For
 * the one avoiding k: a longest sequence takes one token of each level 1..L (its ENDING value), so
 * it can avoid k unless k is the only token of its level lying on a longest sequence; then the best
 * avoiding k is L - 1.
 */
export function greedyMove(board: Board, moves: readonly FinitoMove[]): FinitoMove {
  let chosen = moves[0];
  if (chosen === undefined) throw new RangeError('greedy policy called without legal moves');
  CELLS.fill(-1);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const token = board[cell] as number;
    if (token > 0) CELLS[token] = cell;
  }
  let placed = 0;
  let distance = 0;
  let longest = 0;
  for (let t = 1; t <= TOKEN_COUNT; t++) {
    const cell = CELLS[t] as number;
    let length = 0;
    if (cell >= 0) {
      placed++;
      distance += Math.abs(cell - (IDEAL_CELL[t] as number));
      length = 1;
      for (let u = 1; u < t; u++) {
        const cu = CELLS[u] as number;
        if (cu >= 0 && cu < cell && (ENDING[u] as number) + 1 > length) length = (ENDING[u] as number) + 1;
      }
    }
    ENDING[t] = length;
    if (length > longest) longest = length;
  }
  for (let t = TOKEN_COUNT; t >= 1; t--) {
    const cell = CELLS[t] as number;
    let length = 0;
    if (cell >= 0) {
      length = 1;
      for (let v = t + 1; v <= TOKEN_COUNT; v++)
        if ((CELLS[v] as number) > cell && (STARTING[v] as number) + 1 > length)
          length = (STARTING[v] as number) + 1;
    }
    STARTING[t] = length;
  }
  LEVEL_COUNT.fill(0);
  for (let t = 1; t <= TOKEN_COUNT; t++) {
    const level = ENDING[t] as number;
    if (level > 0 && level + (STARTING[t] as number) - 1 === longest)
      LEVEL_COUNT[level] = (LEVEL_COUNT[level] as number) + 1;
  }
  let lowest = Number.POSITIVE_INFINITY;
  for (const move of moves) {
    let cost: number;
    if (move.kind === 'pass') cost = OUT_OF_SEQUENCE_WEIGHT * (placed - longest) + distance;
    else {
      const k = move.token;
      const c = move.cell;
      const before = CELLS[k] as number;
      const ideal = IDEAL_CELL[k] as number;
      const level = ENDING[k] as number;
      const critical =
        level > 0 && level + (STARTING[k] as number) - 1 === longest && LEVEL_COUNT[level] === 1;
      const avoiding = critical ? longest - 1 : longest;
      let left = 0;
      for (let u = 1; u < k; u++) {
        const cu = CELLS[u] as number;
        if (cu >= 0 && cu < c && (ENDING[u] as number) > left) left = ENDING[u] as number;
      }
      let right = 0;
      for (let v = k + 1; v <= TOKEN_COUNT; v++)
        if ((CELLS[v] as number) > c && (STARTING[v] as number) > right) right = STARTING[v] as number;
      const through = left + 1 + right;
      const after = Math.max(through, avoiding);
      const placedAfter = before < 0 ? placed + 1 : placed;
      const distanceAfter = distance - (before < 0 ? 0 : Math.abs(before - ideal)) + Math.abs(c - ideal);
      cost = OUT_OF_SEQUENCE_WEIGHT * (placedAfter - after) + distanceAfter;
    }
    if (cost < lowest) {
      lowest = cost;
      chosen = move;
    }
  }
  return chosen;
}

/** The greedy policy in the shape drivers expect; it reads only `state.players[seat]`. */
export const greedyPolicy: Policy<FinitoState, FinitoMove> = (state: FinitoState, seat: Seat, moves) =>
  greedyMove((state.players[seat] as FinitoPlayer).board, moves);

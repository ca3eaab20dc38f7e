import type { Seat } from '../../core/game';
import type { Policy } from '../../core/play';
import type { Board } from './board';
import { CELL_COUNT, TOKEN_COUNT } from './board';
import { tokenCells } from './scoring';
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

/** Cost of a board given as token cells (index 1..12, -1 when not placed); lower is better. */
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

/**
 * The greedy choice among `moves` for the seat's own board (first of the cheapest on ties). It needs
 * only the board, which every view shows, so a view-based bot can call it as well.
 */
export function greedyMove(board: Board, moves: readonly FinitoMove[]): FinitoMove {
  const cells = tokenCells(board);
  let chosen = moves[0];
  if (chosen === undefined) throw new RangeError('greedy policy called without legal moves');
  let lowest = Number.POSITIVE_INFINITY;
  for (const move of moves) {
    let cost: number;
    if (move.kind === 'pass') cost = boardCost(cells);
    else {
      const before = cells[move.token] as number;
      cells[move.token] = move.cell;
      cost = boardCost(cells);
      cells[move.token] = before;
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

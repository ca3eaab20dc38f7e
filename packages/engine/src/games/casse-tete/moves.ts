import type { Seat } from '../../core/game';
import { handMask } from './bank';
import { forEachPlacement, touchingCount } from './board';
import type { Cell } from './geometry';
import type { CasseTeteMove, CasseTeteState, PassMove, PlacedToken } from './types';

export const PASS: PassMove = Object.freeze({ kind: 'pass' });
const ONLY_PASS: readonly CasseTeteMove[] = Object.freeze([PASS]);

/** Points for a token that touches 1, 2, 3 or 4 placed tokens. */
export const POINTS: readonly number[] = [0, 5, 10, 20, 40];

/** Every legal move of `seat`: its placements, or passing when it has none. */
export function legalMoves(state: CasseTeteState, seat: Seat): readonly CasseTeteMove[] {
  if (state.phase !== 'turn' || seat !== state.current) return [];
  const hand = state.hands[seat] ?? [];
  const moves: CasseTeteMove[] = [];
  forEachPlacement(state.board, handMask(hand), state.options.rotation, (x, y, token, turns) => {
    moves.push({ kind: 'place', token, cell: [x, y], turns });
    return false;
  });
  return moves.length > 0 ? moves : ONLY_PASS;
}

/** Points a token laid on `cell` would score (0 if the cell does not touch the table). */
export function placementPoints(board: readonly PlacedToken[], cell: Cell): number {
  return POINTS[touchingCount(board, cell[0], cell[1])] ?? 0;
}

/** Points a move would score now in this state. */
export function movePoints(state: CasseTeteState, move: CasseTeteMove): number {
  return move.kind === 'pass' ? 0 : placementPoints(state.board, move.cell);
}

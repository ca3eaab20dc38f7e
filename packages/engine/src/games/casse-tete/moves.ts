import { z } from 'zod';
import type { Seat } from '../../core/game';
import type { Result, RuleError } from '../../core/result';
import { ok } from '../../core/result';
import { parseWith } from '../../core/validate';
import { forEachPlacement, touchingCount } from './board';
import type { Cell, Turns } from './geometry';
import type { CasseTeteState, PlacedToken } from './state';
import { handMask } from './state';
import type { TokenId } from './tokens';
import { tokenIdSchema } from './tokens';

/** Lay `token` from the hand on `cell` after `turns` clockwise quarter turns. */
export interface PlaceMove {
  readonly kind: 'place';
  readonly token: TokenId;
  readonly cell: Cell;
  readonly turns: Turns;
}

/** Draw instead of placing; legal only when no token of the hand can be placed. */
export interface PassMove {
  readonly kind: 'pass';
}

export type CasseTeteMove = PlaceMove | PassMove;

export const PASS: PassMove = Object.freeze({ kind: 'pass' });
const ONLY_PASS: readonly CasseTeteMove[] = Object.freeze([PASS]);

/** Points for a token that touches 1, 2, 3 or 4 placed tokens. */
export const POINTS: readonly number[] = [0, 5, 10, 20, 40];

const moveSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('place'),
    token: tokenIdSchema,
    cell: z.tuple([z.number().int().min(-1000).max(1000), z.number().int().min(-1000).max(1000)]),
    turns: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  }),
  z.strictObject({ kind: z.literal('pass') }),
]);

export function parseMove(raw: unknown): Result<CasseTeteMove, RuleError<'bad-move'>> {
  const parsed = parseWith(moveSchema, raw, 'bad-move', 'move');
  // One shared constant for passing keeps move comparisons by identity cheap.
  return parsed.ok && parsed.value.kind === 'pass' ? ok(PASS) : parsed;
}

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

import type { Side } from './geometry';
import { neighbour, opposite, placedValue, SIDES } from './geometry';
import { POINTS } from './moves';
import type { TokenNumber } from './numbers';
import { sameValue } from './numbers';
import type { TokenId } from './tokens';
import type { CasseTeteView, PlaceMove } from './types';

/** One side of a laid token against a token already on the table. */
export interface TouchingSide {
  /** The side of the token being laid (as turned). */
  readonly side: Side;
  readonly neighbour: TokenId;
  /** The number the laid token shows on `side`. */
  readonly mine: TokenNumber;
  /** The number the neighbour shows on the facing side. */
  readonly theirs: TokenNumber;
}

/** What laying a token would do, read from the table alone (public: every view shows it). */
export interface PlacementPreview {
  readonly touching: readonly TouchingSide[];
  /** The points the placement scores (by the number of tokens it touches). */
  readonly points: number;
  /** Every touching pair shows equal numbers (a legal placement also touches at least one token). */
  readonly matches: boolean;
}

/**
 * The sides a placement would touch and the points it would score, from a view: for the screens, which
 * never hold a state, and for explaining a placement already played (from the view before it).
 */
export function previewPlacement(view: Pick<CasseTeteView, 'board'>, move: PlaceMove): PlacementPreview {
  const touching: TouchingSide[] = [];
  for (const side of SIDES) {
    const [x, y] = neighbour(move.cell, side);
    const other = view.board.find((p) => p.cell[0] === x && p.cell[1] === y);
    if (!other) continue;
    touching.push({
      side,
      neighbour: other.token,
      mine: placedValue(move.token, move.turns, side),
      theirs: placedValue(other.token, other.turns, opposite(side)),
    });
  }
  return {
    touching,
    points: POINTS[touching.length] ?? 0,
    matches: touching.every((pair) => sameValue(pair.mine, pair.theirs)),
  };
}

import type { Side } from '../casse-tete/geometry';
import { opposite, SIDE_DX, SIDE_DY, SIDES, sideValueId } from '../casse-tete/geometry';
import type { SolitaireGrid } from './grid';
import { cellAt } from './grid';
import type { PlaceMove } from './types';

/**
 * How a placement meets the tokens already around it: the number of touching sides (all equal), or
 * −1 when one of them differs. Exact: equal value ids mean equal numbers (1/4 = 0,25 = 25%).
 */
export function placementFit(
  grid: SolitaireGrid,
  move: Pick<PlaceMove, 'token' | 'row' | 'col' | 'turns'>,
): number {
  let touching = 0;
  for (const side of SIDES) {
    const other = cellAt(grid, move.row + (SIDE_DY[side] ?? 0), move.col + (SIDE_DX[side] ?? 0));
    if (!other) continue;
    const facing: Side = opposite(side);
    if (sideValueId(move.token, move.turns, side) !== sideValueId(other.token, other.turns, facing))
      return -1;
    touching++;
  }
  return touching;
}

import type { Seat } from '../../core/game';
import { pointsFor } from './arithmetic';
import { cellIndex, layoutOf } from './layout';
import { codeCell, MAX_MOVES, SearchPosition } from './search-position';
import type { Side, ZigzagState } from './types';

/** Later points count a little less: a race is won by scoring early. */
const DISCOUNT = 0.85;

/**
 * Best discounted points one pawn can collect in `moves` moves of its own, the other pawn ignored
 * (at the start it stands on a start row, where it blocks nothing).
 */
function soloValue(
  position: SearchPosition,
  seat: Seat,
  moves: number,
  buffer: Int32Array,
  ply: number,
): number {
  if (moves === 0) return 0;
  const base = ply * MAX_MOVES;
  const count = position.generate(seat, buffer, base);
  let best = 0;
  const cell = position.cell[seat] as number;
  const previous = position.previous[seat] as number;
  const number = position.number[seat] as number;
  for (let i = 0; i < count; i++) {
    const code = buffer[base + i] as number;
    const reached = position.reached(seat, code);
    const points = pointsFor(reached);
    position.previous[seat] = cell;
    position.cell[seat] = codeCell(code);
    position.number[seat] = points > 0 ? reached / 10 : reached;
    const value = points + DISCOUNT * soloValue(position, seat, moves - 1, buffer, ply + 1);
    position.cell[seat] = cell;
    position.previous[seat] = previous;
    position.number[seat] = number;
    if (value > best) best = value;
  }
  return best;
}

/**
 * The start side (a setup move) chosen by looking ahead `moves` moves of one's own from each side's
 * start cell, averaged over the 36 starting numbers the two dice can give (the number is rolled after
 * the pawn is placed). Returns the better side and both averages.
 */
export function rateStartSides(
  state: ZigzagState,
  seat: Seat,
  moves: number,
): { readonly side: Side; readonly top: number; readonly bottom: number } {
  const layout = layoutOf(state.board);
  const label = state.players[seat as 0 | 1].label;
  const position = new SearchPosition(layout, state.moveLimit);
  const other = 1 - seat;
  position.cell[other] = -100;
  position.previous[other] = -100;
  const buffer = new Int32Array((moves + 1) * MAX_MOVES);
  const rate = (row: number): number => {
    let total = 0;
    for (let tens = 1; tens <= 6; tens++) {
      for (let units = 1; units <= 6; units++) {
        position.cell[seat] = cellIndex(row, label - 1);
        position.previous[seat] = -1;
        position.number[seat] = tens * 10 + units;
        total += soloValue(position, seat, moves, buffer, 0);
      }
    }
    return total / 36;
  };
  const top = rate(0);
  const bottom = rate(layout.rows - 1);
  return { side: bottom > top ? 'bottom' : 'top', top, bottom };
}

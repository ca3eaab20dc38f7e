import type { Seat } from '../../core/game';
import { destinations } from './board';
import type { FinitoView } from './types';

/**
 * The cells a seat may send a token to on this turn's roll, from its view: the labelled cells if free,
 * else the nearest free cell before and after them. Empty when no roll is on the table, the seat has
 * chosen already or the game is over. The cells of the seat's legal moves, for screens that hold
 * only a view.
 */
export function targetCells(view: FinitoView, seat: Seat): readonly number[] {
  const player = view.players[seat];
  if (view.outcome.status !== 'running' || view.roll === null || !player || player.acted) return [];
  return destinations(player.board, view.roll);
}

import type { Seat } from '../../core/game';
import { boardIndex } from './board';
import type { CasseTeteMove } from './moves';
import { placementPoints } from './moves';
import type { CasseTeteState } from './state';

/**
 * The greedy computer player: the legal move that scores most points now; ties go to the first such
 * move in `legalMoves` order, so the choice is a pure function of the position.
 */
export function greedyMove(
  state: CasseTeteState,
  _seat: Seat,
  moves: readonly CasseTeteMove[],
): CasseTeteMove {
  const index = boardIndex(state.board);
  let best = moves[0];
  let bestPoints = -1;
  for (const move of moves) {
    const points = move.kind === 'place' ? placementPoints(index, move.cell) : 0;
    if (points > bestPoints) {
      best = move;
      bestPoints = points;
    }
  }
  if (!best) throw new Error('greedyMove: no legal move to choose from');
  return best;
}

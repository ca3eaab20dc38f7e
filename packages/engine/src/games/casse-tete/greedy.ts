import type { Bot } from '../../bots/bot';
import type { Seat } from '../../core/game';
import { placementPoints } from './moves';
import type { CasseTeteMove, CasseTeteView } from './types';

/**
 * The greedy computer player: the legal move that scores most points now; ties go to the first such
 * move in `legalMoves` order, so the choice is a pure function of what the seat sees. It reads only
 * the seat's view (the table), never the hidden hands or bank.
 */
export function greedyMove(view: CasseTeteView, _seat: Seat, moves: readonly CasseTeteMove[]): CasseTeteMove {
  let best = moves[0];
  let bestPoints = -1;
  for (const move of moves) {
    const points = move.kind === 'place' ? placementPoints(view.board, move.cell) : 0;
    if (points > bestPoints) {
      best = move;
      bestPoints = points;
    }
  }
  if (!best) throw new Error('greedyMove: no legal move to choose from');
  return best;
}

/** `greedyMove` as a bot, with the points it expects as its reason. */
export const greedyBot: Bot<CasseTeteView, CasseTeteMove> = {
  name: 'greedy',
  choose(view, seat, legal) {
    const move = greedyMove(view, seat, legal);
    if (move.kind === 'pass') return { move, reason: { code: 'casse-tete.no-placement' } };
    return {
      move,
      reason: { code: 'casse-tete.most-points', params: { points: placementPoints(view.board, move.cell) } },
    };
  },
};

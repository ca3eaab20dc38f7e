import type { DecisionJudge } from '../../review/types';
import { FORT_SETTINGS } from './bots';
import { placementPoints } from './moves';
import { searchMove, winChances } from './search';
import type { CasseTeteMove, CasseTeteState } from './types';
import { view } from './view';

/** Playouts of fort's search per decision in a review: an eighth of fort's own (bench/review.ts). */
export const REVIEW_PLAYOUTS = 1_200;
/** Deals on which the played move and the preferred one are then compared, side by side. */
export const REVIEW_DEALS = 200;

const sameMove = (a: CasseTeteMove, b: CasseTeteMove): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Casse-tête's placements judged by fort's search from the seat's own view (its hand; the other
 * hands and the bank are sampled, never read, even though the game is over): the placement search
 * prefers, then the chance of winning after it and after the played one, compared on the same deals,
 * and the points each scored at once.
 */
export function casseTeteJudge(
  playouts = REVIEW_PLAYOUTS,
  deals = REVIEW_DEALS,
): DecisionJudge<CasseTeteState, CasseTeteMove> {
  return {
    // Sampled estimates: a few points of chance are noise (200 paired deals).
    thresholds: { chance: { close: 0.04, mistake: 0.1 } },
    judge(state, seat, move, legal, seed) {
      if (legal.length < 2 || move.kind !== 'place') return null;
      const seen = view(state, seat);
      const searched = searchMove(seen, seat, legal, { seed, iterations: playouts }, FORT_SETTINGS);
      const preferred = legal[searched.index] ?? move;
      const same = sameMove(preferred, move);
      const chances = winChances(seen, seat, same ? [move] : [preferred, move], deals, seed, FORT_SETTINGS);
      const playedValue = chances[chances.length - 1] ?? 0;
      const preferredValue = chances[0] ?? 0;
      // The sampled comparison may find the played move as good: then it is the best one here.
      const best = preferredValue > playedValue ? preferred : move;
      const pointsOf = (m: CasseTeteMove) => (m.kind === 'place' ? placementPoints(seen.board, m.cell) : 0);
      return {
        unit: 'chance',
        best,
        bestValue: Math.max(preferredValue, playedValue),
        playedValue,
        points: { best: pointsOf(best), played: pointsOf(move) },
      };
    },
  };
}

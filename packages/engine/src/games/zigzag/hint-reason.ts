import type { Reason } from '../../bots/bot';
import type { Seat } from '../../core/game';
import { immediatePoints } from './greedy';
import { legalMoves } from './moves';
import { apply } from './rules';
import { WIN } from './search';
import type { ZigzagMove, ZigzagState } from './types';

const round1 = (x: number): number => Math.round(x * 10) / 10;

/** A search score below which the lead is called even (half a point either way). */
const EVEN = 50;

/** Who the search expects to be ahead, and by how many whole points, for words a child reads. */
function trend(value: number): { ahead: 'you' | 'them' | 'even'; by: number } {
  if (value > EVEN) return { ahead: 'you', by: Math.round(value / 100) };
  if (value < -EVEN) return { ahead: 'them', by: Math.round(-value / 100) };
  return { ahead: 'even', by: 0 };
}

/** The legal move that scores most at once (the first of equals), with its points. */
export function bestImmediate(state: ZigzagState, seat: Seat): { move: ZigzagMove; points: number } | null {
  let best: { move: ZigzagMove; points: number } | null = null;
  for (const move of legalMoves(state, seat)) {
    const points = immediatePoints(state, seat, move);
    if (!best || points > best.points) best = { move, points };
  }
  return best;
}

/** What the opponent could score at once after `seat` plays `move` (0 if the game ends). */
export function bestReply(state: ZigzagState, seat: Seat, move: ZigzagMove): number {
  const after = apply(state, seat, move);
  if (!after.ok || after.value.phase !== 'play') return 0;
  return bestImmediate(after.value, after.value.turn)?.points ?? 0;
}

/**
 * Why the look-ahead chose `move`, in facts a child can check: a forced win or loss; points it
 * passes over (the bigger immediate score, where it was, and what the opponent could score right
 * after it); points scored now; else who should be ahead a few moves on (`ahead`, `by`). The search's
 * raw figures (`depth`, `value` in points) stay in the params for the CLI and analyses.
 */
export function explainSearch(
  state: ZigzagState,
  seat: Seat,
  move: ZigzagMove,
  depth: number,
  value: number,
): Reason {
  if (value > WIN - 1000) return { code: 'zigzag.forced-win', params: { plies: WIN - value } };
  if (value < -(WIN - 1000)) return { code: 'zigzag.forced-loss', params: { plies: WIN + value } };
  const figures = { depth, value: round1(value / 100), ...trend(value) };
  const points = immediatePoints(state, seat, move);
  const skipped = bestImmediate(state, seat);
  if (skipped && skipped.move.kind === 'step' && skipped.points > points) {
    return {
      code: 'zigzag.skips-points',
      params: {
        ...figures,
        points,
        skipped: skipped.points,
        row: skipped.move.to[0] + 1,
        column: skipped.move.to[1] + 1,
        reply: bestReply(state, seat, skipped.move),
      },
    };
  }
  if (points > 0) return { code: 'zigzag.scores-now', params: { ...figures, points } };
  return { code: 'zigzag.search', params: figures };
}

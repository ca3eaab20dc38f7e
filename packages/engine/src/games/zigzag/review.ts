import type { DecisionJudge, Forced } from '../../review/types';
import { immediatePoints } from './greedy';
import { cellIndex } from './layout';
import { FULL_EVALUATION, Searcher, WIN } from './search';
import { moveCode, moveFromCode, SearchPosition } from './search-position';
import type { ZigzagMove, ZigzagState } from './types';

/**
 * Nodes searched per decision in a review: a fifteenth of what fort searches for a move, with every
 * root move searched exactly, so a game of 60 moves is reviewed in a few seconds (bench/review.ts).
 */
export const REVIEW_NODES = 20_000;
/** A proved win or loss counted as this many points ahead or behind: more than any lead in points. */
export const FORCED_POINTS = 100;
const WIN_BOUND = WIN - 10_000;

const HALF_INDEX = { floor: 1, round: 2 } as const;

function codeOf(move: ZigzagMove): number | null {
  if (move.kind !== 'step') return null;
  return moveCode(cellIndex(move.to[0], move.to[1]), move.half ? HALF_INDEX[move.half] : 0);
}

function forcedOf(value: number): Forced | undefined {
  if (value > WIN_BOUND) return 'win';
  return value < -WIN_BOUND ? 'loss' : undefined;
}

/** A search value (hundredths of a point, for the side to move) in points, proved results capped. */
function pointsOf(value: number): number {
  const forced = forcedOf(value);
  if (forced) return forced === 'win' ? FORCED_POINTS : -FORCED_POINTS;
  return value / 100;
}

/**
 * Zigzag's pawn moves judged by fort's own search (alpha–beta with its full evaluation), every root
 * move searched with a full window so the played move's value is as exact as the best one's: the
 * evaluation before the move (the best value) and after it (the played move's), in points ahead.
 * The game has no hidden information once set up, so the state is what the seat's view shows.
 */
export function zigzagJudge(nodes = REVIEW_NODES): DecisionJudge<ZigzagState, ZigzagMove> {
  return {
    thresholds: { points: { close: 0.5, mistake: 3 } },
    judge(state, seat, move, legal) {
      const played = codeOf(move);
      if (state.phase !== 'play' || played === null || legal.length < 2) return null;
      const search = new Searcher(SearchPosition.fromState(state), {
        maxDepth: 60,
        maxNodes: nodes,
        evaluation: FULL_EVALUATION,
        exactRoot: true,
      });
      const result = search.run();
      const bestValue = result.value;
      const playedValue = result.ranked.find((r) => r.move === played)?.value ?? bestValue;
      const best = playedValue >= bestValue ? move : (moveFromCode(result.move, legal) ?? move);
      const forcedBest = forcedOf(bestValue);
      const forcedPlayed = forcedOf(playedValue);
      return {
        unit: 'points',
        best,
        bestValue: pointsOf(Math.max(bestValue, playedValue)),
        playedValue: pointsOf(playedValue),
        points: { best: immediatePoints(state, seat, best), played: immediatePoints(state, seat, move) },
        ...(forcedBest || forcedPlayed ? { forced: { best: forcedBest, played: forcedPlayed } } : {}),
      };
    },
  };
}

import type { DecisionJudge } from '../../review/types';
import { FORT_DEFAULT_WIDTH } from './bots';
import { planMove } from './plan-search';
import type { FinitoMove, FinitoState } from './types';
import { view } from './view';

/**
 * Finito's moves judged by fort's planner (one turn ahead) from the seat's own view: its board and
 * face-up tokens, the face-down ones only as a set. The value is fort's estimate of the turns still
 * needed to call Finito, after the move it prefers and after the played one.
 */
export const finitoJudge: DecisionJudge<FinitoState, FinitoMove> = {
  // The planner's estimate: a tenth of a turn is a tie, a whole turn is a mistake.
  thresholds: { turns: { close: 0.1, mistake: 1 } },
  judge(state, seat, move, legal) {
    if (legal.length < 2) return null;
    const player = view(state, seat).players[seat];
    if (!player) return null;
    const position = { board: player.board, hand: player.hand };
    const lookahead = { lookahead: true, width: FORT_DEFAULT_WIDTH };
    const preferred = planMove(position, legal, lookahead);
    const played = planMove(position, [move], { ...lookahead, width: 1 });
    // The planner looks ahead from its few most promising moves only: the played one may beat them.
    const better = preferred.expectedTurns < played.expectedTurns;
    return {
      unit: 'turns',
      best: better ? preferred.move : move,
      bestValue: Math.min(preferred.expectedTurns, played.expectedTurns),
      playedValue: played.expectedTurns,
    };
  },
};

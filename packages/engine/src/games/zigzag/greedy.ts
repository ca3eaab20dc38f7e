import type { Seat } from '../../core/game';
import type { Policy } from '../../core/play';
import { Rng } from '../../core/rng';
import { operate, pointsFor } from './arithmetic';
import { cellIndex, layoutOf } from './layout';
import type { ZigzagMove, ZigzagState } from './types';

/** The points a legal move scores at once (0 for anything but a pawn move). */
export function immediatePoints(state: ZigzagState, seat: Seat, move: ZigzagMove): number {
  if (move.kind !== 'step') return 0;
  const layout = layoutOf(state.board);
  const to = cellIndex(move.to[0], move.to[1]);
  const kind = layout.kind[to];
  if (!kind) return 0;
  // Inlined rather than via previewStep: the greedy policy runs inside simulations.
  const result = operate(kind, layout.by[to] as number, state.players[seat as 0 | 1].number, move.half);
  return result === 0 ? 0 : pointsFor(result);
}

/**
 * The simple computer player: the move that scores most now, ties broken at random from its own
 * generator (so a seeded game is reproducible). No look-ahead: the real bots come later.
 */
export function greedyPolicy(seed: string | number): Policy<ZigzagState, ZigzagMove> {
  const rng = Rng.fromSeed(seed);
  return (state, seat, moves) => {
    let best = -1;
    let count = 0;
    let choice = moves[0] as ZigzagMove;
    for (const move of moves) {
      const points = immediatePoints(state, seat, move);
      if (points > best) {
        best = points;
        count = 1;
        choice = move;
      } else if (points === best) {
        // Reservoir sampling: each tied move ends up chosen with probability 1/count.
        count++;
        if (rng.int(count) === 0) choice = move;
      }
    }
    return choice;
  };
}

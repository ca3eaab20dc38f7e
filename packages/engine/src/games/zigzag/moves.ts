import type { Seat } from '../../core/game';
import { MAX_NUMBER } from './arithmetic';
import { layoutOf } from './layout';
import type { ZigzagMove, ZigzagState } from './types';

export const PASS: ZigzagMove = Object.freeze({ kind: 'pass' });
export const START_SIDES: readonly ZigzagMove[] = Object.freeze([
  Object.freeze({ kind: 'start-side', side: 'top' }),
  Object.freeze({ kind: 'start-side', side: 'bottom' }),
]);
const PASS_ONLY: readonly ZigzagMove[] = Object.freeze([PASS]);
const NONE: readonly ZigzagMove[] = Object.freeze([]);

/**
 * Every legal pawn move of `seat`: an operation cell next to the pawn (8 directions), not the cell it
 * came from, not the other pawn's cell, with a result ≥ 1. On an odd number, ÷ 2 gives one move per
 * choice whose result is allowed.
 */
export function legalSteps(state: ZigzagState, seat: Seat, out: ZigzagMove[] = []): ZigzagMove[] {
  const layout = layoutOf(state.board);
  const player = state.players[seat as 0 | 1];
  const other = state.players[(1 - seat) as 0 | 1];
  const n = player.number;
  const around = layout.neighbours[player.cell] ?? [];
  for (let i = 0; i < around.length; i++) {
    const to = around[i] as number;
    if (to === player.previous || to === other.cell) continue;
    const by = layout.by[to] as number;
    switch (layout.kind[to]) {
      case 'add':
        if (n + by <= MAX_NUMBER) out.push(layout.step[to] as ZigzagMove);
        break;
      case 'subtract':
        if (n - by >= 1) out.push(layout.step[to] as ZigzagMove);
        break;
      case 'multiply':
        if (n * by <= MAX_NUMBER) out.push(layout.step[to] as ZigzagMove);
        break;
      case 'divide':
        if (n % by === 0) out.push(layout.step[to] as ZigzagMove);
        else {
          // Integer part of 1 ÷ 2 is 0, not allowed; the rounded value 1 always is.
          if (n >= by) out.push(layout.stepFloor[to] as ZigzagMove);
          out.push(layout.stepRound[to] as ZigzagMove);
        }
        break;
      default:
        break;
    }
  }
  return out;
}

/** Legal moves of a seat in any phase; a pass appears only when no pawn move is legal. */
export function legalMoves(state: ZigzagState, seat: Seat): readonly ZigzagMove[] {
  if (seat !== state.turn) return NONE;
  if (state.phase === 'start-side') return START_SIDES;
  if (state.phase !== 'play') return NONE;
  const steps = legalSteps(state, seat);
  return steps.length > 0 ? steps : PASS_ONLY;
}

import type { Seat } from '../../core/game';
import { operate, scoreNumber } from './arithmetic';
import type { Board } from './board';
import { boardOf } from './from-view';
import { cellIndex, layoutOf } from './layout';
import type { Operation } from './operation';
import type { ZigzagMove, ZigzagState, ZigzagView } from './types';

/** What a pawn move would do, for menus, explanations and policies: no state is built. */
export interface StepPreview {
  readonly operation: Operation;
  /** The number right after the operation, before scoring. */
  readonly reached: number;
  readonly points: number;
  /** The number kept after scoring (÷ 10 when points were scored). */
  readonly number: number;
}

/** The effect of a pawn move from `seat`'s number, or null if it is not a step onto an operation. */
export function previewStep(state: ZigzagState, seat: Seat, move: ZigzagMove): StepPreview | null {
  return previewOn(state.board, state.players[seat as 0 | 1].number, move);
}

/**
 * The same preview from what a screen holds (its view, maybe sent by a server): the operations are
 * read from the view's board, the number from the seat's player. Null as for `previewStep`, and for
 * a view whose board is not valid.
 */
export function previewStepInView(view: ZigzagView, seat: Seat, move: ZigzagMove): StepPreview | null {
  if (move.kind !== 'step') return null;
  const board = boardOf(view.board);
  const player = view.players[seat];
  return board && player ? previewOn(board, player.number, move) : null;
}

function previewOn(board: Board, from: number, move: ZigzagMove): StepPreview | null {
  if (move.kind !== 'step') return null;
  const layout = layoutOf(board);
  const to = cellIndex(move.to[0], move.to[1]);
  const kind = layout.kind[to];
  if (!kind) return null;
  const by = layout.by[to] as number;
  const reached = operate(kind, by, from, move.half);
  if (reached === 0) return null;
  const scored = scoreNumber(reached);
  return { operation: { kind, by }, reached, points: scored.points, number: scored.number };
}

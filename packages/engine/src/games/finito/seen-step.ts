import type { Viewer } from '../../core/game';
import type { Step } from '../../core/play';
import type { SeenStep } from '../../core/seen-step';
import type { FinitoChance, FinitoMove } from './types';

/**
 * Every seat chooses its move in secret and all choices of a turn are revealed together (by the
 * view's `lastTurn`), so another seat's move is only "seat N chose"; dice and turned-up tokens are
 * public.
 */
export function seenStep(
  _before: unknown,
  step: Step<FinitoMove, FinitoChance>,
  viewer: Viewer,
): SeenStep<FinitoMove, FinitoChance> {
  return 'move' in step && step.seat !== viewer ? { hidden: 'move', seat: step.seat } : step;
}

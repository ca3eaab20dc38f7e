import type { Viewer } from '../../core/game';
import type { Step } from '../../core/play';
import type { SeenStep } from '../../core/seen-step';
import { drawnBy } from './rules';
import type { CasseTeteChance, CasseTeteMove, CasseTeteState } from './types';

type CasseTeteStep = Step<CasseTeteMove, CasseTeteChance>;

/**
 * A token dealt or drawn is known to the seat whose hand it goes to, and to nobody else; the start
 * token, the start roll and every move are public.
 */
export function seenStep(
  before: CasseTeteState,
  step: CasseTeteStep,
  viewer: Viewer,
): SeenStep<CasseTeteMove, CasseTeteChance> {
  if (!('chance' in step) || step.chance.kind !== 'draw') return step;
  return drawnBy(before) === viewer ? step : { hidden: 'chance' };
}

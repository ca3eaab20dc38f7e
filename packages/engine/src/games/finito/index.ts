import type { GameDefinition } from '../../core/game';
import { finitoMeta } from './meta';
import { defaultOptions, parseChance, parseMove, parseOptions } from './notation';
import { actors, apply, chanceOutcomes, legalMoves, outcome, resolveChance, setup } from './rules';
import { seenStep } from './seen-step';
import type {
  FinitoChance,
  FinitoErrorCode,
  FinitoMove,
  FinitoOptions,
  FinitoState,
  FinitoView,
} from './types';
import { progress, view } from './view';

export * from './board';
export { FORT_DEFAULT_WIDTH, finitoBots } from './bots';
export { boardCost, greedyMove, greedyPolicy } from './greedy';
export { DEFAULT_TURN_CAP } from './notation';
export { targetCells } from './preview';
export { ROUND_CAP } from './rules';
export { isFinito, longestRun, tokenCells } from './scoring';
export type * from './types';

/** Finito (H. Kommerell): every seat places and moves its tokens 1..12 on the same d20 roll. */
export const finito: GameDefinition<
  FinitoState,
  FinitoMove,
  FinitoChance,
  FinitoOptions,
  FinitoView,
  FinitoErrorCode
> = {
  ...finitoMeta,
  defaultOptions,
  parseOptions,
  setup,
  actors,
  legalMoves,
  apply,
  chanceOutcomes,
  resolveChance,
  view,
  outcome,
  progress,
  parseMove,
  parseChance,
  seenStep,
};

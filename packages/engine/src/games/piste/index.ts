import type { GameDefinition } from '../../core/game';
import { pisteMeta } from './meta';
import { DEFAULT_OPTIONS, parseChance, parseMove, parseOptions } from './notation';
import { actors, apply, chanceOutcomes, legalMoves, outcome, resolveChance, setup } from './rules';
import type { PisteChance, PisteErrorCode, PisteMove, PisteOptions, PisteState, PisteView } from './types';
import { upgradePisteSteps } from './upgrade';
import { progress, view } from './view';

export * from './analysis';
export * from './board';
// The exact solvers behind the analysis, public for benchmarks that time them one by one.
export { turnDistribution } from './distribution';
export * from './duel';
export * from './duel-analysis';
export { expectedTurnsTwoDice, solveOptimalPolicy } from './policy';
export { buildChain, pawnChain } from './transitions';
export * from './types';

/** La piste des nombres ultimes (grande, 0–99) and la petite piste (0–50). */
export const piste: GameDefinition<
  PisteState,
  PisteMove,
  PisteChance,
  PisteOptions,
  PisteView,
  PisteErrorCode
> = {
  ...pisteMeta,
  defaultOptions: DEFAULT_OPTIONS,
  parseOptions,
  parseMove,
  parseChance,
  setup,
  actors,
  legalMoves,
  apply,
  chanceOutcomes,
  resolveChance,
  view,
  outcome,
  progress,
  upgradeSteps: upgradePisteSteps,
};

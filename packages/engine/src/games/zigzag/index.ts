import type { GameDefinition } from '../../core/game';
import { ok, ruleError } from '../../core/result';
import { checkStarter } from '../../core/start-roll';
import { chanceOutcomes } from './chance';
import { zigzagMeta } from './meta';
import { legalMoves } from './moves';
import { buildBoard, parseChance, parseMove, parseOptions } from './notation';
import { actors, apply, initialState, outcome, resolveChance } from './rules';
import type {
  ZigzagChance,
  ZigzagErrorCode,
  ZigzagMove,
  ZigzagOptions,
  ZigzagState,
  ZigzagView,
} from './types';
import { upgradeZigzagSteps } from './upgrade';
import { progress, view } from './view';

/**
 * Zigzag (RULES.md §2): two pawns walk a board of operations, each changing its own number; a
 * multiple of 10 scores 5, of 100 scores 15, and 50 points win. The setup is a chain of chance steps
 * and choices: who starts, each start cell (d6) and side (top or bottom), each starting number
 * (two d6 as tens and units).
 */
export const zigzag: GameDefinition<
  ZigzagState,
  ZigzagMove,
  ZigzagChance,
  ZigzagOptions,
  ZigzagView,
  ZigzagErrorCode
> = {
  ...zigzagMeta,
  defaultOptions: { board: { kind: 'standard' }, moveLimit: 200 },
  parseOptions,
  setup(options, playerCount, seed) {
    if (playerCount !== 2)
      return ruleError('bad-player-count', `Zigzag is for 2 players, not ${playerCount}`);
    const starter = checkStarter(options.starter, playerCount);
    if (!starter.ok) return starter;
    const board = buildBoard(options.board);
    if (!board.ok) return board;
    return ok(initialState(board.value, options.moveLimit, seed, options.starter));
  },
  actors,
  legalMoves,
  apply,
  chanceOutcomes,
  resolveChance,
  view: (state) => view(state),
  outcome,
  progress,
  parseMove,
  parseChance,
  upgradeSteps: upgradeZigzagSteps,
};

export { MAX_NUMBER, TARGET_SCORE } from './arithmetic';
export type { Board } from './board';
export { boardRowCount, isHalfTurnSymmetric, makeBoardRows, parseBoard, STANDARD_BOARD } from './board';
export type { SearchSettings } from './bots';
export { searchBot, zigzagBots } from './bots';
export { stateFromView } from './from-view';
export type { MixEntry, OperationMix } from './generate';
export { checkMix, DEFAULT_MIX, generateBoard } from './generate';
export { greedyPolicy, immediatePoints } from './greedy';
export { buildBoard } from './notation';
export type { Operation, OperationKind } from './operation';
export { checkOperation, makeOperation, parseOperation } from './operation';
export type { StepPreview } from './preview';
export { previewStep, previewStepInView } from './preview';
export type { Evaluation, SearchLimits, SearchResult } from './search';
export { FULL_EVALUATION, SCORE_ONLY, Searcher, WIN } from './search';
export { PASS_CODE, RUNNING, SearchPosition } from './search-position';
export * from './types';

import type { GameDefinition } from '../../core/game';
import { casseTeteMeta } from './meta';
import { legalMoves } from './moves';
import { DEFAULT_OPTIONS, parseChance, parseMove, parseOptions } from './notation';
import { actors, apply, chanceOutcomes, outcome, resolveChance, setup } from './rules';
import { seenStep } from './seen-step';
import type {
  CasseTeteChance,
  CasseTeteErrorCode,
  CasseTeteMove,
  CasseTeteOptions,
  CasseTeteState,
  CasseTeteView,
} from './types';
import { progress, view } from './view';

export { casseTeteBots, FORT_SETTINGS } from './bots';
export type { Cell, Side, Turns } from './geometry';
export { BOTTOM, LEFT, opposite, placedValue, RIGHT, SIDE_NAMES, SIDES, sideValueId, TOP } from './geometry';
export { greedyBot, greedyMove } from './greedy';
export { movePoints, POINTS } from './moves';
export type { Notation, TokenNumber } from './numbers';
export { formatNumber, parseNumber, sameValue } from './numbers';
export { tokenPieces } from './pieces';
export type { PlacementPreview, TouchingSide } from './preview';
export { previewPlacement } from './preview';
export type { Rational } from './rational';
export { compare as compareRationals, equals as equalRationals, formatRational, rational } from './rational';
// The bots' search, public for benchmarks and analyses that measure it piece by piece.
export type { SearchSettings } from './search';
export { sampleDeal, searchMove, unseenTokens } from './search';
export { PlayoutRng } from './search-table';
// The solitaire's solver (the solitaire itself is the game casse-tete-solitaire).
export type { Arrangement, Placement, SolveOptions, SolveResult, SolverPiece } from './solver';
export { solve } from './solver';
export type { Token, TokenId } from './tokens';
export { isTokenId, TOKEN_COUNT, TOKENS, tokenById, tokenId } from './tokens';

export type * from './types';

/**
 * Casse-tête for 2–4 players: lay number tokens so that touching sides are equal (RULES.md §3).
 * Where the rules are silent this engine decides: the start token lies at [0, 0] (x to the right,
 * y downwards); the initial hands are dealt round the table one token per chance step; the game-end
 * checks run at the end of each turn, after its draw; final scores may go below zero.
 */
export const casseTete: GameDefinition<
  CasseTeteState,
  CasseTeteMove,
  CasseTeteChance,
  CasseTeteOptions,
  CasseTeteView,
  CasseTeteErrorCode
> = {
  ...casseTeteMeta,
  defaultOptions: DEFAULT_OPTIONS,
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

import type { GameDefinition } from '../../core/game';
import { DEFAULT_OPTIONS, parseChance, parseMove, parseOptions } from './notation';
import { actors, apply, chanceOutcomes, legalMoves, outcome, resolveChance, setup } from './rules';
import type {
  SolitaireChance,
  SolitaireErrorCode,
  SolitaireMove,
  SolitaireOptions,
  SolitaireState,
} from './types';
import type { SolitaireView } from './view';
import { progress, view } from './view';

export { solitaireBots } from './bots';
export { placementFit } from './fit';
export type { Conflict, GridErrorCode, SideRef, SolitaireCell, SolitaireCheck, SolitaireGrid } from './grid';
export {
  cellAt,
  checkSolitaire,
  describeConflict,
  emptyGrid,
  isSolitaireShape,
  SOLITAIRE_SHAPES,
  trayTokens,
} from './grid';

import { solitaireMeta } from './meta';

export type { HintBudget, SolitaireHint } from './hint';
export { solitaireFromArrangement, solitaireHint } from './hint';
export { sameMove } from './notation';
export { UNDO_DEPTH } from './rules';
export type * from './types';
export type { SolitaireView, TrayPosition } from './view';
export { tokenLabel } from './view';

/**
 * The Casse-tête solitaire ("Prolongement", RULES.md §3) for one player: lay the 30 tokens in a
 * rectangle of 30 cells so that every two touching sides are equal. Where the rules are silent this
 * engine decides: the tray is shuffled at the start (one chance step per token), a mismatched
 * placement is allowed and shown by a check ("Vérifier"), every grid move can be undone, the game ends
 * as soon as the grid is solved, or unsolved after `moveLimit` moves.
 */
export const casseTeteSolitaire: GameDefinition<
  SolitaireState,
  SolitaireMove,
  SolitaireChance,
  SolitaireOptions,
  SolitaireView,
  SolitaireErrorCode
> = {
  ...solitaireMeta,
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
};

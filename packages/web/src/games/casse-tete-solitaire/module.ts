import type { CasseTeteSolitaire as CS } from '@ludimaths/engine';
import { casseTeteSolitaire } from '@ludimaths/engine';
import type { WebGame } from '../types';
import { SolitaireRules } from './Rules';
import { SolitaireOptionsForm } from './SolitaireOptionsForm';
import { SolitaireScreen, SolitaireSnapshot } from './SolitaireScreen';
import {
  describeSolitaireMove,
  describeSolitaireStep,
  endText,
  solitaireErrorMessages,
} from './solitaire-explain';

/**
 * The Casse-tête solitaire through the same shell as the other games: records, autosave, resume,
 * hints (the `fort` bot, which uses the solver), export and replay. Undo is one of the game's moves.
 */
export const solitaireWeb: WebGame<
  CS.SolitaireState,
  CS.SolitaireMove,
  CS.SolitaireChance,
  CS.SolitaireOptions,
  CS.SolitaireView,
  CS.SolitaireErrorCode
> = {
  definition: casseTeteSolitaire,
  errorMessages: solitaireErrorMessages,
  Screen: SolitaireScreen,
  Snapshot: SolitaireSnapshot,
  OptionsForm: SolitaireOptionsForm,
  Rules: SolitaireRules,
  describeStep: describeSolitaireStep,
  describeMove: describeSolitaireMove,
  describeEnd: (outcome, context) => endText(outcome, context.t),
  // Shuffling the tray is thirty silent draws, not dice to watch.
  watchChance: () => false,
  watchedChance: () => false,
};

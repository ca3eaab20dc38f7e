import type { CasseTete as CT } from '@ludimaths/engine';
import { casseTete } from '@ludimaths/engine';
import type { WebGame } from '../types';
import { CasseTeteScreen, CasseTeteSnapshot } from './CasseTeteScreen';
import { describeCasseTeteMove, describeCasseTeteStep, explainCasseTeteError } from './explain';
import { casseTeteEn, casseTeteFr } from './messages';
import { CasseTeteOptionsForm } from './OptionsForm';
import { CasseTeteRules } from './Rules';

export const casseTeteWeb: WebGame<
  CT.CasseTeteState,
  CT.CasseTeteMove,
  CT.CasseTeteChance,
  CT.CasseTeteOptions,
  CT.CasseTeteView
> = {
  definition: casseTete,
  messages: { fr: casseTeteFr, en: casseTeteEn },
  // Hands are secret: the table shows "passe l'appareil" between two people.
  Screen: CasseTeteScreen,
  Snapshot: CasseTeteSnapshot,
  OptionsForm: CasseTeteOptionsForm,
  Rules: CasseTeteRules,
  describeStep: describeCasseTeteStep,
  describeMove: describeCasseTeteMove,
  explainError: explainCasseTeteError,
  // Dealing and drawing tokens are silent; only the starting roll-off is worth a pause.
  watchChance: (state) => casseTete.chanceOutcomes(state)[0]?.outcome.kind === 'die',
};

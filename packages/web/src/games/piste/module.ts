import type { Piste } from '@ludimaths/engine';
import { piste } from '@ludimaths/engine';
import type { WebGame } from '../types';
import { describePisteStep } from './explain';
import { pisteEn, pisteFr } from './messages';
import { PisteOptionsForm } from './OptionsForm';
import { PisteScreen, PisteSnapshot } from './PisteScreen';
import { PisteRules } from './Rules';

export const pisteWeb: WebGame<
  Piste.PisteState,
  Piste.PisteMove,
  Piste.PisteChance,
  Piste.PisteOptions,
  Piste.PisteView
> = {
  definition: piste,
  messages: { fr: pisteFr, en: pisteEn },
  Screen: PisteScreen,
  Snapshot: PisteSnapshot,
  OptionsForm: PisteOptionsForm,
  Rules: PisteRules,
  describeStep: describePisteStep,
  describeMove: (move, context) => context.t('hint.piste.move', { dice: move.dice }),
};

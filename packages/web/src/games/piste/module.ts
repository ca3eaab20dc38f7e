import type { Piste } from '@ludimaths/engine';
import { piste } from '@ludimaths/engine';
import type { Bot } from '../../session/bot';
import type { WebGame } from '../types';
import { describePisteStep } from './explain';
import { PisteOptionsForm } from './OptionsForm';
import { PisteScreen, PisteSnapshot } from './PisteScreen';
import { PisteRules } from './Rules';

/** The computer's policy until the engine's bots land: always roll both dice. */
export const twoDiceBot: Bot<Piste.PisteView, Piste.PisteMove> = {
  id: 'two-dice',
  async choose(_view, _seat, moves) {
    const move = moves.find((m) => m.dice === 2) ?? moves[0];
    if (!move) throw new Error('no legal move');
    return move;
  },
};

export const pisteWeb: WebGame<
  Piste.PisteState,
  Piste.PisteMove,
  Piste.PisteChance,
  Piste.PisteOptions,
  Piste.PisteView
> = {
  definition: piste,
  hiddenInformation: false,
  bot: () => twoDiceBot,
  Screen: PisteScreen,
  Snapshot: PisteSnapshot,
  OptionsForm: PisteOptionsForm,
  Rules: PisteRules,
  describeStep: describePisteStep,
};

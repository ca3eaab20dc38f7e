import type { BotSet, Piste } from '@ludimaths/engine';
import { gameBots, piste } from '@ludimaths/engine';
import type { Bot } from '../../session/bot';
import { fromEngineBot } from '../../session/bot';
import type { WebGame } from '../types';
import { describePisteStep } from './explain';
import { PisteOptionsForm } from './OptionsForm';
import { PisteScreen, PisteSnapshot } from './PisteScreen';
import { PisteRules } from './Rules';

/**
 * The computer's policy: the engine's "facile" level, which always rolls both dice, like a child who
 * ignores the one-die choice. (Stronger levels exist in the engine; "fort" solves the duel, which
 * takes long enough that it should run in a Web Worker before the new-game screen offers it.)
 */
export function pisteBot(seat: number): Bot<Piste.PisteView, Piste.PisteMove> {
  const bots = gameBots.piste as unknown as BotSet<Piste.PisteView, Piste.PisteMove>;
  return fromEngineBot(bots.facile, `piste-seat-${seat}`);
}

export const pisteWeb: WebGame<
  Piste.PisteState,
  Piste.PisteMove,
  Piste.PisteChance,
  Piste.PisteOptions,
  Piste.PisteView
> = {
  definition: piste,
  hiddenInformation: false,
  bot: pisteBot,
  Screen: PisteScreen,
  Snapshot: PisteSnapshot,
  OptionsForm: PisteOptionsForm,
  Rules: PisteRules,
  describeStep: describePisteStep,
};

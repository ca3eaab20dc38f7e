import type { BotSet } from '../bots/bot';
import type { AnyGame } from '../core/game';
import { finito } from './finito/index';
import { pisteBots } from './piste/bots';
import { piste } from './piste/index';

/** Every playable game by id. Generic tools (replay, CLI, server) find games here. */
export const games: Readonly<Record<string, AnyGame>> = {
  piste,
  finito,
};

/** Every game's computer players by game id (random, greedy, facile, moyen, fort). */
export const gameBots: Readonly<Record<string, BotSet<unknown, unknown>>> = {
  piste: pisteBots,
};

import type { BotSet } from '../bots/bot';
import type { AnyGame } from '../core/game';
import type { GameId } from '../meta';
import { casseTeteBots } from './casse-tete/bots';
import { casseTete } from './casse-tete/index';
import { solitaireBots } from './casse-tete-solitaire/bots';
import { casseTeteSolitaire } from './casse-tete-solitaire/index';
import { finitoBots } from './finito/bots';
import { finito } from './finito/index';
import { pisteBots } from './piste/bots';
import { piste } from './piste/index';
import { zigzagBots } from './zigzag/bots';
import { zigzag } from './zigzag/index';

// A game is registered by its metadata in `../meta.ts`; these tables are checked against that list
// (`byId` takes a `Record<GameId, …>`), so a game missing from one of them does not compile.

/**
 * A table looked up with ids from outside (requests, records): without a prototype, so an id such as
 * `constructor` finds nothing instead of one of Object's own functions.
 */
function byId<T>(entries: Record<GameId, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

/** Every playable game by id. Generic tools (replay, CLI, server) find games here. */
export const games = byId<AnyGame>({
  'casse-tete': casseTete,
  'casse-tete-solitaire': casseTeteSolitaire,
  piste,
  finito,
  zigzag,
});

/** Every game's computer players by game id (random, greedy, facile, moyen, fort). */
export const gameBots = byId<BotSet<unknown, unknown>>({
  piste: pisteBots,
  zigzag: zigzagBots,
  finito: finitoBots,
  'casse-tete': casseTeteBots,
  'casse-tete-solitaire': solitaireBots,
});

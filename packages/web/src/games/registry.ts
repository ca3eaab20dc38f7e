import type { GameId } from '@ludimaths/engine/meta';
import { casseTetePlugin } from './casse-tete/plugin';
import { solitairePlugin } from './casse-tete-solitaire/plugin';
import { finitoPlugin } from './finito/plugin';
import { pistePlugin } from './piste/plugin';
import { zigzagPlugin } from './zigzag/plugin';

/**
 * Every game of the web app, in the home screen's order: the one place a game is registered. The
 * catalogue, the message catalogues, the print page and the analysis find games here;
 * `registry.test.ts` fails when an engine game is missing.
 */
export const WEB_GAMES = [pistePlugin, zigzagPlugin, casseTetePlugin, solitairePlugin, finitoPlugin] as const;

/** Turns a union of objects into their intersection (every plugin's messages in one catalogue type). */
type AllOf<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;

type Plugin = (typeof WEB_GAMES)[number];

/** An engine game left out of `WEB_GAMES` is a compile error here (and a failure in the test). */
export const EVERY_GAME_REGISTERED: [Exclude<GameId, Plugin['engineId']>] extends [never] ? true : never =
  true;

/** Every game's messages shown before it loads (cards, levels, hints, print), French. */
export type GamesAppFr = AllOf<Plugin['messages']['fr']>;

/** Every game's screen messages, French: the reference catalogue's part that loads with each game. */
export type GamesScreenFr = AllOf<Awaited<ReturnType<Plugin['loadMessages']>>['fr']>;

/** The messages of every registered game shown before it loads, in French (the reference). */
export function gamesAppFr(): GamesAppFr {
  return Object.assign({}, ...WEB_GAMES.map((game) => game.messages.fr));
}

/** The same messages in English. */
export function gamesAppEn(): Record<keyof GamesAppFr, string> {
  return Object.assign({}, ...WEB_GAMES.map((game) => game.messages.en));
}

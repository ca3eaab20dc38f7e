import { classFr } from '../classroom/messages';
import type { GamesScreenFr } from '../games/registry';
import { WEB_GAMES } from '../games/registry';
import { appFr } from './app-fr';

const screens = await Promise.all(WEB_GAMES.map((game) => game.loadMessages()));

/**
 * The whole French reference catalogue: the app's messages and every registered game's. The running
 * app never imports it (each game's part arrives with its chunk, see `index.ts`); it gives
 * `MessageId`, and the tests render with it. Every id here must exist in `en.ts` (the type system and
 * a test check it).
 */
export const fr = Object.assign(
  {},
  appFr,
  classFr,
  ...screens.map((messages) => messages.fr),
) as typeof appFr & typeof classFr & GamesScreenFr;

export type MessageId = keyof typeof fr;

/** Every registered game's screen messages in English, for `en.ts`. */
export const screensEn: readonly Readonly<Record<string, string>>[] = screens.map((messages) => messages.en);

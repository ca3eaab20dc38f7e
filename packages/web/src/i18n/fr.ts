import { classFr } from '../classroom/messages';
import { casseTeteFr } from '../games/casse-tete/messages';
import { finitoFr } from '../games/finito/messages';
import { pisteFr } from '../games/piste/messages';
import { zigzagFr } from '../games/zigzag/messages';
import { appFr } from './app-fr';

/**
 * The whole French reference catalogue: the app's messages and every game's. The running app never
 * imports it (each game's part arrives with its chunk, see `index.ts`); it gives `MessageId`, and
 * the tests render with it. Every id here must exist in `en.ts` (the type system and a test check it).
 */
export const fr = { ...appFr, ...pisteFr, ...zigzagFr, ...casseTeteFr, ...finitoFr, ...classFr } as const;

export type MessageId = keyof typeof fr;

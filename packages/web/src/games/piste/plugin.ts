import { lazy } from 'react';
import type { Tutorial } from '../../tutorial/types';
import { webGamePlugin } from '../plugin';
import { pisteAppEn, pisteAppFr } from './app-messages';

/** The piste: two cards, the grande piste (0 to 99) and the petite piste (0 to 50), one engine game. */
export const pistePlugin = webGamePlugin({
  engineId: 'piste',
  entries: [
    {
      id: 'piste',
      title: 'game.piste.title',
      description: 'game.piste.description',
      emblem: { sign: '99', tone: 'primary' },
      presetOptions: { board: 'grande' },
    },
    {
      id: 'petite-piste',
      title: 'game.petite-piste.title',
      description: 'game.petite-piste.description',
      emblem: { sign: '50', tone: 'green' },
      presetOptions: { board: 'petite' },
      suggestedForClasses: true,
      // Typed by hand: inferring it from the module would make the message catalogue's type circular.
      tutorial: (): Promise<Tutorial> => import('./tutorial').then((m) => m.petitePisteTutorial),
    },
  ],
  messages: { fr: pisteAppFr, en: pisteAppEn },
  loadMessages: () => import('./messages').then((m) => ({ fr: m.pisteFr, en: m.pisteEn })),
  load: () => import('./module').then((m) => m.pisteWeb),
  Sheets: lazy(() => import('./Sheets').then((m) => ({ default: m.PisteEntrySheets }))),
  Facts: lazy(() => import('./Facts').then((m) => ({ default: m.PisteFacts }))),
});

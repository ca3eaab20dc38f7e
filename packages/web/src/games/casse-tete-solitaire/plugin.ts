import { lazy } from 'react';
import { webGamePlugin } from '../plugin';
import { solitaireAppEn, solitaireAppFr } from './app-messages';
import { migrateLegacyPuzzle } from './solitaire-legacy';

/** The solitaire is played with the casse-tête's 30 tokens: their messages and sheets are its own too. */
export const solitairePlugin = webGamePlugin({
  engineId: 'casse-tete-solitaire',
  entries: [
    {
      id: 'casse-tete-solitaire',
      title: 'game.casse-tete-solitaire.title',
      description: 'game.casse-tete-solitaire.description',
      emblem: { sign: '6×5', tone: 'stone' },
    },
  ],
  messages: { fr: solitaireAppFr, en: solitaireAppEn },
  loadMessages: () =>
    import('../casse-tete/messages').then((m) => ({ fr: m.casseTeteFr, en: m.casseTeteEn })),
  load: () => import('./module').then((m) => m.solitaireWeb),
  Sheets: lazy(() => import('../casse-tete/Sheets').then((m) => ({ default: m.CasseTeteSheets }))),
  Facts: lazy(() => import('./Facts').then((m) => ({ default: m.SolitaireFacts }))),
  migrateSaves: migrateLegacyPuzzle,
});

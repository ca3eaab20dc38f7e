import { lazy } from 'react';
import { webGamePlugin } from '../plugin';
import { finitoAppEn, finitoAppFr } from './app-messages';

export const finitoPlugin = webGamePlugin({
  engineId: 'finito',
  entries: [
    {
      id: 'finito',
      title: 'game.finito.title',
      description: 'game.finito.description',
      emblem: { sign: '12', tone: 'stone' },
    },
  ],
  messages: { fr: finitoAppFr, en: finitoAppEn },
  loadMessages: () => import('./messages').then((m) => ({ fr: m.finitoFr, en: m.finitoEn })),
  load: () => import('./module').then((m) => m.finitoWeb),
  Sheets: lazy(() => import('./Sheets').then((m) => ({ default: m.FinitoSheets }))),
  Facts: lazy(() => import('./Facts').then((m) => ({ default: m.FinitoFacts }))),
});

import { lazy } from 'react';
import { webGamePlugin } from '../plugin';
import { casseTeteAppEn, casseTeteAppFr } from './app-messages';

export const casseTetePlugin = webGamePlugin({
  engineId: 'casse-tete',
  entries: [
    {
      id: 'casse-tete',
      title: 'game.casse-tete.title',
      description: 'game.casse-tete.description',
      emblem: { sign: '¼', tone: 'stone' },
    },
  ],
  messages: { fr: casseTeteAppFr, en: casseTeteAppEn },
  loadMessages: () => import('./messages').then((m) => ({ fr: m.casseTeteFr, en: m.casseTeteEn })),
  load: () => import('./module').then((m) => m.casseTeteWeb),
  Sheets: lazy(() => import('./Sheets').then((m) => ({ default: m.CasseTeteSheets }))),
});

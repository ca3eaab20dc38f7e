import { lazy } from 'react';
import { webGamePlugin } from '../plugin';
import { zigzagAppEn, zigzagAppFr } from './app-messages';

export const zigzagPlugin = webGamePlugin({
  engineId: 'zigzag',
  entries: [
    {
      id: 'zigzag',
      title: 'game.zigzag.title',
      description: 'game.zigzag.description',
      emblem: { sign: '×2', tone: 'stone' },
    },
  ],
  messages: { fr: zigzagAppFr, en: zigzagAppEn },
  loadMessages: () => import('./messages').then((m) => ({ fr: m.zigzagFr, en: m.zigzagEn })),
  load: () => import('./module').then((m) => m.zigzagWeb),
  Sheets: lazy(() => import('./Sheets').then((m) => ({ default: m.ZigzagSheets }))),
});

import { classEn } from '../classroom/messages';
import { casseTeteEn } from '../games/casse-tete/messages';
import { finitoEn } from '../games/finito/messages';
import { pisteEn } from '../games/piste/messages';
import { zigzagEn } from '../games/zigzag/messages';
import { appEn } from './app-en';
import type { MessageId } from './fr';

/** The whole English catalogue: the same ids as the French one, none missing, none empty. */
export const en: Record<MessageId, string> = {
  ...appEn,
  ...pisteEn,
  ...zigzagEn,
  ...casseTeteEn,
  ...finitoEn,
  ...classEn,
};

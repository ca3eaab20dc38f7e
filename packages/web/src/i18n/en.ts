import { classEn } from '../classroom/messages';
import { appEn } from './app-en';
import type { MessageId } from './fr';
import { screensEn } from './fr';

/** The whole English catalogue: the same ids as the French one, none missing, none empty. */
export const en = Object.assign({}, appEn, classEn, ...screensEn) as Record<MessageId, string>;

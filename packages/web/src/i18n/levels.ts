import type { BotName } from '@ludimaths/engine';
import type { MessageId } from './fr';

/** The engine games whose computer levels have a one-line description on the new-game screen. */
const DESCRIBED = ['piste', 'zigzag', 'casse-tete', 'casse-tete-solitaire', 'finito'] as const;
type Described = (typeof DESCRIBED)[number];

const isDescribed = (id: string): id is Described => (DESCRIBED as readonly string[]).includes(id);

/**
 * The one-line description of a computer level in a game (what it does, so a child can pick the next
 * step up), or undefined for a game or a reference bot (random, greedy) without one.
 */
export function levelAbout(engineId: string, level: BotName): MessageId | undefined {
  if (!isDescribed(engineId) || level === 'random' || level === 'greedy') return undefined;
  return `new.levelAbout.${engineId}.${level}`;
}

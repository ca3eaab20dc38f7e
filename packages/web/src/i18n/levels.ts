import type { BotName } from '@ludimaths/engine';
import type { GameId } from '@ludimaths/engine/meta';
import { gameMeta } from '@ludimaths/engine/meta';
import type { MessageId } from './fr';

/** Every engine game describes its computer levels (the message ids are checked per game id). */
const isGameId = (id: string): id is GameId => Object.hasOwn(gameMeta, id);

/**
 * The one-line description of a computer level in a game (what it does, so a child can pick the next
 * step up), or undefined for a game or a reference bot (random, greedy) without one.
 */
export function levelAbout(engineId: string, level: BotName): MessageId | undefined {
  if (!isGameId(engineId) || level === 'random' || level === 'greedy') return undefined;
  return `new.levelAbout.${engineId}.${level}`;
}

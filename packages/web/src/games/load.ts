import { use } from 'react';
import type { CatalogEntry } from '../catalog';
import { addMessages } from '../i18n';
import type { AnyWebGame } from './types';

const loaded = new Map<string, Promise<AnyWebGame>>();

/**
 * One promise per entry, so React's `use` suspends once and then reads the module synchronously.
 * The game's messages are in the catalogues before anything of the game renders.
 */
export function loadGame(entry: CatalogEntry): Promise<AnyWebGame> {
  let promise = loaded.get(entry.id);
  if (!promise) {
    promise = Promise.all([entry.load(), entry.loadMessages()]).then(([game, messages]) => {
      addMessages(messages);
      return game;
    });
    loaded.set(entry.id, promise);
  }
  return promise;
}

export function useGame(entry: CatalogEntry): AnyWebGame {
  return use(loadGame(entry));
}

import { replay } from '@ludimaths/engine';
import type { CatalogEntry } from '../catalog';
import { loadGame } from '../games/load';

/**
 * True when an autosave replays as a game of `entry`, so that "Reprendre" is offered only for a game
 * that will open. Loaded on demand by the home screen: it needs the game's engine, which the home
 * screen does not carry.
 */
export async function isResumable(entry: CatalogEntry, raw: unknown): Promise<boolean> {
  const game = await loadGame(entry);
  return replay(game.definition, raw).ok;
}

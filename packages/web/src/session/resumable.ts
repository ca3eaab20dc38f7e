import type { AnyGame } from '@ludimaths/engine';
import { replay } from '@ludimaths/engine';
import type { CatalogEntry } from '../catalog';
import { loadGame } from '../games/load';

/**
 * True when an autosave replays to a game that is still being played: a finished game is not
 * offered as "Reprendre", and starting a new one replaces nothing worth a warning.
 */
export function isUnfinished(game: AnyGame, raw: unknown): boolean {
  const replayed = replay(game, raw);
  return replayed.ok && game.outcome(replayed.value.state).status !== 'over';
}

/**
 * `isUnfinished` for the home screen, which does not carry the game's engine: it is loaded on demand
 * (with this module), after the first paint.
 */
export async function isResumable(entry: CatalogEntry, raw: unknown): Promise<boolean> {
  const game = await loadGame(entry);
  return isUnfinished(game.definition, raw);
}

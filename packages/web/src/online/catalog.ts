import type { CatalogEntry } from '../catalog';
import { CATALOG } from '../catalog';

/** Games played by several people: the solitaire has nobody to invite. */
export function playableOnline(entry: CatalogEntry): boolean {
  return entry.players.max > 1;
}

/** The catalogue entry of a server table: the petite piste is the piste with the small board. */
export function entryForTable(game: string, options: unknown): CatalogEntry | undefined {
  const candidates = CATALOG.filter((e) => e.engineId === game && playableOnline(e));
  const board = (options as { board?: unknown } | null)?.board;
  return candidates.find((e) => e.presetOptions?.board === board) ?? candidates[0];
}

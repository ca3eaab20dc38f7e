import type { CatalogEntry } from '../catalog';
import { CATALOG } from '../catalog';

/** Games played by several people: the solitaire has nobody to invite. */
export function playableOnline(entry: CatalogEntry): boolean {
  return entry.players.max > 1;
}

/**
 * The catalogue entry of a server table: of its game's entries, the one whose preset options the
 * table's options have (the petite piste is the piste with the small board), else the first.
 */
export function entryForTable(game: string, options: unknown): CatalogEntry | undefined {
  const candidates = CATALOG.filter((e) => e.engineId === game && playableOnline(e));
  const chosen = (options ?? {}) as Readonly<Record<string, unknown>>;
  const presetHere = (entry: CatalogEntry) =>
    Object.entries(entry.presetOptions ?? {}).every(([name, value]) => chosen[name] === value);
  return candidates.find(presetHere) ?? candidates[0];
}

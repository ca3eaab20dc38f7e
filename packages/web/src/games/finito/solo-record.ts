/**
 * The best solo Finito on this device (fewest rolls), kept in localStorage. Each finished game is
 * counted once, however often its end screen is drawn: it is known by its final position.
 */
const KEY = 'ludimaths.finito.soloBest';

interface Stored {
  readonly best: number;
  /** The last game counted (its final position), so a redraw does not count it twice. */
  readonly last: string;
  /** The record before that game, to say "nouveau record". */
  readonly before: number | null;
}

export interface SoloRecord {
  /** Fewest rolls so far, this game included. */
  readonly best: number;
  /** Whether this game beat the previous record (false for the first game: nothing to beat). */
  readonly isNew: boolean;
}

function read(storage: Storage | undefined): Stored | null {
  try {
    const value = JSON.parse(storage?.getItem(KEY) ?? 'null') as Stored | null;
    return value && typeof value.best === 'number' && typeof value.last === 'string' ? value : null;
  } catch {
    return null; // unreadable or blocked storage: as if no record yet
  }
}

/** Counts a finished solo game (`game` identifies it) that took `rolls`, and returns the record. */
export function countSoloGame(
  game: string,
  rolls: number,
  storage: Storage | undefined = globalThis.localStorage,
): SoloRecord {
  const stored = read(storage);
  if (stored?.last === game) {
    return { best: stored.best, isNew: stored.before !== null && stored.best < stored.before };
  }
  const before = stored?.best ?? null;
  const best = before === null ? rolls : Math.min(before, rolls);
  try {
    storage?.setItem(KEY, JSON.stringify({ best, last: game, before } satisfies Stored));
  } catch {
    // Storage full or blocked: the record is shown for this visit only.
  }
  return { best, isNew: before !== null && rolls < before };
}

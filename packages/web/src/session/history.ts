import type { GameRecord, Outcome } from '@ludimaths/engine';

/**
 * Finished games kept on this device, newest first, so that any of them can be watched again. The
 * list and each record are stored apart: the list is read on every visit to the history screen,
 * a record only when it is opened.
 */
export interface FinishedGame {
  /** Stable for one game, so a finished game seen twice (after a reload) is kept once. */
  readonly id: string;
  /** The catalogue entry that played it (`petite-piste` and `piste` share an engine game). */
  readonly entry: string;
  /** When the game ended, as an ISO date. */
  readonly finishedAt: string;
  readonly players: readonly string[];
  readonly winners: readonly number[];
  readonly scores: readonly number[] | null;
  readonly steps: number;
  /** The seats a person played on this device (absent in games kept before it was recorded). */
  readonly people?: readonly number[];
  /** The rolls the game took, where that is its measure (a Finito solo game: fewer is better). */
  readonly rolls?: number;
}

export interface GameHistory {
  list(): readonly FinishedGame[];
  /** Keeps a finished game (once per id); the oldest go beyond `HISTORY_LIMIT`. */
  remember(game: FinishedGame, record: GameRecord): void;
  /** The stored record's text, to open as any record file is opened (every step checked). */
  recordText(id: string): string | undefined;
  forget(id: string): void;
}

/** Enough for weeks of play; each record is a few kilobytes, far below the browser's quota. */
export const HISTORY_LIMIT = 40;

const INDEX_KEY = 'ludimaths.history';
const RECORD_PREFIX = 'ludimaths.history.';

const isStringArray = (x: unknown): x is string[] =>
  Array.isArray(x) && x.every((v) => typeof v === 'string');
const isNumberArray = (x: unknown): x is number[] =>
  Array.isArray(x) && x.every((v) => typeof v === 'number');

/** Checked by hand rather than with zod: the history's list is read by the home screen's chunk. */
function isFinishedGame(x: unknown): x is FinishedGame {
  const g = x as Record<string, unknown> | null;
  return (
    typeof g === 'object' &&
    g !== null &&
    typeof g.id === 'string' &&
    typeof g.entry === 'string' &&
    typeof g.finishedAt === 'string' &&
    isStringArray(g.players) &&
    isNumberArray(g.winners) &&
    (g.scores === null || isNumberArray(g.scores)) &&
    typeof g.steps === 'number' &&
    (g.people === undefined || isNumberArray(g.people)) &&
    (g.rolls === undefined || typeof g.rolls === 'number')
  );
}

/** The id of a game: its catalogue entry, seed and length identify it among this device's games. */
export function finishedGameId(entry: string, record: GameRecord): string {
  return `${entry}:${String(record.seed ?? '')}:${record.steps.length}`;
}

/** The history's summary of a finished game. */
export function describeFinished(
  entry: string,
  record: GameRecord,
  outcome: Extract<Outcome, { status: 'over' }>,
  finishedAt: Date,
  /** The players' names as the table shows them (a default name in the language of the day). */
  names?: readonly string[],
  /** The seats played by a person on this device, so the statistics count their wins only. */
  people?: readonly number[],
): FinishedGame {
  return {
    id: finishedGameId(entry, record),
    entry,
    finishedAt: finishedAt.toISOString(),
    players: names ? [...names] : record.seats.map((seat, i) => seat.name ?? String(i + 1)),
    winners: [...outcome.winners],
    scores: outcome.scores ? [...outcome.scores] : null,
    steps: record.steps.length,
    ...(people && { people: [...people] }),
    ...(outcome.rolls !== undefined && { rolls: outcome.rolls }),
  };
}

/** Storage as the history needs it: `localStorage`, or a map in tests. */
type TextStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A history over text storage. A damaged list reads as empty rather than breaking the screen, and a
 * full or refused storage loses only the history, never the game being played.
 */
export function storageHistory(storage: TextStorage | undefined = globalThis.localStorage): GameHistory {
  const read = (): FinishedGame[] => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(INDEX_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isFinishedGame) : [];
    } catch {
      return [];
    }
  };
  const attempt = (write: () => void) => {
    try {
      write();
    } catch {
      // Storage full or disabled: the history is a convenience, play goes on without it.
    }
  };
  return {
    list: read,
    remember(game, record) {
      const games = read();
      if (games.some((g) => g.id === game.id)) return;
      const kept = [game, ...games];
      const dropped = kept.splice(HISTORY_LIMIT);
      attempt(() => {
        for (const old of dropped) storage?.removeItem(RECORD_PREFIX + old.id);
        storage?.setItem(RECORD_PREFIX + game.id, JSON.stringify(record));
        storage?.setItem(INDEX_KEY, JSON.stringify(kept));
      });
    },
    recordText(id) {
      try {
        return storage?.getItem(RECORD_PREFIX + id) ?? undefined;
      } catch {
        return undefined;
      }
    },
    forget(id) {
      attempt(() => {
        storage?.setItem(INDEX_KEY, JSON.stringify(read().filter((g) => g.id !== id)));
        storage?.removeItem(RECORD_PREFIX + id);
      });
    },
  };
}

/** A history in memory, for tests. */
export function memoryHistory(): GameHistory {
  const data = new Map<string, string>();
  return storageHistory({
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  });
}

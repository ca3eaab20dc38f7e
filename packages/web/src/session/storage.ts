import type { GameRecord, ReplayError, Result } from '@ludimaths/engine';
import { parseRecordText } from '@ludimaths/engine';

/**
 * What is saved under a key: nothing (undefined), JSON to check as a record, or a text that is not
 * even JSON (a damaged or hand-edited autosave), which the screens report instead of ignoring.
 */
export type StoredRecord = Result<unknown, ReplayError> | undefined;

/** How a save went: `full` is the browser's storage quota, `unavailable` storage disabled or refused. */
export type SaveOutcome = 'saved' | 'full' | 'unavailable';

/** Where games in progress are kept between visits; injected so tests use memory. */
export interface RecordStore {
  load(key: string): StoredRecord;
  save(key: string, record: GameRecord): SaveOutcome;
  /** How the last save under `key` went during this visit (autosaves are written by the session). */
  lastSave(key: string): SaveOutcome | undefined;
  remove(key: string): void;
}

const PREFIX = 'ludimaths.game.';

/** A quota error, whatever the browser calls it (QuotaExceededError, Firefox's NS_ERROR_DOM_QUOTA_REACHED). */
function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** A store over text storage; failures are reported by `save`, never thrown: play goes on. */
function textRecordStore(
  read: (key: string) => string | null | undefined,
  write: (key: string, text: string) => void,
  erase: (key: string) => void,
): RecordStore {
  const outcomes = new Map<string, SaveOutcome>();
  return {
    load(key) {
      let text: string | null | undefined;
      try {
        text = read(key);
      } catch {
        return undefined; // storage disabled: nothing can have been saved
      }
      return text ? parseRecordText(text) : undefined;
    },
    save(key, record) {
      let outcome: SaveOutcome = 'saved';
      try {
        write(key, JSON.stringify(record));
      } catch (error) {
        outcome = isQuotaError(error) ? 'full' : 'unavailable';
      }
      outcomes.set(key, outcome);
      return outcome;
    },
    lastSave: (key) => outcomes.get(key),
    remove(key) {
      try {
        erase(key);
      } catch {
        // Nothing to do.
      }
    },
  };
}

/** Browser storage (localStorage), under keys prefixed `ludimaths.game.`. */
export function localRecordStore(storage: Storage | undefined = globalThis.localStorage): RecordStore {
  const unavailable = () => {
    throw new Error('no storage');
  };
  return textRecordStore(
    (key) => storage?.getItem(PREFIX + key),
    (key, text) => (storage ? storage.setItem(PREFIX + key, text) : unavailable()),
    (key) => storage?.removeItem(PREFIX + key),
  );
}

/** Storage in memory for tests; `quota` (in characters) makes larger saves fail as a full browser's do. */
export function memoryRecordStore(quota = Number.POSITIVE_INFINITY): RecordStore & {
  readonly data: Map<string, string>;
} {
  const data = new Map<string, string>();
  const store = textRecordStore(
    (key) => data.get(key),
    (key, text) => {
      if (text.length > quota) throw new DOMException('quota exceeded', 'QuotaExceededError');
      data.set(key, text);
    },
    (key) => data.delete(key),
  );
  return { ...store, data };
}

import type { GameRecord } from '@ludimaths/engine';

/** Where games in progress are kept between visits; injected so tests use memory. */
export interface RecordStore {
  load(key: string): unknown;
  save(key: string, record: GameRecord): void;
  remove(key: string): void;
}

const PREFIX = 'ludimaths.game.';

/** Browser storage; quota or privacy-mode failures only lose the autosave, never the game. */
export function localRecordStore(storage: Storage | undefined = globalThis.localStorage): RecordStore {
  return {
    load(key) {
      try {
        const text = storage?.getItem(PREFIX + key);
        return text ? JSON.parse(text) : undefined;
      } catch {
        return undefined;
      }
    },
    save(key, record) {
      try {
        storage?.setItem(PREFIX + key, JSON.stringify(record));
      } catch {
        // Storage full or disabled: play goes on without autosave.
      }
    },
    remove(key) {
      try {
        storage?.removeItem(PREFIX + key);
      } catch {
        // Nothing to do.
      }
    },
  };
}

export function memoryRecordStore(): RecordStore & { readonly data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    load: (key) => {
      const text = data.get(key);
      return text === undefined ? undefined : JSON.parse(text);
    },
    save: (key, record) => void data.set(key, JSON.stringify(record)),
    remove: (key) => void data.delete(key),
  };
}

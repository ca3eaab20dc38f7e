import { describe, expect, it } from 'vitest';
import { loadFormDraft, saveFormDraft } from './seat-drafts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => data.delete(key),
    setItem: (key, value) => data.set(key, value),
  };
}

describe('the new-game form remembers the last start of each game', () => {
  it('keeps names, kinds and levels per game', () => {
    const storage = memoryStorage();
    const draft = {
      count: 2,
      seats: [
        { kind: 'human', level: 'moyen', name: 'Léa' },
        { kind: 'computer', level: 'fort', name: '' },
      ],
    } as const;
    saveFormDraft('zigzag', draft, storage);
    expect(loadFormDraft('zigzag', storage)).toEqual(draft);
    expect(loadFormDraft('finito', storage)).toBeNull();
  });

  it('ignores what it cannot read: bad JSON, an unknown level or kind, no storage', () => {
    const storage = memoryStorage();
    storage.setItem('ludimaths.newGame.piste', '{');
    expect(loadFormDraft('piste', storage)).toBeNull();
    storage.setItem(
      'ludimaths.newGame.piste',
      JSON.stringify({ count: 2, seats: [{ kind: 'human', level: 'expert', name: 'A' }] }),
    );
    expect(loadFormDraft('piste', storage)).toBeNull();
    storage.setItem(
      'ludimaths.newGame.piste',
      JSON.stringify({ count: 2, seats: [{ kind: 'alien', level: 'fort', name: 'A' }] }),
    );
    expect(loadFormDraft('piste', storage)).toBeNull();
    expect(loadFormDraft('piste', undefined)).toBeNull();
  });
});

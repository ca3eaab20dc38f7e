import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-support';
import { loadFormDraft, saveFormDraft } from './seat-drafts';

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

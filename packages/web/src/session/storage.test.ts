import { makeRecord, piste } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-support';
import { localRecordStore, memoryRecordStore } from './storage';

const record = makeRecord(piste, { board: 'petite' }, [{ kind: 'human' }, { kind: 'human' }], 'store', []);

/** A Storage whose writes fail as a browser's do. */
function failingStorage(name: string): Storage {
  const storage = memoryStorage();
  storage.setItem = () => {
    throw new DOMException('refused', name);
  };
  return storage;
}

describe('the record store', () => {
  it('tells nothing saved from a save that is not JSON', () => {
    const storage = memoryStorage();
    const store = localRecordStore(storage);
    expect(store.load('piste')).toBeUndefined();
    storage.setItem('ludimaths.game.piste', '{ damaged');
    expect(store.load('piste')).toMatchObject({ ok: false, error: { index: -1, code: 'bad-json' } });
  });

  it('reads back what it saved, and a save with a byte-order mark', () => {
    const storage = memoryStorage();
    const store = localRecordStore(storage);
    expect(store.save('piste', record)).toBe('saved');
    expect(store.load('piste')).toEqual({ ok: true, value: record });
    storage.setItem('ludimaths.game.piste', `\uFEFF${JSON.stringify(record)}`);
    expect(store.load('piste')).toEqual({ ok: true, value: record });
  });

  it('reports a full storage and a refused one instead of failing silently', () => {
    const full = localRecordStore(failingStorage('QuotaExceededError'));
    expect(full.lastSave('piste')).toBeUndefined();
    expect(full.save('piste', record)).toBe('full');
    expect(full.lastSave('piste')).toBe('full');
    expect(localRecordStore(failingStorage('SecurityError')).save('piste', record)).toBe('unavailable');
  });

  it('has a memory twin with a quota for tests', () => {
    const store = memoryRecordStore(10);
    expect(store.save('piste', record)).toBe('full');
    expect(store.load('piste')).toBeUndefined();
  });
});

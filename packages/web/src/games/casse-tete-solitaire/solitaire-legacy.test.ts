import type { CasseTeteSolitaire as CS } from '@ludimaths/engine';
import { casseTeteSolitaire, replay } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import { memoryRecordStore } from '../../session/storage';
import { memoryStorage } from '../../test-support';
import { LEGACY_KEY, migrateLegacyPuzzle, recordFromLegacyPuzzle } from './solitaire-legacy';

const order = Array.from({ length: 30 }, (_, i) => 30 - i);
const cells = Array.from({ length: 6 }, (_, row) =>
  Array.from({ length: 5 }, (_, col) =>
    row === 0 && col === 0 ? { token: 1, turns: 0 } : row === 2 && col === 3 ? { token: 17, turns: 2 } : null,
  ),
);
/** What the solitaire's own screen saved before it was a game of the shell. */
const legacy = { puzzle: { rows: 6, cols: 5, rotation: true, cells }, history: [], order };

describe('the solitaire saved by the old screen', () => {
  it('becomes a record that replays to the same grid and tray order', () => {
    const replayed = replay(casseTeteSolitaire, recordFromLegacyPuzzle(legacy));
    if (!replayed.ok) throw new Error(replayed.error.message);
    const state = replayed.value.state as CS.SolitaireState;
    expect(state.grid.cells).toEqual(cells);
    expect(state.order).toEqual(order);
    expect(state.moves).toBe(2);
  });

  it('is moved into the record store once, never over a solitaire saved there', () => {
    const storage = memoryStorage();
    storage.setItem(LEGACY_KEY, JSON.stringify(legacy));
    const records = memoryRecordStore();
    migrateLegacyPuzzle(records, storage);
    expect(records.load('casse-tete-solitaire')).toMatchObject({ value: { game: 'casse-tete-solitaire' } });
    expect(storage.getItem(LEGACY_KEY)).toBeNull();
    const kept = memoryRecordStore();
    const newer = recordFromLegacyPuzzle(legacy);
    if (!newer) throw new Error('no record');
    kept.save('casse-tete-solitaire', { ...newer, seed: 'newer' });
    storage.setItem(LEGACY_KEY, JSON.stringify(legacy));
    migrateLegacyPuzzle(kept, storage);
    expect(kept.load('casse-tete-solitaire')).toMatchObject({ value: { seed: 'newer' } });
  });

  it('drops a damaged save', () => {
    expect(recordFromLegacyPuzzle({ ...legacy, order: [1, 2, 3] })).toBeNull();
    expect(recordFromLegacyPuzzle(null)).toBeNull();
    const storage = memoryStorage();
    storage.setItem(LEGACY_KEY, '{ nope');
    const records = memoryRecordStore();
    migrateLegacyPuzzle(records, storage);
    expect(records.load('casse-tete-solitaire')).toBeUndefined();
  });
});

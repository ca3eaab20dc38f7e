import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test-support';
import { countSoloGame } from './solo-record';

describe('solo Finito record', () => {
  it('keeps the fewest rolls, says when a game beats it, and counts each game once', () => {
    const storage = memoryStorage();
    expect(countSoloGame('a', 30, storage)).toEqual({ best: 30, isNew: false });
    expect(countSoloGame('b', 26, storage)).toEqual({ best: 26, isNew: true });
    // The same end screen drawn again: still the record it set.
    expect(countSoloGame('b', 26, storage)).toEqual({ best: 26, isNew: true });
    expect(countSoloGame('c', 40, storage)).toEqual({ best: 26, isNew: false });
  });

  it('works without storage, for this visit only', () => {
    expect(countSoloGame('a', 30, undefined)).toEqual({ best: 30, isNew: false });
  });
});

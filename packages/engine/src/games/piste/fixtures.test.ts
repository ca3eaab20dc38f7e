import { describe, expect, it } from 'vitest';
import { replayOrThrow } from '../../core/testing';
import grande4 from './fixtures/grande-4p.json';
import petite2 from './fixtures/petite-2p.json';
import { piste } from './index';

// Recorded games pin the rules end to end: any change in movement or square resolution changes the
// replayed final positions (or makes a step illegal).
describe('recorded piste games', () => {
  it('replays a petite piste game for 2 to its recorded end', () => {
    const state = replayOrThrow(piste, petite2);
    expect(piste.outcome(state)).toEqual({ status: 'over', winners: [1], reason: 'reached-end' });
    expect(state.positions).toEqual([29, 50]);
    expect(state.turns).toBe(29);
  });

  it('replays a grande piste game for 4 to its recorded end', () => {
    const state = replayOrThrow(piste, grande4);
    expect(piste.outcome(state)).toEqual({ status: 'over', winners: [1], reason: 'reached-end' });
    expect(state.positions).toEqual([66, 99, 92, 20]);
    expect(state.turns).toBe(68);
  });
});

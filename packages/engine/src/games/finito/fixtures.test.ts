import { describe, expect, it } from 'vitest';
import { replayOrThrow } from '../../core/testing';
import matchThree from './fixtures/match-three-greedy.json';
import twoGreedy from './fixtures/two-greedy.json';
import { finito } from './index';

/** Recorded games (greedy bots) that must keep replaying to the same end as the rules evolve. */
describe('fixture records', () => {
  it('replays a two-seat single round won by Finito on turn 19', () => {
    const state = replayOrThrow(finito, twoGreedy);
    expect(finito.outcome(state)).toEqual({
      status: 'over',
      winners: [0],
      scores: [12, 6],
      reason: 'finito',
    });
    expect(state.turn).toBe(19);
  });

  it('replays a three-seat match to 20 points with passing allowed', () => {
    const state = replayOrThrow(finito, matchThree);
    expect(state.rounds).toEqual([
      { turns: 20, finito: [1], points: [8, 12, 7] },
      { turns: 28, finito: [1], points: [9, 12, 9] },
    ]);
    expect(finito.outcome(state)).toEqual({
      status: 'over',
      winners: [1],
      scores: [17, 24, 16],
      reason: 'target-reached',
    });
  });

  it('replays without its seed: every chance outcome is written in the record', () => {
    const { seed: _seed, ...unseeded } = twoGreedy;
    const { rng: _a, ...withSeed } = replayOrThrow(finito, twoGreedy);
    const { rng: _b, ...withoutSeed } = replayOrThrow(finito, unseeded);
    expect(withoutSeed).toEqual(withSeed);
  });
});

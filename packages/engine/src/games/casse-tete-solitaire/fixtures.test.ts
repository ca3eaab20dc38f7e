import { describe, expect, it } from 'vitest';
import { replayOrThrow } from '../../core/testing';
import moyen from './fixtures/moyen-5x6.json';
import random from './fixtures/random-no-rotation-move-limit.json';
import { casseTeteSolitaire as game } from './index';

/** Recorded games that must keep replaying to the same end as the rules evolve. */
describe('fixture records', () => {
  it('replays moyen solving 5 × 6 in 58 moves (placements, slides and turns)', () => {
    const state = replayOrThrow(game, moyen);
    expect(game.outcome(state)).toEqual({ status: 'over', winners: [0], scores: [58], reason: 'solved' });
    expect(state.order).toEqual(moyen.steps.slice(0, 30).map((s) => s.chance?.token));
  });

  it('replays a random game without rotation to its move limit, unsolved', () => {
    const state = replayOrThrow(game, random);
    expect(game.outcome(state)).toEqual({ status: 'over', winners: [], scores: [80], reason: 'move-limit' });
    expect(state.checks).toBe(1);
  });

  it('replays without its seed: the tray order is written in the record', () => {
    const { seed: _seed, ...unseeded } = moyen;
    const { rng: _a, ...withSeed } = replayOrThrow(game, moyen);
    const { rng: _b, ...withoutSeed } = replayOrThrow(game, unseeded);
    expect(withoutSeed).toEqual(withSeed);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../core/record';
import { playSeededGame } from '../../core/testing';
import { zigzag } from './index';
import { previewStep, previewStepInView } from './preview';
import { position } from './testing';

describe('move preview from a view', () => {
  it('says exactly what the preview from the state says, for every legal move of random games', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const game = playSeededGame(zigzag, zigzag.defaultOptions, 2, seed);
        const replayed = replay(zigzag, game.record, true);
        if (!replayed.ok) throw new Error(replayed.error.message);
        for (const state of replayed.value.history ?? []) {
          if (state.phase !== 'play') continue;
          // As a server would send it: plain JSON.
          const view = JSON.parse(JSON.stringify(zigzag.view(state, 'spectator')));
          for (const move of zigzag.legalMoves(state, state.turn))
            expect(previewStepInView(view, state.turn, move)).toEqual(previewStep(state, state.turn, move));
        }
      }),
      { numRuns: 10 },
    );
  });

  it('previews nothing for a pass, a seat that does not exist or a board that is not one', () => {
    const state = position({
      players: [
        { at: [2, 1], number: 50 },
        { at: [7, 5], number: 11 },
      ],
    });
    const view = zigzag.view(state, 0);
    expect(previewStepInView(view, 0, { kind: 'step', to: [1, 1] })).toMatchObject({
      reached: 100,
      points: 15,
    });
    expect(previewStepInView(view, 0, { kind: 'pass' })).toBeNull();
    expect(previewStepInView(view, 5, { kind: 'step', to: [1, 1] })).toBeNull();
    expect(previewStepInView({ ...view, board: [['x']] }, 0, { kind: 'step', to: [1, 1] })).toBeNull();
  });
});

describe('the view of the starting roll', () => {
  it('shows who has rolled what while the roll-off lasts, and nothing after', () => {
    const fresh = zigzag.setup(zigzag.defaultOptions, 2, 'roll');
    if (!fresh.ok) throw new Error(fresh.error.message);
    const state = fresh.value;
    expect(zigzag.view(state, 'spectator').startRoll).toEqual({ contenders: [0, 1], rolls: [] });
    const one = zigzag.resolveChance(state, { kind: 'die', face: 5 });
    if (!one.ok) throw new Error(one.error.message);
    expect(zigzag.view(one.value, 'spectator').startRoll).toEqual({ contenders: [0, 1], rolls: [5] });
    const two = zigzag.resolveChance(one.value, { kind: 'die', face: 2 });
    if (!two.ok) throw new Error(two.error.message);
    expect(two.value.phase).not.toBe('start-roll');
    expect(zigzag.view(two.value, 'spectator').startRoll).toBeNull();
  });
});

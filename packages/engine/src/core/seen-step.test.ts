import { describe, expect, it } from 'vitest';
import { casseTete } from '../games/casse-tete/index';
import { finito } from '../games/finito/index';
import { games } from '../games/index';
import { zigzag } from '../games/zigzag/index';
import type { Viewer } from './game';
import { replay } from './record';
import { expectOk } from './result';
import { seenStep } from './seen-step';
import { playSeededGame } from './testing';

const viewersOf = (players: number): Viewer[] => [
  ...Array.from({ length: players }, (_, seat) => seat),
  'spectator',
];

describe('seenStep', () => {
  it('is defined by every game that hides information, and leaves every step whole elsewhere', () => {
    for (const game of Object.values(games)) {
      expect(game.seenStep !== undefined, game.id).toBe(game.hidesInformation);
    }
    const { record } = playSeededGame(zigzag, zigzag.defaultOptions, 2, 7);
    const { steps, history = [] } = expectOk(replay(zigzag, record, true));
    steps.forEach((step, i) => {
      expect(seenStep(zigzag, history[i] as (typeof history)[number], step, 'spectator')).toBe(step);
    });
  });

  it('Casse-tête: a dealt or drawn token is seen only by the seat whose hand it goes to', () => {
    for (const [players, seed] of [
      [2, 1],
      [3, 2],
      [4, 3],
    ] as const) {
      const { record } = playSeededGame(casseTete, { rotation: true }, players, seed);
      const { steps, history = [] } = expectOk(replay(casseTete, record, true));
      let hidden = 0;
      steps.forEach((step, i) => {
        const before = history[i] as (typeof history)[number];
        const after = history[i + 1] as (typeof history)[number];
        // The oracle: whose hand grew, read from the states, not from the rule that deals.
        const receiver = after.hands.findIndex(
          (hand, seat) => hand.length > (before.hands[seat]?.length ?? 0),
        );
        for (const viewer of viewersOf(players)) {
          const seen = seenStep(casseTete, before, step, viewer);
          if (receiver >= 0 && viewer !== receiver) {
            expect(seen).toEqual({ hidden: 'chance' });
            hidden++;
          } else expect(seen).toBe(step);
        }
      });
      // Every hand is dealt and most turns draw: most chance steps are hidden from most viewers.
      expect(hidden).toBeGreaterThanOrEqual(5 * players * players);
    }
  });

  it('Finito: another seat’s choice is only "seat N chose"; dice and turned-up tokens are public', () => {
    const { record } = playSeededGame(finito, finito.defaultOptions, 3, 11);
    const { steps, history = [] } = expectOk(replay(finito, record, true));
    for (const [i, step] of steps.entries()) {
      for (const viewer of viewersOf(3)) {
        const seen = seenStep(finito, history[i] as (typeof history)[number], step, viewer);
        if ('move' in step && step.seat !== viewer) expect(seen).toEqual({ hidden: 'move', seat: step.seat });
        else expect(seen).toBe(step);
      }
    }
    expect(steps.some((s) => 'move' in s)).toBe(true);
  });
});

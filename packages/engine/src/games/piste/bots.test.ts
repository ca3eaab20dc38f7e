import { describe, expect, it } from 'vitest';
import { runTournament } from '../../bots/tournament';
import { expectOk } from '../../core/result';
import { pisteBots, winNowProbability } from './bots';
import type { PisteState } from './index';
import { optimalDice, piste } from './index';

const choosing = (square: number, overshot: boolean, board: 'grande' | 'petite' = 'grande'): PisteState => ({
  ...expectOk(piste.setup({ board }, 2, 'bots')),
  positions: [square, 0],
  overshot: [overshot, false],
  phase: { kind: 'choose', seat: 0 },
  firstSeat: 0,
});

const suggest = (name: keyof typeof pisteBots, state: PisteState) =>
  pisteBots[name].choose(piste.view(state, 0), 0, piste.legalMoves(state, 0), { seed: 1 });

describe('piste bots', () => {
  it('roll two dice when there is no choice, whatever their level', () => {
    for (const name of Object.keys(pisteBots) as (keyof typeof pisteBots)[]) {
      expect(suggest(name, choosing(40, false)).move).toEqual({ kind: 'roll', dice: 2 });
    }
  });

  it('fort follows the solved optimal policy on every square, with the expected turns as reason', () => {
    for (let square = 0; square < 99; square++) {
      const { move, reason } = suggest('fort', choosing(square, true));
      expect(move.dice).toBe(optimalDice('grande', square, true));
      expect(reason?.code).toBe('piste.expected-turns');
    }
  });

  it('greedy takes the die that wins now more often: from 95 one die wins with probability 1/6', () => {
    const state = choosing(95, true);
    expect(winNowProbability(piste.view(state, 0), 95, 1)).toBeCloseTo(1 / 6);
    expect(winNowProbability(piste.view(state, 0), 95, 2)).toBeCloseTo(1 / 12);
    expect(suggest('greedy', state).move.dice).toBe(1);
  });

  it('play complete games in a tournament with seats rotated', () => {
    const result = runTournament(
      piste,
      [
        { name: 'fort', bot: pisteBots.fort },
        { name: 'random', bot: pisteBots.random },
      ],
      { options: { board: 'petite' }, games: 40, seed: 'rotation' },
    );
    expect(result.unfinished).toBe(0);
    const [fort, random] = result.entrants;
    expect((fort?.wins ?? 0) + (random?.wins ?? 0)).toBeCloseTo(40);
    expect(result.lengths).toHaveLength(40);
  });
});

import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../core/game';
import { rollChance } from '../core/play';
import { expectOk } from '../core/result';
import { games } from './index';

/** A game just set up, its opening chance drawn (hands dealt), at a glance as a spectator sees it. */
function atStart(game: AnyGame, options: unknown, players: number) {
  let state = expectOk(game.setup(expectOk(game.parseOptions(options)), players, 'progress'));
  while (game.actors(state).kind === 'chance') state = rollChance(game, state).state;
  return game.progress(game.view(state, 'spectator'));
}

describe('each game at a glance, from the spectator view', () => {
  it('the piste: every pawn on square 0, on the way to 50 or 99', () => {
    const piste = games.piste as AnyGame;
    expect(atStart(piste, { board: 'petite' }, 3)).toEqual({
      turns: 0,
      goal: 50,
      seats: [{ square: 0 }, { square: 0 }, { square: 0 }],
    });
    expect(atStart(piste, {}, 2).goal).toBe(99);
  });

  it('Zigzag: points from 0', () => {
    expect(atStart(games.zigzag as AnyGame, {}, 2)).toEqual({
      turns: 0,
      seats: [{ points: 0 }, { points: 0 }],
    });
  });

  it('Casse-tête: how many tokens each hand holds and the bank, not which', () => {
    const glance = atStart(games['casse-tete'] as AnyGame, {}, 2);
    const handed = glance.seats.map((s) => s.tokens ?? 0);
    expect(handed.every((n) => n > 0)).toBe(true);
    expect(glance.bank).toBeGreaterThan(0);
    expect(JSON.stringify(glance)).not.toContain('hand');
  });

  it('the solitaire: 30 tokens on the tray', () => {
    expect(atStart(games['casse-tete-solitaire'] as AnyGame, {}, 1)).toEqual({
      turns: 0,
      seats: [{ tokens: 30 }],
    });
  });

  it('Finito: 12 tokens to lay each, and the round only when played to a target', () => {
    const finito = games.finito as AnyGame;
    expect(atStart(finito, {}, 2)).toEqual({
      turns: 0,
      seats: [
        { points: 0, tokens: 12 },
        { points: 0, tokens: 12 },
      ],
    });
    expect(atStart(finito, { targetScore: 30 }, 2).round).toBe(1);
  });
});

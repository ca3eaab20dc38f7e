import { describe, expect, it } from 'vitest';
import type { BaseState, GameDefinition, Seat } from '../core/game';
import { rollChance } from '../core/play';
import { casseTete } from './casse-tete/index';
import { piste } from './piste/index';
import { zigzag } from './zigzag/index';

// biome-ignore lint/suspicious/noExplicitAny: one loop over differently typed games
type AnyGame = GameDefinition<BaseState, any, any, any, any, any>;

/** Draws chance until a seat must act: who acts first, and the kinds of chance drawn on the way. */
function firstToAct(game: AnyGame, options: unknown, players: number) {
  const set = game.setup(options, players, 'starter');
  if (!set.ok) throw new Error(set.error.message);
  let state = set.value;
  const kinds: string[] = [];
  for (let guard = 0; game.actors(state).kind === 'chance' && guard < 100; guard++) {
    const rolled = rollChance(game, state);
    kinds.push((rolled.outcome as { kind: string }).kind);
    state = rolled.state;
  }
  const actors = game.actors(state);
  return { seats: actors.kind === 'seats' ? actors.seats : [], kinds };
}

const GAMES: readonly [string, AnyGame, Record<string, unknown>, number][] = [
  ['piste', piste as unknown as AnyGame, { board: 'petite' }, 3],
  ['zigzag', zigzag as unknown as AnyGame, { board: { kind: 'standard' }, moveLimit: 200 }, 2],
  ['casse-tete', casseTete as unknown as AnyGame, { rotation: true }, 4],
];

describe('a starter agreed beforehand (a rematch) replaces the roll-off', () => {
  for (const [id, game, options, players] of GAMES) {
    it(`${id}: the agreed seat acts first and no roll-off die is rolled`, () => {
      for (let starter: Seat = 0; starter < players; starter++) {
        const parsed = game.parseOptions({ ...options, starter });
        expect(parsed.ok).toBe(true);
        const first = firstToAct(game, parsed.ok ? parsed.value : options, players);
        expect(first.seats).toEqual([starter]);
        expect(first.kinds).not.toContain('die');
      }
    });

    it(`${id}: without a starter the dice decide, and a seat outside the game is refused`, () => {
      expect(firstToAct(game, options, players).kinds).toContain('die');
      const outside = game.setup({ ...options, starter: players }, players, 'starter');
      expect(outside.ok ? null : outside.error.code).toBe('bad-options');
      expect(game.parseOptions({ ...options, starter: -1 }).ok).toBe(false);
    });
  }
});

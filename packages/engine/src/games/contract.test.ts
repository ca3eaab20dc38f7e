import { describe, expect, it } from 'vitest';
import type { AnyGame, BaseState, Viewer } from '../core/game';
import { makeRecord, replay } from '../core/record';
import { expectOk } from '../core/result';
import { Rng } from '../core/rng';
import { playout } from '../match/playout';
import { games } from './index';

/**
 * The engine contract, checked the same way for every registered game: states are plain JSON, views
 * never carry the generator (it would predict every future die and draw), input is never mutated,
 * and a game's record replays to the identical state.
 */
describe.each(Object.entries(games))('contract of %s', (_id, game: AnyGame) => {
  const counts = Array.from(
    { length: game.playerCounts.max - game.playerCounts.min + 1 },
    (_, i) => game.playerCounts.min + i,
  );

  it.each(counts)('holds over random games with %i player(s)', (players) => {
    for (let g = 0; g < 3; g++) {
      const seed = `contract:${players}:${g}`;
      const options = expectOk(game.parseOptions({}));
      const start = expectOk(game.setup(options, players, seed));
      const rng = Rng.fromSeed(seed);
      const seen: BaseState[] = [];
      const result = playout(
        game,
        start,
        (state, _seat, moves) => {
          seen.push(state);
          return rng.pick(moves);
        },
        4000,
      );
      for (const state of seen.filter((_, i) => i % 7 === 0)) {
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        const secret = JSON.stringify(state.rng);
        for (const viewer of [...Array.from({ length: players }, (_, s) => s), 'spectator' as const]) {
          const view = JSON.stringify(game.view(state, viewer));
          expect(view).not.toContain('"rng"');
          expect(view).not.toContain(secret.slice(1, -1));
        }
        const before = JSON.stringify(state);
        const actors = game.actors(state);
        if (actors.kind === 'seats') {
          const seat = actors.seats[0] as number;
          game.apply(state, seat, game.legalMoves(state, seat)[0]);
          game.apply(state, seat, { kind: 'no-such-move' });
        }
        expect(JSON.stringify(state)).toBe(before);
      }
      const record = makeRecord(
        game,
        options,
        Array.from({ length: players }, () => ({})),
        seed,
        result.steps,
      );
      const replayed = replay(game, JSON.parse(JSON.stringify(record)));
      expect(replayed.ok && replayed.value.state).toEqual(result.state);
    }
  });

  it('declares hidden information exactly when some seat sees what another does not', () => {
    const players = game.playerCounts.max;
    const seed = `hidden:${game.id}`;
    const start = expectOk(game.setup(expectOk(game.parseOptions({})), players, seed));
    const rng = Rng.fromSeed(seed);
    let someViewDiffers = false;
    playout(
      game,
      start,
      (state, _seat, moves) => {
        const viewers = [...Array.from({ length: players }, (_, s) => s), 'spectator' as const];
        // A view may name its viewer; that is not information kept from anyone.
        const seen = (viewer: Viewer) => ({ ...(game.view(state, viewer) as object), viewer: null });
        const views = new Set(viewers.map((viewer) => JSON.stringify(seen(viewer))));
        someViewDiffers ||= views.size > 1;
        return rng.pick(moves);
      },
      2000,
    );
    expect(someViewDiffers).toBe(game.hidesInformation);
  });

  it('rejects malformed options, moves and chance outcomes with a code and a message', () => {
    for (const parsed of [
      game.parseOptions({ nonsense: 1 }),
      game.parseMove({ kind: 42 }),
      game.parseChance('x'),
    ]) {
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error.code).toMatch(/^[a-z-]+$/);
        expect(parsed.error.message.length).toBeGreaterThan(5);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { AnyGame, BaseState, Viewer } from '../core/game';
import { applyStep } from '../core/play';
import { makeRecord, replay } from '../core/record';
import { expectOk } from '../core/result';
import type { RngState } from '../core/rng';
import { Rng } from '../core/rng';
import { randomPolicy } from '../core/testing';
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
        const atAGlance = game.progress(game.view(state, 'spectator'));
        expect(atAGlance.seats).toHaveLength(players);
        expect(atAGlance.turns).toBeGreaterThanOrEqual(0);
        for (const viewer of [...Array.from({ length: players }, (_, s) => s), 'spectator' as const]) {
          const view = game.view(state, viewer);
          const text = JSON.stringify(view);
          expect(text).not.toContain('"rng"');
          expect(text).not.toContain(secret.slice(1, -1));
          // The dashboard's figures are public: every seat's view gives the spectator's.
          expect(game.progress(view)).toEqual(atAGlance);
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

  it('stores the generator it is given with every chance outcome it accepts', () => {
    // Drivers pass the advanced generator in instead of copying the state to set it (see
    // `resolveChance`): a path that kept the old one would draw the same dice again and again.
    const marker: RngState = [1, 2, 3, 4];
    for (const players of counts) {
      const start = expectOk(game.setup(expectOk(game.parseOptions({})), players, `rng:${players}`));
      let state = start;
      for (const step of playout(game, start, randomPolicy(`rng:${players}`), 100_000).steps) {
        if (game.actors(state).kind === 'chance') {
          for (const { outcome } of game.chanceOutcomes(state)) {
            const next = game.resolveChance(state, outcome, marker);
            if (next.ok) expect(next.value.rng).toBe(marker);
          }
        }
        state = expectOk(applyStep(game, state, step));
      }
    }
  });

  it('refuses actions at the wrong moment with the core codes, alike in every game', () => {
    const players = game.playerCounts.min;
    const start = expectOk(game.setup(expectOk(game.parseOptions({})), players, 'moments'));
    const { steps, state: end } = playout(game, start, randomPolicy('moments'), 100_000);
    const move = steps.find((step) => 'move' in step);
    const chance = steps.find((step) => 'chance' in step);
    if (!move || !('move' in move) || !chance || !('chance' in chance)) throw new Error('no steps');
    const codes = new Set<string>();
    let state = start;
    for (const step of steps) {
      const actors = game.actors(state);
      if (actors.kind === 'chance') {
        const refused = game.apply(state, 0, move.move);
        expect(refused.ok ? 'ok' : refused.error.code).toBe('chance-pending');
        codes.add('chance-pending');
      } else if (actors.kind === 'seats') {
        const refused = game.resolveChance(state, chance.chance);
        expect(refused.ok ? 'ok' : refused.error.code).toBe('not-chance');
        codes.add('not-chance');
      }
      state = expectOk(applyStep(game, state, step));
    }
    expect(game.actors(end).kind).toBe('over');
    for (const refused of [game.apply(end, 0, move.move), game.resolveChance(end, chance.chance)])
      expect(refused.ok ? 'ok' : refused.error.code).toBe('game-over');
    expect([...codes].sort()).toEqual(['chance-pending', 'not-chance']);
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

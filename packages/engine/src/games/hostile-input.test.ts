import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyGame, BaseState, Seat } from '../core/game';
import { makeRecord, replay } from '../core/record';
import type { Result } from '../core/result';
import { expectOk } from '../core/result';
import { randomPolicy } from '../core/testing';
import { playout } from '../match/playout';
import { games } from './index';

/**
 * The engine's edge: `apply` and `resolveChance` will be called with whatever the network sends. For
 * every registered game, over states of every kind (chance pending, seats to act, game over), any JSON
 * value, null, undefined, and legal moves and outcomes with one part replaced by such a value must
 * give a Result (never a throw), leave the state untouched, and be accepted only when they do exactly
 * what some legal move or chance outcome does.
 */

/** States of a few random games of each player count: every chance state, some of the others. */
function sampleStates(game: AnyGame): BaseState[] {
  const states: BaseState[] = [];
  const options = expectOk(game.parseOptions({}));
  for (let players = game.playerCounts.min; players <= game.playerCounts.max; players++) {
    for (const seed of ['edge-a', 'edge-b']) {
      const start = expectOk(game.setup(options, players, `${seed}:${players}`));
      const { steps } = playout(game, start, randomPolicy(seed), 3000);
      const record = makeRecord(
        game,
        options,
        Array.from({ length: players }, () => ({})),
        seed,
        steps,
      );
      const history = expectOk(replay(game, record, true)).history ?? [];
      const kept = (s: BaseState, i: number) => game.actors(s).kind !== 'seats' || i % 5 === 0;
      states.push(...history.filter(kept));
    }
  }
  return states;
}

/** `base` with one node of its tree (chosen by `choice`, possibly the root) replaced. */
function mutate(base: unknown, choice: number, replacement: unknown): unknown {
  if (typeof base !== 'object' || base === null) return replacement;
  const keys = Object.keys(base);
  const pick = choice % (keys.length + 1);
  const key = keys[pick];
  if (key === undefined) return replacement;
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<string, unknown>;
  copy[key] = mutate(
    (base as Record<string, unknown>)[key],
    Math.floor(choice / (keys.length + 1)),
    replacement,
  );
  return copy;
}

const value = fc.oneof(
  fc.jsonValue(),
  // An object whose toString is not a function throws if a message interpolates it unchecked.
  fc.constantFrom(null, undefined, 0, -1, 7, 21, 31, 1e9, 0.5, [7, 3], [], {}, { toString: 0 }),
  fc.integer({ min: -3, max: 40 }),
);
const input = fc.record({
  state: fc.nat(),
  seat: fc.oneof(fc.constant('actor'), fc.nat({ max: 5 }), fc.jsonValue(), fc.constant({ toString: 0 })),
  value,
  mutate: fc.boolean(),
  choice: fc.nat(),
});

function expectRefusalOrOk(result: Result<unknown, { code: string; message: string }>): void {
  expect(typeof result.ok).toBe('boolean');
  if (!result.ok) {
    expect(result.error.code).toMatch(/^[a-z-]+$/);
    expect(typeof result.error.message).toBe('string');
  }
}

describe.each(Object.entries(games))('%s at the edge', (_id, game) => {
  const states = sampleStates(game);
  const ofKind = (kind: string) => states.filter((s) => game.actors(s).kind === kind);
  const [chance, seats] = [ofKind('chance'), ofKind('seats')];
  /** Mostly states of the kind the function is for, sometimes any other. */
  const stateAt = (i: number, kind: BaseState[]) =>
    (i % 4 === 0 ? states[(i >> 2) % states.length] : kind[(i >> 2) % kind.length]) as BaseState;

  it('samples states of every kind', () => {
    const kinds = new Set(states.map((s) => game.actors(s).kind));
    expect([...kinds].sort()).toEqual(['chance', 'over', 'seats']);
  });

  it('apply answers any input with a Result, changes nothing, and accepts only legal moves', () => {
    fc.assert(
      fc.property(input, (i) => {
        const state = stateAt(i.state, seats);
        const actors = game.actors(state);
        const actor = actors.kind === 'seats' ? (actors.seats[0] as Seat) : 0;
        const seat = (i.seat === 'actor' ? actor : i.seat) as Seat;
        const legal = game.legalMoves(state, actor);
        const move =
          i.mutate && legal.length > 0 ? mutate(legal[i.choice % legal.length], i.choice, i.value) : i.value;
        const before = JSON.stringify(state);
        const result = game.apply(state, seat, move);
        expectRefusalOrOk(result);
        expect(JSON.stringify(state)).toBe(before);
        if (result.ok) {
          const same = game.legalMoves(state, seat).some((m) => {
            const legalResult = game.apply(state, seat, m);
            return legalResult.ok && JSON.stringify(legalResult.value) === JSON.stringify(result.value);
          });
          expect(same, `accepted ${JSON.stringify(move)}`).toBe(true);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('resolveChance answers any input with a Result, changes nothing, and accepts only possible outcomes', () => {
    fc.assert(
      fc.property(input, (i) => {
        const state = stateAt(i.state, chance);
        const outcomes = game.chanceOutcomes(state);
        const base = outcomes[i.choice % Math.max(1, outcomes.length)]?.outcome;
        const outcome = i.mutate && base !== undefined ? mutate(base, i.choice, i.value) : i.value;
        const before = JSON.stringify(state);
        const result = game.resolveChance(state, outcome);
        expectRefusalOrOk(result);
        expect(JSON.stringify(state)).toBe(before);
        if (result.ok) {
          const same = outcomes.some((o) => {
            const possible = game.resolveChance(state, o.outcome);
            return possible.ok && JSON.stringify(possible.value) === JSON.stringify(result.value);
          });
          expect(same, `accepted ${JSON.stringify(outcome)}`).toBe(true);
        }
      }),
      { numRuns: 600 },
    );
  });
});

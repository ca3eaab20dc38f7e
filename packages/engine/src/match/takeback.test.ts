import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BaseState, GameDefinition } from '../core/game';
import type { Step } from '../core/play';
import { replay } from '../core/record';
import { expectOk } from '../core/result';
import { Rng } from '../core/rng';
import { casseTete } from '../games/casse-tete/index';
import { casseTeteSolitaire } from '../games/casse-tete-solitaire/index';
import { finito } from '../games/finito/index';
import { piste } from '../games/piste/index';
import type { ZigzagMove, ZigzagView } from '../games/zigzag/index';
import { zigzag } from '../games/zigzag/index';
import type { Agent } from './agent';
import { drive } from './drive';
import type { MatchEvent } from './events';
import { Match } from './match';

const two = [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'random' }];
const randomAgent = <V, M>(seed: string): Agent<V, M> => {
  const rng = Rng.fromSeed(seed);
  return { kind: 'computer', act: (turn) => rng.pick(turn.legal) };
};

// biome-ignore lint/suspicious/noExplicitAny: any game, as the registry holds them
type Any = GameDefinition<BaseState, any, any, any, any>;

/** A match of `game` played by random agents for `revisions` steps (or to its end). */
function played(game: Any, seed: string, revisions: number, seats = two) {
  const match = expectOk(Match.start(game, { options: game.defaultOptions, seats, seed }));
  drive(match, randomAgent(seed), { maxRevision: revisions });
  return match;
}

const lastOwnMove = (steps: readonly Step[], seat: number) =>
  steps.findLastIndex((step) => 'seat' in step && step.seat === seat);

/** Plays `steps` on `match` again, as they were first played. */
function playAgain(match: Match<BaseState, unknown, unknown, unknown, unknown>, steps: readonly Step[]) {
  for (const step of steps) {
    const done = 'chance' in step ? match.applyChance(step.chance) : match.play(step.seat, step.move);
    expectOk(done);
  }
}

describe('takeback', () => {
  it("against the computer in Zigzag, goes back to the person's turn before their last move", () => {
    const match = played(zigzag, 'takeback', 20);
    const steps = match.steps.slice();
    const at = lastOwnMove(steps, 0);
    expect(at).toBeGreaterThan(0);
    expect(expectOk(match.takebackPoint(0))).toBe(at);

    expectOk(match.takeBack(0, match.revision));
    expect(match.revision).toBe(at);
    expect(match.state).toBe(match.stateAt(at));
    expect(match.actors()).toEqual({ kind: 'seats', seats: [0] });
    expect(match.record().steps).toEqual(steps.slice(0, at));
    expect(expectOk(replay(zigzag, JSON.parse(JSON.stringify(match.record())))).state).toEqual(match.state);
  });

  it('property: a takeback, then the same moves played again, give the same state and record', () => {
    let takenBack = 0;
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.integer({ min: 1, max: 60 }), (seed, length) => {
        const match = played(zigzag, `p${seed}`, length);
        const before = { state: match.state, record: match.record() };
        const seat = [0, 1].find((s) => match.takebackPoint(s).ok);
        if (seat === undefined) return;
        const point = expectOk(match.takebackPoint(seat));
        const undone = match.steps.slice(point);
        expectOk(match.takeBack(seat));
        takenBack++;
        expect(expectOk(replay(zigzag, match.record())).state).toEqual(match.state);
        playAgain(match as never, undone);
        expect(match.state).toEqual(before.state);
        expect(match.record()).toEqual(before.record);
      }),
      { numRuns: 40 },
    );
    // Most random prefixes are past the setup's dice, where a takeback is allowed.
    expect(takenBack).toBeGreaterThan(20);
  });

  it('is refused across a chance step: the dice of La piste', () => {
    const match = played(piste, 'dice', 12);
    // Each roll choice is followed by its dice at once: the last choice is always behind a chance step.
    expect(lastOwnMove(match.steps, 0)).toBeGreaterThanOrEqual(0);
    const refused = match.takeBack(0);
    expect(refused.ok ? null : refused.error.code).toBe('takeback-chance');
    expect(match.revision).toBe(12);
  });

  it("is refused across a chance step: Zigzag's start side, before the starting numbers", () => {
    const match = expectOk(Match.start(zigzag, { options: zigzag.defaultOptions, seats: two, seed: 'side' }));
    // Play up to the first start-side choice, then one more chance step (the other player's die).
    drive(match, randomAgent('side'), {
      stopped: () => match.steps.some((s) => 'seat' in s) && 'chance' in (match.steps.at(-1) as Step),
    });
    const chooser = (match.steps.find((s) => 'seat' in s) as { seat: number }).seat;
    const refused = match.takeBack(chooser);
    expect(refused.ok ? null : refused.error.code).toBe('takeback-chance');
    const rewound = match.rewind(lastOwnMove(match.steps, chooser));
    expect(rewound.ok ? null : rewound.error.code).toBe('takeback-chance');
  });

  it('is refused in games that hide information, and across the solitaire shuffle', () => {
    for (const game of [casseTete, finito] as Any[]) {
      const match = played(game, 'hidden', 40);
      for (const seat of [0, 1]) {
        const refused = match.takebackPoint(seat);
        expect(refused.ok ? null : refused.error.code).toBe('takeback-hidden');
      }
      const rewound = match.rewind(match.revision - 1);
      expect(rewound.ok ? null : rewound.error.code).toBe('takeback-chance');
    }
    const solitaire = played(casseTeteSolitaire as Any, 'tray', 32, [{ kind: 'human' as const }]);
    expect(expectOk(solitaire.takebackPoint(0))).toBe(31);
    const refused = solitaire.rewind(29);
    expect(refused.ok ? null : refused.error.code).toBe('takeback-chance');
  });

  it('is refused once the game is over, without history, and at a stale revision', () => {
    const over = played(zigzag, 'end', 10_000);
    expect(over.actors().kind).toBe('over');
    const ended = over.takeBack(0);
    expect(ended.ok ? null : ended.error.code).toBe('takeback-over');

    const lean = expectOk(
      Match.start(zigzag, { options: zigzag.defaultOptions, seats: two, seed: 'x' }, { history: false }),
    );
    drive(lean, randomAgent('x'), { maxRevision: 20 });
    const noHistory = lean.takeBack(0);
    expect(noHistory.ok ? null : noHistory.error.code).toBe('takeback-bad-revision');

    const match = played(zigzag, 'stale', 20);
    const stale = match.takeBack(0, 3);
    expect(stale.ok ? null : stale.error.code).toBe('stale-revision');
    expect(match.revision).toBe(20);
  });

  it('tells listeners, and a move after it is judged on the position taken back to', () => {
    const match = played(zigzag, 'listen', 20);
    const events: MatchEvent<unknown, unknown, unknown>[] = [];
    match.subscribe((event) => events.push(event));
    const at = expectOk(match.takebackPoint(0));
    expectOk(match.takeBack(0));
    expect(events).toEqual([{ kind: 'rewind', revision: at }]);
    const legal = match.legalMoves(0) as readonly ZigzagMove[];
    expect(legal).toEqual(zigzag.legalMoves(match.state as never, 0));
    expectOk(match.play(0, legal[0] as ZigzagMove, at));
    expect(events.at(-1)).toMatchObject({ kind: 'step', revision: at + 1 });
    // The view after the takeback is the position's, not the one left behind.
    expect(match.view(0) as ZigzagView).toEqual(zigzag.view(match.state as never, 0));
  });
});

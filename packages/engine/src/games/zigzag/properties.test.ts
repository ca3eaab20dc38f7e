import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Policy } from '../../core/play';
import { replay } from '../../core/record';
import { playSeededGame, randomPolicy, replayOrThrow } from '../../core/testing';
import { BOARD_COLUMNS } from './board';
import bothPassed from './fixtures/both-passed.json';
import generatedMoveLimit from './fixtures/generated-move-limit.json';
import greedyVsRandom from './fixtures/greedy-vs-random.json';
import { greedyPolicy, immediatePoints } from './greedy';
import { zigzag } from './index';
import { position } from './testing';
import type { ZigzagMove, ZigzagOptions, ZigzagState } from './types';

const boardOptions = fc.oneof(
  fc.constant<ZigzagOptions>(zigzag.defaultOptions),
  fc
    .string({ maxLength: 8 })
    .map<ZigzagOptions>((seed) => ({ board: { kind: 'generated', seed }, moveLimit: 200 })),
);

/** Checks every state of a finished game's record, one step after another. */
function checkInvariants(record: unknown): void {
  const replayed = replay(zigzag, record, true);
  if (!replayed.ok) throw new Error(replayed.error.message);
  const history = replayed.value.history ?? [];
  for (let i = 1; i < history.length; i++) {
    const before = history[i - 1] as ZigzagState;
    const after = history[i] as ZigzagState;
    for (const seat of [0, 1] as const) {
      expect(after.players[seat].score).toBeGreaterThanOrEqual(before.players[seat].score);
      if (after.phase === 'play' || after.phase === 'over') {
        expect(Number.isSafeInteger(after.players[seat].number)).toBe(true);
        expect(after.players[seat].number).toBeGreaterThanOrEqual(1);
      }
    }
    if (after.players[0].cell >= 0) expect(after.players[0].cell).not.toBe(after.players[1].cell);
    expect(after.moves).toBeLessThanOrEqual(after.moveLimit);
  }
  const last = history[history.length - 1] as ZigzagState;
  // A pawn that has moved stands on an operation cell, never on a start row.
  for (const player of last.players) {
    const row = Math.floor(player.cell / BOARD_COLUMNS);
    if (player.previous >= 0) expect(row > 0 && row < last.board.operations.length + 1).toBe(true);
  }
}

describe('random games', () => {
  it('end, keep numbers ≥ 1, only grow scores, and replay from their records to the identical state', () => {
    fc.assert(
      fc.property(boardOptions, fc.integer(), (options, seed) => {
        const game = playSeededGame(zigzag, options, 2, seed);
        expect(game.finished).toBe(true);
        expect(zigzag.outcome(game.state).status).toBe('over');
        expect(replayOrThrow(zigzag, game.record)).toEqual(game.state);
        checkInvariants(game.record);
      }),
      { numRuns: 40 },
    );
  });

  it('show the same public picture to every viewer, without the generator state', () => {
    const game = playSeededGame(zigzag, zigzag.defaultOptions, 2, 'views');
    const seen = [
      zigzag.view(game.state, 0),
      zigzag.view(game.state, 1),
      zigzag.view(game.state, 'spectator'),
    ];
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
    expect(JSON.stringify(seen[0])).not.toContain('rng');
  });
});

describe('apply and resolveChance', () => {
  it('never change the state they are given', () => {
    const game = playSeededGame(zigzag, zigzag.defaultOptions, 2, 'immutable');
    const replayed = replay(zigzag, game.record, true);
    if (!replayed.ok) throw new Error(replayed.error.message);
    const history = replayed.value.history ?? [];
    const snapshots = history.map((state) => JSON.stringify(state));
    // Try every move and every outcome from every state; a mutation would show in the snapshots.
    for (const state of history) {
      for (const move of zigzag.legalMoves(state, state.turn)) zigzag.apply(state, state.turn, move);
      for (const o of zigzag.chanceOutcomes(state)) zigzag.resolveChance(state, o.outcome);
    }
    expect(history.map((state) => JSON.stringify(state))).toEqual(snapshots);
  });
});

describe('fixture records', () => {
  for (const [name, record] of Object.entries({ greedyVsRandom, bothPassed, generatedMoveLimit })) {
    it(`${name} replays to its recorded outcome`, () => {
      const state = replayOrThrow(zigzag, record);
      expect(zigzag.outcome(state)).toEqual(record.meta.outcome);
      expect(state.moves).toBe(record.meta.moves);
      expect(state.players.map((p) => p.number)).toEqual(record.meta.numbers);
    });
  }
});

describe('the greedy policy', () => {
  it('takes the move that scores most now', () => {
    // From [2, 1] with 50: × 2 at [1, 1] makes 100 (15 points), + 5 at [1, 0] makes 55 (0).
    const state = position({
      players: [
        { at: [2, 1], number: 50 },
        { at: [7, 5], number: 11 },
      ],
    });
    const moves = zigzag.legalMoves(state, 0);
    expect(immediatePoints(state, 0, { kind: 'step', to: [1, 1] })).toBe(15);
    expect(greedyPolicy('g')(state, 0, moves)).toEqual({ kind: 'step', to: [1, 1] });
  });

  it('breaks ties at random but reproducibly', () => {
    // With 53 at [3, 2] no neighbour scores: all 8 moves tie at 0 points.
    const state = position({
      players: [
        { at: [3, 2], number: 53 },
        { at: [7, 5], number: 11 },
      ],
    });
    const moves = zigzag.legalMoves(state, 0);
    const picks = (seed: string) => {
      const policy = greedyPolicy(seed);
      return Array.from({ length: 40 }, () => JSON.stringify(policy(state, 0, moves)));
    };
    expect(new Set(picks('a')).size).toBeGreaterThan(3);
    expect(picks('a')).toEqual(picks('a'));
  });

  it('beats random play in most games on the standard board', () => {
    let wins = 0;
    const games = 100;
    for (let i = 0; i < games; i++) {
      const greedy = greedyPolicy(`greedy-${i}`);
      const random = randomPolicy<ZigzagState, ZigzagMove>(`random-${i}`);
      const greedySeat = i % 2;
      const policy: Policy<ZigzagState, ZigzagMove> = (s, seat, m) =>
        seat === greedySeat ? greedy(s, seat, m) : random(s, seat, m);
      const { state } = playSeededGame(zigzag, zigzag.defaultOptions, 2, `duel-${i}`, policy);
      const outcome = zigzag.outcome(state);
      if (outcome.status === 'over' && outcome.winners[0] === greedySeat) wins++;
    }
    // RULES.md reports about 97% on the standard board; 2000 seeded games here give 97.3%.
    expect(wins).toBeGreaterThan(90);
  });
});

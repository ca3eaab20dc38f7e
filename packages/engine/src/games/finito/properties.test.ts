import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../core/record';
import { expectOk } from '../../core/result';
import { playSeededGame, randomPolicy, replayOrThrow } from '../../core/testing';
import { CELL_COUNT, HAND_SIZE, TOKEN_COUNT } from './board';
import { finito, greedyPolicy, ROUND_CAP } from './index';
import type { FinitoOptions, FinitoState } from './types';

/** Every seat owns 1..12 exactly once (board, hand, face down) and no cell holds two tokens. */
function checkInvariants(state: FinitoState): void {
  for (const player of state.players) {
    expect(player.board.length).toBe(CELL_COUNT);
    const seen: number[] = [];
    for (const token of player.board) if (token !== 0) seen.push(token);
    seen.push(...player.hand);
    for (let t = 1; t <= TOKEN_COUNT; t++) if (player.faceDown & (1 << (t - 1))) seen.push(t);
    expect(seen.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(player.hand.length).toBeLessThanOrEqual(HAND_SIZE);
  }
  // Every seat is always in the same phase: all place on turns 1..12 and move afterwards.
  const placed = state.players.map((p) => p.board.filter((t) => t !== 0).length);
  expect(new Set(placed).size).toBe(1);
}

/** Rounds stay within the caps, every round is scored, and a match goes to the highest total. */
function checkMatchEnd(state: FinitoState): void {
  const { rounds, scores, options } = state;
  expect(rounds.length).toBeLessThanOrEqual(options.targetScore === null ? 1 : ROUND_CAP);
  for (const round of rounds) expect(round.turns).toBeLessThanOrEqual(options.turnCap);
  const totals = scores.map((_, seat) => rounds.reduce((sum, round) => sum + (round.points[seat] ?? 0), 0));
  expect(totals).toEqual(scores);
  if (options.targetScore === null) return;
  const best = Math.max(...scores);
  expect(state.result?.winners).toEqual(scores.flatMap((score, seat) => (score === best ? [seat] : [])));
}

/** A view, minus what legitimately differs between viewers. */
function publicPart(state: FinitoState, viewer: number | 'spectator') {
  const { viewer: _v, ownPending: _o, ...rest } = finito.view(state, viewer);
  return rest;
}

const optionsArb: fc.Arbitrary<FinitoOptions> = fc.record({
  movementPassing: fc.boolean(),
  targetScore: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  turnCap: fc.integer({ min: 1, max: 40 }),
});

describe('random games (property tests)', () => {
  it('keep twelve distinct tokens per seat, one token per cell at most, and replay identically', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.string({ maxLength: 8 }),
        optionsArb,
        (players, seed, options) => {
          const game = playSeededGame(finito, options, players, seed);
          expect(game.finished).toBe(true);
          checkMatchEnd(game.state);
          const replayed = expectOk(replay(finito, game.record, true));
          expect(replayed.state).toEqual(game.state);
          for (const state of replayed.history ?? []) checkInvariants(state);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never show a seat another seat’s pending choice, nor let it change any view but the acted flag', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.string({ maxLength: 8 }), (players, seed) => {
        const game = playSeededGame(finito, { ...finito.defaultOptions, turnCap: 15 }, players, seed);
        for (const state of expectOk(replay(finito, game.record, true)).history ?? []) {
          const spectator = publicPart(state, 'spectator');
          const blank: FinitoState = { ...state, pending: state.pending.map(() => null) };
          const blankView = publicPart(blank, 'spectator');
          expect({ ...spectator, players: spectator.players.map((p) => ({ ...p, acted: false })) }).toEqual(
            blankView,
          );
          for (let seat = 0; seat < players; seat++) {
            expect(publicPart(state, seat)).toEqual(spectator);
            expect(finito.view(state, seat).ownPending).toEqual(state.pending[seat]);
            // What a seat may do does not depend on what the others have chosen.
            const othersBlank = { ...state, pending: state.pending.map((m, i) => (i === seat ? m : null)) };
            expect(finito.legalMoves(state, seat)).toEqual(finito.legalMoves(othersBlank, seat));
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('end by Finito under the greedy policy, alone or in a match to a target', () => {
    for (let i = 0; i < 20; i++) {
      const players = 1 + (i % 4);
      const options = { ...finito.defaultOptions, targetScore: i % 2 === 0 ? null : 30 };
      const game = playSeededGame(finito, options, players, `greedy-${i}`, greedyPolicy);
      expect(game.finished).toBe(true);
      expect(game.state.result?.reason).toBe(options.targetScore === null ? 'finito' : 'target-reached');
      expect(replayOrThrow(finito, game.record)).toEqual(game.state);
    }
  });

  it('play the greedy policy against random play through the public API', () => {
    const random = randomPolicy<FinitoState, unknown>('r');
    const game = playSeededGame(finito, finito.defaultOptions, 2, 'mixed', (state, seat, moves) =>
      seat === 0 ? greedyPolicy(state, seat, moves as never) : (random(state, seat, moves) as never),
    );
    expect(game.state.result?.winners).toEqual([0]);
  });
});

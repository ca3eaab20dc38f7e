import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../core/game';
import { replay } from '../../core/record';
import { expectOk } from '../../core/result';
import { playSeededGame, replayOrThrow } from '../../core/testing';
import { bankSize } from './bank';
import type { Side } from './geometry';
import { opposite, SIDE_DX, SIDE_DY, SIDES, sideValueId } from './geometry';
import { casseTete } from './index';
import { ALL_TOKEN_IDS, tokenId } from './tokens';
import type { CasseTeteMove, CasseTeteState } from './types';

const game = casseTete;

/** Every state along the game keeps these. */
function checkInvariants(state: CasseTeteState): void {
  const seen = new Set<number>();
  const add = (t: number) => {
    expect(seen.has(t)).toBe(false);
    seen.add(t);
  };
  for (const p of state.board) add(p.token);
  for (const hand of state.hands) for (const t of hand) add(t);
  for (const t of ALL_TOKEN_IDS) if ((state.bank & (1 << t)) !== 0) add(t);
  expect(seen.size).toBe(30);
  const at = new Map(state.board.map((p) => [`${p.cell[0]},${p.cell[1]}`, p]));
  expect(at.size).toBe(state.board.length);
  const first = state.board[0];
  if (first) expect(first).toMatchObject({ cell: [0, 0], turns: 0 });
  for (const [i, p] of state.board.entries()) {
    let touchesEarlier = false;
    for (const side of SIDES) {
      const other = at.get(`${p.cell[0] + (SIDE_DX[side] ?? 0)},${p.cell[1] + (SIDE_DY[side] ?? 0)}`);
      if (!other) continue;
      expect(sideValueId(p.token, p.turns, side)).toBe(
        sideValueId(other.token, other.turns, opposite(side as Side)),
      );
      if (state.board.indexOf(other) < i) touchesEarlier = true;
    }
    if (i > 0) expect(touchesEarlier).toBe(true);
    if (!state.options.rotation) expect(p.turns).toBe(0);
  }
  if (state.phase !== 'over') for (const s of state.scores) expect(s % 5 === 0 && s >= 0).toBe(true);
}

/** The same position with the hidden tokens (other hands and the bank) shuffled among themselves. */
function reshuffleHidden(state: CasseTeteState, seat: Seat | 'spectator', seed: number): CasseTeteState {
  const hidden: number[] = [];
  for (const t of ALL_TOKEN_IDS) if ((state.bank & (1 << t)) !== 0) hidden.push(t);
  state.hands.forEach((hand, s) => {
    if (s !== seat) hidden.push(...hand);
  });
  // A seeded permutation (no Math.random in tests either).
  let x = seed >>> 0 || 1;
  for (let i = hidden.length - 1; i > 0; i--) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const j = x % (i + 1);
    [hidden[i], hidden[j]] = [hidden[j] as number, hidden[i] as number];
  }
  const hands = state.hands.map((hand, s) =>
    s === seat ? hand : hand.map(() => tokenId(hidden.pop() as number)),
  );
  const bank = hidden.reduce((mask, t) => mask | (1 << t), 0);
  return { ...state, hands, bank };
}

describe('random games', () => {
  it('end, keep the invariants, and replay to the identical state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.boolean(), fc.integer(), (players, rotation, seed) => {
        const { state, record, finished } = playSeededGame(game, { rotation }, players, seed);
        expect(finished).toBe(true);
        expect(game.outcome(state).status).toBe('over');
        const replayed = replay(game, record, true);
        if (!replayed.ok) throw new Error(replayed.error.message);
        expect(replayed.value.state).toEqual(state);
        for (const s of replayed.value.history ?? []) checkInvariants(s);
        // Records hold the draws, so they replay with any seed.
        expect(replayOrThrow(game, { ...record, seed: 'another' })).toMatchObject({
          board: state.board,
          scores: state.scores,
        });
      }),
      { numRuns: 60 },
    );
  });

  it('views leak nothing: reshuffling what a seat cannot see leaves its view unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.integer(),
        fc.integer(),
        (players, seed, shuffleSeed) => {
          const { record } = playSeededGame(game, { rotation: true }, players, seed);
          const history = expectOk(replay(game, record, true)).history ?? [];
          for (const [i, state] of history.entries()) {
            if (i % 5 !== 0) continue;
            for (const viewer of [...Array.from({ length: players }, (_, s) => s), 'spectator' as const]) {
              const other = reshuffleHidden(state, viewer, shuffleSeed + i);
              const v = game.view(state, viewer);
              expect(game.view(other, viewer)).toEqual(v);
              if (viewer !== 'spectator') expect(v.hand).toEqual(state.hands[viewer]);
              expect(v.bankSize).toBe(bankSize(state.bank));
              expect(v.handSizes).toEqual(state.hands.map((h) => h.length));
            }
          }
        },
      ),
      { numRuns: 20 },
    );
  });

  it('error messages do not reveal where a token outside the hand is', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (seed, shuffleSeed) => {
        const { record } = playSeededGame(game, { rotation: true }, 3, seed);
        const history = expectOk(replay(game, record, true)).history ?? [];
        for (const state of history) {
          if (state.phase !== 'turn') continue;
          const seat = state.current;
          const other = reshuffleHidden(state, seat, shuffleSeed);
          for (const token of ALL_TOKEN_IDS) {
            if (state.hands[seat]?.includes(token)) continue;
            for (const move of [
              { kind: 'place', token, cell: [0, 1], turns: 0 },
              { kind: 'place', token, cell: [9, 9], turns: 2 },
            ] as CasseTeteMove[]) {
              const a = game.apply(state, seat, move);
              const b = game.apply(other, seat, move);
              expect(a.ok).toBe(false);
              expect(b).toEqual(a);
            }
          }
          // Wrong-seat errors name only seats.
          const wrong = game.apply(state, (seat + 1) % 3, { kind: 'pass' });
          expect(wrong).toEqual(game.apply(other, (seat + 1) % 3, { kind: 'pass' }));
        }
      }),
      { numRuns: 8 },
    );
  });

  it('never offers an illegal move and offers pass only when nothing fits', () => {
    for (let seed = 0; seed < 30; seed++) {
      const { record } = playSeededGame(game, { rotation: seed % 2 === 0 }, 2, `moves:${seed}`);
      const history = expectOk(replay(game, record, true)).history ?? [];
      for (const state of history) {
        if (state.phase !== 'turn') continue;
        const moves = game.legalMoves(state, state.current);
        expect(moves.length).toBeGreaterThan(0);
        const passes = moves.filter((m) => m.kind === 'pass').length;
        expect(passes === 0 || moves.length === 1).toBe(true);
        for (const move of moves) expect(game.apply(state, state.current, move).ok).toBe(true);
        // Brute force over every hand token, turn and neighbouring cell agrees with the generator.
        let brute = 0;
        const cells = new Set<string>();
        for (const p of state.board)
          for (const side of SIDES)
            cells.add(`${p.cell[0] + (SIDE_DX[side] ?? 0)},${p.cell[1] + (SIDE_DY[side] ?? 0)}`);
        for (const key of cells) {
          const [x, y] = key.split(',').map(Number) as [number, number];
          for (const token of state.hands[state.current] ?? [])
            for (const turns of [0, 1, 2, 3] as const)
              if (game.apply(state, state.current, { kind: 'place', token, cell: [x, y], turns }).ok) brute++;
        }
        expect(passes === 1 ? 0 : moves.length).toBe(brute);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { replay } from '../../core/record';
import { playSeededGame } from '../../core/testing';
import { reviewAll } from '../../review/review';
import { casseTete } from './index';
import { placementPoints } from './moves';
import { casseTeteJudge } from './review';
import type { CasseTeteMove, CasseTeteState } from './types';

const judge = casseTeteJudge(400, 150);

/** A careless player: the placement that scores least now (the first of equals). */
const leastPoints = (
  state: CasseTeteState,
  _seat: number,
  moves: readonly CasseTeteMove[],
): CasseTeteMove => {
  const points = (m: CasseTeteMove) => (m.kind === 'place' ? placementPoints(state.board, m.cell) : 0);
  return moves.reduce((a, b) => (points(b) < points(a) ? b : a));
};

const game = playSeededGame(casseTete, casseTete.defaultOptions, 2, 'review', leastPoints);

describe('casse-tête review', () => {
  it('judges every placement with a choice by the chance of winning, best never below played', () => {
    expect(game.finished).toBe(true);
    const review = reviewAll(casseTete, judge, game.record);
    if (!review.ok) throw new Error(review.error.message);
    const { findings } = review.value;
    expect(findings.length).toBeGreaterThan(3);
    for (const f of findings) {
      expect(f.unit).toBe('chance');
      expect(f.move.kind).toBe('place');
      expect(f.bestValue).toBeGreaterThanOrEqual(f.playedValue);
      expect(f.playedValue).toBeGreaterThanOrEqual(0);
      expect(f.bestValue).toBeLessThanOrEqual(1);
      // The careless placement never scores more at once than the preferred one.
      expect(f.points?.best).toBeGreaterThanOrEqual(f.points?.played ?? 0);
    }
    // Placing for the fewest points loses chances somewhere, and that is what the review shows first.
    expect(findings.some((f) => f.verdict === 'mistake' && f.key)).toBe(true);
  });

  it("reads only the deciding seat's view: the other hand and the bank do not change the judgement", () => {
    const replayed = replay(casseTete, game.record, true);
    if (!replayed.ok) throw new Error(replayed.error.message);
    const index = replayed.value.steps.findIndex(
      (s, i) =>
        'seat' in s && casseTete.legalMoves(replayed.value.history?.[i] as CasseTeteState, s.seat).length > 2,
    );
    const before = replayed.value.history?.[index] as CasseTeteState;
    const step = replayed.value.steps[index] as { seat: number; move: CasseTeteMove };
    const other = 1 - step.seat;
    // The same tokens, dealt differently between the other hand and the bank: what the seat cannot see.
    const bankTokens = Array.from({ length: 31 }, (_, t) => t).filter((t) => (before.bank >> t) & 1);
    const hand = before.hands[other] ?? [];
    const swapped = [...bankTokens.slice(0, hand.length)];
    let bank = before.bank;
    for (const t of swapped) bank &= ~(1 << t);
    for (const t of hand) bank |= 1 << t;
    const hands = before.hands.map((h, s) => (s === other ? swapped : h));
    expect(swapped.length).toBe(hand.length);
    const shuffled = { ...before, hands, bank } as CasseTeteState;
    const legal = casseTete.legalMoves(before, step.seat);
    const a = judge.judge(before, step.seat, step.move, legal, 'same-seed');
    const b = judge.judge(shuffled, step.seat, step.move, legal, 'same-seed');
    expect(b).toEqual(a);
  });
});

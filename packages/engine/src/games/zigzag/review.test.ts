import { describe, expect, it } from 'vitest';
import { playSeededGame } from '../../core/testing';
import { findingOf, reviewAll } from '../../review/review';
import { greedyPolicy } from './greedy';
import { zigzag } from './index';
import { FORCED_POINTS, zigzagJudge } from './review';
import { position } from './testing';
import type { ZigzagMove } from './types';

const judge = zigzagJudge(20_000);

/** Seat 0 at the top start under "− 2" with 12: − 2 makes 10 (5 points); × 2 and + 1 do not. */
const scoringChoice = position({
  players: [
    { at: [0, 2], number: 12 },
    { at: [7, 3], number: 33 },
  ],
});
const legal = zigzag.legalMoves(scoringChoice, 0);
const step = (row: number, column: number) =>
  legal.find((m) => m.kind === 'step' && m.to[0] === row && m.to[1] === column) as ZigzagMove;

describe('zigzag review', () => {
  it('flags a move that misses an immediate multiple of ten as a mistake, with the points it missed', () => {
    const blunder = step(1, 3);
    const judgement = judge.judge(scoringChoice, 0, blunder, legal, 'test');
    if (!judgement) throw new Error('the decision had a choice');
    const finding = findingOf(judge, judgement, { step: 0, seat: 0, move: blunder });
    expect(finding.unit).toBe('points');
    expect(finding.best).toEqual(step(1, 2));
    expect(finding.points).toEqual({ best: 5, played: 0 });
    expect(finding.verdict).toBe('mistake');
    // The evaluation before the move (the best one's) and after the blunder differ by about the 5 points.
    expect(finding.bestValue - finding.playedValue).toBeGreaterThanOrEqual(3);
    expect(finding.loss).toBe(finding.bestValue - finding.playedValue);
  });

  it('calls the move that takes the points the best one, with no loss', () => {
    const good = step(1, 2);
    const judgement = judge.judge(scoringChoice, 0, good, legal, 'test');
    if (!judgement) throw new Error('the decision had a choice');
    const finding = findingOf(judge, judgement, { step: 0, seat: 0, move: good });
    expect(finding).toMatchObject({ verdict: 'best', loss: 0, best: good, points: { best: 5, played: 5 } });
  });

  it('reviews a whole game: pawn moves only, the evaluation never better after a move than before', () => {
    const { record, finished } = playSeededGame(
      zigzag,
      zigzag.defaultOptions,
      2,
      'review',
      greedyPolicy('g'),
    );
    expect(finished).toBe(true);
    const review = reviewAll(zigzag, zigzagJudge(5_000), record);
    if (!review.ok) throw new Error(review.error.message);
    const { findings } = review.value;
    expect(findings.length).toBeGreaterThan(5);
    for (const f of findings) {
      expect(f.move.kind).toBe('step');
      expect(f.bestValue).toBeGreaterThanOrEqual(f.playedValue);
      expect(Math.abs(f.bestValue)).toBeLessThanOrEqual(FORCED_POINTS);
    }
    for (const seat of [0, 1])
      expect(findings.filter((f) => f.seat === seat && f.key).length).toBeLessThanOrEqual(3);
    // Greedy play never passes over points, so every move the analysis faults scored at least as much now.
    for (const f of findings) expect(f.points?.played).toBeGreaterThanOrEqual(f.points?.best ?? 0);
  });
});

import { describe, expect, it } from 'vitest';
import { playSeededGame, randomPolicy } from '../../core/testing';
import { reviewAll } from '../../review/review';
import { FORT_DEFAULT_WIDTH } from './bots';
import { finito } from './index';
import { planMove } from './plan-search';
import { finitoJudge } from './review';
import type { FinitoMove, FinitoState } from './types';

/** fort's own choice, from the full state's seat board (the same data its view gives). */
const fortPolicy = (state: FinitoState, seat: number, moves: readonly FinitoMove[]): FinitoMove => {
  const player = state.players[seat];
  if (!player) throw new Error('no such seat');
  return planMove({ board: player.board, hand: player.hand }, moves, {
    lookahead: true,
    width: FORT_DEFAULT_WIDTH,
  }).move;
};

function review(
  policy: (s: FinitoState, seat: number, m: readonly FinitoMove[]) => FinitoMove,
  seed: string,
) {
  const { record, finished } = playSeededGame(finito, finito.defaultOptions, 1, seed, policy);
  expect(finished).toBe(true);
  const reviewed = reviewAll(finito, finitoJudge, record);
  if (!reviewed.ok) throw new Error(reviewed.error.message);
  return reviewed.value.findings;
}

describe('finito review', () => {
  it("calls fort's own moves the best ones, with no loss", () => {
    const findings = review(fortPolicy, 'review-fort');
    expect(findings.length).toBeGreaterThan(10);
    for (const f of findings) expect(f).toMatchObject({ verdict: 'best', loss: 0, unit: 'turns' });
  });

  it('finds mistakes in careless play, costed in turns to Finito, the three biggest highlighted', () => {
    // fort, with a random move on a third of its turns (random play alone lasts hundreds of turns).
    const careless = randomPolicy<FinitoState, FinitoMove>('careless');
    let turn = 0;
    const slipping = (s: FinitoState, seat: number, m: readonly FinitoMove[]) =>
      turn++ % 3 === 0 ? careless(s, seat, m) : fortPolicy(s, seat, m);
    const findings = review(slipping, 'review-slips');
    const mistakes = findings.filter((f) => f.verdict === 'mistake');
    expect(mistakes.length).toBeGreaterThan(3);
    for (const f of findings) {
      expect(f.playedValue).toBeGreaterThanOrEqual(f.bestValue);
      expect(f.loss).toBeCloseTo(f.playedValue - f.bestValue, 12);
    }
    const key = findings.filter((f) => f.key);
    expect(key).toHaveLength(3);
    const smallestKey = Math.min(...key.map((f) => f.loss));
    for (const f of findings) if (!f.key) expect(f.loss).toBeLessThanOrEqual(smallestKey);
  });
});

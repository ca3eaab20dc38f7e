import { describe, expect, it } from 'vitest';
import { replay } from '../../core/record';
import { playSeededGame } from '../../core/testing';
import { reviewAll } from '../../review/review';
import { analyzePiste } from './analysis';
import { duelChoice, duelEquilibrium } from './duel';
import { piste } from './index';
import { pisteJudge } from './review';
import type { PisteMove, PisteState } from './types';

/** A careless player: one die whenever it may, whatever the square. */
const alwaysOneDie = (_s: PisteState, _seat: number, moves: readonly PisteMove[]): PisteMove =>
  moves.find((m) => m.dice === 1) ?? (moves[0] as PisteMove);

function reviewed(players: number, seed: string) {
  const { record, finished } = playSeededGame(piste, { board: 'petite' }, players, seed, alwaysOneDie);
  expect(finished).toBe(true);
  const review = reviewAll(piste, pisteJudge, record);
  if (!review.ok) throw new Error(review.error.message);
  const history = replay(piste, record, true);
  if (!history.ok) throw new Error(history.error.message);
  const before = (step: number) => history.value.history?.[step] as PisteState;
  return { findings: review.value.findings, before };
}

describe('piste review', () => {
  it('costs each one-die choice of a 3-player game exactly in expected turns, from the solver', () => {
    const { findings, before } = reviewed(3, 'review-3');
    const squares = analyzePiste('petite').squares;
    expect(findings.length).toBeGreaterThan(3);
    let mistakes = 0;
    for (const f of findings) {
      const square = before(f.step).positions[f.seat] as number;
      const exact = squares[square];
      if (!exact) throw new Error(`no square ${square}`);
      expect(f.unit).toBe('turns');
      expect(f.move).toEqual({ kind: 'roll', dice: 1 });
      expect(f.playedValue).toBeCloseTo(exact.oneDie, 12);
      expect(f.loss).toBeCloseTo(Math.max(0, exact.oneDie - exact.twoDice), 12);
      expect(f.best).toEqual({ kind: 'roll', dice: exact.best });
      expect(f.verdict).toBe(exact.best === 1 ? 'best' : f.loss >= 0.25 ? 'mistake' : 'inaccuracy');
      if (f.verdict !== 'best') mistakes++;
    }
    // The careless choice costs turns somewhere, and the biggest losses are the key decisions.
    expect(mistakes).toBeGreaterThan(0);
    for (const seat of [0, 1, 2]) {
      const own = findings.filter((f) => f.seat === seat && f.verdict !== 'best');
      const keyLosses = own.filter((f) => f.key).map((f) => f.loss);
      const top = own
        .map((f) => f.loss)
        .sort((a, b) => b - a)
        .slice(0, 3);
      expect(keyLosses.sort((a, b) => b - a)).toEqual(top);
    }
  });

  it('costs each choice of a duel in winning chances, from the solved duel', () => {
    const { findings, before } = reviewed(2, 'review-2');
    expect(findings.length).toBeGreaterThan(0);
    for (const f of findings) {
      const state = before(f.step);
      const other = 1 - f.seat;
      const choice = duelChoice(
        duelEquilibrium('petite'),
        0,
        state.positions[f.seat] as number,
        true,
        state.positions[other] as number,
        state.overshot[other] as boolean,
      );
      expect(f.unit).toBe('chance');
      expect(f.playedValue).toBeCloseTo(choice.one as number, 12);
      expect(f.loss).toBeCloseTo(Math.max(0, choice.two - (choice.one as number)), 12);
    }
  });

  it('skips the turns without a choice', () => {
    const { findings } = reviewed(2, 'review-2');
    const { record } = playSeededGame(piste, { board: 'petite' }, 2, 'review-2', alwaysOneDie);
    const moves = record.steps.filter((s) => 'seat' in s).length;
    expect(findings.length).toBeLessThan(moves);
  });
});

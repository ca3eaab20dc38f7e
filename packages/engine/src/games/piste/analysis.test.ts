import { describe, expect, it } from 'vitest';
import { analyzePiste, optimalDice } from './analysis';
import type { BoardName } from './board';
import { BOARD_NAMES, movePawn, TRACKS } from './board';
import { distributionMean, turnDistribution } from './distribution';
import type { DicePolicy } from './policy';
import { choiceValue, evaluatePolicy, optimalPolicy, TIE_TOLERANCE } from './policy';
import type { DiceCount } from './transitions';
import { pawnChain } from './transitions';

/** Bellman value iteration on the (square, overshot) MDP, a method independent of the linear solves. */
function valueIteration(board: BoardName, allowOneDie: boolean) {
  const chain = pawnChain(board);
  const n = chain.end;
  let fresh = new Float64Array(n);
  let over = new Float64Array(n);
  const value = (from: number, dice: DiceCount, isOver: boolean) => {
    let v = 1;
    for (const s of chain.steps[dice][from] ?? []) {
      if (!s.won) v += s.probability * ((isOver || s.backward ? over[s.to] : fresh[s.to]) as number);
    }
    return v;
  };
  for (let sweep = 0; sweep < 100_000; sweep++) {
    const nextOver = Float64Array.from({ length: n }, (_, s) =>
      allowOneDie ? Math.min(value(s, 1, true), value(s, 2, true)) : value(s, 2, true),
    );
    const nextFresh = Float64Array.from({ length: n }, (_, s) => value(s, 2, false));
    let change = 0;
    for (let s = 0; s < n; s++) {
      change = Math.max(change, Math.abs((nextOver[s] as number) - (over[s] as number)));
      change = Math.max(change, Math.abs((nextFresh[s] as number) - (fresh[s] as number)));
    }
    fresh = nextFresh;
    over = nextOver;
    if (change < 1e-13) break;
  }
  return { fresh, over };
}

describe('expected turns of a lone pawn', () => {
  it('pins the exact values on both boards', () => {
    const grande = analyzePiste('grande');
    expect(grande.expectedTurnsTwoDice).toBeCloseTo(44.70121243832329, 9);
    expect(grande.expectedTurnsOptimal).toBeCloseTo(36.79801062803426, 9);
    const petite = analyzePiste('petite');
    expect(petite.expectedTurnsTwoDice).toBeCloseTo(36.023022881352155, 9);
    expect(petite.expectedTurnsOptimal).toBeCloseTo(31.86666105444871, 9);
  });

  it.each(BOARD_NAMES)('agrees with value iteration run to 1e-13 on the %s board', (board) => {
    const analysis = analyzePiste(board);
    // Value iteration stops at a sweep change of 1e-13; with a contraction factor near
    // 1 − 1/45 the distance to the fixed point is then a few 1e-12.
    expect(valueIteration(board, false).fresh[0]).toBeCloseTo(analysis.expectedTurnsTwoDice, 9);
    const optimal = valueIteration(board, true);
    expect(optimal.fresh[0]).toBeCloseTo(analysis.expectedTurnsOptimal, 9);
    const solved = optimalPolicy(board).values;
    for (let s = 0; s < solved.overshot.length; s++) {
      expect(optimal.over[s]).toBeCloseTo(solved.overshot[s] as number, 9);
      expect(optimal.fresh[s]).toBeCloseTo(solved.fresh[s] as number, 9);
    }
  });
});

describe('the optimal one-die-or-two policy', () => {
  it('pins the squares where an overshot pawn rolls one die', () => {
    expect(analyzePiste('grande').oneDieSquares).toEqual([
      17, 18, 41, 42, 55, 56, 57, 71, 72, 73, 74, 85, 86, 87, 88, 89, 90, 97, 98,
    ]);
    expect(analyzePiste('petite').oneDieSquares).toEqual([17, 18, 37, 38, 39, 40, 44, 47, 48, 49]);
  });

  it.each(BOARD_NAMES)('satisfies the Bellman optimality condition on the %s board', (board) => {
    const chain = pawnChain(board);
    const { policy, values } = optimalPolicy(board);
    for (let s = 0; s < chain.end; s++) {
      const chosen = choiceValue(chain, values, s, policy[s] ?? 2);
      const other = choiceValue(chain, values, s, policy[s] === 1 ? 2 : 1);
      expect(chosen).toBeCloseTo(values.overshot[s] as number, 10);
      expect(other).toBeGreaterThanOrEqual(chosen - TIE_TOLERANCE);
      // One die only when strictly better: ties go to two dice.
      if (policy[s] === 1) expect(chosen).toBeLessThan(other - TIE_TOLERANCE);
    }
  });

  it.each(BOARD_NAMES)('cannot be improved by switching the choice on any single square (%s)', (board) => {
    const chain = pawnChain(board);
    const { policy, values } = optimalPolicy(board);
    for (let s = 0; s < chain.end; s++) {
      const switched: DicePolicy = policy.map((d, i) => (i === s ? (d === 1 ? 2 : 1) : d));
      // Every single switch still lets the pawn finish (the system is regular), so this evaluates.
      const worse = evaluatePolicy(chain, switched);
      for (let t = 0; t < chain.end; t++) {
        expect(worse.overshot[t]).toBeGreaterThanOrEqual((values.overshot[t] as number) - 1e-9);
        expect(worse.fresh[t]).toBeGreaterThanOrEqual((values.fresh[t] as number) - 1e-9);
      }
    }
  });

  it('is what optimalDice answers, and a pawn that never overshot always rolls two dice', () => {
    for (const board of BOARD_NAMES) {
      const { oneDieSquares, end } = analyzePiste(board);
      for (let s = 0; s < end; s++) {
        expect(optimalDice(board, s, true)).toBe(oneDieSquares.includes(s) ? 1 : 2);
        expect(optimalDice(board, s, false)).toBe(2);
      }
    }
  });

  it('marks the squares no pawn can stand on once overshot', () => {
    const unreachable = (board: BoardName) =>
      analyzePiste(board)
        .squares.filter((s) => !s.reachable)
        .map((s) => s.square);
    // 1 is reached only by bouncing onto 2, and raised numbers always send the pawn to their source.
    expect(unreachable('grande')).toEqual([1, 4, 8, 9, 16, 25, 27, 32, 49, 64, 81]);
    expect(unreachable('petite')).toEqual([1, 4, 8, 9, 16, 25, 27, 32, 49]);
  });
});

describe('the distribution of the number of turns', () => {
  it.each(BOARD_NAMES)('has the expected turns as its mean and leaves under 1e-15 of mass (%s)', (board) => {
    const analysis = analyzePiste(board);
    for (const [name, expected] of [
      ['twoDice', analysis.expectedTurnsTwoDice],
      ['optimal', analysis.expectedTurnsOptimal],
    ] as const) {
      const d = analysis.distribution[name];
      expect(d.residual).toBeLessThan(1e-15);
      expect(d.probabilities).toHaveLength(d.tmax);
      const total = d.probabilities.reduce((a, b) => a + b, 0) + d.residual;
      expect(Math.abs(total - 1)).toBeLessThan(1e-12);
      expect(d.mean).toBeCloseTo(expected, 9);
      expect(distributionMean(d)).toBe(d.mean);
      expect(d.median).toBeLessThanOrEqual(d.p90);
      expect(d.p90).toBeLessThanOrEqual(d.p99);
    }
  });

  it('gives no chance to finish faster than the shortest path, found by a direct search', () => {
    const track = TRACKS.grande;
    // Breadth-first search with two dice straight on movePawn: the fewest turns from 0 to END.
    let frontier = new Set([0]);
    let shortest = 0;
    for (let turn = 1; shortest === 0; turn++) {
      const next = new Set<number>();
      for (const from of frontier) {
        for (let total = 2; total <= 12; total++) {
          const move = movePawn(track, from, total);
          if (move.won) shortest = turn;
          next.add(move.to);
        }
      }
      frontier = next;
    }
    const d = turnDistribution(pawnChain('grande'), new Array<DiceCount>(99).fill(2));
    expect(Array.from(d.probabilities.slice(0, shortest - 1))).toEqual(new Array(shortest - 1).fill(0));
    expect(d.probabilities[shortest - 1]).toBeGreaterThan(0);
  });
});

describe('seat win probabilities', () => {
  it('sum to 1 and favour the seats that play first', () => {
    for (const board of BOARD_NAMES) {
      const analysis = analyzePiste(board);
      for (const policy of ['twoDice', 'optimal'] as const) {
        for (const n of [2, 3, 4] as const) {
          const wins = analysis.winProbability[policy][n];
          expect(wins).toHaveLength(n);
          expect(Math.abs(wins.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
          for (let k = 1; k < n; k++) expect(wins[k]).toBeLessThan(wins[k - 1] as number);
        }
      }
    }
  });

  it('pins the two-player first-seat advantage', () => {
    expect(analyzePiste('grande').winProbability.twoDice[2][0]).toBeCloseTo(0.5072723552167426, 9);
    expect(analyzePiste('grande').winProbability.optimal[2][0]).toBeCloseTo(0.5092182768241634, 9);
    expect(analyzePiste('petite').winProbability.optimal[4][3]).toBeCloseTo(0.2367386455934272, 9);
  });
});

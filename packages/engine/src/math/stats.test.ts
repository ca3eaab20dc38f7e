import { describe, expect, it } from 'vitest';
import { mean, meanWithError, quantile, scoreInterval, standardDeviation, wilsonInterval } from './stats';

describe('statistics', () => {
  it('computes a Wilson interval that contains the proportion and matches a known value', () => {
    const { low, high } = wilsonInterval(50, 100);
    expect(low).toBeCloseTo(0.4038, 4);
    expect(high).toBeCloseTo(0.5962, 4);
    const edge = wilsonInterval(0, 10);
    expect(edge.low).toBe(0);
    expect(edge.high).toBeGreaterThan(0.2);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('keeps win rates of 0% and 100% honest: the interval reaches out from the edge', () => {
    const all = wilsonInterval(40, 40);
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(0.9124, 4);
    const none = wilsonInterval(0, 40);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.0876, 4);
  });

  it('gives mean scores with draws an interval that never shrinks to a point', () => {
    const wins = scoreInterval(new Array(40).fill(1));
    expect(wins).toMatchObject({ mean: 1, high: 1 });
    expect(wins.low).toBeCloseTo(wilsonInterval(40, 40).low, 12);
    const losses = scoreInterval(new Array(40).fill(0));
    expect(losses).toMatchObject({ mean: 0, low: 0 });
    expect(losses.high).toBeGreaterThan(0.08);
    // Forty draws: the score is 50%, and forty games cannot rule out some wins and losses.
    const draws = scoreInterval(new Array(40).fill(0.5));
    expect(draws.mean).toBe(0.5);
    expect(draws.low).toBeLessThan(0.4);
    expect(draws.high).toBeGreaterThan(0.6);
    // Wins, draws and losses: the interval holds the mean and stays inside [0, 1].
    const mixed = scoreInterval([1, 1, 1, 0.5, 0, 1, 0.5, 1, 1, 1]);
    expect(mixed.mean).toBeCloseTo(0.8);
    expect(mixed.low).toBeGreaterThan(0.4);
    expect(mixed.low).toBeLessThan(0.8);
    expect(mixed.high).toBeGreaterThan(0.8);
    expect(mixed.high).toBeLessThan(1);
    expect(scoreInterval([])).toMatchObject({ low: 0, high: 1 });
  });

  it('computes mean, deviation, quantiles', () => {
    const xs = [3, 1, 4, 1, 5, 9, 2, 6];
    expect(mean(xs)).toBeCloseTo(3.875);
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.138, 3);
    expect(quantile(xs, 0.5)).toBe(3);
    expect(quantile(xs, 1)).toBe(9);
    expect(meanWithError([1, 1, 1]).halfWidth).toBe(0);
  });
});

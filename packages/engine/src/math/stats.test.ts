import { describe, expect, it } from 'vitest';
import { mean, meanWithError, quantile, standardDeviation, wilsonInterval } from './stats';

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

  it('computes mean, deviation, quantiles', () => {
    const xs = [3, 1, 4, 1, 5, 9, 2, 6];
    expect(mean(xs)).toBeCloseTo(3.875);
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.138, 3);
    expect(quantile(xs, 0.5)).toBe(3);
    expect(quantile(xs, 1)).toBe(9);
    expect(meanWithError([1, 1, 1]).halfWidth).toBe(0);
  });
});

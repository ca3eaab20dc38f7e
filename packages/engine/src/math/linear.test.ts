import { describe, expect, it } from 'vitest';
import { solveLinear } from './linear';

describe('solveLinear', () => {
  it('solves a small system exactly', () => {
    // 2x + y = 5, x + 3y = 10 → x = 1, y = 3
    const x = solveLinear(Float64Array.of(2, 1, 1, 3), Float64Array.of(5, 10));
    expect(x[0]).toBeCloseTo(1, 14);
    expect(x[1]).toBeCloseTo(3, 14);
  });

  it('pivots past a zero on the diagonal', () => {
    // 0x + y = 2, x + y = 3 → x = 1, y = 2 (no pivoting would divide by zero)
    const x = solveLinear(Float64Array.of(0, 1, 1, 1), Float64Array.of(2, 3));
    expect(Array.from(x)).toEqual([1, 2]);
  });

  it('leaves its inputs untouched and rejects a singular matrix', () => {
    const a = Float64Array.of(1, 2, 2, 4);
    const b = Float64Array.of(1, 2);
    expect(() => solveLinear(a, b)).toThrow(/singular/);
    expect(Array.from(a)).toEqual([1, 2, 2, 4]);
    expect(Array.from(b)).toEqual([1, 2]);
  });

  it('agrees with A x on a random well-conditioned system', () => {
    const n = 40;
    const a = new Float64Array(n * n);
    const truth = Float64Array.from({ length: n }, (_, i) => Math.sin(i + 1));
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) a[i * n + j] = i === j ? n : Math.cos(i * n + j);
    const b = new Float64Array(n);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) b[i] = (b[i] as number) + (a[i * n + j] as number) * (truth[j] as number);
    const x = solveLinear(a, b);
    for (let i = 0; i < n; i++) expect(x[i]).toBeCloseTo(truth[i] as number, 12);
  });
});

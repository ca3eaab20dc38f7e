import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextFloat, nextInt, Rng, seedRng, shuffle } from './rng';

describe('seeded generator', () => {
  it('gives the same sequence for the same seed and differs between seeds', () => {
    const a = Rng.fromSeed('alpha');
    const b = Rng.fromSeed('alpha');
    const c = Rng.fromSeed('beta');
    const seqA = Array.from({ length: 8 }, () => a.int(1000));
    expect(Array.from({ length: 8 }, () => b.int(1000))).toEqual(seqA);
    expect(Array.from({ length: 8 }, () => c.int(1000))).not.toEqual(seqA);
  });

  it('keeps its state as plain JSON data', () => {
    const state = seedRng(42);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32)).toBe(true);
  });

  it('draws integers in range and floats in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const [i] = nextInt(seedRng(seed), n);
        const [f] = nextFloat(seedRng(seed));
        return Number.isInteger(i) && i >= 0 && i < n && f >= 0 && f < 1;
      }),
    );
  });

  it('is close to uniform on a die (chi-square over 60,000 draws)', () => {
    const rng = Rng.fromSeed('uniform');
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]++;
    const chi2 = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi2).toBeLessThan(20.5); // p ≈ 0.001 for 5 degrees of freedom
  });

  it('shuffles into a permutation', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 40 }), (seed, items) => {
        const [out] = shuffle(items, seedRng(seed));
        expect([...out].sort()).toEqual([...items].sort());
      }),
    );
  });

  it('rejects an impossible bound', () => {
    expect(() => nextInt(seedRng(1), 0)).toThrow(RangeError);
  });
});

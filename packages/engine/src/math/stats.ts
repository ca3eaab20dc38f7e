/** Small statistics for simulations and tournaments (pure, no I/O). */

export interface Interval {
  readonly low: number;
  readonly high: number;
}

/** 1.96: the two-sided 95% quantile of the normal distribution. */
export const Z95 = 1.959963984540054;

/**
 * Wilson score interval for a proportion: well-behaved near 0 and 1 and for small samples, where
 * the textbook p ± z·√(p(1−p)/n) interval is not.
 */
export function wilsonInterval(successes: number, trials: number, z = Z95): Interval {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The mean of per-game scores in [0, 1] (1 a win, 0 a loss, a fraction for a draw or a shared win)
 * with its 95% interval: the Wilson interval of the total score as (fractional) successes out of the
 * games. Any variable in [0, 1] with mean p has a variance of at most p(1 − p), the variance Wilson
 * assumes, so the interval is conservative with draws and, unlike mean ± 1.96 × sd (or a bootstrap,
 * which resamples only 1s from 40 wins out of 40), never shrinks to a point at 0% or 100%.
 */
export function scoreInterval(scores: readonly number[], z = Z95): Interval & { readonly mean: number } {
  let total = 0;
  for (const score of scores) total += score;
  return {
    mean: scores.length > 0 ? total / scores.length : Number.NaN,
    ...wilsonInterval(total, scores.length, z),
  };
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** Sample standard deviation (n − 1). */
export function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  let sum = 0;
  for (const v of values) sum += (v - m) ** 2;
  return Math.sqrt(sum / (values.length - 1));
}

/** The q-quantile (0 ≤ q ≤ 1) by the nearest-rank method; the median is quantile(·, 0.5). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] as number;
}

/**
 * Mean with its 95% confidence half-width (normal approximation), for unbounded measures such as game
 * lengths; scores and rates use `scoreInterval` and `wilsonInterval`, which stay honest at 0% and 100%.
 */
export function meanWithError(values: readonly number[]): { mean: number; halfWidth: number } {
  return {
    mean: mean(values),
    halfWidth: (Z95 * standardDeviation(values)) / Math.sqrt(Math.max(1, values.length)),
  };
}

import type { OperationKind } from './operation';
import type { Half } from './types';

/**
 * Numbers stay exact JavaScript integers: a move whose result would pass 2^53 − 1 is refused like a
 * result below 1 (the rules are silent; a number that large cannot be reached in sensible play).
 */
export const MAX_NUMBER = Number.MAX_SAFE_INTEGER;

/** The points a target of 50 or more wins with. */
export const TARGET_SCORE = 50;

/**
 * The number after landing on an operation, or 0 when the move is not allowed (result below 1, too
 * large, or a ÷ 2 choice missing on an odd number / given on an even one).
 */
export function operate(kind: OperationKind, by: number, n: number, half: Half | undefined): number {
  let result: number;
  switch (kind) {
    case 'add':
      result = n + by;
      break;
    case 'subtract':
      result = n - by;
      break;
    case 'multiply':
      result = n * by;
      break;
    case 'divide':
      if (n % by === 0) {
        if (half !== undefined) return 0;
        result = n / by;
      } else if (half === 'floor') result = Math.floor(n / by);
      else if (half === 'round') result = Math.round(n / by);
      else return 0;
      break;
  }
  return result >= 1 && result <= MAX_NUMBER ? result : 0;
}

/**
 * Scoring after a move, once (no cascade): a multiple of 100 scores 15, else a multiple of 10 scores 5;
 * either way the number is then divided by 10. Returns the points and the number kept.
 */
export function scoreNumber(n: number): { readonly points: number; readonly number: number } {
  if (n % 100 === 0) return { points: 15, number: n / 10 };
  if (n % 10 === 0) return { points: 5, number: n / 10 };
  return { points: 0, number: n };
}

/** Points only, for policies that rank moves without building states. */
export function pointsFor(n: number): number {
  // Hot in searches. Most numbers are not multiples of 10, so that is tested first; below 2^31 the
  // remainders are taken on 32-bit integers, much cheaper than on doubles.
  if (n <= 0x7fffffff) {
    const i = n | 0;
    return i % 10 !== 0 ? 0 : i % 100 === 0 ? 15 : 5;
  }
  return n % 10 !== 0 ? 0 : n % 100 === 0 ? 15 : 5;
}

import type { Result, RuleError } from '../../core/result';
import { ok, ruleError } from '../../core/result';

/**
 * An exact rational number, always reduced, with the sign in the numerator and a positive
 * denominator. Because the form is canonical, two rationals are equal exactly when their fields are.
 * Plain numbers (no bigint) are enough: token numbers are small, and `rational` refuses anything
 * outside the safe integers.
 */
export interface Rational {
  readonly num: number;
  readonly den: number;
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

/** Builds the reduced rational num/den; fails on a zero denominator or non-safe integers. */
export function rational(num: number, den = 1): Result<Rational, RuleError> {
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den))
    return ruleError('bad-rational', `${num}/${den} needs safe integers`);
  if (den === 0) return ruleError('zero-denominator', `${num}/${den} has a zero denominator`);
  const g = gcd(num, den);
  const sign = den < 0 ? -1 : 1;
  // `+ 0` turns a negative zero into zero, so that 0/-3 and 0/1 are the same canonical value.
  return ok({ num: (sign * num) / g + 0, den: (sign * den) / g });
}

export function equals(a: Rational, b: Rational): boolean {
  return a.num === b.num && a.den === b.den;
}

/** -1, 0 or 1 as a < b, a = b, a > b; exact (falls back to bigint when products get large). */
export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  if (Number.isSafeInteger(left) && Number.isSafeInteger(right))
    return left < right ? -1 : left > right ? 1 : 0;
  const bigLeft = BigInt(a.num) * BigInt(b.den);
  const bigRight = BigInt(b.num) * BigInt(a.den);
  return bigLeft < bigRight ? -1 : bigLeft > bigRight ? 1 : 0;
}

/** Canonical text: `7/2`, `-1/3`, `4` (also a stable key for maps). */
export function formatRational(r: Rational): string {
  return r.den === 1 ? `${r.num}` : `${r.num}/${r.den}`;
}

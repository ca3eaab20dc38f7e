import type { Rational } from './rational';
import { compare, formatRational } from './rational';
import { TOKENS } from './tokens';

/**
 * Every distinct value printed on a token, in increasing order; a value's index here is its
 * "value id", a small integer so that matching sides is an integer compare in hot loops.
 */
export const VALUES: readonly Rational[] = (() => {
  const byKey = new Map<string, Rational>();
  for (const t of TOKENS)
    for (const n of [t.top, t.left, t.right, t.bottom]) byKey.set(formatRational(n.value), n.value);
  return Object.freeze([...byKey.values()].sort(compare));
})();

const ID_BY_KEY = new Map(VALUES.map((v, i) => [formatRational(v), i]));

/** The value id of a value printed on some token, or -1 for a value on no token. */
export function valueIdOf(value: Rational): number {
  return ID_BY_KEY.get(formatRational(value)) ?? -1;
}

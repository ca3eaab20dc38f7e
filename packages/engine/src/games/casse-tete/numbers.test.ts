import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, parseNumber, sameValue } from './numbers';
import type { Rational } from './rational';
import { compare, equals, formatRational, rational } from './rational';

const value = (text: string): Rational => {
  const parsed = parseNumber(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value.value;
};
const r = (num: number, den = 1): Rational => {
  const made = rational(num, den);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
};

const small = fc.integer({ min: 0, max: 9999 });
const positive = fc.integer({ min: 1, max: 9999 });

describe('exact rationals', () => {
  it('are always reduced with the sign in the numerator', () => {
    expect(r(6, -8)).toEqual({ num: -3, den: 4 });
    expect(r(0, -5)).toEqual({ num: 0, den: 1 });
    expect(Object.is(r(0, -5).num, 0)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: -9999, max: 9999 }), fc.integer({ min: -9999, max: 9999 }), (n, d) => {
        fc.pre(d !== 0);
        const x = r(n, d);
        expect(x.den).toBeGreaterThan(0);
        expect(Math.abs(x.num * d - n * x.den)).toBe(0);
      }),
    );
  });

  it('refuse a zero denominator and unsafe integers', () => {
    expect(rational(1, 0)).toMatchObject({ ok: false, error: { code: 'zero-denominator' } });
    expect(rational(2 ** 60, 3)).toMatchObject({ ok: false, error: { code: 'bad-rational' } });
    expect(rational(1.5, 3)).toMatchObject({ ok: false });
  });

  it('compare exactly, consistently with equality, even where floats would fail', () => {
    expect(compare(r(1, 3), r(333_333, 1_000_000))).toBe(1);
    expect(compare(r(999_999_999, 1_000_000_000), r(999_999_998, 999_999_999))).toBe(1);
    fc.assert(
      fc.property(small, positive, small, positive, (a, b, c, d) => {
        const x = r(a, b);
        const y = r(c, d);
        expect(compare(x, y) === 0).toBe(equals(x, y));
        expect(compare(x, y)).toBe(-compare(y, x) || 0);
        expect(equals(x, y)).toBe(a * d === b * c);
      }),
    );
  });
});

describe('numbers on tokens', () => {
  it('parse every notation of the seed', () => {
    const cases: [string, string, string][] = [
      ['3/12', '1/4', 'fraction'],
      ['0,25', '1/4', 'decimal'],
      ['25%', '1/4', 'percent'],
      ['25 %', '1/4', 'percent'],
      ['3½', '7/2', 'mixed'],
      ['3 1/2', '7/2', 'mixed'],
      ['½', '1/2', 'fraction'],
      ['1', '1', 'integer'],
      ['3/3', '1', 'fraction'],
      ['3,5', '7/2', 'decimal'],
      ['12,5%', '1/8', 'percent'],
      ['2.5', '5/2', 'decimal'],
      ['-3/6', '-1/2', 'fraction'],
    ];
    for (const [text, expected, notation] of cases) {
      const parsed = parseNumber(text);
      expect(parsed.ok && formatRational(parsed.value.value)).toBe(expected);
      expect(parsed.ok && parsed.value.notation).toBe(notation);
    }
  });

  it('match as exact rationals across notations: 1/4 = 3/12 = 0,25 = 25% and 3½ = 7/2 = 3,5', () => {
    const quarter = ['1/4', '3/12', '0,25', '25%'].map((t) => parseNumber(t));
    const half = ['3½', '7/2', '3,5', '350%'].map((t) => parseNumber(t));
    for (const group of [quarter, half])
      for (const a of group)
        for (const b of group) expect(a.ok && b.ok && sameValue(a.value, b.value)).toBe(true);
    // 0,1 + 0,2 ≠ 0,3 in floating point; exact parsing keeps 0,3 = 3/10 = 30%.
    expect(equals(value('0,3'), value('3/10'))).toBe(true);
    expect(equals(value('0,3'), value('30%'))).toBe(true);
    expect(equals(value('1/3'), value('0,33'))).toBe(false);
    expect(equals(value('1/3'), value('33%'))).toBe(false);
  });

  it('reject bad text with a clear error, never throwing', () => {
    for (const bad of ['', 'abc', '1/0', '3 5/2', '1//2', '%', '0,', ',5', '1/2/3', '3 ½ ½', '1e3']) {
      const parsed = parseNumber(bad);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.message.length).toBeGreaterThan(5);
    }
    expect(parseNumber('1/0')).toMatchObject({ ok: false, error: { code: 'zero-denominator' } });
    expect(parseNumber('x')).toMatchObject({ ok: false, error: { code: 'bad-number' } });
    expect(parseNumber('999999999,999999999')).toMatchObject({
      ok: false,
      error: { code: 'number-too-large' },
    });
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (s) => typeof parseNumber(s).ok === 'boolean'));
  });

  it('print back the original text (fractions, decimals, percentages, mixed numbers)', () => {
    const texts = fc.oneof(
      fc.tuple(small, positive).map(([n, d]) => `${n}/${d}`),
      fc.tuple(small, fc.stringMatching(/^\d{1,4}$/)).map(([w, f]) => `${w},${f}`),
      fc.tuple(small, fc.constantFrom('%', ' %')).map(([p, sign]) => `${p}${sign}`),
      fc.tuple(small, fc.constantFrom('½', '¼', '¾', '⅓')).map(([w, v]) => `${w}${v}`),
      fc
        .tuple(small, fc.integer({ min: 2, max: 99 }), fc.integer({ min: 0, max: 98 }))
        .filter(([, d, n]) => n < d)
        .map(([w, d, n]) => `${w} ${n}/${d}`),
      small.map(String),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const parsed = parseNumber(text);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) {
          expect(formatNumber(parsed.value)).toBe(text);
          // Parsing the canonical form of the value gives the same value back.
          expect(value(formatRational(parsed.value.value))).toEqual(parsed.value.value);
        }
      }),
    );
  });

  it('every percentage equals its fraction over 100, every decimal its fraction over 10^k', () => {
    fc.assert(
      fc.property(small, (p) => {
        expect(value(`${p}%`)).toEqual(value(`${p}/100`));
      }),
    );
    fc.assert(
      fc.property(small, fc.stringMatching(/^\d{1,4}$/), (w, f) => {
        expect(value(`${w},${f}`)).toEqual(r(Number(`${w}${f}`), 10 ** f.length));
      }),
    );
    fc.assert(
      fc.property(small, fc.integer({ min: 2, max: 99 }), fc.integer({ min: 0, max: 98 }), (w, d, n) => {
        fc.pre(n < d);
        expect(value(`${w} ${n}/${d}`)).toEqual(value(`${w * d + n}/${d}`));
      }),
    );
  });

  it('makes equal fractions equal: a/b = ka/kb', () => {
    fc.assert(
      fc.property(small, positive, fc.integer({ min: 1, max: 99 }), (a, b, k) => {
        expect(equals(value(`${a}/${b}`), value(`${k * a}/${k * b}`))).toBe(true);
      }),
    );
  });
});

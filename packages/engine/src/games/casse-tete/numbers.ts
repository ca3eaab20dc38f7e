import type { Result, RuleError } from '../../core/result';
import { ok, ruleError } from '../../core/result';
import type { Rational } from './rational';
import { equals, rational } from './rational';

/** How a number is written on a token; the text is kept so the table shows what the token shows. */
export type Notation = 'integer' | 'fraction' | 'decimal' | 'percent' | 'mixed';

/** A number as printed on a token: its original text and its exact value. */
export interface TokenNumber {
  readonly text: string;
  readonly value: Rational;
  readonly notation: Notation;
}

/** Unicode vulgar fractions as [numerator, denominator] (the seed writes 3½). */
const VULGAR: Readonly<Record<string, readonly [number, number]>> = {
  '½': [1, 2],
  '⅓': [1, 3],
  '⅔': [2, 3],
  '¼': [1, 4],
  '¾': [3, 4],
  '⅕': [1, 5],
  '⅖': [2, 5],
  '⅗': [3, 5],
  '⅘': [4, 5],
  '⅙': [1, 6],
  '⅚': [5, 6],
  '⅐': [1, 7],
  '⅛': [1, 8],
  '⅜': [3, 8],
  '⅝': [5, 8],
  '⅞': [7, 8],
  '⅑': [1, 9],
  '⅒': [1, 10],
};

// Digit runs are capped so every value stays a ratio of safe integers (checked again by `rational`).
const INTEGER = /^(\d{1,9})$/;
const FRACTION = /^(\d{1,9})\s*[/⁄]\s*(\d{1,9})$/;
const DECIMAL = /^(\d{1,9})[,.](\d{1,9})$/;
const PERCENT = /^(\d{1,9})(?:[,.](\d{1,9}))?\s*%$/;
const MIXED_VULGAR = /^(\d{1,6})?\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒])$/;
const MIXED_FRACTION = /^(\d{1,6})\s+(\d{1,6})\s*[/⁄]\s*(\d{1,6})$/;

const EXPECTED =
  'expected an integer (3), a fraction (3/12), a decimal with a comma (0,25), a percentage (25%) ' +
  'or a mixed number (3½, 3 1/2)';

/**
 * Parses one number in any notation found on the tokens. Surrounding spaces are ignored; the kept
 * text is the trimmed input, so `formatNumber(parseNumber(t))` gives `t` back. A leading minus is
 * accepted for completeness (no token has one).
 */
export function parseNumber(input: string): Result<TokenNumber, RuleError> {
  const text = input.trim();
  if (text.length === 0) return ruleError('bad-number', `empty number: ${EXPECTED}`);
  if (text.length > 40) return ruleError('bad-number', `number too long (${text.length} characters)`);
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1).trimStart() : text;
  const parsed = parseUnsigned(body, text);
  if (!parsed.ok) return parsed;
  const [num, den, notation] = parsed.value;
  const value = rational(negative ? -num : num, den);
  if (!value.ok) return ruleError('number-too-large', `"${text}" is too large to handle exactly`);
  return ok({ text, value: value.value, notation });
}

function parseUnsigned(body: string, text: string): Result<[number, number, Notation], RuleError> {
  let m = INTEGER.exec(body);
  if (m) return ok([Number(m[1]), 1, 'integer']);
  m = FRACTION.exec(body);
  if (m) {
    const den = Number(m[2]);
    if (den === 0) return ruleError('zero-denominator', `"${text}" has a zero denominator`);
    return ok([Number(m[1]), den, 'fraction']);
  }
  m = DECIMAL.exec(body);
  if (m) {
    const [whole, digits] = [m[1] ?? '', m[2] ?? ''];
    return ok([Number(whole + digits), 10 ** digits.length, 'decimal']);
  }
  m = PERCENT.exec(body);
  if (m) {
    const [whole, digits] = [m[1] ?? '', m[2] ?? ''];
    return ok([Number(whole + digits), 100 * 10 ** digits.length, 'percent']);
  }
  m = MIXED_VULGAR.exec(body);
  if (m) {
    const [n, d] = VULGAR[m[2] ?? ''] ?? [0, 1];
    const whole = m[1] === undefined ? 0 : Number(m[1]);
    return ok([whole * d + n, d, m[1] === undefined ? 'fraction' : 'mixed']);
  }
  m = MIXED_FRACTION.exec(body);
  if (m) {
    const [whole, n, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (d === 0) return ruleError('zero-denominator', `"${text}" has a zero denominator`);
    if (n >= d)
      return ruleError('bad-number', `"${text}": the fraction of a mixed number must be less than 1`);
    return ok([whole * d + n, d, 'mixed']);
  }
  return ruleError('bad-number', `"${text}" is not a number: ${EXPECTED}`);
}

/** The number's original text (printing is the inverse of parsing). */
export function formatNumber(n: TokenNumber): string {
  return n.text;
}

/** Two token numbers match when their values are equal as exact rationals, whatever the notation. */
export function sameValue(a: TokenNumber, b: TokenNumber): boolean {
  return equals(a.value, b.value);
}

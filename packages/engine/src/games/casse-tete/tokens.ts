import { z } from 'zod';
import { expectOk } from '../../core/result';
import type { TokenNumber } from './numbers';
import { parseNumber } from './numbers';

declare const tokenIdBrand: unique symbol;

/**
 * A token's number, 1..30, in the order the seed lists them under "Jetons". Branded: other numbers
 * share that range (a place in the solitaire's tray, a count, a side) and must not pass for a token;
 * untrusted numbers become token ids through `isTokenId` or the parsers.
 */
export type TokenId = number & { readonly [tokenIdBrand]: true };
export const TOKEN_COUNT = 30;

/**
 * The 30 tokens exactly as printed in the seed, each as [top, left, right, bottom] (the seed's own
 * order, confirmed by its worked example). Index 0 is token 1.
 */
export const TOKEN_TEXTS: readonly (readonly [string, string, string, string])[] = [
  ['4/9', '0,65', '1/2', '1/3'],
  ['5/6', '3/6', '2/3', '1/4'],
  ['45%', '10/15', '3/4', '2/5'],
  ['3/9', '75%', '0,1', '1/8'],
  ['0,55', '1/10', '85%', '3/15'],
  ['3/9', '4/7', '1/5', '4/8'],
  ['25%', '0,2', '3/5', '1/2'],
  ['40%', '0,6', '1,5', '2,5'],
  ['2/16', '3/2', '1/8', '1/10'],
  ['1/5', '3/24', '2/9', '4,5'],
  ['1/2', '7/8', '3/7', '2/3'],
  ['50%', '6/14', '1/4', '1/5'],
  ['5/2', '3/12', '20%', '3/4'],
  ['10%', '1/5', '6/10', '4/12'],
  ['9/2', '3/5', '5/12', '9/24'],
  ['8/12', '0,35', '0,5', '3/8'],
  ['4/20', '1/2', '8/20', '0,25'],
  ['6/8', '2/5', '10/80', '3/5'],
  ['1/3', '1/8', '15/20', '3/2'],
  ['3/8', '3/4', '7/9', '4/10'],
  ['6/16', '5/9', '4/14', '3,5'],
  ['1/4', '2/7', '2/5', '3/30'],
  ['60%', '0,4', '1/10', '7/2'],
  ['9/6', '2/20', '3/2', '9/15'],
  ['2/5', '6/4', '0,95', '0,75'],
  ['7/2', '6/7', '1/3', '0,45'],
  ['1/10', '2/6', '9/2', '6/20'],
  ['3½', '18/4', '3/3', '85%'],
  ['3/5', '1', '5/15', '0,15'],
  ['3/4', '1/3', '7/12', '15%'],
];

export interface Token {
  readonly id: TokenId;
  readonly top: TokenNumber;
  readonly left: TokenNumber;
  readonly right: TokenNumber;
  readonly bottom: TokenNumber;
}

/** Every token, parsed once; `TOKENS[id - 1]` is token `id`. */
export const TOKENS: readonly Token[] = Object.freeze(
  TOKEN_TEXTS.map(([top, left, right, bottom], i) =>
    Object.freeze({
      id: (i + 1) as TokenId,
      top: expectOk(parseNumber(top)),
      left: expectOk(parseNumber(left)),
      right: expectOk(parseNumber(right)),
      bottom: expectOk(parseNumber(bottom)),
    }),
  ),
);

export const ALL_TOKEN_IDS: readonly TokenId[] = Object.freeze(TOKENS.map((t) => t.id));

export function isTokenId(n: unknown): n is TokenId {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= TOKEN_COUNT;
}

/** A number known to be a token's (fixed data, tests); throws for any other, like `expectOk`. */
export function tokenId(n: number): TokenId {
  if (!isTokenId(n)) throw new RangeError(`no token ${n}`);
  return n;
}

/** A token number in JSON (records, saved puzzles, the network). */
export const tokenIdSchema = z
  .number()
  .int()
  .min(1)
  .max(TOKEN_COUNT)
  .transform((n) => n as TokenId);

/** The token with this number (1..30); callers check `isTokenId` on untrusted input first. */
export function tokenById(id: TokenId): Token {
  const token = TOKENS[id - 1];
  if (!token) throw new RangeError(`no token ${id}`);
  return token;
}

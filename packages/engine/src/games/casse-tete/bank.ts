import type { TokenId } from './tokens';

// The bank and the hands as bit sets over token ids: membership and counts without allocation.

/** Tokens left in the bank. */
export function bankSize(bank: number): number {
  let n = bank;
  let count = 0;
  while (n !== 0) {
    n &= n - 1;
    count++;
  }
  return count;
}

export function inBank(bank: number, token: TokenId): boolean {
  return (bank & (1 << token)) !== 0;
}

/** The hand as a bit set, for fast membership tests in move generation. */
export function handMask(hand: readonly TokenId[]): number {
  let mask = 0;
  for (const t of hand) mask |= 1 << t;
  return mask;
}

/**
 * The two tracks and the number theory they are built on. Everything is derived from the
 * definitions (ultimate = 0, 1 or a prime; raised = p^k with k ≥ 2), not typed in, and tests pin the
 * lists printed on the physical boards.
 */
export type BoardName = 'grande' | 'petite';

export const BOARD_NAMES: readonly BoardName[] = ['grande', 'petite'];

/** What resolving a square did to the pawn. */
export type SquareRule = 'plain' | 'ultimate' | 'last-ultimate' | 'raised';

export interface Track {
  readonly name: BoardName;
  /** The winning square: 99 or 50. */
  readonly end: number;
  /** The last ultimate number below END (97 or 47): landing on it going forward sends the pawn to 0. */
  readonly lastUltimate: number;
  /** Where a pawn landing on square n finally stands, moving forward / backward (after a bounce). */
  readonly forward: readonly number[];
  readonly backward: readonly number[];
  readonly forwardRule: readonly SquareRule[];
  readonly backwardRule: readonly SquareRule[];
}

/** The prime factors of n ≥ 2 in ascending order, with repetition (12 → [2, 2, 3]). */
export function primeFactors(n: number): number[] {
  const factors: number[] = [];
  let rest = n;
  for (let p = 2; p * p <= rest; p++) {
    while (rest % p === 0) {
      factors.push(p);
      rest /= p;
    }
  }
  if (rest > 1) factors.push(rest);
  return factors;
}

/** A number with no divisor smaller than itself other than 1: 0, 1 and the primes. */
export function isUltimate(n: number): boolean {
  return n <= 1 || primeFactors(n).length === 1;
}

/** For p^k with p prime and k ≥ 2, the source p; otherwise undefined. */
export function raisedSource(n: number): number | undefined {
  if (n < 4) return undefined;
  const factors = primeFactors(n);
  const p = factors[0];
  return factors.length >= 2 && factors.every((f) => f === p) ? p : undefined;
}

function buildTrack(name: BoardName, end: number): Track {
  const ultimates = Array.from({ length: end }, (_, n) => n).filter(isUltimate);
  const lastUltimate = ultimates[ultimates.length - 1] as number;
  const forward: number[] = [];
  const backward: number[] = [];
  const forwardRule: SquareRule[] = [];
  const backwardRule: SquareRule[] = [];
  for (let n = 0; n <= end; n++) {
    const index = ultimates.indexOf(n);
    const source = raisedSource(n);
    if (n === lastUltimate) {
      forward.push(0);
      forwardRule.push('last-ultimate');
    } else if (index >= 0) {
      forward.push(ultimates[index + 1] as number);
      forwardRule.push('ultimate');
    } else {
      forward.push(source ?? n);
      forwardRule.push(source === undefined ? 'plain' : 'raised');
    }
    if (index > 0) {
      backward.push(ultimates[index - 1] as number);
      backwardRule.push('ultimate');
    } else {
      backward.push(source ?? n);
      backwardRule.push(source === undefined ? 'plain' : 'raised');
    }
  }
  return { name, end, lastUltimate, forward, backward, forwardRule, backwardRule };
}

export const TRACKS: Readonly<Record<BoardName, Track>> = {
  grande: buildTrack('grande', 99),
  petite: buildTrack('petite', 50),
};

/** The result of one move of `total` squares from `from`, before and after resolving the square. */
export interface PawnMove {
  /** The square first reached (after a bounce, if any). */
  readonly landed: number;
  /** Where the pawn stands at the end of the turn. */
  readonly to: number;
  readonly backward: boolean;
  readonly won: boolean;
  readonly rule: SquareRule;
}

/**
 * Moves a pawn: exact landing on END wins; past END it bounces back by the excess and the move counts
 * as backward; the square reached is then resolved once (the destination is never resolved again).
 */
export function movePawn(track: Track, from: number, total: number): PawnMove {
  const target = from + total;
  if (target === track.end) return { landed: target, to: target, backward: false, won: true, rule: 'plain' };
  if (target > track.end) {
    const landed = track.end - (target - track.end);
    const to = track.backward[landed] as number;
    return { landed, to, backward: true, won: false, rule: track.backwardRule[landed] as SquareRule };
  }
  return {
    landed: target,
    to: track.forward[target] as number,
    backward: false,
    won: false,
    rule: track.forwardRule[target] as SquareRule,
  };
}

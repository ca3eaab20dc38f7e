import type { Seat } from '../core/game';

/**
 * What a decision's value is counted in: expected turns to the end (fewer is better), a chance of
 * winning from 0 to 1, or points ahead as the strongest search sees them (more is better).
 */
export type ReviewUnit = 'turns' | 'chance' | 'points';

/** How far below the best a decision may fall and still be called best, then only a slip. */
export interface Thresholds {
  /** A loss up to this is as good as the best (ties, the noise of a sampled estimate). */
  readonly close: number;
  /** A loss from this on is a mistake; between the two, an inaccuracy. */
  readonly mistake: number;
}

/** A result a search proved rather than estimated. */
export type Forced = 'win' | 'loss';

/** What the strongest analysis says of one decision, before it is compared with the others. */
export interface Judgement<M = unknown> {
  readonly unit: ReviewUnit;
  /** The move the analysis prefers (the played one when nothing is better). */
  readonly best: M;
  /** The value after the best move and after the played one, in `unit`. */
  readonly bestValue: number;
  readonly playedValue: number;
  /** Points scored at once by the best move and by the played one, in games that score per move. */
  readonly points?: { readonly best: number; readonly played: number };
  /** Results proved by the search (Zigzag), after the best move and after the played one. */
  readonly forced?: { readonly best?: Forced; readonly played?: Forced };
}

export type Verdict = 'best' | 'inaccuracy' | 'mistake';

/** One decision of a finished game and what it cost. */
export interface Finding<M = unknown> extends Judgement<M> {
  /** Index of the decision in the record's steps: the replay shows its result at position step + 1. */
  readonly step: number;
  readonly seat: Seat;
  readonly move: M;
  /** How much worse the played move is than the best, in `unit`, never negative. */
  readonly loss: number;
  readonly verdict: Verdict;
  /** One of the few decisions that cost its seat most in this game (see KEY_DECISIONS). */
  readonly key: boolean;
}

export interface GameReview<M = unknown> {
  readonly game: string;
  /** Every decision that had a choice, in the order played. */
  readonly findings: readonly Finding<M>[];
}

/** How far a review has gone: decisions judged so far out of all of them. */
export interface ReviewProgress {
  readonly done: number;
  readonly total: number;
}

/**
 * A game's judge of one decision. It receives the state before the decision, after the game is over;
 * where the game hides information it reads only `seat`'s view of that state, as a bot would have.
 * Returns null when the seat had no real choice.
 */
export interface DecisionJudge<S, M> {
  readonly thresholds: Readonly<Partial<Record<ReviewUnit, Thresholds>>>;
  judge(state: S, seat: Seat, move: M, legal: readonly M[], seed: string): Judgement<M> | null;
}

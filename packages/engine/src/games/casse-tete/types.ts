import type { BaseState, Outcome, Seat, Viewer } from '../../core/game';
import type { StartRoll, StartRollDie } from '../../core/start-roll';
import type { Cell, Turns } from './geometry';
import type { TokenId } from './tokens';

export interface CasseTeteOptions {
  /** Tokens may be turned by quarter turns before they are laid (default on, as with real tokens). */
  readonly rotation: boolean;
  /** A starting seat agreed beforehand (a rematch) instead of the roll-off; absent: the dice decide. */
  readonly starter?: Seat;
}

/** A token on the table. */
export interface PlacedToken {
  readonly token: TokenId;
  readonly cell: Cell;
  readonly turns: Turns;
}

/** Casse-tête's own refusals, beside the core ones (`CoreErrorCode`). */
export type CasseTeteErrorCode =
  /** The cell already holds a token. */
  | 'occupied'
  | 'not-adjacent'
  /** Touching sides show different values. */
  | 'sides-mismatch'
  | 'not-in-hand'
  /** Tokens may not be turned in this game. */
  | 'rotation-off'
  /** Passing is allowed only when no token of the hand can be placed. */
  | 'pass-not-allowed'
  /** A drawn token that is not (or no longer) in the bank. */
  | 'not-in-bank';

/**
 * Where the game stands. Chance phases: `start-token` (the face-up start token), `deal` (the initial
 * hands, one token per chance step, round the table), `start-roll` (who starts, by dice) and `draw`
 * (the acting seat draws after its turn). `turn` waits for seat `current`.
 */
export type Phase = 'start-token' | 'deal' | 'start-roll' | 'turn' | 'draw' | 'over';

/** What the last turn did, for views and logs (all of it is public). */
export interface LastTurn {
  readonly seat: Seat;
  readonly placed: boolean;
  readonly points: number;
}

export interface CasseTeteState extends BaseState {
  readonly options: CasseTeteOptions;
  readonly playerCount: number;
  readonly phase: Phase;
  /**
   * The undrawn tokens as a bit set (bit `id` set ⇔ token `id` is in the bank). There is no bank
   * order: each draw is a chance event over these tokens with equal weights. Hidden from every view.
   */
  readonly bank: number;
  /** Each seat's hand, in the order drawn. Only the owner sees it. */
  readonly hands: readonly (readonly TokenId[])[];
  /** Tokens on the table in the order laid; the first is the start token at [0, 0], unturned. */
  readonly board: readonly PlacedToken[];
  /** Points so far; once the game is over, after the hand penalties. */
  readonly scores: readonly number[];
  /** The seat whose turn it is (or who draws in the `draw` phase). */
  readonly current: Seat;
  readonly startRoll: StartRoll | null;
  /** Turns played (placements and passes). */
  readonly turnCount: number;
  readonly lastTurn: LastTurn | null;
  /** Points lost for tokens left in hand, once the game is over. */
  readonly penalties: readonly number[] | null;
  /** Why the game ended: `hand-empty` (a player placed all their tokens) or `blocked`. */
  readonly endReason: 'hand-empty' | 'blocked' | null;
}

/** Lay `token` from the hand on `cell` after `turns` clockwise quarter turns. */
export interface PlaceMove {
  readonly kind: 'place';
  readonly token: TokenId;
  readonly cell: Cell;
  readonly turns: Turns;
}

/** Draw instead of placing; legal only when no token of the hand can be placed. */
export interface PassMove {
  readonly kind: 'pass';
}

export type CasseTeteMove = PlaceMove | PassMove;

/**
 * Chance outcomes: the face-up start token, a token drawn from the bank (into a hand), or a die of
 * the start roll. Drawn tokens are named in records (so they replay without the seed) but never in
 * a view: a record is the complete story, a view is what one seat may know.
 */
export type CasseTeteChance =
  | { readonly kind: 'start'; readonly token: TokenId }
  | { readonly kind: 'draw'; readonly token: TokenId }
  | StartRollDie;

/**
 * What one seat (or a spectator) may know: the table, the scores, its own hand, and only the sizes
 * of the other hands and of the bank. The bank's contents and the other hands never appear.
 */
export interface CasseTeteView {
  readonly viewer: Viewer;
  readonly playerCount: number;
  readonly rotation: boolean;
  readonly phase: Phase;
  /** The seat to play (or drawing after its turn); null before the start roll and at the end. */
  readonly current: Seat | null;
  readonly board: readonly PlacedToken[];
  /** The viewer's own hand; null for a spectator. */
  readonly hand: readonly TokenId[] | null;
  readonly handSizes: readonly number[];
  readonly bankSize: number;
  readonly scores: readonly number[];
  readonly penalties: readonly number[] | null;
  readonly startRoll: StartRoll | null;
  readonly turnCount: number;
  readonly lastTurn: LastTurn | null;
  readonly outcome: Outcome;
}

import type { BaseState, Outcome, Seat } from '../../core/game';
import type { Board } from './board';

/**
 * Terms used in the code (the rules text says "round" for both of the first two):
 * - a **turn** is one roll of the shared d20 and every seat's action on it (the rules' play round);
 * - a **round** is one game until somebody calls Finito (the rules' scoring round, a "manche");
 * - a **match** is the rounds played to the target score (a single round when there is no target).
 */
export interface FinitoOptions {
  /** In the movement phase, a seat may pass instead of moving (the rules' option; off by default). */
  readonly movementPassing: boolean;
  /** Points that win a match of several rounds; null plays a single round. */
  readonly targetScore: number | null;
  /**
   * A round that lasts this many turns ends without Finito and is scored as usual: a single round
   * so stopped is a draw, a match goes on to its next round.
   */
  readonly turnCap: number;
}

export type FinitoMove =
  /** Placement phase: a face-up token from the hand to a cell. */
  | { readonly kind: 'place'; readonly token: number; readonly cell: number }
  /** Movement phase: one of the seat's tokens on its board to another cell. */
  | { readonly kind: 'move'; readonly token: number; readonly cell: number }
  /** Movement phase, only when `movementPassing` is on. */
  | { readonly kind: 'pass' };

/** Finito's own refusals, beside the core ones (`CoreErrorCode`). */
export type FinitoErrorCode =
  /** Placing after every token is on the board, or moving or passing before. */
  | 'wrong-phase'
  /** Passing is off in this game (the `movementPassing` option). */
  | 'pass-not-allowed'
  /** The token is not among the seat's face-up tokens. */
  | 'not-in-hand'
  | 'not-on-board'
  /** The die does not allow that cell. */
  | 'bad-cell'
  /** The seat has already chosen for this turn. */
  | 'already-acted'
  /** A turned-up token that is not face down. */
  | 'not-face-down';

export type FinitoChance =
  /** The shared d20. */
  | { readonly kind: 'roll'; readonly value: number }
  /** A seat turns up its next face-down token: any of its face-down tokens, equally likely. */
  | { readonly kind: 'turn-up'; readonly seat: Seat; readonly token: number };

export interface FinitoPlayer {
  readonly board: Board;
  /** Face-up tokens not yet placed (at most three). */
  readonly hand: readonly number[];
  /**
   * Tokens still face down, as a bit set (bit t-1 for token t). No order is kept: which one comes up
   * next is decided by a chance event when it is turned up, so nothing hidden exists to leak.
   */
  readonly faceDown: number;
}

export interface RoundResult {
  /** Turns the round lasted. */
  readonly turns: number;
  /** Seats that called Finito (empty when the round hit the turn cap: it still scores). */
  readonly finito: readonly Seat[];
  /** Longest-run points scored by each seat in this round. */
  readonly points: readonly number[];
}

/** A turn once every seat has chosen: its roll and each seat's choice, public from then on. */
export interface FinitoTurn {
  readonly roll: number;
  /** One choice per seat, in seat order. */
  readonly choices: readonly FinitoMove[];
}

export interface FinitoState extends BaseState {
  readonly options: FinitoOptions;
  readonly players: readonly FinitoPlayer[];
  /** The die of the turn being played, or null while the next roll (or a turn-up) is awaited. */
  readonly roll: number | null;
  /** Each seat's choice for this turn, kept until every seat has chosen; never shown to others. */
  readonly pending: readonly (FinitoMove | null)[];
  /** Turns completed in the current round. */
  readonly turn: number;
  /** Turns completed in the whole match. */
  readonly totalTurns: number;
  /** Match points per seat (sum of the rounds' points). */
  readonly scores: readonly number[];
  readonly rounds: readonly RoundResult[];
  /** The last turn that resolved (null before the first): what each seat chose is revealed there. */
  readonly lastTurn: FinitoTurn | null;
  readonly result: { readonly winners: readonly Seat[]; readonly reason: FinitoEndReason } | null;
}

/**
 * `finito`: single round won; `turn-cap`: single round drawn after too many turns; `target-reached`:
 * match won on the target score; `round-cap`: match won on points after its last allowed round.
 */
export type FinitoEndReason = 'finito' | 'turn-cap' | 'target-reached' | 'round-cap';

export interface FinitoPlayerView {
  readonly board: Board;
  readonly hand: readonly number[];
  /** How many tokens are still face down (their order exists for nobody). */
  readonly faceDownCount: number;
  /** Whether the seat has chosen its action for this turn (its choice itself stays hidden). */
  readonly acted: boolean;
  readonly score: number;
}

export interface FinitoView {
  readonly viewer: Seat | 'spectator';
  readonly options: FinitoOptions;
  readonly phase: 'placement' | 'movement';
  readonly roll: number | null;
  /** 1-based number of the round being played (or the last one, once over). */
  readonly round: number;
  readonly turn: number;
  readonly totalTurns: number;
  readonly players: readonly FinitoPlayerView[];
  /** The viewer's own choice for this turn, while the other seats are still choosing. */
  readonly ownPending: FinitoMove | null;
  readonly rounds: readonly RoundResult[];
  /** Every seat's choice of the last resolved turn (a new round's empty boards no longer show it). */
  readonly lastTurn: FinitoTurn | null;
  readonly outcome: Outcome;
}

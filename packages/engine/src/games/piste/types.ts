import type { BaseState, Seat } from '../../core/game';
import type { StartRoll, StartRollDie } from '../../core/start-roll';
import type { BoardName, SquareRule } from './board';

export interface PisteOptions {
  readonly board: BoardName;
  /** A starting seat agreed beforehand (a rematch) instead of the roll-off; absent: the dice decide. */
  readonly starter?: Seat;
}

/** A turn: choose one or two dice (one only after an overshoot), then the dice are rolled. */
export type PisteMove = { readonly kind: 'roll'; readonly dice: 1 | 2 };

/** Piste's own refusals, beside the core ones (`CoreErrorCode`). */
export type PisteErrorCode = 'one-die-not-allowed';

/** The dice of a turn: one or two faces, in the order rolled. */
export interface PisteDice {
  readonly kind: 'dice';
  readonly faces: readonly number[];
}

/** Chance outcomes: one d6 of the starting roll-off, or the dice of a turn. */
export type PisteChance = StartRollDie | PisteDice;

export type PistePhase =
  | { readonly kind: 'start-roll'; readonly startRoll: StartRoll }
  | { readonly kind: 'choose'; readonly seat: Seat }
  | { readonly kind: 'dice'; readonly seat: Seat; readonly dice: 1 | 2 }
  | { readonly kind: 'over'; readonly winner: Seat };

/** What happened on the last turn, for explanations ("49 = 7 × 7 : tu recules sur 7"). */
export interface PisteTurn {
  readonly seat: Seat;
  readonly dice: readonly number[];
  readonly from: number;
  readonly landed: number;
  readonly to: number;
  readonly backward: boolean;
  readonly rule: SquareRule;
}

export interface PisteState extends BaseState {
  readonly board: BoardName;
  readonly positions: readonly number[];
  /** Whether each seat has overshot END at least once (then it may roll a single die). */
  readonly overshot: readonly boolean[];
  readonly phase: PistePhase;
  /** The seat that won the roll-off and played first (null until decided). */
  readonly firstSeat: Seat | null;
  /** Completed turns, all seats together. */
  readonly turns: number;
  readonly lastTurn: PisteTurn | null;
}

/** Everything a player may see: the whole game except the generator, which would predict the dice. */
export type PisteView = Omit<PisteState, 'rng'>;

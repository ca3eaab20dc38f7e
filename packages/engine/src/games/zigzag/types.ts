import type { BaseState, Seat } from '../../core/game';
import type { StartRoll, StartRollDie } from '../../core/start-roll';
import type { Board } from './board';
import type { OperationMix } from './generate';

/** Which board a game is played on: the standard one, a generated fair one, or one written out. */
export type BoardSpec =
  | { readonly kind: 'standard' }
  | { readonly kind: 'generated'; readonly seed: string; readonly mix?: OperationMix }
  | { readonly kind: 'custom'; readonly rows: readonly (readonly string[])[] };

export interface ZigzagOptions {
  readonly board: BoardSpec;
  /** Pawn moves (passes excluded) after which the game ends on points. */
  readonly moveLimit: number;
  /** A starting seat agreed beforehand (a rematch) instead of the roll-off; absent: the dice decide. */
  readonly starter?: Seat;
}

export type Side = 'top' | 'bottom';
/** On an odd number, ÷ 2 keeps the integer part (`floor`, 45 → 22) or rounds (`round`, 45 → 23). */
export type Half = 'floor' | 'round';

export type ZigzagMove =
  | { readonly kind: 'start-side'; readonly side: Side }
  | { readonly kind: 'step'; readonly to: readonly [number, number]; readonly half?: Half }
  | { readonly kind: 'pass' };

/**
 * A chance outcome: one d6 of the roll-off (who starts), the d6 that gives a seat's start cell label,
 * or the two d6 read as tens and units that give its starting number.
 */
export type ZigzagChance =
  | StartRollDie
  | { readonly kind: 'start-cell'; readonly label: number }
  | { readonly kind: 'start-number'; readonly tens: number; readonly units: number };

/** Zigzag's own refusals, beside the core ones (`CoreErrorCode`). */
export type ZigzagErrorCode =
  /** That kind of move belongs to another phase (a start side during play). */
  | 'wrong-phase'
  | 'off-board'
  | 'not-neighbour'
  | 'start-row'
  | 'immediate-return'
  /** The other pawn stands there. */
  | 'occupied'
  /** Halving an odd number needs a choice: `floor` or `round`. */
  | 'half-required'
  | 'half-not-needed'
  /** The number would pass 2^53 − 1. */
  | 'too-large'
  | 'below-one'
  /** Passing is allowed only when no pawn move is. */
  | 'pass-not-allowed'
  /** The second start cell die cannot show the first player's label. */
  | 'same-start-cell';

export type Phase =
  /** Both players roll one d6 to decide who starts (chance). */
  | 'start-roll'
  /** `turn` rolls one d6 for the label of the start cell (chance). */
  | 'start-cell'
  /** `turn` puts the pawn on the top or the bottom start cell with that label (move). */
  | 'start-side'
  /** `turn` rolls two d6 for the starting number (chance). */
  | 'start-number'
  | 'play'
  | 'over';

export interface PlayerState {
  /** Label 1..6 of the start cell, 0 until rolled. */
  readonly label: number;
  /** Cell index (row × 6 + column) of the pawn, −1 until placed. */
  readonly cell: number;
  /** The cell occupied just before the current one (no immediate return), −1 if none. */
  readonly previous: number;
  /** The running number, 0 until rolled. */
  readonly number: number;
  readonly score: number;
}

export type EndReason = 'target-reached' | 'both-passed' | 'move-limit';

export interface ZigzagState extends BaseState {
  readonly board: Board;
  readonly moveLimit: number;
  readonly phase: Phase;
  readonly startRoll: StartRoll | null;
  /** The seat that won the starting roll, −1 until decided. */
  readonly starter: Seat;
  /** The seat to act, or whose die is awaited in the setup. */
  readonly turn: Seat;
  readonly players: readonly [PlayerState, PlayerState];
  /** Pawn moves made so far (passes excluded). */
  readonly moves: number;
  /** Passes in a row, reset by any pawn move. */
  readonly passes: number;
  readonly endReason: EndReason | null;
}

export interface PlayerView {
  readonly label: number;
  readonly cell: readonly [number, number] | null;
  readonly previous: readonly [number, number] | null;
  readonly number: number;
  readonly score: number;
}

/** Everything in Zigzag is public: every seat and spectators see the same picture. */
export interface ZigzagView {
  readonly board: readonly (readonly string[])[];
  readonly rows: number;
  readonly phase: Phase;
  /** The starting roll so far (who rolled what), during the `start-roll` phase only. */
  readonly startRoll: StartRoll | null;
  readonly starter: Seat | null;
  readonly turn: Seat;
  readonly players: readonly PlayerView[];
  readonly moves: number;
  readonly moveLimit: number;
  readonly passes: number;
  readonly endReason: EndReason | null;
}

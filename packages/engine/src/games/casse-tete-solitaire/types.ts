import type { BaseState } from '../../core/game';
import type { Turns } from '../casse-tete/geometry';
import type { TokenId } from '../casse-tete/tokens';
import type { GridErrorCode, SolitaireGrid } from './grid';

/** Why the solitaire refuses a move or a draw, beside the core codes (a closed union). */
export type SolitaireErrorCode =
  | GridErrorCode
  /** `undo` with no grid move to take back. */
  | 'nothing-to-undo'
  /** `redo` with no undone move to play again. */
  | 'nothing-to-redo'
  /** `check` on an empty grid. */
  | 'nothing-to-check'
  /** `check` again with no change since the last one. */
  | 'already-checked'
  /** A tray draw of a token already drawn. */
  | 'already-drawn';

export interface SolitaireOptions {
  /** The rectangle: rows × cols = 30 (6 × 5 by default, the shape of the rules' own solution). */
  readonly rows: number;
  readonly cols: number;
  /** Tokens may be turned by quarter turns (default on, as with real tokens). */
  readonly rotation: boolean;
  /** The game ends unsolved after this many moves of the tokens, so that every game ends. */
  readonly moveLimit: number;
}

/** Lay `token` from the tray on an empty cell, turned `turns` clockwise quarter turns. */
export interface PlaceMove {
  readonly kind: 'place';
  readonly token: TokenId;
  readonly row: number;
  readonly col: number;
  readonly turns: Turns;
}

/** Slide a placed token to an empty cell, as it is turned (one move, one undo). */
export interface MoveMove {
  readonly kind: 'move';
  readonly row: number;
  readonly col: number;
  readonly toRow: number;
  readonly toCol: number;
}

/** Take a placed token back to the tray. */
export interface RemoveMove {
  readonly kind: 'remove';
  readonly row: number;
  readonly col: number;
}

/** Turn a placed token a quarter turn: clockwise (1) or back (−1). */
export interface RotateMove {
  readonly kind: 'rotate';
  readonly row: number;
  readonly col: number;
  readonly by: 1 | -1;
}

/** The moves that change the grid, and so can be undone. */
export type GridMove = PlaceMove | MoveMove | RemoveMove | RotateMove;

/**
 * Everything the player may do. `undo` takes back the last change of the grid (nothing is hidden in
 * the solitaire, so undoing reveals nothing) and `redo` plays an undone change again; `check`
 * ("Vérifier") asks for the list of mismatched sides, which the view then shows until the grid changes.
 */
export type SolitaireMove =
  | GridMove
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  | { readonly kind: 'check' };

/** The one chance event: the next token of the shuffled tray, drawn from those not drawn yet. */
export interface SolitaireChance {
  readonly kind: 'draw';
  readonly token: TokenId;
}

/** Why the game ended: the grid is full and every touching pair of sides is equal, or time ran out. */
export type SolitaireEnd = 'solved' | 'move-limit';

export interface SolitaireState extends BaseState {
  readonly options: SolitaireOptions;
  /**
   * The tray's order, drawn at the start one token per chance step. The tokens are numbered in the
   * rules' order, which is a solution row by row, so players see each token's place in this order
   * instead and the puzzle stays a puzzle.
   */
  readonly order: readonly TokenId[];
  readonly grid: SolitaireGrid;
  /** Moves of the tokens so far (placements, moves, removals, turns and undos; not checks). */
  readonly moves: number;
  /** Checks asked for so far. */
  readonly checks: number;
  /** Whether the grid as it stands has been checked (the view then lists its conflicts). */
  readonly checked: boolean;
  /** The inverse of each recent grid move, most recent last, for `undo` (at most `UNDO_DEPTH`). */
  readonly undo: readonly GridMove[];
  /** The grid moves undone, most recently undone last, for `redo`; any other grid move forgets them. */
  readonly redo: readonly GridMove[];
  readonly end: SolitaireEnd | null;
}

import type { Outcome, Progress, Viewer } from '../../core/game';
import type { TokenId } from '../casse-tete/tokens';
import type { SolitaireCheck, SolitaireGrid } from './grid';
import { checkSolitaire, trayTokens } from './grid';
import { outcome } from './rules';
import type { SolitaireEnd, SolitaireOptions, SolitaireState } from './types';

/**
 * What the player sees: everything but the generator (nothing in the solitaire is hidden, but the
 * generator would still predict the next puzzle's tray).
 */
export interface SolitaireView {
  readonly viewer: Viewer;
  readonly options: SolitaireOptions;
  readonly grid: SolitaireGrid;
  /** The tray's order (growing while it is shuffled); players see a token's place in it, from 1. */
  readonly order: readonly TokenId[];
  /** The tokens not on the grid, in the tray's order. */
  readonly tray: readonly TokenId[];
  readonly moves: number;
  readonly checks: number;
  /** The last check ("Vérifier"), while the grid has not changed since. */
  readonly check: SolitaireCheck | null;
  readonly end: SolitaireEnd | null;
  readonly outcome: Outcome;
}

export function view(state: SolitaireState, viewer: Viewer): SolitaireView {
  const left = new Set(trayTokens(state.grid));
  return {
    viewer,
    options: state.options,
    grid: state.grid,
    order: state.order,
    tray: state.order.filter((token) => left.has(token)),
    moves: state.moves,
    checks: state.checks,
    check: state.checked ? checkSolitaire(state.grid) : null,
    end: state.end,
    outcome: outcome(state),
  };
}

/** The tokens still on the tray, and the moves made. */
export function progress(view: SolitaireView): Progress {
  return { turns: view.moves, seats: [{ tokens: view.tray.length }] };
}

declare const trayPositionBrand: unique symbol;

/**
 * A token's place in the tray's order, 1–30: the number players see for it. Branded, because a token
 * id has the same range and showing one where the other belongs would give the solution away.
 */
export type TrayPosition = number & { readonly [trayPositionBrand]: true };

/** The number players see for a token: its place in the tray's order (1–30), 0 before it is drawn. */
export function tokenLabel(view: Pick<SolitaireView, 'order'>, token: TokenId): TrayPosition {
  return (view.order.indexOf(token) + 1) as TrayPosition;
}

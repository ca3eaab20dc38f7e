import type { Result, RuleError } from '../../core/result';
import type { Turns } from '../casse-tete/geometry';
import { tokenPieces } from '../casse-tete/pieces';
import type { Arrangement, SolveResult } from '../casse-tete/solver';
import { solve } from '../casse-tete/solver';
import type { TokenId } from '../casse-tete/tokens';
import type { Conflict, SolitaireGrid } from './grid';
import { checkSolitaire } from './grid';

/** What "Indice" suggests. */
export type SolitaireHint =
  /** A placement that keeps the grid completable (it belongs to a full solution). */
  | {
      readonly kind: 'place';
      readonly row: number;
      readonly col: number;
      readonly token: TokenId;
      readonly turns: Turns;
    }
  /** Nothing to add: the puzzle is solved. */
  | { readonly kind: 'solved' }
  /** Some touching sides differ: fix these first. */
  | { readonly kind: 'conflicts'; readonly conflicts: readonly Conflict[] }
  /** Proven: no way to fill the remaining cells around the tokens already placed. */
  | { readonly kind: 'dead-end' }
  /** The search budget ran out before an answer. */
  | { readonly kind: 'unknown' };

export interface HintBudget {
  /** Placements the solver may try (default two million: well above any real need). */
  readonly maxNodes?: number;
  readonly deadline?: number;
  readonly now?: () => number;
}

/** The solver on the grid's shape within `budget`, keeping the tokens placed when `keep` is set. */
export function solveGrid(
  grid: SolitaireGrid,
  budget: HintBudget,
  keep: boolean,
): Result<SolveResult, RuleError> {
  return solve(tokenPieces(), {
    rows: grid.rows,
    cols: grid.cols,
    rotation: grid.rotation,
    ...(keep ? { initial: grid.cells } : {}),
    maxNodes: budget.maxNodes ?? 2_000_000,
    ...(budget.deadline !== undefined ? { deadline: budget.deadline } : {}),
    ...(budget.now ? { now: budget.now } : {}),
  });
}

/**
 * Asks the solver to complete the current grid, keeping every placed token where and as it is.
 * The suggested cell is the first empty cell in reading order next to a placed token (the top-left
 * cell on an empty grid), so the hint extends what the player built.
 */
export function solitaireHint(state: SolitaireGrid, budget: HintBudget = {}): SolitaireHint {
  const check = checkSolitaire(state);
  if (check.conflicts.length > 0) return { kind: 'conflicts', conflicts: check.conflicts };
  if (check.solved) return { kind: 'solved' };
  const result = solveGrid(state, budget, true);
  if (!result.ok) return { kind: 'unknown' };
  const { first, complete } = result.value;
  if (!first) return complete ? { kind: 'dead-end' } : { kind: 'unknown' };
  const [row, col] = hintCell(state);
  const placement = first[row]?.[col];
  if (!placement) return { kind: 'unknown' };
  // The solver reports the numbers of the pieces it was given: here, token ids.
  return { kind: 'place', row, col, token: placement.token as TokenId, turns: placement.turns as Turns };
}

function hintCell(state: SolitaireGrid): [number, number] {
  const filled = (r: number, c: number): boolean => Boolean(state.cells[r]?.[c]);
  for (let r = 0; r < state.rows; r++) {
    for (let c = 0; c < state.cols; c++) {
      if (filled(r, c)) continue;
      if (filled(r - 1, c) || filled(r + 1, c) || filled(r, c - 1) || filled(r, c + 1)) return [r, c];
    }
  }
  for (let r = 0; r < state.rows; r++) for (let c = 0; c < state.cols; c++) if (!filled(r, c)) return [r, c];
  return [0, 0];
}

/** A full solution as a solitaire state (for "show the solution" and tests). */
export function solitaireFromArrangement(arrangement: Arrangement, rotation: boolean): SolitaireGrid {
  return {
    rows: arrangement.length,
    cols: arrangement[0]?.length ?? 0,
    rotation,
    cells: arrangement.map((row) => row.map((p) => ({ token: p.token as TokenId, turns: p.turns as Turns }))),
  };
}

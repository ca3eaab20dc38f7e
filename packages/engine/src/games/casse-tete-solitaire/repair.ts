import type { Turns } from '../casse-tete/geometry';
import type { Arrangement, Placement } from '../casse-tete/solver';
import type { SolitaireGrid } from './grid';
import { cellAt } from './grid';
import type { HintBudget } from './hint';
import { solveGrid } from './hint';
import type { GridMove } from './types';

/** A full solution of the grid's shape, or why there is none: proven impossible, or out of budget. */
export type Nearest =
  | { readonly kind: 'found'; readonly solution: Arrangement }
  | { readonly kind: 'none' | 'unknown' };

/**
 * The solution of the grid's shape that keeps most of the tokens already placed as they are. The
 * solver gives one solution; with rotation its half-turn is another (every token turned twice, the
 * grid read backwards), and for the game's 30 tokens these are all of them (solver.test.ts pins the
 * counts), so the nearest of the two is the nearest of all.
 */
export function nearestSolution(grid: SolitaireGrid, budget: HintBudget = {}): Nearest {
  const solved = solveGrid(grid, budget, false);
  if (!solved.ok) return { kind: 'unknown' };
  const { first, complete } = solved.value;
  if (!first) return { kind: complete ? 'none' : 'unknown' };
  const candidates = grid.rotation ? [first, halfTurn(first)] : [first];
  let best = first;
  let bestKept = -1;
  for (const candidate of candidates) {
    const kept = keptTokens(grid, candidate);
    if (kept > bestKept) [best, bestKept] = [candidate, kept];
  }
  return { kind: 'found', solution: best };
}

export function halfTurn(arrangement: Arrangement): Arrangement {
  return [...arrangement]
    .reverse()
    .map((row) => [...row].reverse().map((p) => ({ token: p.token, turns: (p.turns + 2) % 4 })));
}

/** How much of the grid a solution keeps: two points per token as it is, one per token to turn. */
function keptTokens(grid: SolitaireGrid, solution: Arrangement): number {
  let kept = 0;
  for (let row = 0; row < grid.rows; row++)
    for (let col = 0; col < grid.cols; col++) {
      const cell = cellAt(grid, row, col);
      const target = solution[row]?.[col];
      if (cell && target && cell.token === target.token) kept += cell.turns === target.turns ? 2 : 1;
    }
  return kept;
}

/**
 * The one grid move that brings the grid closest to `solution`: a token on the wrong cell slides to
 * its own cell when that is free, or else goes back to the tray; a token on its cell but wrongly
 * turned is turned; null when every placed token is already as in the solution.
 */
export function repairMove(grid: SolitaireGrid, solution: Arrangement): GridMove | null {
  const home = new Map<number, { row: number; col: number; turns: number }>();
  solution.forEach((line, row) => {
    line.forEach((p: Placement, col) => {
      home.set(p.token, { row, col, turns: p.turns });
    });
  });
  let removal: GridMove | null = null;
  let turn: GridMove | null = null;
  for (let row = 0; row < grid.rows; row++)
    for (let col = 0; col < grid.cols; col++) {
      const cell = cellAt(grid, row, col);
      const target = cell ? home.get(cell.token) : undefined;
      if (!cell || !target) continue;
      if (target.row !== row || target.col !== col) {
        if (!cellAt(grid, target.row, target.col))
          return { kind: 'move', row, col, toRow: target.row, toCol: target.col };
        removal ??= { kind: 'remove', row, col };
      } else if (target.turns !== cell.turns) {
        // One quarter turn at a time, the short way round (a half turn goes clockwise).
        const by = ((target.turns - cell.turns + 4) % 4) as Turns;
        turn ??= { kind: 'rotate', row, col, by: by === 3 ? -1 : 1 };
      }
    }
  return removal ?? turn;
}

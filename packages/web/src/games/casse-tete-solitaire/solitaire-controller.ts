import type { CasseTeteSolitaire as CS, CasseTete as CT } from '@ludimaths/engine';
import { CasseTeteSolitaire } from '@ludimaths/engine';

type View = CS.SolitaireView;
type Move = CS.SolitaireMove;
type Turns = 0 | 1 | 2 | 3;

/**
 * The solitaire screen's logic without React: what a tap means, given only the player's view and the
 * moves the engine offers. The engine decides everything else (legality, the check, the end).
 */

/** What the player holds before acting: a tray token (turned as shown), or a token on the grid. */
export type Picked =
  | { readonly kind: 'tray'; readonly token: CT.TokenId; readonly turns: Turns }
  | { readonly kind: 'cell'; readonly row: number; readonly col: number }
  | null;

/** A tap's effect: a move for the engine to judge, or a new selection. */
export type Tap = { readonly move: Move } | { readonly picked: Picked };

export const cellKey = (row: number, col: number) => `${row},${col}`;

const turnBy = (turns: number, by: number) => ((((turns + by) % 4) + 4) % 4) as Turns;

/**
 * A tap on a cell: a token there is picked (or let go); an empty cell receives the picked token,
 * laid from the tray or slid from its cell.
 */
export function tapCell(view: View, picked: Picked, row: number, col: number): Tap {
  if (view.grid.cells[row]?.[col]) {
    const same = picked?.kind === 'cell' && picked.row === row && picked.col === col;
    return { picked: same ? null : { kind: 'cell', row, col } };
  }
  if (picked?.kind === 'tray') {
    return { move: { kind: 'place', token: picked.token, row, col, turns: picked.turns } };
  }
  if (picked?.kind === 'cell') {
    return { move: { kind: 'move', row: picked.row, col: picked.col, toRow: row, toCol: col } };
  }
  return { picked: null };
}

/** ↻ / ↺: a tray token turns in the hand (no move yet); a token on the grid turns as a move. */
export function turnPicked(picked: Picked, by: 1 | -1): Tap {
  if (picked?.kind === 'tray') return { picked: { ...picked, turns: turnBy(picked.turns, by) } };
  if (picked?.kind === 'cell') return { move: { kind: 'rotate', row: picked.row, col: picked.col, by } };
  return { picked };
}

/** Whether the engine offers `move` now: controls are enabled for legal moves only. */
export function offers(legal: readonly Move[], move: Move): boolean {
  return legal.some((m) => CasseTeteSolitaire.sameMove(m, move));
}

/** Where a hint points: the cell to mark, and for a placement the token to pick, turned as advised. */
export function hintMarks(hint: Move | undefined): { cell: string | null; picked: Picked } {
  if (!hint) return { cell: null, picked: null };
  switch (hint.kind) {
    case 'place':
      return {
        cell: cellKey(hint.row, hint.col),
        picked: { kind: 'tray', token: hint.token, turns: hint.turns },
      };
    case 'move':
      return {
        cell: cellKey(hint.toRow, hint.toCol),
        picked: { kind: 'cell', row: hint.row, col: hint.col },
      };
    case 'remove':
    case 'rotate':
      return { cell: cellKey(hint.row, hint.col), picked: { kind: 'cell', row: hint.row, col: hint.col } };
    default:
      return { cell: null, picked: null };
  }
}

/** The cells named by a list of conflicts, as "row,col" keys, to mark them on the grid. */
export function conflictCells(conflicts: readonly CS.Conflict[]): Set<string> {
  const cells = new Set<string>();
  for (const c of conflicts) {
    cells.add(cellKey(c.first.row, c.first.col));
    cells.add(cellKey(c.second.row, c.second.col));
  }
  return cells;
}

/** How many tokens are on the grid. */
export function placedCount(view: View): number {
  return view.grid.cells.flat().filter((cell) => cell !== null).length;
}

import type { Zigzag } from '@ludimaths/engine';
import { Zigzag as Z } from '@ludimaths/engine';
import type { Candidate, CellKey } from './Board';
import { cellKey } from './Board';

/**
 * The Zigzag screen's logic without React: what the board offers and what a tap means, given only
 * the view, the acting seat and the moves the engine offers. The engine decides everything else.
 */

type View = Zigzag.ZigzagView;
type Move = Zigzag.ZigzagMove;
export type Step = Extract<Move, { kind: 'step' }>;

/** The cell of a seat's start column on the top or bottom row. */
export function sideCell(view: View, seat: number, side: Zigzag.Side): CellKey {
  const label = view.players[seat]?.label ?? 1;
  return cellKey(side === 'top' ? 0 : view.rows - 1, label - 1);
}

/** The pawn steps among the legal moves. */
export const stepsOf = (moves: readonly Move[]): Step[] => moves.filter((m): m is Step => m.kind === 'step');

/** The steps that end on `key` (two when ÷ 2 meets an odd number: rounded down or up). */
export const stepsTo = (steps: readonly Step[], key: CellKey): Step[] =>
  steps.filter((m) => cellKey(m.to[0], m.to[1]) === key);

/** How a candidate cell reads: its short marks, its full label, whether it scores. */
export interface CandidateWords {
  /** "÷ 2 : 35 → 17", said in full for a step (null when the engine gives no preview). */
  readonly preview: (move: Step) => string | null;
  /** "→ 17" under the cell, the number formatted for the language. */
  readonly reached: (n: number) => string;
  /** The label of a start cell while the seat chooses its side. */
  readonly side: string;
}

/** The cells lit for the acting seat: its two start cells, or the ends of its legal steps. */
export function candidatesFor(
  view: View,
  acting: number | undefined,
  steps: readonly Step[],
  words: CandidateWords,
): Map<CellKey, Candidate> {
  const candidates = new Map<CellKey, Candidate>();
  if (acting === undefined) return candidates;
  if (view.phase === 'start-side') {
    for (const side of ['top', 'bottom'] as const) {
      candidates.set(sideCell(view, acting, side), { short: [], label: words.side, ghost: acting });
    }
    return candidates;
  }
  for (const move of steps) {
    const key = cellKey(move.to[0], move.to[1]);
    const preview = Z.previewStepInView(view, acting, move);
    const text = words.preview(move);
    if (!preview || !text) continue;
    const known = candidates.get(key);
    candidates.set(key, {
      short: [...(known?.short ?? []), words.reached(preview.reached)],
      label: known ? `${known.label} ; ${text}` : text,
      scores: (known?.scores ?? false) || preview.points > 0,
    });
  }
  return candidates;
}

/**
 * A tap on a cell: a move to play (a second tap on a selected cell with one step), a cell to select,
 * a move for the engine to refuse in words (a cell no step reaches), or nothing.
 */
export type CellTap =
  | { readonly play: Move }
  | { readonly select: CellKey }
  | { readonly refuse: Move }
  | { readonly ignore: true };

export function tapCell(
  view: View,
  acting: number | undefined,
  steps: readonly Step[],
  selected: CellKey | null,
  row: number,
  column: number,
): CellTap {
  if (acting === undefined) return { ignore: true };
  const key = cellKey(row, column);
  if (view.phase === 'start-side') {
    const side =
      key === sideCell(view, acting, 'top')
        ? 'top'
        : key === sideCell(view, acting, 'bottom')
          ? 'bottom'
          : null;
    if (side === null) return { ignore: true };
    return selected === key ? { play: { kind: 'start-side', side } } : { select: key };
  }
  const here = stepsTo(steps, key);
  if (here.length === 0) return { refuse: { kind: 'step', to: [row, column] } };
  const only = here[0] as Step;
  return selected === key && here.length === 1 ? { play: only } : { select: key };
}

/** The cell a hint outlines: its step's cell, or the start cell it advises; none for a pass. */
export function hintedCell(view: View, acting: number | undefined, hint: Move | undefined): CellKey | null {
  if (acting === undefined || !hint || hint.kind === 'pass') return null;
  return hint.kind === 'step' ? cellKey(hint.to[0], hint.to[1]) : sideCell(view, acting, hint.side);
}

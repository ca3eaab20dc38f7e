import type { CasseTeteSolitaire as CS, Outcome } from '@ludimaths/engine';
import { CasseTeteSolitaire } from '@ludimaths/engine';
import type { Translate } from '../../i18n';
import type { LogEntry } from '../../session/table';
import type { DescribeContext, ErrorMessages } from '../types';

type Entry = LogEntry<CS.SolitaireView, CS.SolitaireMove, CS.SolitaireChance>;
type View = CS.SolitaireView;

const where = (row: number, col: number) => ({ row: row + 1, col: col + 1 });

/** The number players see for the token on a cell: its place in the tray's order. */
function labelAt(view: View, row: number, col: number): number {
  const cell = view.grid.cells[row]?.[col];
  return cell ? CasseTeteSolitaire.tokenLabel(view, cell.token) : 0;
}

/** "Jeton 7 posé ligne 2, colonne 3, tourné une fois ↻." and so on, for the log and the live region. */
export function describeSolitaireStep(entry: Entry, ctx: DescribeContext): string[] {
  const { t } = ctx;
  const { step, before, after } = entry;
  const lines: string[] = [];
  if ('chance' in step || 'hidden' in step) {
    // Thirty silent draws: one line once the tray is ready.
    if (after.order.length === 30) lines.push(t('casse-tete.sol.log.shuffled'));
    return lines;
  }
  const move = step.move;
  switch (move.kind) {
    case 'place':
      lines.push(
        t('casse-tete.sol.log.place', {
          id: CasseTeteSolitaire.tokenLabel(after, move.token),
          ...where(move.row, move.col),
          turned: t('casse-tete.turnsWords', { turns: move.turns }),
        }),
      );
      break;
    case 'move':
      lines.push(
        t('casse-tete.sol.log.move', {
          id: labelAt(before, move.row, move.col),
          row: move.toRow + 1,
          col: move.toCol + 1,
        }),
      );
      break;
    case 'remove':
      lines.push(t('casse-tete.sol.log.remove', { id: labelAt(before, move.row, move.col) }));
      break;
    case 'rotate':
      lines.push(t('casse-tete.sol.log.rotate', { id: labelAt(before, move.row, move.col), by: move.by }));
      break;
    case 'undo':
      lines.push(t('casse-tete.sol.log.undo'));
      break;
    case 'redo':
      lines.push(t('casse-tete.sol.log.redo'));
      break;
    case 'check':
      lines.push(t('casse-tete.sol.log.check', { count: after.check?.conflicts.length ?? 0 }));
      break;
  }
  if (after.end && !before.end) lines.push(endText(after.outcome, t));
  return lines;
}

/** The result of "Vérifier" in one sentence (the screen lists the conflicts themselves). */
export function checkText(check: CS.SolitaireCheck | null, t: Translate): string {
  if (!check) return '';
  if (check.conflicts.length > 0)
    return t('casse-tete.sol.checkConflicts', { count: check.conflicts.length });
  return t('casse-tete.sol.checkOk', { placed: check.placed, left: 30 - check.placed });
}

/** Solved in how many moves, or not solved: what the end of a solitaire means. */
export function endText(outcome: Outcome, t: Translate): string {
  if (outcome.status !== 'over') return '';
  const moves = outcome.scores?.[0] ?? 0;
  return t(outcome.reason === 'solved' ? 'casse-tete.sol.solvedIn' : 'casse-tete.sol.unsolved', { moves });
}

/** A move in words for the hint ("poser le jeton marqué ★ ligne 1, colonne 1, sans le tourner"). */
export function describeSolitaireMove(move: CS.SolitaireMove, ctx: Pick<DescribeContext, 't'>): string {
  const { t } = ctx;
  switch (move.kind) {
    case 'place':
      return t('casse-tete.sol.hint.place', {
        ...where(move.row, move.col),
        turned: t('casse-tete.turnsWords', { turns: move.turns }),
      });
    case 'move':
      return t('casse-tete.sol.hint.move', {
        ...where(move.row, move.col),
        toRow: move.toRow + 1,
        toCol: move.toCol + 1,
      });
    case 'remove':
      return t('casse-tete.sol.hint.remove', where(move.row, move.col));
    case 'rotate':
      return t('casse-tete.sol.hint.rotate', { ...where(move.row, move.col), by: move.by });
    case 'undo':
      return t('casse-tete.sol.hint.undo');
    case 'redo':
      return t('casse-tete.sol.hint.redo');
    default:
      return t('casse-tete.sol.hint.check');
  }
}

/** Every refusal the solitaire's rules can give, in a child's words. */
export const solitaireErrorMessages = {
  'unknown-token': 'casse-tete.sol.error.unknown-token',
  occupied: 'casse-tete.sol.error.occupied',
  'empty-cell': 'casse-tete.sol.error.empty-cell',
  'off-board': 'casse-tete.sol.error.off-board',
  'bad-turns': 'casse-tete.sol.error.bad-turns',
  'already-placed': 'casse-tete.sol.error.already-placed',
  'sides-mismatch': 'casse-tete.sol.error.sides-mismatch',
  'rotation-off': 'casse-tete.error.rotation-off',
  'nothing-to-undo': 'casse-tete.sol.error.nothing-to-undo',
  'nothing-to-redo': 'casse-tete.sol.error.nothing-to-redo',
  'nothing-to-check': 'casse-tete.sol.error.nothing-to-check',
  'already-checked': 'casse-tete.sol.error.already-checked',
  'already-drawn': 'casse-tete.sol.error.already-drawn',
} as const satisfies ErrorMessages<CS.SolitaireErrorCode>;

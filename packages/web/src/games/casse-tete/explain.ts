import type { CasseTete as CT } from '@ludimaths/engine';
import { CasseTete } from '@ludimaths/engine';
import type { Translate } from '../../i18n';
import type { LogEntry } from '../../session/table';
import type { DescribeContext, ErrorMessages } from '../types';

type View = CT.CasseTeteView;
type Entry = LogEntry<View, CT.CasseTeteMove, CT.CasseTeteChance>;

/** The four numbers a token shows once turned, as printed: top, right, bottom, left. */
export type SideTexts = readonly [top: string, right: string, bottom: string, left: string];

/** How the language writes a decimal mark and a percentage after its number. */
export interface NumberStyle {
  readonly decimal: string;
  readonly percent: string;
}

/** French typography: the tokens' own decimal comma, and "85 %" with a narrow no-break space. */
export const FRENCH_NUMBERS: NumberStyle = { decimal: ',', percent: '\u202f%' };

/** The number style of the language `t` speaks ("0,25" and "25 %" in French, "0.25" and "25%" in English). */
export function numberStyle(t: Translate): NumberStyle {
  return { decimal: t('casse-tete.decimalMark'), percent: t('casse-tete.percentSign') };
}

/** A number as printed on the token (French: "0,65", "85%"), written in the reader's language. */
export function shown(text: string, style: NumberStyle = FRENCH_NUMBERS): string {
  return text.replace(/,/g, style.decimal).replace(/\s?%/g, style.percent);
}

export function sideTexts(
  token: CT.TokenId,
  turns: CT.Turns,
  style: NumberStyle = FRENCH_NUMBERS,
): SideTexts {
  const [top, right, bottom, left] = CasseTete.SIDES.map((side) =>
    shown(CasseTete.placedValue(token, turns, side).text, style),
  );
  return [top ?? '', right ?? '', bottom ?? '', left ?? ''];
}

/** The spoken/visible description of a token: "Jeton 14, tourné… En haut : 5/2…". */
/** `label` is the number shown for the token: its id, or its place in the solitaire's tray. */
export function tokenLabel(t: Translate, token: CT.TokenId, turns: CT.Turns, label: number = token): string {
  const [top, right, bottom, left] = sideTexts(token, turns, numberStyle(t));
  return t('casse-tete.tokenLabel', {
    id: label,
    turned: t('casse-tete.tokenTurned', { turns }),
    top,
    right,
    bottom,
    left,
  });
}

export function sidesText(t: Translate, token: CT.TokenId, turns: CT.Turns): string {
  const [top, right, bottom, left] = sideTexts(token, turns, numberStyle(t));
  return t('casse-tete.sides', { top, right, bottom, left });
}

/**
 * The equality of two touching sides as a child can check it: both printed texts and, when neither
 * is already written that way, the common value in lowest terms from the exact-rational module
 * ("3/12 = 0,25 = 1/4"). Never a float: the engine compares and reduces exactly.
 */
export function equalityText(
  a: CT.TokenNumber,
  b: CT.TokenNumber,
  style: NumberStyle = FRENCH_NUMBERS,
): string {
  const parts = [shown(a.text, style)];
  if (b.text !== a.text) parts.push(shown(b.text, style));
  // Equal values share one canonical form; show it only when it adds something.
  const simplest = shown(CasseTete.formatRational(a.value), style);
  if (CasseTete.sameValue(a, b) && !parts.includes(simplest)) parts.push(simplest);
  return parts.join('\u00a0=\u00a0');
}

const seatName = (ctx: Pick<DescribeContext, 'seats'>, seat: number) =>
  ctx.seats[seat]?.name ?? String(seat + 1);

/**
 * The teaching sentences of one placement, from the table before it (any view shows the table): who
 * laid what, the points, and why the sides match.
 */
export function explainPlacement(
  before: Pick<View, 'board'>,
  seat: number,
  move: CT.PlaceMove,
  ctx: Pick<DescribeContext, 't' | 'seats'>,
): string[] {
  const { t } = ctx;
  const { touching, points } = CasseTete.previewPlacement(before, move);
  const lines = [
    t('casse-tete.placed', {
      name: seatName(ctx, seat),
      id: move.token,
      turned: t('casse-tete.turnsWords', { turns: move.turns }),
      count: touching.length,
      points,
    }),
  ];
  const equalities = touching.map((s) => equalityText(s.mine, s.theirs, numberStyle(t)));
  if (equalities.length > 0) lines.push(t('casse-tete.match', { equality: equalities.join(' ; ') }));
  return lines;
}

/** Lines telling how the game ended and what each seat lost for the tokens left in hand. */
export function explainEnd(after: View, ctx: Pick<DescribeContext, 't' | 'seats'>): string[] {
  const { t } = ctx;
  const emptied = after.handSizes.indexOf(0);
  const reason = after.outcome.status === 'over' ? after.outcome.reason : null;
  const lines = [
    reason === 'hand-empty' && emptied >= 0
      ? t('casse-tete.endEmpty', { name: seatName(ctx, emptied) })
      : t('casse-tete.endBlocked'),
  ];
  for (const line of penaltyLines(after.scores, after.penalties ?? [], ctx)) lines.push(line);
  return lines;
}

/** "Alice : 45 − 10 (2 jetons restants × 5) = 35 points" for every seat that kept tokens. */
export function penaltyLines(
  scores: readonly number[],
  penalties: readonly number[],
  ctx: Pick<DescribeContext, 't' | 'seats'>,
): string[] {
  return scores.flatMap((after, seat) => {
    const penalty = penalties[seat] ?? 0;
    if (penalty === 0) return [];
    return [
      ctx.t('casse-tete.penaltyLine', {
        name: seatName(ctx, seat),
        before: after + penalty,
        penalty,
        count: penalty / 5,
        after,
      }),
    ];
  });
}

/** The sentences of a chance step; `chance` is null for a draw hidden from this seat (online). */
function chanceLines(
  chance: CT.CasseTeteChance | null,
  before: View,
  after: View,
  ctx: DescribeContext,
): string[] {
  const { t } = ctx;
  if (chance?.kind === 'start')
    return [t('casse-tete.startToken', { id: chance.token, sides: sidesText(t, chance.token, 0) })];
  if (chance?.kind === 'die') {
    const roll = before.startRoll;
    const seat = roll?.contenders[roll.rolls.length] ?? 0;
    const lines = [t('casse-tete.startRoll', { name: seatName(ctx, seat), die: chance.face })];
    if (after.phase === 'start-roll' && (after.startRoll?.rolls.length ?? 0) === 0)
      lines.push(t('casse-tete.startTie'));
    else if (after.phase === 'turn')
      lines.push(t('casse-tete.starts', { name: seatName(ctx, after.current ?? 0) }));
    return lines;
  }
  // A token dealt or drawn: never named.
  if (before.phase !== 'deal') return [t('casse-tete.drew', { name: seatName(ctx, before.current ?? 0) })];
  return after.phase !== 'deal' ? [t('casse-tete.dealt')] : [];
}

/**
 * Log sentences for any step. Secrets stay secret: a dealt or drawn token is never named (the log
 * is read by every player around the device), only the face-up start token is.
 */
export function describeCasseTeteStep(entry: Entry, ctx: DescribeContext): string[] {
  const { step, before, after } = entry;
  const { t } = ctx;
  const lines: string[] = [];
  if ('chance' in step || 'hidden' in step) {
    lines.push(...chanceLines('chance' in step ? step.chance : null, before, after, ctx));
  } else if (step.move.kind === 'place') {
    lines.push(...explainPlacement(before, step.seat, step.move, ctx));
  } else {
    lines.push(t('casse-tete.passed', { name: seatName(ctx, step.seat) }));
  }
  if (after.phase === 'over' && before.phase !== 'over') lines.push(...explainEnd(after, ctx));
  return lines;
}

/** Casse-tête's refusals in words. */
export const casseTeteErrorMessages = {
  occupied: 'casse-tete.error.occupied',
  'not-adjacent': 'casse-tete.error.not-adjacent',
  'sides-mismatch': 'casse-tete.error.sides-mismatch',
  'not-in-hand': 'casse-tete.error.not-in-hand',
  'rotation-off': 'casse-tete.error.rotation-off',
  'pass-not-allowed': 'casse-tete.error.pass-not-allowed',
  'not-in-bank': 'casse-tete.error.not-in-bank',
} as const satisfies ErrorMessages<CT.CasseTeteErrorCode>;

/** Offsets to the neighbour on each side: top, right, bottom, left. */
const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/** A cell of the drawn table: a placed token, or an empty cell beside one (where tokens may go). */
export interface TableCell {
  readonly x: number;
  readonly y: number;
  readonly placed: CT.PlacedToken | null;
  /** Empty and beside a placed token. */
  readonly frontier: boolean;
}

/**
 * The part of the unbounded table worth drawing: the bounding box of the placed tokens plus one ring
 * of cells around it, row by row. Pure layout: which frontier cell accepts which token is the
 * engine's answer (legal moves), not decided here.
 */
export function tableLayout(board: readonly CT.PlacedToken[]): {
  readonly minX: number;
  readonly minY: number;
  readonly cols: number;
  readonly rows: number;
  readonly cells: readonly TableCell[];
} {
  const at = new Map<string, CT.PlacedToken>();
  for (const p of board) at.set(`${p.cell[0]},${p.cell[1]}`, p);
  const xs = board.map((p) => p.cell[0]);
  const ys = board.map((p) => p.cell[1]);
  const minX = (xs.length ? Math.min(...xs) : 0) - 1;
  const maxX = (xs.length ? Math.max(...xs) : 0) + 1;
  const minY = (ys.length ? Math.min(...ys) : 0) - 1;
  const maxY = (ys.length ? Math.max(...ys) : 0) + 1;
  const cells: TableCell[] = [];
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const placed = at.get(`${x},${y}`) ?? null;
      const frontier = !placed && [0, 1, 2, 3].some((s) => at.has(`${x + (DX[s] ?? 0)},${y + (DY[s] ?? 0)}`));
      cells.push({ x, y, placed, frontier });
    }
  }
  return { minX, minY, cols: maxX - minX + 1, rows: maxY - minY + 1, cells };
}

/** A move in words for the hint button: "poser le jeton 14, tourné une fois ↻, sur la case marquée". */
export function describeCasseTeteMove(move: CT.CasseTeteMove, ctx: Pick<DescribeContext, 't'>): string {
  if (move.kind === 'pass') return ctx.t('casse-tete.hintPass');
  return ctx.t('casse-tete.hintMove', {
    id: move.token,
    turned: ctx.t('casse-tete.turnsWords', { turns: move.turns }),
  });
}

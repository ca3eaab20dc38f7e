import type { Zigzag } from '@ludimaths/engine';
import { Zigzag as Z } from '@ludimaths/engine';
import type { LogEntry } from '../../session/table';
import type { DescribeContext, ErrorMessages } from '../types';

type View = Zigzag.ZigzagView;
type Move = Zigzag.ZigzagMove;
type Entry = LogEntry<View, Move, Zigzag.ZigzagChance>;
type Numbers = Pick<DescribeContext, 'formatNumber'>;

const seatName = (ctx: Pick<DescribeContext, 'seats'>, seat: number) =>
  ctx.seats[seat]?.name ?? String(seat + 1);

/** An operation as printed on the board, with a no-break space so "× 2" never splits: `× 2`. */
export const operationText = (operation: Zigzag.Operation): string =>
  Z.makeOperation(operation).replace(' ', '\u00a0');

/**
 * The arithmetic of one pawn move as an equation, from the engine's preview: `28 × 2 = 56`, or for
 * ÷ 2 on an odd number `45 ÷ 2 = 22,5 → 22 (partie entière)`.
 */
export function equationText(
  from: number,
  preview: Zigzag.StepPreview,
  half: Zigzag.Half | undefined,
  ctx: Numbers & Pick<DescribeContext, 't'>,
): string {
  const fmt = ctx.formatNumber;
  if (half !== undefined) {
    return ctx.t('zigzag.halfEquation', {
      n: from,
      half: fmt(from / preview.operation.by),
      value: preview.reached,
      kind: half,
    });
  }
  return `${fmt(from)}\u00a0${operationText(preview.operation)}\u00a0=\u00a0${fmt(preview.reached)}`;
}

/** What a move would do, for the cell and the move list: "35 × 2 = 70 → 5 points !". */
export function previewText(
  view: View,
  seat: number,
  move: Move,
  ctx: Numbers & Pick<DescribeContext, 't'>,
): string | undefined {
  const preview = Z.previewStepInView(view, seat, move);
  if (!preview || move.kind !== 'step') return undefined;
  const equation = equationText(view.players[seat]?.number ?? 0, preview, move.half, ctx);
  return preview.points > 0 ? ctx.t('zigzag.previewPoints', { equation, points: preview.points }) : equation;
}

/**
 * The teaching sentences of a played pawn move, from the view before it and the engine's preview:
 * the equation, then why it scored or not ("70 est un multiple de 10 : +5 points, 70 ÷ 10 = 7").
 */
export function explainMove(
  before: View,
  after: View,
  seat: number,
  move: Move,
  ctx: DescribeContext,
): string[] {
  const { t } = ctx;
  const name = seatName(ctx, seat);
  if (move.kind === 'pass') return [t('zigzag.passed', { name })];
  if (move.kind === 'start-side') {
    return [t('zigzag.sideChosen', { name, side: move.side, label: before.players[seat]?.label ?? 0 })];
  }
  const preview = Z.previewStepInView(before, seat, move);
  if (!preview) return [];
  const from = before.players[seat]?.number ?? 0;
  const lines = [
    t('zigzag.moved', {
      name,
      operation: operationText(preview.operation),
      equation: equationText(from, preview, move.half, ctx),
    }),
  ];
  const values = { reached: preview.reached, kept: preview.number };
  if (preview.points === 15) lines.push(t('zigzag.score100', values));
  else if (preview.points === 5) lines.push(t('zigzag.score10', values));
  else lines.push(t('zigzag.noScore', values));
  const score = after.players[seat]?.score ?? 0;
  // The winning move says "atteint 50 points et gagne !" instead of the running total.
  if (preview.points > 0 && after.endReason !== 'target-reached')
    lines.push(t('zigzag.total', { name, score }));
  lines.push(...endLines(after, ctx));
  return lines;
}

function endLines(after: View, ctx: DescribeContext): string[] {
  if (after.phase !== 'over') return [];
  switch (after.endReason) {
    case 'target-reached':
      return [
        ctx.t('zigzag.endTarget', {
          name: seatName(ctx, after.turn),
          score: after.players[after.turn]?.score ?? 0,
        }),
      ];
    case 'both-passed':
      return [ctx.t('zigzag.endPassed')];
    case 'move-limit':
      return [ctx.t('zigzag.endLimit', { limit: after.moveLimit })];
    default:
      return [];
  }
}

/** What the dice of a chance outcome show (one die, or the tens die and the units die). */
export function diceFaces(chance: Zigzag.ZigzagChance): readonly number[] {
  switch (chance.kind) {
    case 'die':
      return [chance.face];
    case 'start-cell':
      return [chance.label];
    case 'start-number':
      return [chance.tens, chance.units];
  }
}

/** Log and live-region sentences for any step of a zigzag game. */
export function describeZigzagStep(entry: Entry, ctx: DescribeContext): string[] {
  const { step, before, after } = entry;
  if ('move' in step) {
    const lines = explainMove(before, after, step.seat, step.move, ctx);
    return step.move.kind === 'pass' ? [...lines, ...endLines(after, ctx)] : lines;
  }
  // Zigzag hides nothing: no step of it ever arrives hidden.
  if ('hidden' in step) return [];
  const { t } = ctx;
  const outcome = step.chance;
  switch (outcome.kind) {
    case 'die': {
      const startRoll = before.startRoll;
      const seat = startRoll?.contenders[startRoll.rolls.length] ?? 0;
      const lines = [t('zigzag.startRoll', { name: seatName(ctx, seat), die: outcome.face })];
      if (after.phase === 'start-roll' && after.startRoll?.rolls.length === 0)
        lines.push(t('zigzag.startTie'));
      else if (after.phase !== 'start-roll')
        lines.push(t('zigzag.starts', { name: seatName(ctx, after.starter ?? 0) }));
      return lines;
    }
    case 'start-cell':
      return [t('zigzag.startCellRolled', { name: seatName(ctx, before.turn), die: outcome.label })];
    case 'start-number': {
      const { tens, units } = outcome;
      const n = after.players[before.turn]?.number ?? 0;
      return [t('zigzag.startNumber', { name: seatName(ctx, before.turn), tens, units, n })];
    }
  }
}

/** Zigzag's refusals in words, for a child. */
export const zigzagErrorMessages = {
  'wrong-phase': 'zigzag.error.wrong-phase',
  'off-board': 'zigzag.error.off-board',
  'not-neighbour': 'zigzag.error.not-neighbour',
  'start-row': 'zigzag.error.start-row',
  'immediate-return': 'zigzag.error.immediate-return',
  occupied: 'zigzag.error.occupied',
  'half-required': 'zigzag.error.half-required',
  'half-not-needed': 'zigzag.error.half-not-needed',
  'too-large': 'zigzag.error.too-large',
  'below-one': 'zigzag.error.below-one',
  'pass-not-allowed': 'zigzag.error.pass-not-allowed',
  'same-start-cell': 'zigzag.error.same-start-cell',
} as const satisfies ErrorMessages<Zigzag.ZigzagErrorCode>;

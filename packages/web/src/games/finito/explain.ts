import type { Finito } from '@ludimaths/engine';
import { Finito as F } from '@ludimaths/engine';
import type { Translate } from '../../i18n';
import type { LogEntry } from '../../session/table';
import type { DescribeContext, ErrorMessages } from '../types';

type Move = Finito.FinitoMove;
type Entry = LogEntry<Finito.FinitoView, Move, Finito.FinitoChance>;

export const seatName = (ctx: Pick<DescribeContext, 'seats'>, seat: number) =>
  ctx.seats[seat]?.name ?? String(seat + 1);

/**
 * The tokens of the board's longest run (the first one when several are as long), from the engine's
 * `tokenCells`; its length is the engine's `longestRun`, which a unit test checks on many boards.
 */
export function runTokens(board: Finito.Board): number[] {
  const cells = F.tokenCells(board);
  let best: number[] = [];
  let run: number[] = [];
  for (let token = 1; token < cells.length; token++) {
    const cell = cells[token] as number;
    const previous = run[run.length - 1];
    if (cell < 0) run = [];
    else if (previous !== undefined && previous === token - 1 && cell > (cells[previous] as number))
      run = [...run, token];
    else run = [token];
    if (run.length > best.length) best = run;
  }
  return best;
}

/** "Suite de 5 : 3-4-5-6-7". */
export function runText(board: Finito.Board, t: Translate): string {
  const tokens = runTokens(board);
  if (tokens.length === 0) return t('finito.runNone');
  return t('finito.run', { length: tokens.length, tokens: tokens.join('-') });
}

/**
 * Why the highlighted cells are the allowed ones for this roll: the labelled cells when free, else
 * the nearest free cell before and/or after them. `cells` are the destinations the engine's legal
 * moves use; the labels come from the engine's board table.
 */
export function explainCells(roll: number, cells: readonly number[], t: Translate): string {
  const labelled = F.LABEL_CELLS[roll] ?? [];
  const onLabel = cells.filter((cell) => F.CELL_LABELS[cell] === roll);
  if (onLabel.length > 0) {
    if (labelled.length === 2 && onLabel.length === 1) return t('finito.whyOneLeft', { roll });
    return t('finito.whyFree', { roll, count: onLabel.length });
  }
  const first = labelled[0] ?? 0;
  const before = cells.some((cell) => cell < first);
  const after = cells.some((cell) => cell > first);
  const where = before && after ? 'both' : before ? 'before' : 'after';
  return t('finito.whyTaken', { roll, count: labelled.length, where });
}

function cellValues(cell: number) {
  return { label: F.CELL_LABELS[cell] ?? 0, row: F.cellRow(cell), col: F.cellColumn(cell) };
}

/** One revealed choice: "Léa pose le jeton 5 sur une case 7 (ligne 2, colonne 5)." */
export function moveText(seat: number, move: Move, ctx: Pick<DescribeContext, 't' | 'seats'>): string {
  const name = seatName(ctx, seat);
  if (move.kind === 'pass') return ctx.t('finito.logPass', { name });
  return ctx.t(move.kind === 'place' ? 'finito.logPlace' : 'finito.logMove', {
    name,
    token: move.token,
    ...cellValues(move.cell),
  });
}

/** A suggested move in words, completing "L'ordinateur jouerait : …" (the hint button). */
export function describeFinitoMove(move: Move, ctx: Pick<DescribeContext, 't'>): string {
  if (move.kind === 'pass') return ctx.t('finito.hintPass');
  return ctx.t(move.kind === 'place' ? 'finito.hintPlace' : 'finito.hintMove', {
    token: move.token,
    ...cellValues(move.cell),
  });
}

/**
 * Every seat's choice of the turn a step completed: the choices stay hidden until the last seat has
 * chosen; then the view's `lastTurn` shows them all.
 */
export function revealedMoves(entry: Entry): { seat: number; move: Move }[] {
  const { step, before, after } = entry;
  if ('chance' in step || after.totalTurns === before.totalTurns || !after.lastTurn) return [];
  return after.lastTurn.choices.map((move, seat) => ({ seat, move }));
}

/** The lines that close a round: Finito or the turn cap, points, the solo count, the match's end or a new round. */
function roundLines(entry: Entry, ctx: DescribeContext): string[] {
  const { before, after } = entry;
  const { t } = ctx;
  if (after.rounds.length === before.rounds.length) return [];
  const round = after.rounds[after.rounds.length - 1] as Finito.RoundResult;
  const lines: string[] = [];
  if (round.finito.length > 0) {
    if (ctx.seats.length === 1) lines.push(t('finito.soloDone', { turns: round.turns }));
    else {
      const all = round.finito.map((seat) => seatName(ctx, seat));
      const names =
        all.length === 1
          ? (all[0] as string)
          : t('finito.and', { a: all.slice(0, -1).join(', '), b: all[all.length - 1] as string });
      lines.push(
        `${t('finito.celebrate')} ${t('finito.celebrateNames', { names, count: round.finito.length })}`,
      );
    }
  }
  const cap = after.options.turnCap;
  if (round.finito.length === 0)
    lines.push(t(after.options.targetScore === null ? 'finito.turnCap' : 'finito.roundCapped', { cap }));
  if (after.options.targetScore !== null && ctx.seats.length > 1) {
    const points = round.points
      .map((p, seat) => t('finito.logSeatPoints', { name: seatName(ctx, seat), points: p }))
      .join(', ');
    lines.push(t('finito.logRoundEnd', { round: after.rounds.length, points }));
  }
  if (after.outcome.status === 'over' && after.outcome.reason === 'round-cap')
    lines.push(t('finito.matchCapped', { rounds: after.rounds.length }));
  else if (after.outcome.status === 'running') lines.push(t('finito.logNewRound'));
  return lines;
}

/** Log sentences for any step of a Finito game; a choice stays secret until its turn resolves. */
export function describeFinitoStep(entry: Entry, ctx: DescribeContext): string[] {
  const { step } = entry;
  if ('chance' in step) {
    const chance = step.chance;
    if (chance.kind === 'roll') return [ctx.t('finito.logRoll', { roll: chance.value })];
    return [ctx.t('finito.logTurnUp', { name: seatName(ctx, chance.seat), token: chance.token })];
  }
  // Online, another seat's choice arrives hidden (only its seat): Finito hides no chance outcome.
  if (!('seat' in step)) return [];
  const revealed = revealedMoves(entry);
  if (revealed.length === 0) return [ctx.t('finito.logChose', { name: seatName(ctx, step.seat) })];
  return [...revealed.map(({ seat, move }) => moveText(seat, move, ctx)), ...roundLines(entry, ctx)];
}

/** Finito's refusals in words. */
export const finitoErrorMessages = {
  'wrong-phase': 'finito.error.wrong-phase',
  'pass-not-allowed': 'finito.error.pass-not-allowed',
  'not-in-hand': 'finito.error.not-in-hand',
  'not-on-board': 'finito.error.not-on-board',
  'bad-cell': 'finito.error.bad-cell',
  'already-acted': 'finito.error.already-acted',
  'not-face-down': 'finito.error.not-face-down',
} as const satisfies ErrorMessages<Finito.FinitoErrorCode>;

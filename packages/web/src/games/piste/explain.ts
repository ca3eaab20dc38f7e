import type { Piste } from '@ludimaths/engine';
import { Piste as P } from '@ludimaths/engine';
import { formatProduct } from '../../i18n';
import type { LogEntry } from '../../session/table';
import type { DescribeContext, ErrorMessages } from '../types';

type Entry = LogEntry<Piste.PisteView, Piste.PisteMove, Piste.PisteChance>;

const seatName = (ctx: DescribeContext, seat: number) => ctx.seats[seat]?.name ?? String(seat + 1);

/** "12 = 2 × 2 × 3" uses the engine's factorisation; the view never computes number theory itself. */
export function factorsText(n: number, ctx: Pick<DescribeContext, 'formatNumber'>): string {
  return formatProduct(P.primeFactors(n), ctx.formatNumber);
}

/**
 * The teaching sentences for one completed turn, from the engine's own account of it (`lastTurn`):
 * the dice, the move or bounce, then why the pawn ended where it did.
 */
export function explainTurn(turn: Piste.PisteTurn, end: number, ctx: DescribeContext): string[] {
  const { t } = ctx;
  const name = seatName(ctx, turn.seat);
  const who = ctx.seats[turn.seat]?.kind === 'human' ? 'you' : 'other';
  const total = turn.dice.reduce((a, b) => a + b, 0);
  const lines = [
    turn.dice.length === 2
      ? t('piste.rolled2', { name, a: turn.dice[0] as number, b: turn.dice[1] as number, total })
      : t('piste.rolled1', { name, total }),
  ];
  const won = turn.to === end && turn.landed === end && !turn.backward;
  if (won) {
    lines.push(t('piste.won', { end, name }));
    return lines;
  }
  lines.push(
    turn.backward
      ? t('piste.bounce', { from: turn.from, total, end, landed: turn.landed })
      : t('piste.forward', { from: turn.from, landed: turn.landed }),
  );
  const values = { landed: turn.landed, to: turn.to, who, name, factors: '' };
  switch (turn.rule) {
    case 'last-ultimate':
      lines.push(t('piste.lastUltimate', values));
      break;
    case 'ultimate':
      lines.push(t(turn.backward ? 'piste.ultimateBack' : 'piste.ultimateForward', values));
      break;
    case 'raised':
      lines.push(t('piste.raisedMove', { ...values, factors: factorsText(turn.landed, ctx) }));
      break;
    default:
      lines.push(t('piste.plain', { ...values, factors: factorsText(turn.landed, ctx) }));
  }
  return lines;
}

/** What the dice of a chance outcome show: the roll-off die, or the one or two dice of a turn. */
export function diceFaces(chance: Piste.PisteChance): readonly number[] {
  return chance.kind === 'die' ? [chance.face] : chance.faces;
}

/** Log sentences for any step of a piste game. */
export function describePisteStep(entry: Entry, ctx: DescribeContext): string[] {
  const { step, before, after } = entry;
  // La piste hides nothing: no step of it ever arrives hidden.
  if ('hidden' in step) return [];
  if (!('chance' in step)) {
    return step.move.dice === 1 ? [ctx.t('piste.choseOne', { name: seatName(ctx, step.seat) })] : [];
  }
  if (before.phase.kind === 'start-roll') {
    const { startRoll } = before.phase;
    const seat = startRoll.contenders[startRoll.rolls.length] ?? 0;
    const die = diceFaces(step.chance)[0] ?? 0;
    const lines = [ctx.t('piste.startRoll', { name: seatName(ctx, seat), die })];
    if (after.phase.kind === 'start-roll' && after.phase.startRoll.rolls.length === 0) {
      lines.push(ctx.t('piste.startTie'));
    } else if (after.phase.kind !== 'start-roll' && after.firstSeat !== null) {
      lines.push(ctx.t('piste.starts', { name: seatName(ctx, after.firstSeat) }));
    }
    return lines;
  }
  return after.lastTurn ? explainTurn(after.lastTurn, P.TRACKS[after.board].end, ctx) : [];
}

/** La piste's refusals in words. */
export const pisteErrorMessages = {
  'one-die-not-allowed': 'piste.error.one-die-not-allowed',
} as const satisfies ErrorMessages<Piste.PisteErrorCode>;

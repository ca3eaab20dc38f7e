import type { Seat } from '@ludimaths/engine';
import type { LogEntry } from '../session/table';

/**
 * Each seat's place: the winners first, then the others by `rankKey` (higher first). Seats that
 * compare equal share a place and the next place is skipped (1, 1, 3), as in sport.
 */
export function ranks(winners: readonly Seat[], rankKey: readonly number[]): number[] {
  const won = (seat: Seat) => winners.includes(seat);
  const better = (a: Seat, b: Seat) =>
    (won(a) && !won(b)) || (won(a) === won(b) && (rankKey[a] ?? 0) > (rankKey[b] ?? 0));
  return rankKey.map((_, seat) => 1 + rankKey.filter((_, other) => better(other, seat)).length);
}

/** Moves each seat made, counted from the public log (a secret choice still counts as a move). */
export function movesBySeat(log: readonly LogEntry<unknown, unknown, unknown>[], seats: number): number[] {
  const counts = new Array<number>(seats).fill(0);
  for (const { step } of log) if ('seat' in step) counts[step.seat] = (counts[step.seat] ?? 0) + 1;
  return counts;
}

/**
 * Who starts the rematch unless the players change it: the one who came last, when only one did;
 * otherwise the seat after the one who started this game (the first to move in the log).
 */
export function defaultStarter(
  places: readonly number[],
  log: readonly LogEntry<unknown, unknown, unknown>[],
): Seat {
  const last = Math.max(...places);
  const losers = places.flatMap((place, seat) => (place === last ? [seat] : []));
  if (losers.length === 1 && places.length > 1) return losers[0] as Seat;
  const first = log.find((entry) => 'seat' in entry.step)?.step;
  const previous = first && 'seat' in first ? first.seat : places.length - 1;
  return (previous + 1) % places.length;
}

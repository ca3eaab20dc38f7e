import type { BotName, SeatInfo } from '@ludimaths/engine';
import { DEFAULT_BOT_LEVEL, isBotName } from '@ludimaths/engine';

export type SeatKind = 'human' | 'computer';

/** A seat as the app shows it: a name, and a person or the computer at a level. */
export interface SeatSetup {
  readonly name: string;
  readonly kind: SeatKind;
  /** The strength of a computer seat (default `moyen`). */
  readonly level?: BotName;
}

/**
 * The one translation between the app's seats and a record's (`bot` there, `computer` here): a
 * computer seat always has a level, the default one when the record names none it knows.
 */
export function seatFromRecord(seat: SeatInfo, index: number): SeatSetup {
  const name = seat.name ?? `${index + 1}`;
  if (seat.kind !== 'bot') return { name, kind: 'human' };
  return { name, kind: 'computer', level: isBotName(seat.bot) ? seat.bot : DEFAULT_BOT_LEVEL };
}

export function seatForRecord(seat: SeatSetup): SeatInfo {
  return seat.kind === 'human'
    ? { name: seat.name, kind: 'human' }
    : { name: seat.name, kind: 'bot', bot: seat.level ?? DEFAULT_BOT_LEVEL };
}

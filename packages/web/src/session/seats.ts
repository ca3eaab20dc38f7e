import type { BotName, SeatInfo } from '@ludimaths/engine';
import { DEFAULT_BOT_LEVEL, isBotName } from '@ludimaths/engine';

export type SeatKind = 'human' | 'computer';

/** A seat as the app shows it: a name, and a person or the computer at a level. */
export interface SeatSetup {
  readonly name: string;
  readonly kind: SeatKind;
  /** The strength of a computer seat (default `moyen`). */
  readonly level?: BotName;
  /**
   * The name is the language's default ("Joueur 1"), not one a person typed: the record keeps no
   * name, so it reads "Player 1" once the app speaks English.
   */
  readonly defaultName?: boolean;
}

/** A seat's name in the reader's language when the record keeps none: the n-th person or robot. */
export type DefaultSeatName = (kind: SeatKind, n: number) => string;

/**
 * The one translation between the app's seats and a record's (`bot` there, `computer` here): a
 * computer seat always has a level, the default one when the record names none it knows.
 */
export function seatFromRecord(
  seat: SeatInfo,
  index: number,
  all: readonly SeatInfo[] = [],
  defaultName?: DefaultSeatName,
): SeatSetup {
  const kind = seat.kind === 'bot' ? 'computer' : 'human';
  // People and robots are numbered apart, as the new-game form does: "Joueur 1", "Robot 1".
  const n = all.slice(0, index + 1).filter((other) => other.kind === seat.kind).length;
  const named =
    seat.name !== undefined
      ? { name: seat.name }
      : defaultName
        ? { name: defaultName(kind, n), defaultName: true }
        : { name: `${index + 1}` };
  if (seat.kind !== 'bot') return { ...named, kind };
  return { ...named, kind: 'computer', level: isBotName(seat.bot) ? seat.bot : DEFAULT_BOT_LEVEL };
}

export function seatForRecord(seat: SeatSetup): SeatInfo {
  const name = seat.defaultName ? {} : { name: seat.name };
  return seat.kind === 'human'
    ? { ...name, kind: 'human' }
    : { ...name, kind: 'bot', bot: seat.level ?? DEFAULT_BOT_LEVEL };
}

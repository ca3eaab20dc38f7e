import type { BotName } from '@ludimaths/engine';
import { BOT_LEVELS } from '@ludimaths/engine';
import type { SeatKind } from '../session/seats';

/** One seat of the new-game form as the person filled it in. */
export interface SeatDraft {
  readonly kind: SeatKind;
  readonly level: BotName;
  /** Empty means "the default name for this kind", which follows the kind and the language. */
  readonly name: string;
}

/** The form of one game as last started: how many players, and each seat. */
export interface FormDraft {
  readonly count: number;
  readonly seats: readonly SeatDraft[];
}

const key = (gameId: string) => `ludimaths.newGame.${gameId}`;

function parseSeat(raw: unknown): SeatDraft | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (r.kind !== 'human' && r.kind !== 'computer') return null;
  const level = BOT_LEVELS.find((l) => l === r.level);
  if (!level || typeof r.name !== 'string') return null;
  return { kind: r.kind, level, name: r.name.slice(0, 24) };
}

/**
 * The form as last started for this game (names, people or computer, levels), so a family does not
 * type the same names again; null when there is none or it cannot be read.
 */
export function loadFormDraft(
  gameId: string,
  storage: Storage | undefined = globalThis.localStorage,
): FormDraft | null {
  try {
    const raw = JSON.parse(storage?.getItem(key(gameId)) ?? 'null') as Record<string, unknown> | null;
    if (!raw || typeof raw.count !== 'number' || !Array.isArray(raw.seats)) return null;
    const seats = raw.seats.map(parseSeat);
    if (seats.some((s) => s === null)) return null;
    return { count: raw.count, seats: seats as SeatDraft[] };
  } catch {
    return null; // unreadable or blocked storage: a fresh form
  }
}

export function saveFormDraft(
  gameId: string,
  draft: FormDraft,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(key(gameId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form simply starts fresh next time.
  }
}

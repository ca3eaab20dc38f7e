import type { Seat } from '@ludimaths/engine';
import type { BotQuery } from './bot-client';

/** The strongest level gives the hints. */
export const HINT_LEVEL = 'fort';

/** The position a hint is asked about: a seat, what it sees, what it may play. */
export interface HintPosition<V, M> {
  readonly seat: Seat;
  readonly view: V;
  readonly legal: readonly M[];
  readonly revision: number;
}

/**
 * What the hint asks: the strongest bot, given only what `seat` may see (its own view, as the screen
 * shows it) and its legal moves. Nothing else of the game goes in, so a hint cannot reveal a secret.
 * The seed is the decision's own, so the same position always gets the same hint.
 */
export function hintQuery<V, M>(
  gameId: string,
  matchSeed: string | number,
  position: HintPosition<V, M>,
): BotQuery<V, M> {
  return {
    gameId,
    level: HINT_LEVEL,
    view: position.view,
    seat: position.seat,
    moves: position.legal,
    seed: `${matchSeed}:hint:${position.revision}:${position.seat}`,
  };
}

/**
 * A move as its own data ("roll 2"), for games that cannot describe moves in words yet: the hint
 * still says something exact rather than nothing.
 */
export function moveDataText(move: unknown): string {
  if (typeof move !== 'object' || move === null) return String(move);
  return Object.values(move)
    .map((value) => (typeof value === 'object' ? JSON.stringify(value) : String(value)))
    .join(' ');
}

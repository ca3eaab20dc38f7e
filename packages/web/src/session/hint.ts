import type { BaseState, Seat } from '@ludimaths/engine';
import type { BotAnswer, BotQuery, BotRunner } from './bot-client';
import type { Session } from './session';

/** The strongest level gives the hints. */
export const HINT_LEVEL = 'fort';

/**
 * What the hint asks: the strongest bot, given only what `seat` may see (its own view, as the screen
 * shows it) and its legal moves. Nothing else of the state goes in, so a hint cannot reveal a secret.
 * The seed is the decision's own, so the same position always gets the same hint.
 */
export function hintQuery<S extends BaseState, M, C, O, V>(
  session: Session<S, M, C, O, V>,
  seat: Seat,
): BotQuery<V, M> {
  return {
    gameId: session.game.id,
    level: HINT_LEVEL,
    view: session.view(seat),
    seat,
    moves: session.legalMoves(seat),
    seed: `${session.seed}:hint:${session.steps.length}:${seat}`,
  };
}

export function askHint<S extends BaseState, M, C, O, V>(
  session: Session<S, M, C, O, V>,
  seat: Seat,
  runner: BotRunner,
): Promise<BotAnswer<M>> {
  return runner(hintQuery(session, seat));
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

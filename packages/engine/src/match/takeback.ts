import type { Actors, GameMeta, Seat } from '../core/game';
import type { Step } from '../core/play';

/**
 * Why a takeback is refused. Chance and hidden information are the two things a takeback must never
 * let anyone see and then undo: a die rolled (take back, play again, roll again) or a hidden token
 * shown (take back, and now the other player knows it).
 */
export type TakebackErrorCode =
  /** A chance step (a die, a draw) lies between the position asked for and now. */
  | 'takeback-chance'
  /** The game hides information: any of its moves may show some (a hand's token, a secret choice). */
  | 'takeback-hidden'
  /** The game is over: its outcome has been told. */
  | 'takeback-over'
  /** The seat has no move of its own to take back (none yet, or none since the last chance step). */
  | 'takeback-nothing'
  /** The match keeps no history to go back to, or the revision is not one of its positions. */
  | 'takeback-bad-revision';

/**
 * Whether taking `step` back could undo something a player has seen that they were not meant to see
 * again differently: a chance step always could; in a game that hides information every step could
 * (placing a token shows it, a simultaneous choice is revealed with the others).
 */
export function revealsSomething(
  game: Pick<GameMeta, 'hidesInformation'>,
  step: Step<unknown, unknown>,
): boolean {
  return 'chance' in step || game.hidesInformation;
}

/**
 * The earliest revision a match may go back to: the revision just after the last step that reveals
 * something (0 when none does). Nothing before it may be taken back.
 */
export function takebackFloor(
  game: Pick<GameMeta, 'hidesInformation'>,
  steps: readonly Step<unknown, unknown>[],
): number {
  for (let index = steps.length - 1; index >= 0; index--) {
    if (revealsSomething(game, steps[index] as Step<unknown, unknown>)) return index + 1;
  }
  return 0;
}

/**
 * The revision to go back to so that `seat` plays its last move again (taking back every step after
 * it, such as the computer's reply), or why there is none. `actors` is who acts now: a finished game
 * is never taken back.
 */
export function takebackPoint(
  game: Pick<GameMeta, 'hidesInformation'>,
  steps: readonly Step<unknown, unknown>[],
  actors: Actors,
  seat: Seat,
): { readonly revision: number } | { readonly refused: TakebackErrorCode } {
  if (actors.kind === 'over') return { refused: 'takeback-over' };
  if (game.hidesInformation) return { refused: 'takeback-hidden' };
  const floor = takebackFloor(game, steps);
  for (let index = steps.length - 1; index >= 0; index--) {
    const step = steps[index] as Step<unknown, unknown>;
    if ('seat' in step && step.seat === seat) {
      return index >= floor ? { revision: index } : { refused: 'takeback-chance' };
    }
  }
  return { refused: 'takeback-nothing' };
}

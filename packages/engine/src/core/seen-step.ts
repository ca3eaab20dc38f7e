import type { BaseState, GameDefinition, Seat, Viewer } from './game';
import type { Step } from './play';

/**
 * What a viewer may not know of a step: another seat's secret choice (who chose, not what), or a
 * chance outcome that went into another seat's hand (that a token was drawn, not which).
 */
export type HiddenStep = { readonly hidden: 'move'; readonly seat: Seat } | { readonly hidden: 'chance' };

/** A step as one viewer may know it: the step itself, or what of it is public. */
export type SeenStep<M = unknown, C = unknown> = Step<M, C> | HiddenStep;

/**
 * `step`, taken from state `before`, as `viewer` may know it: what a game's `seenStep` keeps, and the
 * whole step in games that hide nothing in their steps. A log sent to a player is built from this,
 * as the player's screen is built from `view`.
 */
export function seenStep<S extends BaseState, M, C>(
  game: Pick<GameDefinition<S, M, C, unknown, unknown>, 'seenStep'>,
  before: S,
  step: Step<M, C>,
  viewer: Viewer,
): SeenStep<M, C> {
  return game.seenStep ? game.seenStep(before, step, viewer) : step;
}

/**
 * How long the table pauses so people see what the computer and the dice do: the computer "thinks"
 * before its move shows, the dice roll before their result shows. Local play waits these before
 * playing; online play, whose server is instant, waits them before showing what it received.
 */
export interface PauseSettings {
  /** The `?fast=1` test hook: no waits at all. */
  readonly fast: boolean;
  readonly reducedMotion: boolean;
}

/** A computer seat's move shows this long after its turn began. */
export function thinkPauseMs(settings: PauseSettings): number {
  return settings.fast ? 0 : 600;
}

/** Dice roll this long (shorter with reduced motion); silent chance such as a draw does not wait. */
export function chancePauseMs(settings: PauseSettings, watched: boolean): number {
  if (settings.fast || !watched) return 0;
  return settings.reducedMotion ? 300 : 800;
}

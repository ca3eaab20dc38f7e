import type { Outcome } from '../core/game';
import type { Step } from '../core/play';

/** One step taken by a match: `revision` is the match's revision after it (the step's number + 1). */
export interface StepEvent<S, M, C> {
  readonly kind: 'step';
  readonly revision: number;
  readonly step: Step<M, C>;
  readonly before: S;
  readonly after: S;
}

export interface OverEvent {
  readonly kind: 'over';
  readonly revision: number;
  readonly outcome: Extract<Outcome, { status: 'over' }>;
}

/**
 * Steps were taken back (`Match.rewind`): the match is at `revision` again, as if the later steps had
 * never been played; its record is the shortened one.
 */
export interface RewindEvent {
  readonly kind: 'rewind';
  readonly revision: number;
}

/** What a match tells its listeners; each viewer's view is taken from `after` with `game.view`. */
export type MatchEvent<S, M, C> = StepEvent<S, M, C> | OverEvent | RewindEvent;

/** Why `Match.play` refused: the engine's rule error, or a revision the match has moved past. */
export interface MatchError {
  readonly code: string;
  readonly message: string;
  /** The match's revision when it refused, so a stale client knows where to resync from. */
  readonly revision: number;
}

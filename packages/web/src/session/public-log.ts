import type { BaseState, Match, StepEvent } from '@ludimaths/engine';
import type { LogEntry } from './table';

/**
 * The log a table shows: every step of a match with the public (spectator) views around it, built
 * once from the match's history and then one entry per step. Read by everyone around the device, so
 * it holds no seat's secrets.
 */
export class PublicLog<S extends BaseState, M, C, O, V> {
  readonly entries: LogEntry<V, M, C>[] = [];
  private readonly match: Match<S, M, C, O, V>;
  /** The public view after the last step, the `before` of the next entry. */
  private last: V;

  constructor(match: Match<S, M, C, O, V>) {
    this.match = match;
    let before = this.viewOf(match.stateAt(0) ?? match.state);
    match.steps.forEach((step, index) => {
      const after = this.viewOf(match.stateAt(index + 1) ?? match.state);
      this.entries.push({ index, step, before, after });
      before = after;
    });
    this.last = before;
  }

  add(event: StepEvent<S, M, C>): void {
    const after = this.viewOf(event.after);
    this.entries.push({ index: event.revision - 1, step: event.step, before: this.last, after });
    this.last = after;
  }

  /** Forgets the steps from `revision` on (they were taken back). */
  truncate(revision: number): void {
    this.entries.length = Math.min(this.entries.length, revision);
    this.last = this.viewOf(this.match.stateAt(revision) ?? this.match.state);
  }

  private viewOf(state: S): V {
    return this.match.game.view(state, 'spectator');
  }
}

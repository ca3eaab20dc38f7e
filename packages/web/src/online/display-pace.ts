import type { Seat, SeenStep } from '@ludimaths/engine';

/** How long the screen shows the computer thinking and the dice rolling (`session/pacing.ts`). */
export interface OnlinePacing {
  /** A computer seat's move shows this long after its turn began on screen. */
  think(): number;
  /** A chance outcome shows after this long of rolling dice (0: silent, such as a token drawn). */
  chance(chance: unknown): number;
}

export const instantOnlinePacing: OnlinePacing = { think: () => 0, chance: () => 0 };

/** One change from the server: the steps it added and what comes with them (the new state). */
export interface PacedUpdate<T> {
  readonly steps: readonly SeenStep[];
  readonly value: T;
}

export interface DisplayPaceOptions<T> {
  readonly pacing: () => OnlinePacing;
  /** Whether a seat is played by the computer (its moves wait for its "thinking"). */
  readonly isComputer: (seat: Seat) => boolean;
  /** Shows an update: from now on it is what the screen displays. */
  readonly reveal: (value: T) => void;
  /** The dice started or stopped rolling on screen. */
  readonly changed: () => void;
  readonly now?: () => number;
}

/**
 * What an instant server sends, shown at the pace of local play. The server plays a computer seat
 * the moment its turn comes and rolls the dice at once; shown as it arrives, the computer's move and
 * the dice would flash by. So a computer's move is shown no sooner than local play's thinking time
 * after its turn appeared on screen, and a watched roll shows rolling dice first for as long as local
 * play pauses before one. Updates keep their order; nothing waits when the pauses are zero.
 */
export class DisplayPace<T> {
  private readonly queue: PacedUpdate<T>[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private shownAt: number;
  /** The dice are rolling on screen: the result waits in the queue. */
  rolling = false;

  constructor(private readonly options: DisplayPaceOptions<T>) {
    this.shownAt = this.now();
  }

  /** Something received is not shown yet. */
  get behind(): boolean {
    return this.queue.length > 0;
  }

  /** An update in its turn, after the pauses its steps call for. */
  push(update: PacedUpdate<T>): void {
    this.queue.push(update);
    this.next();
  }

  /** Shows `value` now, with everything before it: a resync owes nobody a replay. */
  showNow(value: T): void {
    this.stop();
    this.queue.length = 0;
    this.show(value);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.rolling) {
      this.rolling = false;
      this.options.changed();
    }
  }

  private next(): void {
    const update = this.queue[0];
    if (!update || this.timer !== undefined || this.rolling) return;
    const pacing = this.options.pacing();
    const thinking = update.steps.some((step) => 'seat' in step && this.options.isComputer(step.seat));
    const thinkLeft = thinking ? this.shownAt + pacing.think() - this.now() : 0;
    const roll = Math.max(
      0,
      ...update.steps.map((step) => ('chance' in step ? pacing.chance(step.chance) : 0)),
    );
    this.after(thinkLeft, () => {
      if (roll > 0) {
        this.rolling = true;
        this.options.changed();
      }
      this.after(roll, () => {
        this.rolling = false;
        this.queue.shift();
        this.show(update.value);
        this.next();
      });
    });
  }

  private show(value: T): void {
    this.shownAt = this.now();
    this.options.reveal(value);
  }

  /** Runs `then` after `ms`, at once when there is nothing to wait (so zero pauses stay synchronous). */
  private after(ms: number, then: () => void): void {
    if (ms <= 0) {
      then();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      then();
    }, ms);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

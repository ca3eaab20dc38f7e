import type { Seat } from '../core/game';

/**
 * Pass-the-device on one screen: in a game with hidden information played by several people on one
 * device, a person's screen is shown only after the device has been handed to them. The device starts
 * with nobody (whoever filled in the form, or reloaded, may not be the next player). With one person
 * (against the computer, or solo) there is nobody to hide anything from.
 */
export class DeviceHandoff {
  private held: Seat | null = null;
  /** Who played last on the device and has not passed it on yet. */
  private author: Seat | null = null;
  private readonly active: boolean;

  constructor(hiddenInformation: boolean, people: number) {
    this.active = hiddenInformation && people > 1;
  }

  /** Who has the device now (confirmed a handoff or played last), or null before anybody has. */
  get holder(): Seat | null {
    return this.held;
  }

  /** Must the device pass to `seat` before its screen is shown? */
  needed(seat: Seat): boolean {
    return this.active && this.held !== seat;
  }

  /** `seat` has the device (they confirmed the handoff, or just played on it). */
  handTo(seat: Seat): void {
    this.held = seat;
    this.author = null;
  }

  /**
   * `seat` just played on the device: they keep it to see their move's result (Léa sees her +5)
   * until they pass it on, instead of the next person's handoff covering the table at once.
   */
  played(seat: Seat): void {
    this.held = seat;
    this.author = seat;
  }

  /** The person looking at the result of their own move before passing the device, if any. */
  get reviewing(): Seat | null {
    return this.active ? this.author : null;
  }

  /** The author has seen the result: the handoff to the next person may now cover the table. */
  passOn(): void {
    this.author = null;
  }
}

import type { Outcome, Result, RuleError, Seat, SeenStep, Suggestion, Viewer } from '@ludimaths/engine';
import type { SeatSetup } from './seats';

/** What the table shows right now. */
export type TableStatus =
  /** People on this device must act: `seats[0]` holds the device (several in simultaneous rounds). */
  | { readonly kind: 'waiting'; readonly seats: readonly Seat[] }
  /**
   * The device must pass to `seat` before anything of the game is shown. While `author` is set, the
   * person who just played still holds it and sees the result of their move (their own view) until
   * they pass it on (`confirmHandoff`); only then does the handoff screen cover the table.
   */
  | { readonly kind: 'handoff'; readonly seat: Seat; readonly author?: Seat }
  | { readonly kind: 'rolling' }
  | { readonly kind: 'thinking'; readonly seat: Seat }
  | { readonly kind: 'over'; readonly outcome: Extract<Outcome, { status: 'over' }> };

/** A takeback on offer: `seat` takes back its last move, with the agreement of `consent` if any. */
export interface TakebackOffer {
  readonly seat: Seat;
  readonly consent: Seat | null;
}

/**
 * One step as it happened, with the public (spectator) views around it, from which a game explains it
 * ("49 = 7 × 7 …"). The log is read by everyone around the device, so it holds no seat's secrets. Fed
 * by a server, a step holds only what this seat may know of it (`hidden`: another hand's draw, another
 * seat's secret choice).
 */
export interface LogEntry<V, M, C> {
  readonly index: number;
  readonly step: SeenStep<M, C>;
  readonly before: V;
  readonly after: V;
}

/**
 * Everything a table screen may know and do: the view of whoever looks at it, the moves it may play,
 * the status, the log and a hint. Never a game state, so the same screens run fed by this device's
 * own match (`Session`) or by a game server that sends views and legal moves (`online/online-table.ts`).
 */
export interface TableController<V = unknown, M = unknown, C = unknown> {
  /** Names and kinds of the seats (public). */
  readonly seats: readonly SeatSetup[];
  readonly status: TableStatus;
  /**
   * Whose eyes the screen is for: the person to act, else the person holding the device (the only
   * person, or whoever played or took the device last), else a spectator.
   */
  readonly viewer: Viewer;
  /** The viewer's view. */
  readonly view: V;
  /** The seat this screen plays for now (the person holding the device, on their turn), or null. */
  readonly acting: Seat | null;
  /** The legal moves of `acting` (empty when nobody here may act). */
  readonly legal: readonly M[];
  /** Steps taken so far: a position's number, for choices that belong to one position. */
  readonly revision: number;
  /** Grows with every change (for React's useSyncExternalStore). */
  readonly version: number;
  readonly log: readonly LogEntry<V, M, C>[];
  /** The last refused action, with the engine's code (screens turn it into a sentence). */
  readonly error: RuleError | null;
  /** Plays a move for `acting`; a refusal is kept in `error` (and returned), never dropped. */
  play(move: M): Result<void, RuleError>;
  clearError(): void;
  /**
   * In a handoff: the author has seen their result and passes the device on (when `author` is set),
   * or the person named by the status has the device: show the table.
   */
  confirmHandoff(): void;
  /**
   * Whether a person on this device may take back their last move now (optional: an online table
   * never offers it). True only where nothing was revealed since: no die, no draw.
   */
  readonly canTakeBack?: boolean;
  /**
   * Who would take back, and whose consent it needs: none against the computer; between two people,
   * the person to play now, who must agree (as on Board Game Arena). Null when nothing may be taken back.
   */
  readonly takebackOffer?: TakebackOffer | null;
  /** Takes back that move and every step after it (the computer's reply): the mover's turn again. */
  takeBack?(): Result<void, RuleError>;
  /** What the strongest computer player would play for `acting`, from that seat's view only. */
  hint(): Promise<Suggestion<M>>;
  /** Whether `hint` may be asked (an online table's creator may forbid hints); absent: yes. */
  readonly hintsAllowed?: boolean;
  /** How many hints each seat was given, by seat (a solitaire solved with hints says so). */
  readonly hintsUsed?: readonly number[];
  subscribe(listener: () => void): () => void;
}

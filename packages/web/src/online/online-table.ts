import type { BotName, Result, RuleError, Seat, SeenStep, Suggestion, Viewer } from '@ludimaths/engine';
import { DEFAULT_BOT_LEVEL } from '@ludimaths/engine';
import type { ErrorBody, LogMessage, ServerMessage, StateMessage, TableInfo } from '@ludimaths/protocol';
import type { BotRunner } from '../session/bot-client';
import { defaultRunner } from '../session/bot-client';
import { hintQuery } from '../session/hint';
import type { SeatSetup } from '../session/seats';
import type { LogEntry, TableController, TableStatus } from '../session/table';
import type { ConnectionOptions, LinkStatus } from './connection';
import { Connection } from './connection';
import type { OnlinePacing } from './display-pace';
import { DisplayPace, instantOnlinePacing } from './display-pace';

/** A move sent and not yet confirmed: shown at once, then confirmed (`ack`) or refused. */
export interface PendingMove<M> {
  readonly clientMoveId: string;
  readonly expectedSeq: number;
  readonly move: M;
}

export interface OnlineTableOptions {
  readonly tableId: string;
  readonly credential?: string;
  readonly runner?: BotRunner;
  /**
   * A computer seat's name in the reader's language ("Ordinateur (moyen)"; `name`: the person whose
   * seat it took); read each time, so a change of language shows at once.
   */
  readonly computerName?: (level: BotName, name: string | null) => string;
  /** For tests: the socket and its address. */
  readonly connection?: Partial<Pick<ConnectionOptions, 'openSocket' | 'socketUrl' | 'backoffMs'>>;
}

/**
 * The log with the steps after `message.from`: what the server sends follows the steps the client
 * said it had (`lastSeq`), and a replay from an earlier step replaces what came after it.
 */
function extendLog<V, M, C>(log: readonly LogEntry<V, M, C>[], message: LogMessage): LogEntry<V, M, C>[] {
  const entries = log.slice(0, message.from);
  let before = message.before as V;
  message.steps.forEach(({ step, view }, k) => {
    const after = view as V;
    entries.push({ index: message.from + k, step: step as SeenStep<M, C>, before, after });
    before = after;
  });
  return entries;
}

const refused = <T>(code: string, message: string): Result<T, RuleError> => ({
  ok: false,
  error: { code, message },
});

/** What the screen shows: a state and the log that led to it. */
interface Shown<V, M, C> {
  readonly state: StateMessage;
  readonly log: readonly LogEntry<V, M, C>[];
}

/**
 * A table fed by the game server: the view of this browser's seat (the public view when watching),
 * its legal moves, the lobby and the link's health, as a `TableController`, so the very same screens
 * as local play show it. It never holds a game state; the server decides everything.
 */
export class OnlineTable<V = unknown, M = unknown, C = unknown> implements TableController<V, M, C> {
  readonly tableId: string;
  private readonly connection: Connection;
  private readonly runner: BotRunner | undefined;
  private readonly listeners = new Set<() => void>();
  /** The latest state received, which moves are sent against; the screen may still show an older one. */
  private state: StateMessage | null = null;
  /** The step this seat's last confirmed move became: its turn is over until a state that far comes. */
  private confirmedSeq = 0;
  /** The log as received, ahead of the one shown while the display catches up. */
  private receivedLog: readonly LogEntry<V, M, C>[] = [];
  private shown: StateMessage | null = null;
  private readonly display: DisplayPace<Shown<V, M, C>>;
  private readonly computerName: (level: BotName, name: string | null) => string;
  private moves = 0;
  /** The resend of a rate-limited pending move, when the server said it may be sent. */
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly session = Math.random().toString(36).slice(2, 8);

  lobby: TableInfo | null = null;
  /** This browser's seat, null when watching (or hosting without a seat). */
  seat: Seat | null = null;
  host = false;
  code: string | null = null;
  /**
   * How long a person must be gone before the others may hand their seat to a computer (the server's
   * `--absent-after-ms`, told in `welcome`): the away offer waits as long.
   */
  absentAfterMs = 60_000;
  link: LinkStatus = { kind: 'connecting' };
  pending: PendingMove<M> | null = null;
  error: RuleError | null = null;
  /** A server refusal that is not about a move (rename, start, replace). */
  notice: ErrorBody | null = null;
  /** A message from the server this page could not read: it is older than the server (reload). */
  outdated = false;
  /** The table a rematch moved everyone to. */
  rematch: string | null = null;
  version = 0;
  /** Every step shown so far, as this seat may know it, with the public views around it (as in local play). */
  log: readonly LogEntry<V, M, C>[] = [];
  /** The pauses of local play (the screen sets them once it knows the game); none by default. */
  pacing: OnlinePacing = instantOnlinePacing;

  constructor(options: OnlineTableOptions) {
    this.tableId = options.tableId;
    this.runner = options.runner;
    this.computerName = options.computerName ?? ((level, name) => name ?? level);
    this.display = new DisplayPace({
      pacing: () => this.pacing,
      isComputer: (seat) => this.lobby?.seats[seat]?.kind === 'computer',
      reveal: ({ state, log }) => {
        this.shown = state;
        this.log = log;
        this.changed();
      },
      changed: () => this.changed(),
    });
    this.connection = new Connection({
      tableId: options.tableId,
      ...(options.credential ? { credential: options.credential } : {}),
      ...options.connection,
      onMessage: (message) => this.received(message),
      onStatus: (status) => {
        this.link = status;
        this.changed();
      },
      onHello: () => this.resendPending(),
      onUnreadable: () => {
        this.outdated = true;
        this.changed();
      },
    });
  }

  start(): void {
    this.connection.start();
  }

  close(): void {
    clearTimeout(this.retryTimer);
    this.display.stop();
    this.connection.close();
  }

  get started(): boolean {
    return this.state !== null;
  }

  get seats(): readonly SeatSetup[] {
    return (this.lobby?.seats ?? []).map((s) => {
      if (s.kind === 'human') return { name: s.name ?? String(s.seat + 1), kind: s.kind };
      const level = s.level ?? DEFAULT_BOT_LEVEL;
      return { name: this.computerName(level, s.name), kind: s.kind, level };
    });
  }

  get view(): V {
    return this.shown?.view as V;
  }

  get revision(): number {
    return this.shown?.seq ?? 0;
  }

  get legal(): readonly M[] {
    return this.acting === null ? [] : (this.shown?.legal as M[]);
  }

  /**
   * This seat acts when the screen shows its turn and, while the display catches up, the server's
   * latest state still awaits it (Finito: a computer placing beside it does not make it wait).
   */
  get acting(): Seat | null {
    const confirmedAhead = (this.state?.seq ?? 0) < this.confirmedSeq;
    if (this.seat === null || this.pending || confirmedAhead || this.display.rolling) return null;
    const acts = (state: StateMessage | null) =>
      state !== null &&
      state.actors.kind === 'seats' &&
      state.actors.seats.includes(this.seat as Seat) &&
      state.legal.length > 0;
    return acts(this.shown) && (!this.display.behind || acts(this.state)) ? this.seat : null;
  }

  get viewer(): Viewer {
    return this.seat ?? 'spectator';
  }

  get status(): TableStatus {
    const state = this.shown;
    if (state?.outcome.status === 'over') return { kind: 'over', outcome: state.outcome };
    if (!state || state.actors.kind === 'chance' || this.display.rolling) return { kind: 'rolling' };
    if (state.actors.kind === 'over') return { kind: 'rolling' };
    const acting = this.acting;
    if (acting !== null) return { kind: 'waiting', seats: [acting] };
    // Someone else (or this seat, its move on the way) is to play: they are "thinking".
    const others = state.actors.seats.filter((s) => s !== this.seat);
    return { kind: 'thinking', seat: (others[0] ?? state.actors.seats[0] ?? 0) as Seat };
  }

  play(move: M): Result<void, RuleError> {
    const state = this.state;
    if (this.acting === null || !state) return this.refuse(refused('not-your-turn', 'not this seat’s turn'));
    const pending: PendingMove<M> = {
      clientMoveId: `w.${this.session}.${this.moves++}`,
      expectedSeq: state.seq,
      move,
    };
    this.pending = pending;
    this.error = null;
    // Down links keep the move pending: it is resent after the next `hello`.
    this.connection.send({ type: 'move', ...pending });
    this.changed();
    return { ok: true, value: undefined };
  }

  clearError(): void {
    this.error = null;
    this.notice = null;
    this.changed();
  }

  confirmHandoff(): void {}

  /** The creator's choice, as the server tells it (a server that does not say: no hints). */
  get hintsAllowed(): boolean {
    return this.lobby?.hints?.allowed ?? false;
  }

  get hintsUsed(): readonly number[] {
    return this.lobby?.hints?.used ?? [];
  }

  /**
   * Computed here from this seat's own view (so it cannot reveal a secret), after telling the server,
   * which counts it and tells everyone: a hint is never used unseen.
   */
  hint(): Promise<Suggestion<M>> {
    const seat = this.acting;
    const state = this.state;
    if (seat === null || !state || !this.lobby) return Promise.reject(new Error('not this seat’s turn'));
    if (!this.hintsAllowed) return Promise.reject(new Error('hints are not allowed at this table'));
    this.connection.send({ type: 'hint-used' });
    const runner = this.runner ?? defaultRunner();
    const position = { seat, view: state.view as V, legal: this.legal, revision: state.seq };
    return runner(hintQuery(this.lobby.game, this.tableId, position)) as Promise<Suggestion<M>>;
  }

  /** Host: start the game once every seat is held. */
  startGame(): void {
    this.connection.send({ type: 'start' });
  }

  /** Ask a computer to take the seat of a person gone for a while. */
  replace(seat: Seat): void {
    this.connection.send({ type: 'replace', seat });
  }

  askRematch(): void {
    this.connection.send({ type: 'rematch' });
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private refuse(result: Result<void, RuleError>): Result<void, RuleError> {
    if (!result.ok) this.error = result.error;
    this.changed();
    return result;
  }

  private resendPending(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    if (this.pending) this.connection.send({ type: 'move', ...this.pending });
  }

  private dropPending(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.pending = null;
  }

  /**
   * A newer state still waits for the pending move when this seat still acts and may still play it:
   * another seat moved meanwhile (Finito: every seat places at once), so the move is not lost.
   */
  private stillAwaits(state: StateMessage, pending: PendingMove<M>): boolean {
    if (state.actors.kind !== 'seats' || this.seat === null || !state.actors.seats.includes(this.seat))
      return false;
    const move = JSON.stringify(pending.move);
    return state.legal.some((legal) => JSON.stringify(legal) === move);
  }

  private received(message: ServerMessage): void {
    switch (message.type) {
      case 'welcome':
        this.lobby = message.table;
        this.seat = message.seat;
        this.host = message.host;
        this.code = message.code;
        this.absentAfterMs = message.absentAfterMs;
        break;
      case 'lobby':
        this.lobby = message.table;
        break;
      case 'log':
        this.receivedLog = extendLog(this.receivedLog, message);
        return;
      case 'state':
        // A state older than the one shown (a late resend) would take the table back in time.
        if (this.state && message.seq < this.state.seq && message.cause === 'update') return;
        this.showLater(message);
        this.state = message;
        if (
          this.pending &&
          message.seq > this.pending.expectedSeq &&
          !this.stillAwaits(message, this.pending)
        )
          this.dropPending();
        break;
      case 'ack':
        if (this.pending?.clientMoveId !== message.clientMoveId) return;
        this.dropPending();
        this.confirmedSeq = message.seq;
        break;
      case 'rejected':
        if (this.pending?.clientMoveId !== message.clientMoveId) return;
        if (message.error.code === 'rate-limited') {
          // Too fast for the server: the same move, same id, once it says it may be sent.
          clearTimeout(this.retryTimer);
          this.retryTimer = setTimeout(() => this.resendPending(), message.retryAfterMs ?? 1000);
          return;
        }
        this.dropPending();
        // The game moved on before the move arrived: the fresh state says what to do, no blame.
        if (message.error.code !== 'stale-seq') {
          this.error = { code: message.error.rule ?? message.error.code, message: message.error.message };
        }
        break;
      case 'error':
        this.notice = message.error;
        break;
      case 'rematch':
        this.rematch = message.tableId;
        break;
      case 'pong':
        return;
    }
    this.changed();
  }

  /**
   * An update is shown at the pace of local play (the steps since the last state received); a
   * welcome or a resync is shown at once, replacing whatever was still to show.
   */
  private showLater(state: StateMessage): void {
    const log = this.receivedLog;
    if (state.cause !== 'update' || this.shown === null) {
      this.display.showNow({ state, log });
      return;
    }
    const from = this.state?.seq ?? 0;
    const steps = log.filter((entry) => entry.index >= from).map((entry) => entry.step as SeenStep);
    this.display.push({ steps, value: { state, log } });
  }

  private changed(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}

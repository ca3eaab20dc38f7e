import type { ServerMessage, StateMessage } from '@ludimaths/protocol';
import { ROUTES, readServerMessage } from '@ludimaths/protocol';
import WebSocket from 'ws';
import { boundedText, MAX_INCOMING_BYTES, printable } from './bounds';

/** What a table client reacts to. */
export interface TableHandlers {
  /** A new state of the game as this connection may see it. */
  state(state: StateMessage, client: TableClient): void;
  /** Any other message (lobby, errors, rejections), for logging. */
  other?(message: ServerMessage): void;
  /** Something the server sent that this client could not use, said plainly (already printable). */
  problem?(text: string): void;
}

const BACKOFF_MS = [250, 500, 1000, 2000, 4000, 8000];

/** How long the client waits for a server before it gives up with a clear message. */
export interface Patience {
  /** For the answer (ack or rejection) to a move once sent. */
  readonly answerMs: number;
  /**
   * For the next message, across reconnections (the others' moves included: the server's pings do
   * not count, so a server that keeps the socket open but never says anything is given up too).
   */
  readonly idleMs: number;
}

export const DEFAULT_PATIENCE: Patience = { answerMs: 30_000, idleMs: 600_000 };

interface PendingMove {
  readonly text: string;
  /** Gives up when the server never answers this move. */
  answerTimer: NodeJS.Timeout;
  /** A resend the server asked for (rate-limited), not yet sent. */
  retryTimer?: NodeJS.Timeout;
}

/**
 * One seat (or a spectator) at a table over the server's WebSocket, reconnecting with backoff after a
 * lost connection and saying which seq it saw last, until `close`. Moves are sent with a client move
 * id, so one resent after a reconnection is never played twice.
 */
export class TableClient {
  private socket: WebSocket | null = null;
  private lastSeq: number | undefined;
  private closed = false;
  private failures = 0;
  private moves = 0;
  /** Messages this client could not read: each reconnection after one waits longer (no hot loop). */
  private unreadable = 0;
  /** Moves sent and not yet answered, by client move id: resent after a reconnection or when told. */
  private readonly pending = new Map<string, PendingMove>();
  private idleTimer: NodeJS.Timeout | undefined;
  private fail: (error: Error) => void = () => undefined;

  constructor(
    private readonly server: string,
    private readonly tableId: string,
    private readonly credential: string | undefined,
    private readonly handlers: TableHandlers,
    private readonly patience: Patience = DEFAULT_PATIENCE,
  ) {}

  /**
   * Resolves when `close` is called; rejects when the server refuses this client for good, stays
   * silent longer than the idle patience, or never answers a move.
   */
  run(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.fail = (error) => {
        if (this.closed) return;
        this.close();
        reject(error);
      };
      this.alive();
      const connect = () => {
        if (this.closed) return resolve();
        const socket = new WebSocket(`${this.server.replace(/^http/, 'ws')}${ROUTES.socket}`, {
          maxPayload: MAX_INCOMING_BYTES,
        });
        this.socket = socket;
        socket.on('open', () => {
          this.failures = this.unreadable;
          socket.send(
            JSON.stringify({
              type: 'hello',
              tableId: this.tableId,
              ...(this.credential ? { credential: this.credential } : {}),
              ...(this.lastSeq === undefined ? {} : { lastSeq: this.lastSeq }),
            }),
          );
          // The same ids again: a move the server stored before the drop is not played twice.
          for (const move of this.pending.values()) if (!move.retryTimer) socket.send(move.text);
        });
        socket.on('message', (data) => this.received(String(data)));
        socket.on('error', (error: Error & { code?: string }) => {
          // A frame past `maxPayload`: the same server would send it again after a reconnection.
          if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
            this.fail(new Error(`the server sent a message larger than ${MAX_INCOMING_BYTES} bytes`));
          }
        });
        socket.on('close', (code, reason) => {
          if (this.closed) return resolve();
          // 44xx: this client is refused (bad credential, unknown table): retrying cannot help.
          if (code >= 4400 && code < 4500 && code !== 4408 && code !== 4429) {
            return this.fail(
              new Error(`the server closed the connection (${code} ${printable(String(reason))})`),
            );
          }
          const delay = BACKOFF_MS[Math.min(this.failures++, BACKOFF_MS.length - 1)] as number;
          setTimeout(connect, delay);
        });
      };
      connect();
    });
  }

  move(expectedSeq: number, move: unknown): void {
    const clientMoveId = `cli-${Date.now().toString(36)}-${this.moves++}`;
    const text = JSON.stringify({ type: 'move', clientMoveId, expectedSeq, move });
    const answerTimer = setTimeout(() => {
      const seconds = this.patience.answerMs / 1000;
      this.fail(new Error(`the server did not answer move ${clientMoveId} within ${seconds} s`));
    }, this.patience.answerMs);
    this.pending.set(clientMoveId, { text, answerTimer });
    this.sendNow(text);
  }

  /** A move of this client awaits its answer (or its resend). */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.idleTimer);
    for (const move of this.pending.values()) {
      clearTimeout(move.answerTimer);
      clearTimeout(move.retryTimer);
    }
    this.pending.clear();
    this.socket?.close();
  }

  /** Sends on an open socket; while reconnecting, the pending moves go out after the next hello. */
  private sendNow(text: string): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(text);
  }

  /** The server showed it is there: the idle wait starts again. */
  private alive(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      const seconds = this.patience.idleMs / 1000;
      this.fail(new Error(`no word from ${printable(this.server)} for ${seconds} s: giving up`));
    }, this.patience.idleMs);
  }

  /** A move is answered: an ack, a refusal, or a `rate-limited` to send again after the delay. */
  private answered(message: ServerMessage): void {
    if (message.type !== 'ack' && message.type !== 'rejected') return;
    const move = this.pending.get(message.clientMoveId);
    if (!move) return;
    if (message.type === 'rejected' && message.error.code === 'rate-limited') {
      move.retryTimer = setTimeout(() => {
        move.retryTimer = undefined;
        this.sendNow(move.text);
      }, message.retryAfterMs ?? 1000);
      return;
    }
    clearTimeout(move.answerTimer);
    this.pending.delete(message.clientMoveId);
  }

  private received(text: string): void {
    this.alive();
    const read = readServerMessage(text);
    if (!read.ok) {
      // Never dropped silently: told, and the game asked for again (a new hello brings the state).
      this.unreadable++;
      this.handlers.problem?.(
        `the server sent ${read.reason}; this ludimaths may be older than the server: please update it. Asking for the game again…`,
      );
      this.socket?.close(4000);
      return;
    }
    const message = read.message;
    if (this.closed) return;
    this.answered(message);
    if (message.type === 'state') {
      this.lastSeq = message.seq;
      try {
        this.handlers.state(message, this);
      } catch (error) {
        // A view the game cannot read (drawn or played from): said, not a crash of the process.
        const reason = error instanceof Error ? error.message : String(error);
        this.fail(new Error(`cannot use the state the server sent: ${printable(reason)}`));
      }
    } else {
      this.handlers.other?.(message);
    }
  }
}

/**
 * JSON over HTTP to the server; an error answer becomes an Error carrying the server's message.
 * Gives up after `timeoutMs`, and refuses a body larger than `MAX_INCOMING_BYTES` or not JSON.
 */
export async function request<T>(
  server: string,
  path: string,
  body?: unknown,
  timeoutMs = DEFAULT_PATIENCE.answerMs,
): Promise<T> {
  let text: string;
  let response: Response;
  try {
    response = await fetch(`${server}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await boundedText(response);
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new Error(`${printable(server)} did not answer ${path} within ${timeoutMs / 1000} s`);
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot reach ${printable(server)}: ${reason}`);
  }
  let answer: T & { error?: { code: string; message: string } };
  try {
    answer = JSON.parse(text);
  } catch {
    throw new Error(`the server's answer to ${path} is not JSON (HTTP ${response.status})`);
  }
  if (!response.ok)
    throw new Error(
      printable(answer?.error ? `${answer.error.code}: ${answer.error.message}` : `HTTP ${response.status}`),
    );
  return answer;
}

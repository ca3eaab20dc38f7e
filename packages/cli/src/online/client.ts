import type { ServerMessage, StateMessage } from '@ludimaths/protocol';
import { ROUTES, readServerMessage } from '@ludimaths/protocol';
import WebSocket from 'ws';

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

  constructor(
    private readonly server: string,
    private readonly tableId: string,
    private readonly credential: string | undefined,
    private readonly handlers: TableHandlers,
  ) {}

  /** Resolves when `close` is called; rejects when the server refuses this client for good. */
  run(): Promise<void> {
    return new Promise((resolve, reject) => {
      const connect = () => {
        if (this.closed) return resolve();
        const socket = new WebSocket(`${this.server.replace(/^http/, 'ws')}${ROUTES.socket}`);
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
        });
        socket.on('message', (data) => this.received(String(data)));
        socket.on('error', () => undefined);
        socket.on('close', (code, reason) => {
          if (this.closed) return resolve();
          // 44xx: this client is refused (bad credential, unknown table): retrying cannot help.
          if (code >= 4400 && code < 4500 && code !== 4408 && code !== 4429) {
            return reject(new Error(`the server closed the connection (${code} ${String(reason)})`));
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
    this.socket?.send(JSON.stringify({ type: 'move', clientMoveId, expectedSeq, move }));
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
  }

  private received(text: string): void {
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
    if (message.type === 'state') {
      this.lastSeq = message.seq;
      this.handlers.state(message, this);
    } else {
      this.handlers.other?.(message);
    }
  }
}

/** JSON over HTTP to the server; an error answer becomes an Error carrying the server's message. */
export async function request<T>(server: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${server}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new Error(`cannot reach ${server}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const answer = (await response.json()) as T & { error?: { code: string; message: string } };
  if (!response.ok)
    throw new Error(
      answer.error ? `${answer.error.code}: ${answer.error.message}` : `HTTP ${response.status}`,
    );
  return answer;
}

import type { ClientMessage, ServerMessage } from '@ludimaths/protocol';
import { CLOSE_CODES, ROUTES, readServerMessage } from '@ludimaths/protocol';

/** How the link to the server stands, for the "Reconnexion…" banner and the refusal screens. */
export type LinkStatus =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'open' }
  /** Lost: retrying in `retryInMs` (attempt `attempt`, from 1). */
  | { readonly kind: 'reconnecting'; readonly attempt: number; readonly retryInMs: number }
  /** The server refused this client for good (a close code of 44xx): retrying cannot help. */
  | { readonly kind: 'refused'; readonly code: number };

/** The part of the browser's WebSocket the connection uses (a fake one in unit tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface ConnectionOptions {
  readonly tableId: string;
  /** No credential: the connection watches. */
  readonly credential?: string;
  /** Another first message than the table's `hello` (a class connection's `class-hello`). */
  readonly hello?: ClientMessage;
  /** Called with every message that passed the protocol's schema. */
  readonly onMessage: (message: ServerMessage) => void;
  /**
   * A message failed the schema (the server is likely newer than this page): the page should ask for
   * a reload. The connection then reconnects, so the server sends the game again.
   */
  readonly onUnreadable?: (reason: string) => void;
  readonly onStatus: (status: LinkStatus) => void;
  /** Called after every `hello`, to resend what the server may have missed (a pending move). */
  readonly onHello?: () => void;
  readonly socketUrl?: string;
  readonly openSocket?: (url: string) => SocketLike;
  /** Waits between attempts: the last one repeats. */
  readonly backoffMs?: readonly number[];
  readonly random?: () => number;
}

export const BACKOFF_MS: readonly number[] = [300, 1000, 2000, 4000, 8000, 15_000];
const OPEN = 1;

/** Close codes after which retrying cannot help (the table or the seat is not ours). */
const FINAL_CODES = new Set<number>([
  CLOSE_CODES.helloExpected,
  CLOSE_CODES.badCredential,
  CLOSE_CODES.unknownTable,
]);

export function defaultSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${ROUTES.socket}`;
}

/**
 * One table over the server's WebSocket: says `hello` (with the credential and the last seq seen),
 * validates every message with the protocol's schemas, and reconnects with backoff (and a little
 * jitter, so a restarted server is not hit by every client at once) until `close`.
 */
export class Connection {
  private socket: SocketLike | null = null;
  private failures = 0;
  /** Whether the server answered the current socket's first message. */
  private greeted = false;
  private closed = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Messages this page could not read: each reconnection after one waits longer (no hot loop). */
  private unreadable = 0;
  /** How many steps the log holds, sent back in `hello` so the server sends only the ones missed. */
  lastSeq: number | undefined;

  constructor(private readonly options: ConnectionOptions) {}

  start(): void {
    this.closed = false;
    this.connect();
  }

  /** Sends when open; returns false when the link is down (the caller keeps what must be resent). */
  send(message: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close(1000);
    this.socket = null;
  }

  private connect(): void {
    if (this.closed) return;
    const o = this.options;
    this.options.onStatus(this.failures === 0 ? { kind: 'connecting' } : this.retrying(0));
    let socket: SocketLike;
    try {
      socket = (o.openSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike))(
        o.socketUrl ?? defaultSocketUrl(),
      );
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    this.greeted = false;
    socket.onopen = () => {
      socket.send(
        JSON.stringify(
          o.hello ?? {
            type: 'hello',
            tableId: o.tableId,
            ...(o.credential ? { credential: o.credential } : {}),
            ...(this.lastSeq === undefined ? {} : { lastSeq: this.lastSeq }),
          },
        ),
      );
    };
    socket.onmessage = (event) => this.received(event.data);
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket || this.closed) return;
      this.socket = null;
      if (FINAL_CODES.has(event.code)) {
        this.options.onStatus({ kind: 'refused', code: event.code });
        return;
      }
      this.scheduleRetry();
    };
  }

  private retrying(attempt: number): LinkStatus {
    const steps = this.options.backoffMs ?? BACKOFF_MS;
    const base = steps[Math.min(this.failures - 1 + attempt, steps.length - 1)] ?? 1000;
    const jitter = 1 + ((this.options.random ?? Math.random)() - 0.5) * 0.4;
    return { kind: 'reconnecting', attempt: this.failures, retryInMs: Math.round(base * jitter) };
  }

  private scheduleRetry(): void {
    this.failures++;
    const status = this.retrying(0);
    this.options.onStatus(status);
    if (status.kind !== 'reconnecting') return;
    this.timer = setTimeout(() => this.connect(), status.retryInMs);
  }

  private received(data: unknown): void {
    const read = readServerMessage(data);
    if (!read.ok) {
      this.unreadableMessage(read.reason);
      return;
    }
    const message = read.message;
    // A class connection has no welcome: its first view says the link is up.
    if (message.type === 'welcome' || (message.type === 'class' && !this.greeted)) {
      this.greeted = true;
      this.failures = this.unreadable;
      this.options.onStatus({ kind: 'open' });
      this.options.onHello?.();
    }
    if (message.type === 'log') this.lastSeq = message.from + message.steps.length;
    this.options.onMessage(message);
  }

  /**
   * Never dropped silently: logged, told to the page, and the game asked for again by a new hello
   * (the server answers with the log and the state), later each time so a server this page cannot
   * read is not hammered.
   */
  private unreadableMessage(reason: string): void {
    console.warn(`Ludimaths: unreadable server message (${reason})`);
    this.unreadable++;
    this.options.onUnreadable?.(reason);
    this.socket?.close(4000);
  }
}

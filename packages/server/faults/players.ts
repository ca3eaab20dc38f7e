import type {
  CreateTableRequest,
  CreateTableResponse,
  JoinResponse,
  ServerMessage,
  StateMessage,
} from '@ludimaths/protocol';
import { ROUTES } from '@ludimaths/protocol';
import { WebSocket } from 'ws';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function post<T>(url: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A table for two people through `url` (the fault tests' and the benchmarks' opening): created with
 * both seats human and started once full, the second seat taken by code; the two credentials.
 */
export async function tableForTwo(
  url: string,
  game: Pick<CreateTableRequest, 'game' | 'options'>,
): Promise<{ tableId: string; credentials: string[] }> {
  const created = await post<CreateTableResponse>(url, ROUTES.createTable, {
    ...game,
    seats: [{ kind: 'human' }, { kind: 'human' }],
    autoStart: true,
  });
  const joined = await post<JoinResponse>(url, ROUTES.join, { code: created.code });
  return { tableId: created.table.id, credentials: [created.credential, joined.credential] };
}

/** A 2-player petite piste through `url`: both seats held, started; the two credentials. */
export const pisteTable = (url: string) => tableForTwo(url, { game: 'piste', options: { board: 'petite' } });

/**
 * A scripted player: plays a legal move whenever it may, resends a move whose answer it did not get
 * (same clientMoveId, after a reconnection or a retryable error) and reconnects through `url`
 * whenever its connection drops, until the game is over. Records every acknowledgement.
 */
export class Player {
  /** clientMoveId → acknowledged seq. */
  readonly acks = new Map<string, number>();
  /** How long each unplanned disconnection lasted until the next welcome (ms). */
  readonly outages: number[] = [];
  /** Retryable errors received (moves in flight while the database was away). */
  retried = 0;
  private socket: WebSocket | null = null;
  private pending: { clientMoveId: string; text: string } | null = null;
  private moves = 0;
  private downSince: number | null = null;
  private finished = false;
  private readonly done: Promise<void>;
  private resolveDone!: () => void;

  /** The seq of the latest state received. */
  lastSeq = 0;

  constructor(
    private readonly url: string,
    readonly tableId: string,
    private readonly credential: string,
    readonly seat: number,
  ) {
    this.done = new Promise((resolve) => {
      this.resolveDone = resolve;
    });
  }

  /** Plays to the end of the game. */
  play(): Promise<void> {
    this.connect();
    return this.done;
  }

  get over(): boolean {
    return this.finished;
  }

  /** Where this player is, for a test that waited too long: table, seat, seq, move awaiting an answer. */
  describe(): string {
    const socket = ['connecting', 'open', 'closing', 'closed'][this.socket?.readyState ?? 3];
    return `${this.tableId} seat ${this.seat} at seq ${this.lastSeq}, ${socket}, awaiting ${this.pending?.clientMoveId ?? 'nothing'}`;
  }

  private connect(): void {
    const socket = new WebSocket(`${this.url.replace(/^http/, 'ws')}${ROUTES.socket}`);
    this.socket = socket;
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'hello', tableId: this.tableId, credential: this.credential })),
    );
    socket.on('message', (data) => this.received(JSON.parse(String(data)) as ServerMessage));
    socket.on('error', () => {});
    socket.on('close', () => {
      if (this.finished) return;
      this.downSince ??= Date.now();
      void sleep(100 + Math.random() * 200).then(() => this.connect());
    });
  }

  private received(message: ServerMessage): void {
    switch (message.type) {
      case 'welcome':
        if (this.downSince !== null) this.outages.push(Date.now() - this.downSince);
        this.downSince = null;
        // An answer lost with the connection: the same move again (stored at most once).
        if (this.pending) this.socket?.send(this.pending.text);
        return;
      case 'state':
        this.act(message);
        return;
      case 'ack':
        if (message.clientMoveId !== this.pending?.clientMoveId) return;
        this.acks.set(message.clientMoveId, message.seq);
        this.pending = null;
        return;
      case 'rejected': {
        if (message.clientMoveId !== this.pending?.clientMoveId) return;
        if (message.error.code === 'internal') {
          this.retried++;
          const { text, clientMoveId } = this.pending;
          // Sent again on this connection if it is still open; otherwise the next welcome resends it.
          void sleep(200).then(() => {
            const socket = this.socket;
            if (this.pending?.clientMoveId === clientMoveId && socket?.readyState === WebSocket.OPEN)
              socket.send(text);
          });
        } else this.pending = null;
        return;
      }
      default:
        return;
    }
  }

  private act(state: StateMessage): void {
    this.lastSeq = Math.max(this.lastSeq, state.seq);
    if (state.outcome.status === 'over') {
      this.finished = true;
      this.socket?.close();
      this.resolveDone();
      return;
    }
    if (this.pending || state.legal.length === 0) return;
    const clientMoveId = `m${this.seat}-${this.moves++}`;
    const move = state.legal[Math.floor(Math.random() * state.legal.length)];
    const text = JSON.stringify({ type: 'move', clientMoveId, expectedSeq: state.seq, move });
    this.pending = { clientMoveId, text };
    this.socket?.send(text);
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  AckMessage,
  CreateTableRequest,
  CreateTableResponse,
  JoinResponse,
  RejectedMessage,
  ServerMessage,
  StateMessage,
} from '@ludimaths/protocol';
import { ROUTES, serverMessage } from '@ludimaths/protocol';
import { afterAll, beforeAll } from 'vitest';
import { WebSocket } from 'ws';
import type { Limits, RunningServer, ServerConfig } from '../src/index';
import { DEFAULT_LIMITS, defaultConfig, startServer } from '../src/index';
import { bundledBotWorker } from './bundle';
import { dropStore, storeConfig } from './stores';

export const tempDir = (prefix = 'ludimaths-server-') => mkdtempSync(join(tmpdir(), prefix));

export type TestConfig = Partial<Omit<ServerConfig, 'limits'>> & { limits?: Partial<Limits> };

export type TestServer = RunningServer & { dataDir: string; config: ServerConfig };

/**
 * A server on a free port with its own data folder (or PostgreSQL schema, see stores.ts), quiet logs
 * and fast computer seats.
 */
export async function testServer(overrides: TestConfig = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? tempDir();
  const config: ServerConfig = {
    ...defaultConfig(),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logLevel: 'silent',
    webRoot: null,
    botBudgetMs: 50,
    botWorkerUrl: bundledBotWorker(),
    ...storeConfig(),
    ...overrides,
    limits: { ...DEFAULT_LIMITS, ...overrides.limits },
  };
  const server = await startServer(config);
  return { ...server, dataDir, config };
}

/** Closes a test server and removes its data (folder and schema). */
export async function removeServer(server: TestServer): Promise<void> {
  await server.close();
  rmSync(server.dataDir, { recursive: true, force: true });
  await dropStore(server.config);
}

/** One server for the tests of a file, closed and its data removed after them. */
export function serverForTests(overrides: TestConfig = {}): () => RunningServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await testServer(overrides);
  });
  afterAll(async () => {
    if (server) await removeServer(server);
  });
  return () => server as RunningServer;
}

export async function api<T = unknown>(
  server: { url: string },
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as T,
    headers: response.headers,
  };
}

export async function createTable(
  server: { url: string },
  request: CreateTableRequest,
): Promise<CreateTableResponse> {
  const { status, body } = await api<CreateTableResponse>(server, ROUTES.createTable, request);
  if (status !== 201) throw new Error(`create failed (${status}): ${JSON.stringify(body)}`);
  return body;
}

const WAIT_MS = 20_000;

/**
 * A real WebSocket client that checks every message it receives against the protocol (strictly:
 * an unknown field fails the test) and lets a test wait for the next message of a kind.
 */
export class Client {
  readonly received: ServerMessage[] = [];
  readonly sent: unknown[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly taken = new Set<number>();
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(serverMessage.parse(JSON.parse(String(data))));
      this.wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: String(reason) });
        this.wake();
      });
    });
  }

  static open(server: { url: string }, headers: Record<string, string> = {}): Promise<Client> {
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}${ROUTES.socket}`, { headers });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new Client(socket)));
      socket.once('error', reject);
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`upgrade refused: ${res.statusCode}`)),
      );
    });
  }

  /** Opens a connection and says hello; resolves after the welcome (and the state, once started). */
  static async hello(
    server: { url: string },
    tableId: string,
    credential?: string,
    lastSeq?: number,
  ): Promise<Client> {
    const client = await Client.open(server);
    client.send({
      type: 'hello',
      tableId,
      ...(credential ? { credential } : {}),
      ...(lastSeq === undefined ? {} : { lastSeq }),
    });
    await client.next('welcome');
    return client;
  }

  send(message: unknown): void {
    this.sent.push(message);
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message of this type (and predicate) not taken yet, waiting for it if needed. */
  async next<T extends ServerMessage['type']>(
    type: T,
    predicate: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      for (const [i, m] of this.received.entries()) {
        if (this.taken.has(i) || m.type !== type || !predicate(m as Extract<ServerMessage, { type: T }>))
          continue;
        this.taken.add(i);
        return m as Extract<ServerMessage, { type: T }>;
      }
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error(`closed while waiting for "${type}"`);
      if (Date.now() > deadline) throw new Error(`no "${type}" message within ${WAIT_MS} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1000);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves with `check()`'s first defined answer, asked again after every message. */
  async until<T>(check: () => T | undefined, what = 'condition'): Promise<T> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const answer = check();
      if (answer !== undefined) return answer;
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error(`closed while waiting for ${what}`);
      if (Date.now() > deadline) throw new Error(`no ${what} within ${WAIT_MS} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1000);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The answer (ack or rejection) to one move. */
  answerTo(clientMoveId: string): Promise<AckMessage | RejectedMessage> {
    return this.until(
      () =>
        this.received.find(
          (m): m is AckMessage | RejectedMessage =>
            (m.type === 'ack' || m.type === 'rejected') && m.clientMoveId === clientMoveId,
        ),
      `an answer to ${clientMoveId}`,
    );
  }

  /** The latest state received so far. */
  lastState(): StateMessage | undefined {
    return this.received.filter((m): m is StateMessage => m.type === 'state').at(-1);
  }

  close(): void {
    this.socket.close();
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }
}

/**
 * Plays this client's seat to the end of the game: whenever its latest state offers legal moves it
 * has not answered yet, it sends one (`pick` chooses) and waits for the answer. Returns the last state.
 */
export async function playToEnd(
  client: Client,
  pick: (legal: readonly unknown[], state: StateMessage) => unknown,
  tag = 'p',
): Promise<StateMessage> {
  let answered = -1;
  for (let n = 0; ; n++) {
    const state = await client.until(() => {
      const s = client.lastState();
      if (!s) return undefined;
      return s.outcome.status === 'over' || (s.legal.length > 0 && s.seq !== answered) ? s : undefined;
    }, 'a state to act on');
    if (state.outcome.status === 'over') return state;
    answered = state.seq;
    const clientMoveId = `${tag}-${n}`;
    client.send({ type: 'move', clientMoveId, expectedSeq: state.seq, move: pick(state.legal, state) });
    const answer = await client.answerTo(clientMoveId);
    if (answer.type === 'rejected' && answer.error.code !== 'stale-seq') {
      throw new Error(`move refused: ${JSON.stringify(answer.error)}`);
    }
  }
}

/** A 2-player petite piste: the creator (Léa) in seat 0, Tom joined by code in seat 1; not started. */
export async function pisteForTwo(server: { url: string }) {
  const created = await createTable(server, {
    game: 'piste',
    options: { board: 'petite' },
    seats: [{ kind: 'human', name: 'Léa' }, { kind: 'human' }],
  });
  const joined = await api<JoinResponse>(server, ROUTES.join, { code: created.code, name: 'Tom' });
  return { created, joined: joined.body };
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROUTES } from '@ludimaths/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { memoryIo } from '../src/io';
import { main } from '../src/main';
import { MAX_INCOMING_BYTES } from '../src/online/bounds';

const TABLE_ID = 'T'.repeat(16);
const TABLE = {
  id: TABLE_ID,
  game: 'zigzag',
  options: {},
  status: 'playing',
  seq: 0,
  seats: [0, 1].map((seat) => ({ seat, name: null, kind: 'human', taken: true, connected: true })),
  spectators: 0,
};
const JOINED = { table: TABLE, seat: 0, credential: 'c'.repeat(32) };
const WELCOME = { type: 'welcome', table: TABLE, seat: 0, host: false, code: null, absentAfterMs: 60_000 };
const MY_TURN = {
  type: 'state',
  seq: 0,
  view: { junk: true },
  actors: { kind: 'seats', seats: [0] },
  legal: [{ any: 'move' }],
  outcome: { status: 'running' },
  cause: 'welcome',
};
const OVER = { ...MY_TURN, seq: 1, legal: [], outcome: { status: 'over', winners: [0], reason: 'done' } };

type Join = (req: IncomingMessage, res: ServerResponse) => void;
type Socket = (socket: WebSocket, moves: Record<string, unknown>[]) => void;

/** A server that answers as a test scripts it: the join over HTTP, then the WebSocket. */
async function hostile(join: Join, onSocket: Socket = () => undefined) {
  const http = createServer((req, res) =>
    req.url === ROUTES.join ? join(req, res) : res.end(JSON.stringify(TABLE)),
  );
  const wss = new WebSocketServer({ server: http, path: ROUTES.socket });
  wss.on('connection', (socket) => {
    const moves: Record<string, unknown>[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'move') moves.push(message);
      else if (message.type === 'hello') socket.send(JSON.stringify(WELCOME));
      onSocket(socket, moves);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  servers.push({ http, wss });
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}
const servers: { http: ReturnType<typeof createServer>; wss: WebSocketServer }[] = [];
afterEach(async () => {
  for (const { http, wss } of servers.splice(0)) {
    for (const client of wss.clients) client.terminate();
    wss.close();
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  }
});

const joins: Join = (_req, res) => res.end(JSON.stringify(JOINED));

async function play(url: string, ...flags: string[]) {
  const io = memoryIo();
  const args = ['online', 'play', 'ACDEFG', '--server', url, '--as', 'random', '--json', ...flags];
  const code = await main(args, io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

describe('ludimaths online play against a server that misbehaves', () => {
  it('gives up on a join that never answers', async () => {
    const url = await hostile(() => undefined);
    const { code, err } = await play(url, '--answer-timeout', '1');
    expect(code).toBe(1);
    expect(err).toContain(`did not answer ${ROUTES.join} within 1 s`);
  });

  it('refuses an HTTP answer larger than the bound, and one that is not a seat', async () => {
    const big = await hostile((_req, res) => res.end(Buffer.alloc(MAX_INCOMING_BYTES + 1, 32)));
    expect((await play(big)).err).toContain('larger than 32 MiB');
    const junk = await hostile((_req, res) => res.end('{"table":"\\u001b[2J"}'));
    expect((await play(junk)).err).toContain('not a seat at a table');
    const notJson = await hostile((_req, res) => res.end('<html>'));
    expect((await play(notJson)).err).toContain('is not JSON');
  });

  it('gives up on a server that says nothing after the welcome', async () => {
    const url = await hostile(joins);
    const { code, err } = await play(url, '--idle-timeout', '1');
    expect(code).toBe(1);
    expect(err).toContain('for 1 s: giving up');
  });

  it('gives up on a move the server never answers', async () => {
    const url = await hostile(joins, (socket, moves) => {
      if (moves.length === 0) socket.send(JSON.stringify(MY_TURN));
    });
    const { code, err } = await play(url, '--answer-timeout', '1');
    expect(code).toBe(1);
    expect(err).toMatch(/did not answer move cli-\S+ within 1 s/);
  });

  it('sends a rate-limited move again, same id, after the delay it was told', async () => {
    let sent: Record<string, unknown>[] = [];
    const url = await hostile(joins, (socket, moves) => {
      sent = moves;
      const [first] = moves;
      if (!first) return socket.send(JSON.stringify(MY_TURN));
      if (moves.length === 1) {
        const error = { code: 'rate-limited', message: 'slow down' };
        socket.send(
          JSON.stringify({ type: 'rejected', clientMoveId: first.clientMoveId, error, retryAfterMs: 50 }),
        );
      } else socket.send(JSON.stringify(OVER));
    });
    const { code, err } = await play(url, '--answer-timeout', '5');
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('sends an unanswered move again, same id, after a lost connection', async () => {
    const seen: unknown[] = [];
    let connections = 0;
    const url = await hostile(joins, (socket, moves) => {
      if (moves.length === 0) {
        connections++;
        if (connections === 1) socket.send(JSON.stringify(MY_TURN));
        return;
      }
      seen.push(moves[0]);
      if (seen.length === 1) socket.terminate();
      else socket.send(JSON.stringify(OVER));
    });
    const { code, err } = await play(url, '--answer-timeout', '5');
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual(seen[0]);
  });

  it('survives a frame that is not JSON and never prints the server’s control characters', async () => {
    const url = await hostile(joins, (socket, moves) => {
      const [first] = moves;
      if (!first) return socket.send(JSON.stringify(MY_TURN));
      socket.send('not json');
      const error = { code: 'illegal-move', message: '\u001b[2J\u0007wiped' };
      socket.send(JSON.stringify({ type: 'rejected', clientMoveId: first.clientMoveId, error }));
      socket.send(JSON.stringify(OVER));
    });
    const { code, err } = await play(url);
    expect(code).toBe(0);
    expect(err).toContain('not JSON');
    expect(err).toContain('refused: \\u001b[2J\\u0007wiped');
    expect(err).not.toContain('\u001b');
    expect(err).not.toContain('\u0007');
  });

  it('gives up on a frame larger than the bound', async () => {
    const url = await hostile(joins, (socket) => socket.send(Buffer.alloc(MAX_INCOMING_BYTES + 1, 32)));
    const { code, err } = await play(url);
    expect(code).toBe(1);
    expect(err).toContain(`larger than ${MAX_INCOMING_BYTES} bytes`);
  });

  it('ends with a clear error on a view the game cannot read, playing or watching', async () => {
    const url = await hostile(joins, (socket) => socket.send(JSON.stringify(MY_TURN)));
    const played = await play(url, '--as', 'moyen');
    expect(played.code).toBe(1);
    expect(played.err).toContain('cannot play from the state the server sent');
    const io = memoryIo();
    expect(await main(['online', 'watch', TABLE_ID, '--server', url], io)).toBe(1);
    expect(io.stderr.join('\n')).toContain('cannot use the state the server sent');
  });

  it('names a bad timeout flag', async () => {
    for (const bad of ['0', 'soon', '99999']) {
      const { code, err } = await play('http://127.0.0.1:9', '--answer-timeout', bad);
      expect(code).toBe(2);
      expect(err).toContain(`--answer-timeout must be an integer from 1 to 3600, not "${bad}"`);
    }
  });
});

import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serverForTests } from './support';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A raw TCP client from `localAddress`: sends `text`, then one more byte every 50 ms while
 * `trickle` is set (a slow client), and resolves with everything received once the server closes.
 */
function exchange(
  server: { url: string },
  text: string,
  options: { localAddress?: string; trickle?: boolean } = {},
): { opened: Promise<void>; answer: Promise<string>; close: () => void } {
  const { hostname, port } = new URL(server.url);
  const socket = connect({ host: hostname, port: Number(port), localAddress: options.localAddress });
  let received = '';
  let dripping: NodeJS.Timeout | undefined;
  socket.on('data', (data) => {
    received += String(data);
  });
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  void opened.then(() => {
    socket.write(text);
    if (options.trickle) dripping = setInterval(() => socket.write('a'), 50);
  });
  const answer = new Promise<string>((resolve) => {
    socket.on('error', () => {});
    socket.once('close', () => {
      clearInterval(dripping);
      resolve(received);
    });
  });
  return { opened, answer, close: () => socket.end() };
}

const HEALTH = 'GET /api/health HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n';
const status = (answer: string) => answer.split('\r\n')[0];

describe('slow HTTP clients', () => {
  const server = serverForTests({ limits: { requestTimeoutMs: 400 } });

  it('answers 408 and closes a request whose body trickles past the timeout', async () => {
    const head = 'POST /api/join HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n';
    const slow = exchange(server(), `${head}content-length: 1000\r\n\r\n{"code":"`, { trickle: true });
    expect(status(await slow.answer)).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('answers 408 to headers that never end, and to a connection that sends nothing', async () => {
    const headers = exchange(server(), 'GET /api/health HTTP/1.1\r\nx-slow: ', { trickle: true });
    const silent = exchange(server(), '');
    expect(status(await headers.answer)).toBe('HTTP/1.1 408 Request Timeout');
    expect(status(await silent.answer)).toBe('HTTP/1.1 408 Request Timeout');
  });
});

describe('connections per address', () => {
  const server = serverForTests({ limits: { httpConnectionsPerAddress: 3 } });

  it('refuses one address’s connections past the cap (429) while serving other addresses', async () => {
    const held = [0, 1, 2].map(() => exchange(server(), ''));
    await Promise.all(held.map((h) => h.opened));
    const over = exchange(server(), HEALTH);
    const refusal = await over.answer;
    expect(status(refusal)).toBe('HTTP/1.1 429 Too Many Requests');
    expect(refusal).toContain('"code":"rate-limited"');
    const elsewhere = await exchange(server(), HEALTH, { localAddress: '127.0.0.2' }).answer;
    expect(status(elsewhere)).toBe('HTTP/1.1 200 OK');
    // One held connection closes: the address may connect again.
    (held[0] as (typeof held)[0]).close();
    await (held[0] as (typeof held)[0]).answer;
    let again = '';
    for (let i = 0; i < 20 && status(again) !== 'HTTP/1.1 200 OK'; i++) {
      if (i > 0) await sleep(50);
      again = await exchange(server(), HEALTH).answer;
    }
    expect(status(again)).toBe('HTTP/1.1 200 OK');
    for (const h of held.slice(1)) h.close();
  });
});

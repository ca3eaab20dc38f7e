import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { BlockList, isIP } from 'node:net';
import type { ErrorBody } from '@ludimaths/protocol';
import type { Limits } from '../config';

/**
 * Fastify's options bounding slow clients (its default sets no limit at all): a client trickling
 * its headers or body, or opening a connection and sending nothing, is answered 408 and cut once
 * `requestTimeoutMs` has passed. Time the server takes to answer does not count, and upgraded
 * WebSockets are not concerned (the hello timeout and the heartbeat watch them). Node checks
 * pending requests every `connectionsCheckingInterval` (30 s by default): a few times per timeout
 * instead, so that a trickling client's descriptor is released close to the limit.
 */
export function slowClientOptions(limits: Pick<Limits, 'requestTimeoutMs'>) {
  const timeout = limits.requestTimeoutMs;
  return {
    requestTimeout: timeout,
    http: {
      headersTimeout: timeout,
      connectionsCheckingInterval: Math.max(100, Math.min(1000, timeout / 4)),
    },
  } as const;
}

/** The reverse proxies of `--trust-proxy` as a set of addresses (`loopback`: 127.0.0.0/8 and ::1). */
export function proxyAddresses(hops: readonly string[]): BlockList {
  const list = new BlockList();
  for (const hop of hops) {
    if (hop === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = hop.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

const REFUSAL: ErrorBody = {
  code: 'rate-limited',
  message: 'too many connections from this address',
};
const REFUSAL_TEXT = JSON.stringify({ error: REFUSAL });
const REFUSAL_RESPONSE = [
  'HTTP/1.1 429 Too Many Requests',
  'content-type: application/json; charset=utf-8',
  `content-length: ${Buffer.byteLength(REFUSAL_TEXT)}`,
  'connection: close',
  '',
  REFUSAL_TEXT,
].join('\r\n');

/**
 * Caps the TCP connections one peer address holds open, WebSockets included: each one costs a file
 * descriptor, and without a cap a single client could take them all and stop everyone else's
 * requests (health checks included). A connection over the cap is answered 429 and closed without
 * reaching the HTTP server, so nothing it sends is handled. The trusted proxies are not capped:
 * every player behind them shares their address (the per-player limits use the forwarded one).
 * Call before `listen`: the HTTP server's own connection handling runs behind this gate.
 */
export function capConnectionsPerAddress(server: Server, cap: number, proxies: BlockList): void {
  const open = new Map<string, number>();
  const handlers = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    const capped = address !== undefined && !proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
    if (capped) {
      const count = (open.get(address) ?? 0) + 1;
      if (count > cap) return refuse(socket);
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    }
    for (const handler of handlers) handler.call(server, socket);
  });
}

function refuse(socket: Socket): void {
  socket.on('error', () => {});
  socket.resume();
  socket.end(REFUSAL_RESPONSE);
  // A peer that does not read its refusal must not hold the descriptor either.
  setTimeout(() => socket.destroy(), 1000).unref();
}

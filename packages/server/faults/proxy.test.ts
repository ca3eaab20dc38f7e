import { request } from 'node:http';
import { ROUTES } from '@ludimaths/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DEFAULT_LIMITS } from '../src/config';
import { Cluster } from './cluster';

// Two players on this machine: distinct loopback addresses, both other than the balancer's own.
const FLOODER = '127.0.0.1';
const NEIGHBOUR = '127.0.0.3';
const SPOOFED = { 'x-forwarded-for': '10.9.9.9' };

let cluster: Cluster;
beforeAll(async () => {
  cluster = await Cluster.start(2, { realLimits: true });
});
afterAll(async () => {
  await cluster?.stop();
});

/** A join-code lookup through the balancer from `localAddress` (it counts as a join attempt). */
function lookUpCode(localAddress: string, headers: Record<string, string> = {}): Promise<number> {
  const { hostname, port } = new URL(cluster.url);
  return new Promise((resolve, reject) => {
    const lookup = request(
      { host: hostname, port, path: '/api/codes/HJKMNP', headers, localAddress, agent: false },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    lookup.on('error', reject);
    lookup.end();
  });
}

/** A WebSocket through the balancer from `localAddress`: the socket, or the refusal's status. */
function openSocket(localAddress: string, headers: Record<string, string> = {}): Promise<WebSocket | number> {
  const socket = new WebSocket(`${cluster.url.replace(/^http/, 'ws')}${ROUTES.socket}`, {
    localAddress,
    headers,
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', reject);
  });
}

describe('two nodes behind HAProxy, with their real limits', () => {
  it('count join attempts per player, not per balancer, and believe no client’s own X-Forwarded-For', async () => {
    // The flooder tries codes until both nodes refuse it (leastconn may share its tries unevenly).
    let refusedInARow = 0;
    for (let tries = 0; tries < 200 && refusedInARow < 10; tries++)
      refusedInARow = (await lookUpCode(FLOODER)) === 429 ? refusedInARow + 1 : 0;
    expect(refusedInARow).toBe(10);
    const spoofing = await Promise.all(Array.from({ length: 6 }, () => lookUpCode(FLOODER, SPOOFED)));
    expect(spoofing).toEqual(Array(6).fill(429));
    const neighbour = [];
    for (let i = 0; i < 6; i++) neighbour.push(await lookUpCode(NEIGHBOUR));
    expect(neighbour).toEqual(Array(6).fill(404));
  });

  it('cap WebSocket connections per player, leaving the others room', async () => {
    const open: WebSocket[] = [];
    try {
      // The flooder opens sockets until a whole batch is refused: both nodes' cap for its address is
      // then reached (in batches, well within the 10 s a socket has to say hello).
      const cap = 2 * DEFAULT_LIMITS.connectionsPerAddress;
      let refusals: number[] = [];
      while (refusals.length < 10 && open.length < cap + 100) {
        const batch = await Promise.all(Array.from({ length: 10 }, () => openSocket(FLOODER)));
        open.push(...batch.filter((result) => result instanceof WebSocket));
        refusals = batch.filter((result) => typeof result === 'number');
      }
      expect(refusals).toEqual(Array(10).fill(429));
      expect(open.length).toBeGreaterThanOrEqual(cap);
      expect(await openSocket(FLOODER, SPOOFED)).toBe(429);
      const neighbour = await openSocket(NEIGHBOUR);
      expect(neighbour).toBeInstanceOf(WebSocket);
      if (neighbour instanceof WebSocket) open.push(neighbour);
    } finally {
      for (const socket of open) socket.terminate();
    }
  });
});

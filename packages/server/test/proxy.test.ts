import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { Client, serverForTests } from './support';

// The proxy is this machine's 127.0.0.1; a client reaching the server from 127.0.0.2 is not it.
const server = serverForTests({
  trustProxy: ['127.0.0.1'],
  limits: { joinsPerMinute: 3, connectionsPerAddress: 2 },
});

/** A join-code lookup (it counts against the join limit) from `localAddress`: its status. */
function lookUpCode(headers: Record<string, string>, localAddress = '127.0.0.1'): Promise<number> {
  const { hostname, port } = new URL(server().url);
  return new Promise((resolve, reject) => {
    const lookup = request(
      { host: hostname, port, path: '/api/codes/HJKMNP', headers, localAddress },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    lookup.on('error', reject);
    lookup.end();
  });
}

const forwarded = (chain: string) => ({ 'x-forwarded-for': chain });

describe('behind a trusted reverse proxy', () => {
  it('counts join attempts per client address the proxy forwards', async () => {
    for (let i = 0; i < 3; i++) expect(await lookUpCode(forwarded('203.0.113.1'))).toBe(404);
    expect(await lookUpCode(forwarded('203.0.113.1'))).toBe(429);
    // Another player behind the same proxy is not held back by the first one.
    expect(await lookUpCode(forwarded('203.0.113.2'))).toBe(404);
    // A client's own X-Forwarded-For comes first; the proxy appends the address it saw, which wins.
    expect(await lookUpCode(forwarded('198.51.100.77, 203.0.113.1'))).toBe(429);
  });

  it('ignores X-Forwarded-For from a hop it does not trust', async () => {
    const direct = '127.0.0.2';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await lookUpCode(forwarded(`198.51.100.${i}`), direct));
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('caps WebSocket connections per forwarded client address', async () => {
    const first = [
      await Client.open(server(), forwarded('203.0.113.10')),
      await Client.open(server(), forwarded('203.0.113.10')),
    ];
    await expect(Client.open(server(), forwarded('203.0.113.10'))).rejects.toThrow('429');
    const other = await Client.open(server(), forwarded('203.0.113.11'));
    for (const client of [...first, other]) client.close();
  });
});

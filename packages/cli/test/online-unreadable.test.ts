import type { AddressInfo } from 'node:net';
import type { StateMessage } from '@ludimaths/protocol';
import { describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { TableClient } from '../src/online/client';

const state = (outcome: unknown) => ({
  type: 'state',
  seq: 7,
  view: {},
  actors: { kind: 'over' },
  legal: [],
  outcome,
  cause: 'welcome',
});

describe('a message the CLI cannot read', () => {
  it('is reported, and the game asked for again instead of waited for', async () => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => wss.once('listening', resolve));
    const hellos: unknown[] = [];
    // The first connection gets an outcome with a field this client does not know; the next a good one.
    wss.on('connection', (socket) =>
      socket.on('message', (data) => {
        hellos.push(JSON.parse(String(data)));
        const extra = hellos.length === 1 ? { medal: 'or' } : {};
        socket.send(JSON.stringify(state({ status: 'over', winners: [0], reason: 'finito', ...extra })));
      }),
    );
    const { port } = wss.address() as AddressInfo;
    const reasons: string[] = [];
    const seen = await new Promise<StateMessage>((resolve, reject) => {
      const client = new TableClient(`http://127.0.0.1:${port}`, 'AAAAAAAAAAAAAAAA', undefined, {
        state(message) {
          client.close();
          resolve(message);
        },
        problem: (text) => reasons.push(text),
      });
      client.run().catch(reject);
    });
    wss.close();
    expect(reasons).toEqual([
      expect.stringContaining('a "state" message this client cannot read at outcome'),
    ]);
    expect(hellos).toHaveLength(2);
    expect(seen.outcome).toEqual({ status: 'over', winners: [0], reason: 'finito' });
  });
});

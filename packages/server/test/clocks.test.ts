import type { JoinResponse } from '@ludimaths/protocol';
import { ROUTES } from '@ludimaths/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestServer } from './support';
import { api, Client, createTable, removeServer, testServer } from './support';

const LIMIT_MS = 6000;
const PAUSE_MS = 2000;
let first: TestServer | undefined;
let second: TestServer | undefined;

afterAll(async () => {
  // The second server opened the first one's data (folder or schema): removing it removes both.
  const last = second ?? first;
  if (last) await removeServer(last).catch(() => undefined);
});

describe('turn clocks stored with the table', () => {
  it('go on where they were when another server takes the table over', async () => {
    first = await testServer();
    const created = await createTable(first, {
      game: 'zigzag',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      turnLimitMs: LIMIT_MS,
    });
    const joined = (await api<JoinResponse>(first, ROUTES.join, { code: created.code })).body;
    const credentials = [created.credential, joined.credential];
    const host = await Client.hello(first, created.table.id, created.credential);
    host.send({ type: 'start' });
    const opening = await host.next('state');
    const actor = opening.actors.kind === 'seats' ? (opening.actors.seats[0] as number) : -1;
    host.close();
    await first.close();

    // The node that ran the table is gone for a while; another one opens the same store.
    await new Promise((r) => setTimeout(r, PAUSE_MS));
    const { dataDir, databaseUrl, redisUrl, databaseSchema } = first.config;
    second = await testServer({ dataDir, databaseUrl, redisUrl, databaseSchema });
    const player = await Client.hello(second, created.table.id, credentials[actor]);
    const resumed = await player.next('state');
    expect(resumed.seq).toBe(opening.seq);
    // The clock kept running while no server had the table: the player does not get a full turn again.
    expect(resumed.deadlineMs).toBeGreaterThan(0);
    expect(resumed.deadlineMs).toBeLessThanOrEqual(LIMIT_MS - PAUSE_MS);
    player.close();
  });
});

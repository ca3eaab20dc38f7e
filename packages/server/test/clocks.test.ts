import type { JoinResponse } from '@ludimaths/protocol';
import { ROUTES } from '@ludimaths/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestServer } from './support';
import { api, Client, createTable, removeServer, testServer } from './support';

// Long enough that no real timer of the turn fires while the test runs: the time that matters is
// the servers' injected clock, which the test moves itself (no test depends on wall time).
const LIMIT_MS = 600_000;
const PAUSE_MS = 200_000;
let first: TestServer | undefined;
let second: TestServer | undefined;

afterAll(async () => {
  // The second server opened the first one's data (folder or schema): removing it removes both.
  const last = second ?? first;
  if (last) await removeServer(last).catch(() => undefined);
});

describe('turn clocks stored with the table', () => {
  it('go on where they were when another server takes the table over', async () => {
    let now = Date.UTC(2026, 0, 5, 9);
    const clock = () => now;
    first = await testServer({ clock });
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
    now += PAUSE_MS;
    const { dataDir, databaseUrl, redisUrl, databaseSchema } = first.config;
    second = await testServer({ dataDir, databaseUrl, redisUrl, databaseSchema, clock });
    const player = await Client.hello(second, created.table.id, credentials[actor]);
    const resumed = await player.next('state');
    expect(resumed.seq).toBe(opening.seq);
    // The clock kept running while no server had the table: the player does not get a full turn again.
    expect(resumed.deadlineMs).toBe(LIMIT_MS - PAUSE_MS);
    player.close();
  });
});

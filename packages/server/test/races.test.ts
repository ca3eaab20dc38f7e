import type { HttpError, JoinResponse } from '@ludimaths/protocol';
import { ROUTES } from '@ludimaths/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_POSTGRES } from './stores';
import type { TestServer } from './support';
import { api, Client, createTable, removeServer, testServer } from './support';

/**
 * Two servers on one store race on the same lobby. On PostgreSQL + Redis they are two nodes of one
 * cluster (the same schema and Redis namespace); on the embedded store, which one process owns, the
 * same server receives both requests.
 */
let nodes: [TestServer, TestServer];
beforeAll(async () => {
  const first = await testServer({ limits: { joinsPerMinute: 1000 } });
  if (!ON_POSTGRES) {
    nodes = [first, first];
    return;
  }
  const { dataDir, databaseUrl, redisUrl, databaseSchema } = first.config;
  nodes = [
    first,
    await testServer({ dataDir, databaseUrl, redisUrl, databaseSchema, limits: { joinsPerMinute: 1000 } }),
  ];
});
afterAll(async () => {
  if (nodes[1] !== nodes[0]) await nodes[1]?.close();
  if (nodes[0]) await removeServer(nodes[0]);
});

const TABLES = 8;

describe(`two ${ON_POSTGRES ? 'nodes' : 'requests'} changing one lobby at once`, () => {
  it('give the last free seat to one newcomer, never to both', async () => {
    const results = await Promise.all(
      Array.from({ length: TABLES }, async () => {
        const created = await createTable(nodes[0], {
          game: 'piste',
          options: { board: 'petite' },
          seats: [{ kind: 'human' }, { kind: 'human' }],
        });
        // Both nodes have the table in memory before the race (a spectator loads it on the second).
        (await Client.hello(nodes[1], created.table.id)).close();
        const answers = await Promise.all(
          nodes.map((node, i) =>
            api<JoinResponse | HttpError>(node, ROUTES.join, { code: created.code, name: `N${i}` }),
          ),
        );
        return { created, answers };
      }),
    );
    for (const { created, answers } of results) {
      // The other one finds the table full (or, once its node heard of the join, the code spent).
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      const loser = answers.find((a) => a.status !== 200)?.body as HttpError;
      expect(['table-full', 'unknown-code']).toContain(loser.error.code);
      const winner = answers.find((a) => a.status === 200)?.body as JoinResponse;
      // The seat is the winner's: its credential holds it on either node.
      const client = await Client.hello(nodes[1], created.table.id, winner.credential);
      expect(client.received.find((m) => m.type === 'welcome')).toMatchObject({ seat: 1 });
      client.close();
    }
  });

  it('make one rematch table when it is asked on both at once', async () => {
    const tables = await Promise.all(
      Array.from({ length: 4 }, () =>
        createTable(nodes[0], {
          game: 'piste',
          options: { board: 'petite' },
          seats: [
            { kind: 'computer', level: 'random' },
            { kind: 'computer', level: 'random' },
          ],
          sit: false,
          autoStart: true,
        }),
      ),
    );
    for (const created of tables) {
      const hosts = await Promise.all(
        nodes.map((node) => Client.hello(node, created.table.id, created.credential)),
      );
      await Promise.all(
        hosts.map((h) =>
          h.until(() => (h.lastState()?.outcome.status === 'over' ? true : undefined), 'the end'),
        ),
      );
      for (const host of hosts) host.send({ type: 'rematch' });
      const offers = await Promise.all(hosts.map((h) => h.next('rematch')));
      expect(offers[1]?.tableId).toBe(offers[0]?.tableId);
      for (const host of hosts) host.close();
    }
  });
});

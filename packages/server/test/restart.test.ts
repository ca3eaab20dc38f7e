import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { HttpError, MoveMessage } from '@ludimaths/protocol';
import { recordPath } from '@ludimaths/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer as spawnProcess } from '../src/index';
import { serverEntry } from './bundle';
import { dropStore, storeConfig, storeFlags } from './stores';
import { api, Client, createTable, playToEnd, tempDir } from './support';

const dataDir = tempDir();
const store = storeConfig();
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await dropStore(store);
});

const spawnServer = () =>
  spawnProcess(
    dataDir,
    ['--bot-budget-ms', '50', '--max-messages-per-second', '10000', ...storeFlags(store)],
    { entry: serverEntry() },
  ).then((server) => {
    children.push(server.child);
    return server;
  });

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('a kill -9 mid-game', () => {
  it('loses no acknowledged move: the table continues on the same data', async () => {
    let server = await spawnServer();
    const created = await createTable(server, {
      game: 'piste',
      options: { board: 'petite' },
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'computer', level: 'random' }],
    });
    const joined = (await api<{ credential: string }>(server, '/api/join', { code: created.code })).body;
    const credentials = [created.credential, joined.credential];
    let clients = await Promise.all(credentials.map((c) => Client.hello(server, created.table.id, c)));
    (clients[0] as Client).send({ type: 'start' });

    // Both players move as fast as they can; the server dies after a few acknowledgements.
    const acked = new Map<string, number>();
    for (const [seat, client] of clients.entries()) {
      client.socket.on('message', (data) => {
        const m = JSON.parse(String(data));
        if (m.type === 'ack') acked.set(m.clientMoveId, m.seq);
      });
      void playToEnd(client, (legal) => legal[legal.length - 1], `k${seat}`).catch(() => undefined);
    }
    await clients[0]?.until(() => (acked.size >= 4 ? true : undefined), 'four acknowledgements');
    await killed(server.child);
    const lastAcked = Math.max(...acked.values());
    const sent = new Map(
      clients
        .flatMap((c) => c.sent as MoveMessage[])
        .filter((m) => m.type === 'move')
        .map((m) => [m.clientMoveId, m]),
    );

    server = await spawnServer();
    // Reconnecting players get the game where it was: every acknowledged move is in its record.
    clients = await Promise.all(credentials.map((c) => Client.hello(server, created.table.id, c, lastAcked)));
    const resumed = await (clients[0] as Client).next('state');
    expect(resumed.seq).toBeGreaterThanOrEqual(lastAcked);
    const record = await api<{ steps: { seat?: number; move?: unknown }[] } | HttpError>(
      server,
      recordPath(created.table.id),
    );
    const steps = (record.body as { steps: { seat?: number; move?: unknown }[] }).steps;
    for (const [id, seq] of acked) expect(steps[seq - 1]?.move, id).toEqual(sent.get(id)?.move);

    // And the game goes on to its end, computer seat included.
    const ends = await Promise.all(
      clients.map((client, seat) => playToEnd(client, (legal) => legal[0], `after${seat}`)),
    );
    expect(ends.every((s) => s.outcome.status === 'over')).toBe(true);
    for (const c of clients) c.close();
    await killed(server.child);
  });
});

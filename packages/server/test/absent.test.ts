import { describe, expect, it } from 'vitest';
import { api, Client, createTable, playToEnd, serverForTests } from './support';

const server = serverForTests({ absentAfterMs: 300, limits: { messagesPerSecond: 10_000 } });

async function zigzagForTwo() {
  const created = await createTable(server(), {
    game: 'zigzag',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const joined = (await api<{ credential: string }>(server(), '/api/join', { code: created.code })).body;
  const clients = [
    await Client.hello(server(), created.table.id, created.credential),
    await Client.hello(server(), created.table.id, joined.credential),
  ] as const;
  clients[0].send({ type: 'start' });
  await clients[0].next('state');
  return { created, clients, credentials: [created.credential, joined.credential] };
}

describe('an absent player', () => {
  it('can be replaced by a computer once gone long enough, at another player’s request', async () => {
    const { clients, created, credentials } = await zigzagForTwo();
    const [lea, tom] = clients;
    lea.send({ type: 'replace', seat: 1 });
    expect((await lea.next('error')).error.code).toBe('not-absent');
    tom.close();
    await tom.closed;
    await new Promise((resolve) => setTimeout(resolve, 400));
    lea.send({ type: 'replace', seat: 1 });
    const lobby = await lea
      .next('lobby', (m) => m.table.seats[1]?.kind === 'computer')
      .catch((e) => {
        throw new Error(`${e}: ${JSON.stringify(lea.received.filter((m) => m.type === 'error'))}`);
      });
    expect(lobby.table.seats[1]?.level).toBe('moyen');
    // The credential no longer holds the seat; the game goes on against the computer.
    const back = await Client.open(server());
    back.send({ type: 'hello', tableId: created.table.id, credential: credentials[1] });
    expect((await back.closed).code).toBe(4401);
    const end = await playToEnd(lea, (legal) => legal[0]);
    expect(end.outcome.status).toBe('over');
    lea.close();
  });
});

describe('a finished table', () => {
  it('offers the same people a rematch, where their credentials hold the same seats', async () => {
    const { clients, credentials } = await zigzagForTwo();
    await Promise.all(clients.map((c, seat) => playToEnd(c, (legal) => legal[legal.length - 1], `z${seat}`)));
    clients[1].send({ type: 'rematch' });
    const offers = await Promise.all(clients.map((c) => c.next('rematch')));
    const offer = offers[0] as (typeof offers)[number];
    expect(offers[1]).toEqual(offer);
    const again = await Client.hello(server(), offer.tableId, credentials[1]);
    const welcome = again.received.find((m) => m.type === 'welcome');
    expect(welcome).toMatchObject({ seat: 1, table: { status: 'playing' } });
    clients[0].send({ type: 'rematch' });
    expect((await clients[0].next('rematch', (m) => m !== offer)).tableId).toBe(offer.tableId);
    for (const c of [...clients, again]) c.close();
  });
});

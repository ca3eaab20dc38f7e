import type { HttpError } from '@ludimaths/protocol';
import { recordPath } from '@ludimaths/protocol';
import { describe, expect, it } from 'vitest';
import { api, Client, createTable, pisteForTwo, serverForTests } from './support';

const server = serverForTests();

/** A started 2-player petite piste: host in seat 0, a joined player in seat 1, both connected. */
async function startedPiste() {
  const { created, joined } = await pisteForTwo(server());
  const clients = [
    await Client.hello(server(), created.table.id, created.credential),
    await Client.hello(server(), created.table.id, joined.credential),
  ];
  clients[0]?.send({ type: 'start' });
  const states = await Promise.all(clients.map((c) => c.next('state')));
  const first = states[0];
  if (first?.actors.kind !== 'seats') throw new Error('no seat to act');
  const actor = first.actors.seats[0] as number;
  return {
    created,
    credentials: [created.credential, joined.credential],
    clients,
    actor,
    mover: clients[actor] as Client,
    waiter: clients[1 - actor] as Client,
    state: states[actor] as NonNullable<(typeof states)[number]>,
  };
}

describe('moves', () => {
  it('answers a resent move with its stored result, without playing it twice', async () => {
    const { mover, state, clients } = await startedPiste();
    const move = { type: 'move', clientMoveId: 'once', expectedSeq: state.seq, move: state.legal[0] };
    mover.send(move);
    const ack = await mover.next('ack');
    const after = await mover.next('state', (s) => s.cause === 'update');
    mover.send(move);
    expect(await mover.next('ack')).toEqual(ack);
    const resync = await mover.next('state', (s) => s.cause === 'resync');
    expect(resync.seq).toBe(after.seq);
    for (const c of clients) c.close();
  });

  it('keeps each seat’s move ids apart: another seat may reuse one', async () => {
    const { mover, waiter, state, clients } = await startedPiste();
    mover.send({ type: 'move', clientMoveId: 'same', expectedSeq: state.seq, move: state.legal[0] });
    const first = await mover.next('ack');
    const turn = await waiter.until(() => {
      const s = waiter.lastState();
      return s && s.seq > state.seq && s.legal.length > 0 ? s : undefined;
    }, 'the other seat’s turn');
    waiter.send({ type: 'move', clientMoveId: 'same', expectedSeq: turn.seq, move: turn.legal[0] });
    const second = await waiter.next('ack');
    expect(second.seq).toBe(turn.seq + 1);
    expect(second.seq).toBeGreaterThan(first.seq);
    for (const c of clients) c.close();
  });

  it('refuses a stale expectedSeq and resynchronises the sender', async () => {
    const { mover, state, clients } = await startedPiste();
    mover.send({ type: 'move', clientMoveId: 'a', expectedSeq: state.seq, move: state.legal[0] });
    const after = await mover.next('state', (s) => s.cause === 'update');
    // The stale check comes first: the move was made on a picture of the game that is gone.
    mover.send({ type: 'move', clientMoveId: 'b', expectedSeq: state.seq, move: state.legal[0] });
    const rejected = await mover.next('rejected');
    expect(rejected).toMatchObject({ clientMoveId: 'b', error: { code: 'stale-seq' } });
    expect((await mover.next('state', (s) => s.cause === 'resync')).seq).toBe(after.seq);
    for (const c of clients) c.close();
  });

  it('refuses a move out of turn, an illegal move and a spectator’s move, changing nothing', async () => {
    const { waiter, mover, state, created, clients } = await startedPiste();
    waiter.send({ type: 'move', clientMoveId: 'w', expectedSeq: state.seq, move: { kind: 'roll', dice: 2 } });
    // The engine's own code comes along as `rule`: the unified core codes, alike in every game.
    expect((await waiter.next('rejected')).error).toMatchObject({
      code: 'illegal-move',
      rule: 'not-your-turn',
    });
    mover.send({ type: 'move', clientMoveId: 'x', expectedSeq: state.seq, move: { kind: 'fly' } });
    expect((await mover.next('rejected')).error).toMatchObject({ code: 'illegal-move', rule: 'bad-move' });
    const spectator = await Client.hello(server(), created.table.id);
    const seen = await spectator.next('state');
    expect(seen.legal).toEqual([]);
    spectator.send({ type: 'move', clientMoveId: 's', expectedSeq: state.seq, move: state.legal[0] });
    expect((await spectator.next('rejected')).error.code).toBe('not-seated');
    mover.send({ type: 'ping' });
    await mover.next('pong');
    expect(mover.received.filter((m) => m.type === 'state')).toHaveLength(1);
    expect((await api<{ seq: number }>(server(), `/api/tables/${created.table.id}`)).body.seq).toBe(
      state.seq,
    );
    for (const c of [...clients, spectator]) c.close();
  });

  it('sends a reconnecting player the game as it is now', async () => {
    const { mover, waiter, state, created, credentials, clients, actor } = await startedPiste();
    waiter.close();
    mover.send({ type: 'move', clientMoveId: 'r', expectedSeq: state.seq, move: state.legal[0] });
    const after = await mover.next('state', (s) => s.cause === 'update');
    const back = await Client.hello(server(), created.table.id, credentials[1 - actor], state.seq);
    const caughtUp = await back.next('state');
    expect(caughtUp.seq).toBe(after.seq);
    for (const c of [...clients, back]) c.close();
  });

  it('offers a piste record while the game is played (nothing is hidden in it)', async () => {
    const { created, clients } = await startedPiste();
    const record = await api<{ steps: unknown[] }>(server(), recordPath(created.table.id));
    expect(record.status).toBe(200);
    expect(record.body.steps.length).toBeGreaterThan(0);
    for (const c of clients) c.close();
  });
});

describe('the lobby', () => {
  it('lets only the host rename seats, turn a free seat into a computer and start', async () => {
    const created = await createTable(server(), {
      game: 'zigzag',
      seats: [{ kind: 'human', name: 'Léa' }, { kind: 'human' }],
    });
    const host = await Client.hello(server(), created.table.id, created.credential);
    const spectator = await Client.hello(server(), created.table.id);
    spectator.send({ type: 'start' });
    expect((await spectator.next('error')).error.code).toBe('not-host');
    host.send({ type: 'start' });
    expect((await host.next('error')).error.code).toBe('seats-free');
    host.send({ type: 'rename', seat: 0, name: 'Léa B.' });
    expect((await spectator.next('lobby', (m) => m.table.seats[0]?.name === 'Léa B.')).table.status).toBe(
      'lobby',
    );
    host.send({ type: 'set-seat', seat: 0, kind: 'computer', level: 'fort' });
    expect((await host.next('error')).error.code).toBe('seat-taken');
    host.send({ type: 'set-seat', seat: 1, kind: 'computer', level: 'random' });
    await spectator.next('lobby', (m) => m.table.seats[1]?.kind === 'computer');
    const full = await api<HttpError>(server(), '/api/join', { code: created.code });
    expect(full.body.error.code).toBe('unknown-code');
    host.send({ type: 'start' });
    expect((await spectator.next('lobby', (m) => m.table.status === 'playing')).table.seats[1]?.level).toBe(
      'random',
    );
    expect((await spectator.next('state')).view).toBeDefined();
    host.send({ type: 'rename', seat: 1, name: 'Robot' });
    expect((await host.next('error')).error.code).toBe('already-started');
    host.close();
    spectator.close();
  });
});

describe('the turn limit', () => {
  it('lets a computer play the move of a person who ran out of time', async () => {
    const created = await createTable(server(), {
      game: 'zigzag',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      turnLimitMs: 1000,
    });
    const joined = (await api<{ credential: string }>(server(), '/api/join', { code: created.code })).body;
    const clients = [
      await Client.hello(server(), created.table.id, created.credential),
      await Client.hello(server(), created.table.id, joined.credential),
    ];
    clients[0]?.send({ type: 'start' });
    const first = await (clients[0] as Client).next('state');
    const actor = first.actors.kind === 'seats' ? (first.actors.seats[0] as number) : -1;
    const mine = await (clients[actor] as Client).until(() => clients[actor]?.lastState());
    // Sent to the seat to act, within the limit; how much is left depends on the machine's load
    // (clocks.test.ts checks the figure itself, with the servers' clock in hand).
    expect(mine.deadlineMs).toBeGreaterThanOrEqual(0);
    expect(mine.deadlineMs).toBeLessThanOrEqual(1000);
    // Nobody plays: the clock runs out and the game moves on all the same.
    const later = await (clients[0] as Client).next('state', (s) => s.seq > first.seq);
    expect(later.cause).toBe('update');
    for (const c of clients) c.close();
  });
});

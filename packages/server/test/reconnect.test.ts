import type { StateMessage } from '@ludimaths/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { Client, pisteForTwo, playToEnd, testServer } from './support';

type Server = Awaited<ReturnType<typeof testServer>>;

const servers: Server[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const server of servers.splice(0)) await server.close();
});

/** The test plays as fast as it can, beyond what a person's client is allowed. */
const FAST_PLAY = { limits: { messagesPerSecond: 10_000 } };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two people at a petite piste, both connected, the game started. `lea` is the one whose turn it is
 * and `tom` the other, who will go away; `seen` is the last seq Tom saw.
 */
async function startedPiste(server: Server) {
  const { created, joined } = await pisteForTwo(server);
  const tableId = created.table.id;
  const clients = [
    await Client.hello(server, tableId, created.credential),
    await Client.hello(server, tableId, joined.credential),
  ];
  clients[0]?.send({ type: 'start' });
  const states = await Promise.all(clients.map((c) => c.next('state')));
  const first = states[0]?.actors.kind === 'seats' ? (states[0].actors.seats[0] ?? 0) : 0;
  const [lea, tom] = [clients[first], clients[1 - first]] as [Client, Client];
  const credential = [created.credential, joined.credential][1 - first] as string;
  return { tableId, lea, tom, seen: states[0]?.seq ?? 0, tomCredential: credential };
}

/** Léa plays while Tom is away, as long as it is her turn: the moves Tom will have missed. */
async function leaPlaysAlone(lea: Client, moves: number): Promise<StateMessage> {
  let state = await lea.until(() => lea.lastState(), 'a state');
  for (let n = 0; n < moves && state.legal.length > 0 && state.outcome.status === 'running'; n++) {
    lea.send({ type: 'move', clientMoveId: `alone-${n}`, expectedSeq: state.seq, move: state.legal[0] });
    const answer = await lea.answerTo(`alone-${n}`);
    expect(answer.type).toBe('ack');
    state = await lea.next('state', (m) => m.seq > state.seq);
  }
  return state;
}

/** Both play to the end; they must agree on the last step and on the outcome. */
async function bothFinish(lea: Client, tom: Client) {
  const [a, b] = await Promise.all([
    playToEnd(lea, (legal) => legal[0], 'lea'),
    playToEnd(tom, (legal) => legal[0], 'tom'),
  ]);
  expect(a.outcome.status).toBe('over');
  expect(b.seq).toBe(a.seq);
  expect(b.outcome).toEqual(a.outcome);
}

describe('a player who comes back', () => {
  it('after 1 s away, says hello with the last seq seen and is brought up to date', async () => {
    const server = await testServer(FAST_PLAY);
    servers.push(server);
    const { tableId, lea, tom, seen, tomCredential } = await startedPiste(server);
    tom.close();
    await tom.closed;
    const latest = await leaPlaysAlone(lea, 3);
    expect(latest.seq).toBeGreaterThan(seen);
    await sleep(1000);

    const back = await Client.hello(server, tableId, tomCredential, seen);
    const state = await back.next('state');
    expect(state.cause).toBe('welcome');
    expect(state.seq).toBe(latest.seq);
    expect(state.seq).toBeGreaterThanOrEqual(seen);
    await bothFinish(lea, back);
  });

  it('gets the log steps it missed, and they join what it had into the whole log', async () => {
    const server = await testServer(FAST_PLAY);
    servers.push(server);
    const { tableId, lea, tom, seen, tomCredential } = await startedPiste(server);
    const before = await tom.next('log');
    expect(before.from).toBe(0);
    expect(before.from + before.steps.length).toBe(seen);
    tom.close();
    await tom.closed;
    const latest = await leaPlaysAlone(lea, 3);

    const back = await Client.hello(server, tableId, tomCredential, seen);
    const missed = await back.next('log');
    // Sent before the state it leads to.
    expect(back.received.findIndex((m) => m.type === 'log')).toBeLessThan(
      back.received.findIndex((m) => m.type === 'state'),
    );
    expect(missed.from).toBe(seen);
    expect(missed.from + missed.steps.length).toBe(latest.seq);
    expect(missed.before).toEqual(before.steps.at(-1)?.view);

    const fresh = await Client.hello(server, tableId, tomCredential);
    const whole = await fresh.next('log');
    expect(whole.from).toBe(0);
    expect([...before.steps, ...missed.steps]).toEqual(whole.steps);
    // Up to date: a hello at the latest seq brings no log, only the state.
    const current = await Client.hello(server, tableId, tomCredential, latest.seq);
    await current.next('state');
    expect(current.received.some((m) => m.type === 'log')).toBe(false);
    for (const c of [lea, back, fresh, current]) c.close();
  });

  it('after 60 s of silence (a tablet asleep), is dropped by the heartbeat, then takes the seat back', async () => {
    // Only the heartbeat's interval runs on a fake clock, so a minute passes at once while the
    // sockets, the store and the waits of the test keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = await testServer({ ...FAST_PLAY, heartbeatMs: 30_000 });
    servers.push(server);
    const { tableId, lea, tom, seen, tomCredential } = await startedPiste(server);
    tom.socket.pause(); // reads nothing, so answers no ping
    const latest = await leaPlaysAlone(lea, 2);
    expect(latest.seq).toBeGreaterThan(seen);

    vi.advanceTimersByTime(30_000); // the server pings everyone
    await sleep(300); // Léa's pong comes back; Tom's never does
    vi.advanceTimersByTime(30_000); // unanswered: Tom is dropped, Léa is kept
    await sleep(300);
    tom.socket.resume();
    expect((await tom.closed).code).toBe(1006);
    expect(lea.socket.readyState).toBe(WebSocket.OPEN);

    const back = await Client.hello(server, tableId, tomCredential, seen);
    const state = await back.next('state');
    expect(state.seq).toBe(latest.seq);
    await bothFinish(lea, back);
  });
});

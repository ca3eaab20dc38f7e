import { CLOSE_CODES, MAX_MESSAGE_BYTES } from '@ludimaths/protocol';
import { describe, expect, it } from 'vitest';
import { Client, serverForTests, pisteForTwo as twoAtPiste } from './support';

const server = serverForTests();

const pisteForTwo = () => twoAtPiste(server());

describe('a table over WebSockets', () => {
  it('welcomes the host and the joined player, then starts and acknowledges a move', async () => {
    const { created, joined } = await pisteForTwo();
    expect(joined.seat).toBe(1);
    const host = await Client.hello(server(), created.table.id, created.credential);
    const tom = await Client.hello(server(), created.table.id, joined.credential);
    host.send({ type: 'start' });
    const first = await host.next('state');
    const other = await tom.next('state');
    expect(first.seq).toBe(other.seq);
    const actor = first.actors.kind === 'seats' ? first.actors.seats[0] : -1;
    const mover = actor === 0 ? host : tom;
    const state = actor === 0 ? first : other;
    expect(state.legal.length).toBeGreaterThan(0);
    mover.send({ type: 'move', clientMoveId: 'm1', expectedSeq: state.seq, move: state.legal[0] });
    const ack = await mover.next('ack');
    expect(ack).toEqual({ type: 'ack', clientMoveId: 'm1', seq: state.seq + 1 });
    const after = await mover.next('state', (m) => m.seq > state.seq);
    // The ack comes before the new state, which every connection receives with the same seq.
    expect(mover.received.indexOf(ack)).toBeLessThan(mover.received.indexOf(after));
    expect((await (mover === host ? tom : host).next('state', (m) => m.seq > state.seq)).seq).toBe(after.seq);
    host.close();
    tom.close();
  });
});

describe('bad input on a socket', () => {
  it('closes a connection whose first message is not hello (4400)', async () => {
    const client = await Client.open(server());
    client.send({ type: 'ping' });
    expect((await client.closed).code).toBe(CLOSE_CODES.helloExpected);
  });

  it('closes on an unknown table (4404) and on a forged credential (4401)', async () => {
    const { created } = await pisteForTwo();
    const unknown = await Client.open(server());
    unknown.send({ type: 'hello', tableId: 'AAAAAAAAAAAAAAAA' });
    expect((await unknown.closed).code).toBe(CLOSE_CODES.unknownTable);
    const forged = await Client.open(server());
    forged.send({ type: 'hello', tableId: created.table.id, credential: 'A'.repeat(32) });
    expect((await forged.next('error')).error.code).toBe('bad-credential');
    expect((await forged.closed).code).toBe(CLOSE_CODES.badCredential);
  });

  it('answers malformed JSON, unknown types and bad fields with errors, and keeps the connection', async () => {
    const { created } = await pisteForTwo();
    const client = await Client.hello(server(), created.table.id, created.credential);
    client.send('{not json');
    expect((await client.next('error')).error.code).toBe('bad-json');
    client.send({ type: 'teleport' });
    expect((await client.next('error')).error).toMatchObject({ code: 'unknown-type' });
    client.send({ type: 'move', clientMoveId: 'x', expectedSeq: 'zero', move: {} });
    expect((await client.next('error')).error.message).toContain('expectedSeq');
    client.send({ type: 'ping', id: 'still-here' });
    expect(await client.next('pong')).toEqual({ type: 'pong', id: 'still-here' });
    client.close();
  });

  it('closes with 1009 on a message over 16 KB', async () => {
    const { created } = await pisteForTwo();
    const client = await Client.hello(server(), created.table.id, created.credential);
    client.send({ type: 'ping', id: 'x'.repeat(MAX_MESSAGE_BYTES) });
    expect((await client.closed).code).toBe(CLOSE_CODES.tooBig);
  });
});

describe('a frame over the limit, in the log', () => {
  const lines: { level: number; msg?: string; err?: unknown }[] = [];
  const logged = serverForTests({
    logLevel: 'info',
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });

  // It is the client's doing: a full stack trace at error level used to make it look like a crash.
  it('is one line at warn level, with no stack trace and nothing at error', async () => {
    const { created } = await twoAtPiste(logged());
    const client = await Client.hello(logged(), created.table.id, created.credential);
    client.send({ type: 'ping', id: 'x'.repeat(MAX_MESSAGE_BYTES) });
    expect((await client.closed).code).toBe(CLOSE_CODES.tooBig);
    for (let i = 0; i < 200 && !lines.some((l) => l.level === 40); i++)
      await new Promise((r) => setTimeout(r, 10));
    const warnings = lines.filter((l) => l.level >= 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, err: 'Max payload size exceeded' });
    expect(JSON.stringify(lines)).not.toContain('stack');
  });
});

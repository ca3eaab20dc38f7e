import type { BaseState } from '@ludimaths/engine';
import { casseTete, replay } from '@ludimaths/engine';
import type { LogMessage } from '@ludimaths/protocol';
import { recordPath } from '@ludimaths/protocol';
import { describe, expect, it } from 'vitest';
import { api, Client, createTable, playToEnd, serverForTests } from './support';

const server = serverForTests({ limits: { messagesPerSecond: 10_000 } });

type Hands = { hands: readonly (readonly number[])[] };

/** The log steps a client received, in order. */
const logSteps = (client: Client) =>
  client.received.filter((m): m is LogMessage => m.type === 'log').flatMap((m) => m.steps.map((s) => s.step));

/** Every token drawn in the game (deal and draws), with the seat whose hand it went to, from the record. */
function drawsOf(record: unknown): { index: number; token: number; seat: number }[] {
  const replayed = replay(casseTete, record, true);
  if (!replayed.ok) throw new Error(replayed.error.message);
  const history = replayed.value.history as readonly (BaseState & Hands)[];
  return replayed.value.steps.flatMap((step, index) => {
    if (!('chance' in step) || step.chance.kind !== 'draw') return [];
    const before = history[index] as Hands;
    const after = history[index + 1] as Hands;
    const seat = after.hands.findIndex((hand, s) => hand.length > (before.hands[s]?.length ?? 0));
    return [{ index, token: step.chance.token, seat }];
  });
}

describe('the game log over the network', () => {
  it('Casse-tête: no spectator or opponent log frame holds a token drawn into another hand', async () => {
    const created = await createTable(server(), {
      game: 'casse-tete',
      seats: [{ kind: 'human', name: 'Léa' }, { kind: 'human' }],
    });
    const tableId = created.table.id;
    const joined = await api<{ credential: string }>(server(), '/api/join', {
      code: created.code,
      name: 'Tom',
    });
    const lea = await Client.hello(server(), tableId, created.credential);
    const tom = await Client.hello(server(), tableId, joined.body.credential);
    const spectator = await Client.hello(server(), tableId);
    lea.send({ type: 'start' });
    await Promise.all([
      playToEnd(lea, (legal) => legal[0], 'lea'),
      playToEnd(tom, (legal) => legal[0], 'tom'),
    ]);
    await spectator.until(
      () => (spectator.lastState()?.outcome.status === 'over' ? true : undefined),
      'the end',
    );
    const record = await api(server(), recordPath(tableId));
    const draws = drawsOf(record.body);
    expect(draws.length).toBeGreaterThanOrEqual(10);

    const logs = { 0: logSteps(lea), 1: logSteps(tom), spectator: logSteps(spectator) };
    for (const [viewer, steps] of Object.entries(logs)) {
      expect(steps.length, viewer).toBe((record.body as { steps: unknown[] }).steps.length);
      for (const { index, token, seat } of draws) {
        const step = steps[index];
        if (String(seat) === viewer) expect(step).toEqual({ chance: { kind: 'draw', token } });
        else expect(step, `${viewer} sees step ${index}`).toEqual({ hidden: 'chance' });
      }
    }
    // And in the frames themselves: no draw at all reaches the spectator, nor another seat's draw an opponent.
    const frames = (client: Client) =>
      client.received.filter((m) => m.type === 'log').map((m) => JSON.stringify(m));
    for (const text of frames(spectator)) expect(text).not.toContain('"kind":"draw"');
    const drawnToLea = draws.filter((d) => d.seat === 0).map((d) => `{"kind":"draw","token":${d.token}}`);
    for (const text of frames(tom)) for (const draw of drawnToLea) expect(text).not.toContain(draw);
    for (const c of [lea, tom, spectator]) c.close();
  });
});

import type { ServerMessage } from '@ludimaths/protocol';
import { describe, expect, it } from 'vitest';
import { encode, wireOutcome } from './outgoing';

describe('the one way out', () => {
  it('sends the engine’s outcome whole (a solo Finito’s rolls included)', () => {
    const outcome = wireOutcome({ status: 'over', winners: [0], scores: [12], reason: 'finito', rolls: 17 });
    const message: ServerMessage = { type: 'lobby', table: lobbyTable(outcome) };
    expect(JSON.parse(encode(message)).table.outcome).toEqual({
      status: 'over',
      winners: [0],
      scores: [12],
      reason: 'finito',
      rolls: 17,
    });
  });

  it('refuses, in tests, a message the clients would not read, naming what is wrong', () => {
    const bad = { type: 'ack', clientMoveId: 'a 1', seq: 3 } as const;
    expect(() => encode(bad)).toThrow(/outgoing "ack" message at clientMoveId/);
  });
});

function lobbyTable(outcome: ReturnType<typeof wireOutcome>) {
  return {
    id: 'AAAAAAAAAAAAAAAA',
    game: 'finito',
    options: {},
    status: 'over' as const,
    seq: 40,
    seats: [{ seat: 0, name: 'Zoé', kind: 'human' as const, taken: true, connected: true }],
    spectators: 0,
    outcome,
  };
}

import type { Outcome } from '@ludimaths/engine';
import { games } from '@ludimaths/engine';
import { playSeededGame } from '@ludimaths/engine/testing';
import type { StateMessage } from '@ludimaths/protocol';
import { outcome as outcomeSchema } from '@ludimaths/protocol';
import { describe, expect, expectTypeOf, it } from 'vitest';

type Over<T> = Extract<T, { status: 'over' }>;

// The server sends the engine's outcome as it is (state and lobby messages), and clients parse it
// with the protocol's strict schema: a field the schema lacks makes them drop the message.
describe("the protocol's outcome", () => {
  it('has the fields of the engine’s outcome, no more and no fewer', () => {
    expectTypeOf<keyof Over<StateMessage['outcome']>>().toEqualTypeOf<keyof Over<Outcome>>();
  });

  it.each(Object.entries(games))('accepts a finished %s game with its fewest players', (id, game) => {
    const players = game.playerCounts.min;
    const played = playSeededGame(game, game.defaultOptions, players, `outcome-${id}`);
    const final = game.outcome(played.state) as Outcome;
    if (!played.finished) expect.fail(`${id}: the random game did not finish`);
    expect(outcomeSchema.parse(JSON.parse(JSON.stringify(final)))).toEqual(final);
  });
});

import type { AnyGame, GameRecord } from '@ludimaths/engine';
import { games, Rng, replay } from '@ludimaths/engine';
import type { CreateTableRequest, JoinResponse, StateMessage } from '@ludimaths/protocol';
import { ROUTES, recordPath } from '@ludimaths/protocol';
import { describe, expect, it } from 'vitest';
import { api, Client, createTable, playToEnd, serverForTests } from './support';

// Scripted players answer at once and join dozens of tables a minute: the limits are for people.
const server = serverForTests({ limits: { messagesPerSecond: 10_000, joinsPerMinute: 1000 } });

/**
 * Every game the server offers at every player count it takes, with options that keep a game short
 * (the shortest limits each game has). The solitaire is offered by the server (one seat) though the
 * web app does not list it online: it is played here too.
 */
const MATRIX: readonly { game: string; options: unknown; counts: readonly number[] }[] = [
  { game: 'piste', options: { board: 'petite' }, counts: [2, 3, 4] },
  { game: 'piste', options: { board: 'grande' }, counts: [2, 3, 4] },
  { game: 'zigzag', options: { moveLimit: 40 }, counts: [2] },
  { game: 'casse-tete', options: {}, counts: [2, 3, 4] },
  // Solo to its own end (its outcome counts the rolls); with others, a turn cap keeps it short.
  { game: 'finito', options: {}, counts: [1] },
  { game: 'finito', options: { turnCap: 30 }, counts: [2, 3, 4] },
  { game: 'casse-tete-solitaire', options: { moveLimit: 30 }, counts: [1] },
];

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** Seats `count` scripted people (the creator, then joiners by code) and a spectator, and plays to the end. */
async function playAll(game: string, options: unknown, count: number) {
  const request: CreateTableRequest = {
    game,
    options: options as CreateTableRequest['options'],
    seats: Array.from({ length: count }, () => ({ kind: 'human' as const })),
  };
  const created = await createTable(server(), request);
  const credentials = [created.credential];
  for (let i = 1; i < count; i++) {
    const joined = await api<JoinResponse>(server(), ROUTES.join, { code: created.code });
    if (joined.status !== 200) throw new Error(`join refused (${joined.status})`);
    credentials.push(joined.body.credential);
  }
  const players = await Promise.all(credentials.map((c) => Client.hello(server(), created.table.id, c)));
  const spectator = await Client.hello(server(), created.table.id);
  (players[0] as Client).send({ type: 'start' });
  const ends = await Promise.all(
    players.map((client, seat) => {
      const rng = Rng.fromSeed(`${game}:${count}:${seat}`);
      return playToEnd(client, (legal) => rng.pick(legal), `s${seat}`);
    }),
  );
  const watched = await spectator.until(() => {
    const s = spectator.lastState();
    return s?.outcome.status === 'over' ? s : undefined;
  }, 'the end, as a spectator');
  // Someone arriving after the end is told the outcome too (welcome, then state).
  const late = await Client.hello(server(), created.table.id);
  const lateState = await late.next('state');
  const record = (await api<GameRecord>(server(), recordPath(created.table.id))).body;
  for (const c of [...players, spectator, late]) c.close();
  return { ends, watched, late: { welcome: late.received[0], state: lateState }, record };
}

/** The outcome the engine gives for the game as recorded: what every receiver must have been sent. */
function engineOutcome(game: AnyGame, record: GameRecord): unknown {
  const replayed = replay(game, record);
  if (!replayed.ok) throw new Error(`the record does not replay: ${replayed.error.message}`);
  return plain(game.outcome(replayed.value.state));
}

describe('every game at every player count, played online to the end', () => {
  for (const { game, options, counts } of MATRIX) {
    for (const count of counts) {
      it(`${game} ${JSON.stringify(options)} with ${count}: the engine's outcome reaches every seat and spectator`, async () => {
        const played = await playAll(game, options, count);
        const expected = engineOutcome(games[game] as AnyGame, played.record);
        expect(expected).toMatchObject({ status: 'over' });
        if (game === 'finito' && count === 1) expect(expected).toHaveProperty('rolls');
        const received: StateMessage[] = [...played.ends, played.watched, played.late.state];
        for (const state of received) expect(state.outcome).toEqual(expected);
        const welcome = played.late.welcome;
        expect(welcome?.type === 'welcome' && welcome.table.outcome).toEqual(expected);
      });
    }
  }
});

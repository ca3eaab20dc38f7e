import type { AnyGame, BaseState, Step, Viewer } from '@ludimaths/engine';
import { games, Rng, replay, seenStep } from '@ludimaths/engine';
import type { CreateTableRequest, LogMessage, ServerMessage } from '@ludimaths/protocol';
import { recordPath } from '@ludimaths/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { api, Client, createTable, playToEnd, serverForTests } from './support';

// Scripted players answer at once: the per-connection message limit is for people.
const server = serverForTests({ limits: { messagesPerSecond: 10_000 } });

/** Each game with people at several seats, one computer seat, and a spectator watching. */
const TABLES: Record<string, Omit<CreateTableRequest, 'game'>> = {
  piste: {
    options: { board: 'petite' },
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'computer', level: 'random' }],
  },
  zigzag: { seats: [{ kind: 'human' }, { kind: 'computer', level: 'facile' }] },
  'casse-tete': { seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'computer', level: 'random' }] },
  finito: {
    options: { turnCap: 30 },
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'computer', level: 'random' }],
  },
};

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** Plays one table to the end over the network; returns what each receiver got and the record. */
async function playOnline(game: string, seed: number) {
  const request = TABLES[game] as Omit<CreateTableRequest, 'game'>;
  const created = await createTable(server(), { game, ...request });
  const humans = request.seats.filter((s) => s.kind === 'human').length;
  const credentials = [created.credential];
  for (let i = 1; i < humans; i++) {
    credentials.push(
      (await api<{ credential: string }>(server(), '/api/join', { code: created.code })).body.credential,
    );
  }
  const players = await Promise.all(credentials.map((c) => Client.hello(server(), created.table.id, c)));
  const spectator = await Client.hello(server(), created.table.id);
  (players[0] as Client).send({ type: 'start' });
  const ends = await Promise.all(
    players.map((client, seat) => {
      const rng = Rng.fromSeed(`${seed}:${seat}`);
      return playToEnd(client, (legal) => rng.pick(legal), `s${seat}`);
    }),
  );
  const watched = await spectator.until(() => {
    const s = spectator.lastState();
    return s?.outcome.status === 'over' ? s : undefined;
  }, 'the end, as a spectator');
  const record = await api(server(), recordPath(created.table.id));
  for (const c of [...players, spectator]) c.close();
  const receivers: [Viewer, ServerMessage[]][] = [
    ...players.map((c, seat): [Viewer, ServerMessage[]] => [seat, c.received]),
    ['spectator', spectator.received],
  ];
  return { ends, watched, record: record.body, receivers, secrets: credentials };
}

/**
 * Nothing beyond its view reaches a receiver: every state it got is exactly its view of the game at
 * that seq (rebuilt from the final record), with its own legal moves only; its log holds every step
 * as the engine lets it know it (no token drawn into another hand); the lobby never carries a
 * credential; no message is outside the protocol (the test client parses each one strictly).
 */
function checkHiddenInformation(game: AnyGame, played: Awaited<ReturnType<typeof playOnline>>) {
  const replayed = replay(game, played.record, true);
  if (!replayed.ok) throw new Error(`the record does not replay: ${replayed.error.message}`);
  const history = replayed.value.history as readonly BaseState[];
  for (const [viewer, messages] of played.receivers) {
    let logged = 0;
    for (const message of messages) {
      const text = JSON.stringify(message);
      for (const secret of played.secrets) expect(text).not.toContain(secret);
      if (message.type === 'rejected') expect(message.error.code).toBe('stale-seq');
      expect(message.type).not.toBe('error');
      if (message.type === 'log') logged = checkLog(game, replayed.value, viewer, message, logged);
      if (message.type !== 'state') continue;
      const state = history[message.seq] as BaseState;
      expect(message.view).toEqual(plain(game.view(state, viewer)));
      const actors = game.actors(state);
      expect(message.actors).toEqual(plain(actors));
      const acting = viewer !== 'spectator' && actors.kind === 'seats' && actors.seats.includes(viewer);
      expect(message.legal).toEqual(acting ? plain(game.legalMoves(state, viewer)) : []);
    }
    // The log told every step, in order, to the end.
    expect(logged).toBe(replayed.value.steps.length);
  }
}

/**
 * A log message follows the steps already logged, and holds each step as the engine lets the
 * receiver know it (`seenStep`) with the public view after it. Returns the steps logged now.
 */
function checkLog(
  game: AnyGame,
  replayed: { steps: readonly Step[]; history?: readonly BaseState[] },
  viewer: Viewer,
  message: LogMessage,
  logged: number,
): number {
  const history = replayed.history as readonly BaseState[];
  expect(message.from).toBe(logged);
  expect(message.before).toEqual(plain(game.view(history[message.from] as BaseState, 'spectator')));
  message.steps.forEach((entry, k) => {
    const index = message.from + k;
    const step = replayed.steps[index] as Step;
    expect(entry.step).toEqual(plain(seenStep(game, history[index] as BaseState, step, viewer)));
    expect(entry.view).toEqual(plain(game.view(history[index + 1] as BaseState, 'spectator')));
  });
  return message.from + message.steps.length;
}

describe('every game over the network', () => {
  for (const id of Object.keys(TABLES)) {
    it(`plays ${id} to the end, and no receiver ever gets more than its view`, async () => {
      const game = games[id] as AnyGame;
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 1_000_000 }), async (seed) => {
          const played = await playOnline(id, seed);
          expect(played.ends.every((s) => s.outcome.status === 'over')).toBe(true);
          expect(played.watched.outcome).toEqual(played.ends[0]?.outcome);
          checkHiddenInformation(game, played);
        }),
        { numRuns: 2 },
      );
    });
  }
});

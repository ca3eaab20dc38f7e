import { playout } from '../match/playout';
import type { BaseState, GameDefinition } from './game';
import type { Policy } from './play';
import type { GameRecord } from './record';
import { makeRecord, replay } from './record';
import { expectOk } from './result';
import { Rng } from './rng';

/** A policy that picks a uniformly random legal move from its own generator. */
export function randomPolicy<S, M>(seed: string | number): Policy<S, M> {
  const rng = Rng.fromSeed(seed);
  return (_state, _seat, moves) => rng.pick(moves);
}

/**
 * Plays one seeded game with a policy and returns its final state and record, ready for the
 * invariants every game must keep (it ends, it replays to the identical state).
 */
export function playSeededGame<S extends BaseState, M, C, O>(
  game: GameDefinition<S, M, C, O, unknown>,
  options: O,
  playerCount: number,
  seed: string | number,
  policy: Policy<S, M> = randomPolicy(`policy:${seed}`),
  maxSteps = 100_000,
): { state: S; record: GameRecord<O, M, C>; finished: boolean } {
  const start = expectOk(game.setup(options, playerCount, seed));
  const result = playout(game, start, policy, maxSteps);
  const seats = Array.from({ length: playerCount }, () => ({ kind: 'bot' as const, bot: 'random' }));
  // A JSON round trip proves the record is plain data, as it will be on disk or on the wire.
  const record = JSON.parse(JSON.stringify(makeRecord(game, options, seats, seed, result.steps)));
  return { state: result.state, record, finished: result.finished };
}

/** Replays a record and returns its final state, failing loudly on the first bad step. */
export function replayOrThrow<S extends BaseState>(
  game: GameDefinition<S, unknown, unknown, unknown, unknown>,
  record: unknown,
): S {
  const replayed = replay(game, record);
  if (!replayed.ok)
    throw new Error(`replay failed at step ${replayed.error.index}: ${replayed.error.message}`);
  return replayed.value.state;
}

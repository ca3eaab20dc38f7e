import { describe, expect, it } from 'vitest';
import type { Actors } from '../core/game';
import { rollChance } from '../core/play';
import { replay } from '../core/record';
import { expectOk } from '../core/result';
import { Rng } from '../core/rng';
import type { FinitoMove, FinitoView } from '../games/finito/index';
import { finito } from '../games/finito/index';
import { piste } from '../games/piste/index';
import type { ZigzagMove, ZigzagView } from '../games/zigzag/index';
import { zigzag } from '../games/zigzag/index';
import type { Agent } from './agent';
import { uniformChance } from './chance-source';
import { drive } from './drive';
import type { MatchEvent } from './events';
import { Match } from './match';

const seats = [{ kind: 'human' as const }, { kind: 'human' as const }];
const randomAgent = <V, M>(seed: string): Agent<V, M> => {
  const rng = Rng.fromSeed(seed);
  return { kind: 'computer', act: (turn) => rng.pick(turn.legal) };
};
const newZigzag = (seed = 'm') =>
  expectOk(Match.start(zigzag, { options: zigzag.defaultOptions, seats, seed }));

const seatsActing = (match: { actors(): Actors }): readonly number[] => {
  const actors = match.actors();
  return actors.kind === 'seats' ? actors.seats : [];
};

describe('Match', () => {
  it('counts every step in its revision and records it', () => {
    const match = newZigzag();
    expect(match.revision).toBe(0);
    match.settle();
    const afterChance = match.revision;
    expect(afterChance).toBeGreaterThan(0);
    expect(match.steps).toHaveLength(afterChance);
    const [seat] = seatsActing(match);
    const move = match.legalMoves(seat as number)[0];
    expect(match.play(seat as number, move as never).ok).toBe(true);
    expect(match.revision).toBe(afterChance + 1);
  });

  it('refuses a stale revision and an illegal move, changing nothing', () => {
    const match = newZigzag();
    match.settle();
    const seat = seatsActing(match)[0] as number;
    const before = match.state;
    const revision = match.revision;
    const stale = match.play(seat, match.legalMoves(seat)[0] as never, revision - 1);
    expect(stale.ok ? null : stale.error).toMatchObject({ code: 'stale-revision', revision });
    const wrongSeat = match.play(1 - seat, match.legalMoves(seat)[0] as never, revision);
    expect(wrongSeat.ok ? null : wrongSeat.error.code).toBe('not-your-turn');
    const garbage = match.play(seat, { kind: 'fly' } as never);
    expect(garbage.ok).toBe(false);
    expect(match.state).toBe(before);
    expect(match.revision).toBe(revision);
  });

  it('draws chance from the seeded generator exactly as rollChance does', () => {
    const match = expectOk(Match.start(piste, { options: piste.defaultOptions, seats, seed: 's' }));
    let state = match.state;
    for (let i = 0; i < 5; i++) {
      const rolled = rollChance(piste, state);
      state = rolled.state;
      expect(expectOk(match.rollChance())).toEqual(rolled.outcome);
      expect(match.steps.at(-1)).toEqual({ chance: rolled.outcome });
      expect(match.state).toEqual(state);
      if (piste.actors(state).kind !== 'chance') break;
    }
  });

  it('draws an injected source at the exact weights of the outcomes', () => {
    const outcomes = [
      { outcome: 'a', weight: 1 },
      { outcome: 'b', weight: 3 },
      { outcome: 'c', weight: 2 },
    ];
    let next = 0;
    const source = uniformChance((max) => next++ % max);
    const drawn = Array.from({ length: 6 }, () => source(outcomes, { rng: [0, 0, 0, 0] } as never));
    expect(drawn).toEqual(['a', 'b', 'b', 'b', 'c', 'c']);
  });

  it('plays a whole game with an injected source and the record replays to the same state', () => {
    const rng = Rng.fromSeed('crypto-stand-in');
    const match = expectOk(
      Match.start(
        finito,
        { options: finito.defaultOptions, seats, seed: 'f' },
        {
          chance: uniformChance((max) => rng.int(max)),
        },
      ),
    );
    expect(drive(match, [randomAgent('a'), randomAgent('b')])).toBe('over');
    const replayed = expectOk(replay(finito, JSON.parse(JSON.stringify(match.record()))));
    expect(replayed.state).toEqual(match.state);
    expect(replayed.steps).toEqual(match.steps);
    const again = expectOk(Match.fromRecord(finito, match.record()));
    expect(again.revision).toBe(match.revision);
    expect(again.state).toEqual(match.state);
    expect(again.stateAt(0)).toEqual(match.stateAt(0));
  });

  it('tells listeners every step with the states around it, then the end', () => {
    const match = newZigzag('events');
    const events: MatchEvent<unknown, unknown, unknown>[] = [];
    match.subscribe((event) => events.push(event));
    drive(match, randomAgent('z'));
    const steps = events.filter((e) => e.kind === 'step');
    expect(steps).toHaveLength(match.revision);
    steps.forEach((event, i) => {
      expect(event.revision).toBe(i + 1);
      expect(event.before).toBe(match.stateAt(i));
      expect(event.after).toBe(match.stateAt(i + 1));
    });
    expect(events.at(-1)).toMatchObject({ kind: 'over', revision: match.revision });
    expect(events.filter((e) => e.kind === 'over')).toHaveLength(1);
  });
});

describe('drive', () => {
  it('waits for asynchronous agents and hooks, and re-asks a person after a refusal', async () => {
    const match = newZigzag('async');
    const refusals: string[] = [];
    let asked = 0;
    const person: Agent<ZigzagView, ZigzagMove> = {
      kind: 'person',
      act: async (turn) => (asked++ === 0 ? ({ kind: 'nonsense' } as never) : (turn.legal[0] as ZigzagMove)),
      refused: (_turn, error) => refusals.push(error.code),
    };
    let paused = 0;
    const end = await drive(match, [person, randomAgent('c')], {
      beforeChance: async () => {
        paused++;
      },
      beforeComputer: () => Promise.resolve(),
    });
    expect(end).toBe('over');
    expect(refusals).toHaveLength(1);
    expect(paused).toBeGreaterThan(0);
    expect(expectOk(replay(zigzag, match.record())).state).toEqual(match.state);
  });

  it('stops a computer that plays an illegal move: that is a bug, not a turn', () => {
    const match = newZigzag();
    const cheat: Agent<ZigzagView, ZigzagMove> = {
      kind: 'computer',
      act: () => ({ kind: 'teleport' }) as never,
    };
    expect(() => drive(match, cheat)).toThrow(/illegal move/);
  });

  it('gives every decision its own seed from the match seed, the revision and the seat', () => {
    const match = newZigzag('seeds');
    const seen: string[] = [];
    drive(
      match,
      {
        kind: 'computer',
        act: (turn) => {
          seen.push(turn.seed);
          return turn.legal[0] as ZigzagMove;
        },
      },
      { maxRevision: 12 },
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen).size).toBe(seen.length);
    for (const seed of seen) expect(seed).toMatch(/^seeds:\d+:[01]$/);
  });

  it('stops when asked and at the step limit, and resumes', () => {
    const match = newZigzag('stop');
    let stop = true;
    expect(drive(match, randomAgent('x'), { stopped: () => stop })).toBe('stopped');
    expect(match.revision).toBe(0);
    stop = false;
    expect(drive(match, randomAgent('x'), { maxRevision: 7 })).toBe('limit');
    expect(match.revision).toBe(7);
    expect(drive(match, randomAgent('x'))).toBe('over');
  });

  it('asks computers before people when several seats act at once', () => {
    const match = expectOk(Match.start(finito, { options: finito.defaultOptions, seats, seed: 'sim' }));
    const order: number[] = [];
    const agent = (kind: 'person' | 'computer'): Agent<FinitoView, FinitoMove> => ({
      kind,
      act: (turn) => {
        order.push(turn.seat);
        return turn.legal[0] as FinitoMove;
      },
    });
    drive(match, [agent('person'), agent('computer')], { maxRevision: 40 });
    const pairs = order.slice(0, 6);
    expect(pairs).toEqual([1, 0, 1, 0, 1, 0]);
  });
});

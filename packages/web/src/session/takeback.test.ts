import type { Zigzag } from '@ludimaths/engine';
import { replay, zigzag } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import type { BotRunner } from './bot-client';
import { Session } from './session';
import { memoryRecordStore } from './storage';

/** A computer that plays the first move it is offered. */
const firstMove: BotRunner = async (query) => ({ move: query.moves[0] as never });

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function zigzagAgainst(kinds: ('human' | 'computer')[], runner: BotRunner = firstMove) {
  const store = memoryRecordStore();
  const made = Session.start({
    game: zigzag,
    options: zigzag.defaultOptions,
    seats: kinds.map((kind, i) => ({ kind, name: `P${i + 1}` })),
    seed: 'takeback',
    runner,
    store,
    storeKey: 'zigzag',
  });
  if (!made.ok) throw new Error(made.error.message);
  return { session: made.value, store };
}

type ZigzagSession = ReturnType<typeof zigzagAgainst>['session'];

/** The person plays their first legal move until they have made `count` pawn moves. */
async function playMoves(session: ZigzagSession, count: number) {
  await session.run();
  let played = 0;
  while (played < count && session.status.kind === 'waiting') {
    const move = session.legal[0] as Zigzag.ZigzagMove;
    expect(session.play(move).ok).toBe(true);
    if (move.kind === 'step') played++;
    await session.run();
  }
}

describe('takeback on this device', () => {
  it("against the computer, takes back the person's move and the reply, and autosaves the shorter record", async () => {
    const { session, store } = zigzagAgainst(['human', 'computer']);
    await playMoves(session, 2);
    expect(session.status).toEqual({ kind: 'waiting', seats: [0] });
    expect(session.canTakeBack).toBe(true);
    const before = session.revision;
    const lastOwn = session.match.steps.findLastIndex((s) => 'seat' in s && s.seat === 0);

    expect(session.takeBack().ok).toBe(true);
    expect(session.revision).toBe(lastOwn);
    expect(session.revision).toBeLessThan(before - 1);
    expect(session.log).toHaveLength(lastOwn);
    const saved = store.load('zigzag');
    expect(saved?.ok && saved.value).toEqual(session.record());
    expect(replay(zigzag, session.record()).ok).toBe(true);

    // The loop asks the person again, on the position taken back to.
    await session.run();
    expect(session.status).toEqual({ kind: 'waiting', seats: [0] });
    expect(session.legal).toEqual(zigzag.legalMoves(session.match.state, 0));
    expect(session.play(session.legal[0] as Zigzag.ZigzagMove).ok).toBe(true);
    await session.run();
    expect(session.revision).toBeGreaterThan(lastOwn + 1);
  });

  it('takes back again and again down to the first pawn move, never into the setup dice', async () => {
    const { session } = zigzagAgainst(['human', 'computer']);
    await playMoves(session, 3);
    let guard = 0;
    while (session.canTakeBack && guard++ < 10) {
      expect(session.takeBack().ok).toBe(true);
      await session.run();
    }
    const steps = session.match.steps;
    expect(steps.at(-1)).toHaveProperty('chance');
    const refused = session.takeBack();
    expect(refused.ok ? null : refused.error.code).toBe('takeback-not-offered');
    expect(session.error?.code).toBe('takeback-not-offered');
  });

  it('between two people, offers the last mover their move, with the consent of the one to play', async () => {
    const { session, store } = zigzagAgainst(['human', 'human']);
    await playMoves(session, 3);
    const mover = session.match.steps.findLast((s) => 'seat' in s) as { seat: number };
    const acting = session.acting as number;
    expect(mover.seat).not.toBe(acting);
    expect(session.takebackOffer).toEqual({ seat: mover.seat, consent: acting });
    const revision = session.revision;
    expect(session.takeBack().ok).toBe(true);
    await session.run();
    expect(session.revision).toBe(revision - 1);
    expect(session.acting).toBe(mover.seat);
    const saved = store.load('zigzag');
    expect(saved?.ok && saved.value).toEqual(session.record());
  });

  it('is not offered while the computer thinks', async () => {
    const slow: BotRunner = () => new Promise(() => {});
    const { session: thinking } = zigzagAgainst(['human', 'computer'], slow);
    void thinking.run();
    for (let i = 0; i < 200 && thinking.status.kind !== 'thinking'; i++) {
      if (thinking.status.kind === 'waiting') thinking.play(thinking.legal[0] as Zigzag.ZigzagMove);
      await tick();
    }
    expect(thinking.status.kind).toBe('thinking');
    expect(thinking.canTakeBack).toBe(false);
    thinking.stop();
  });
});

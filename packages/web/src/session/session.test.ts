import type { Piste } from '@ludimaths/engine';
import { piste } from '@ludimaths/engine';

import { describe, expect, it } from 'vitest';
import type { Bot } from './bot';
import { openRecord } from './replay-viewer';
import type { SessionConfig } from './session';
import { Session } from './session';
import { memoryRecordStore } from './storage';

const twoDice: Bot<unknown, Piste.PisteMove> = {
  id: 'two-dice',
  choose: async (_view, _seat, moves) => moves.find((m) => m.dice === 2) ?? (moves[0] as Piste.PisteMove),
};

function config(
  kinds: ('human' | 'computer')[],
  extra: Partial<
    SessionConfig<Piste.PisteState, Piste.PisteMove, Piste.PisteChance, Piste.PisteOptions, Piste.PisteView>
  > = {},
): SessionConfig<Piste.PisteState, Piste.PisteMove, Piste.PisteChance, Piste.PisteOptions, Piste.PisteView> {
  return {
    game: piste,
    options: { board: 'petite' },
    seats: kinds.map((kind, i) => ({ kind, name: `P${i + 1}` })),
    seed: 'web-test',
    bot: () => twoDice,
    ...extra,
  };
}

function start(kinds: ('human' | 'computer')[], extra = {}) {
  const made = Session.start(config(kinds, extra));
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** Plays every human turn with two dice until the game ends. */
async function playOut(session: ReturnType<typeof start>) {
  await session.run();
  for (let guard = 0; guard < 10_000 && session.status.kind !== 'over'; guard++) {
    const status = session.status;
    if (status.kind === 'handoff') session.confirmHandoff();
    else if (status.kind === 'waiting') {
      const seat = status.seats[0] as number;
      session.play(seat, { kind: 'roll', dice: 2 });
      await session.run();
    } else await session.run();
  }
}

describe('Session', () => {
  it('resolves the starting roll-off by itself and waits for the first human', async () => {
    const session = start(['human', 'human']);
    await session.run();
    expect(session.status.kind).toBe('waiting');
    expect(session.steps.every((s) => 'chance' in s)).toBe(true);
    expect(session.state.firstSeat).not.toBeNull();
  });

  it('explains a refused move instead of ignoring it', async () => {
    const session = start(['human', 'human']);
    await session.run();
    const status = session.status;
    if (status.kind !== 'waiting') throw new Error('expected a human turn');
    const seat = status.seats[0] as number;
    const wrong = session.play(1 - seat, { kind: 'roll', dice: 2 });
    expect(wrong.ok).toBe(false);
    expect(session.lastError?.code).toBe('not-your-turn');
    const oneDie = session.play(seat, { kind: 'roll', dice: 1 });
    expect(oneDie.ok).toBe(false);
    expect(session.lastError?.code).toBe('one-die-not-allowed');
    expect(session.play(seat, { kind: 'roll', dice: 2 }).ok).toBe(true);
    expect(session.lastError).toBeNull();
  });

  it('refuses a move for a computer seat', async () => {
    const session = start(['computer', 'human']);
    expect(session.play(0, { kind: 'roll', dice: 2 }).ok).toBe(false);
    expect(session.lastError?.code).toBe('not-human');
  });

  it('plays computer seats and chance to the end, with pacing waits', async () => {
    let rolls = 0;
    let thoughts = 0;
    const session = start(['computer', 'computer'], {
      pacing: { chance: async () => void rolls++, think: async () => void thoughts++ },
    });
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.status.kind));
    await session.run();
    expect(session.status.kind).toBe('over');
    expect(rolls).toBeGreaterThan(0);
    expect(thoughts).toBeGreaterThan(0);
    expect(seen).toContain('thinking');
    expect(seen).toContain('rolling');
  });

  it('autosaves after every step and resumes to the identical state', async () => {
    const store = memoryRecordStore();
    const session = start(['human', 'computer'], { store, storeKey: 'piste' });
    await session.run();
    const status = session.status;
    if (status.kind !== 'waiting') throw new Error('expected a human turn');
    session.play(status.seats[0] as number, { kind: 'roll', dice: 2 });
    await session.run();
    const saved = store.load('piste');
    expect((saved as { steps: unknown[] }).steps.length).toBe(session.steps.length);
    const resumed = Session.fromRecord({ game: piste, bot: () => twoDice }, saved);
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(resumed.value.state).toEqual(session.state);
    expect(resumed.value.seats).toEqual(session.seats);
    expect(resumed.value.log().length).toBe(session.steps.length);
  });

  it('resumes and opens a record saved in format version 1, with its steps in the current shapes', () => {
    const v1 = {
      format: 'ludimaths-record',
      version: 1,
      game: 'piste',
      options: { board: 'petite' },
      seats: [
        { name: 'Léa', kind: 'human' },
        { kind: 'bot', bot: 'fort' },
      ],
      steps: [{ chance: 2 }, { chance: 5 }, { seat: 1, move: { kind: 'roll', dice: 2 } }, { chance: [3, 4] }],
    };
    const current = [
      { chance: { kind: 'die', face: 2 } },
      { chance: { kind: 'die', face: 5 } },
      { seat: 1, move: { kind: 'roll', dice: 2 } },
      { chance: { kind: 'dice', faces: [3, 4] } },
    ];
    const resumed = Session.fromRecord({ game: piste }, v1);
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(resumed.value.steps).toEqual(current);
    expect(resumed.value.state.positions).toEqual([0, 11]); // 3 + 4 = 7, an ultimate: on to 11
    expect(resumed.value.record()).toMatchObject({ version: 2, steps: current });
    const viewer = openRecord(JSON.stringify(v1), { piste });
    expect(viewer.ok && viewer.value.steps).toEqual(current);
  });

  it('exports a record that replays, and import names the first bad step', async () => {
    const session = start(['human', 'human']);
    await playOut(session);
    expect(session.status.kind).toBe('over');
    const text = JSON.stringify(session.record());
    const viewer = openRecord(text, { piste });
    if (!viewer.ok) throw new Error(viewer.error.message);
    expect(viewer.value.states.length).toBe(session.steps.length + 1);
    expect(viewer.value.states.at(-1)).toEqual(session.state);

    const broken = JSON.parse(text);
    broken.steps[5] = { seat: 0, move: { kind: 'roll', dice: 7 } };
    const bad = openRecord(JSON.stringify(broken), { piste });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.index).toBe(5);
    const notJson = openRecord('{oops', { piste });
    expect(!notJson.ok && notJson.error.code).toBe('bad-json');
  });

  it('shows a pass-the-device screen between different human seats when the game hides things', async () => {
    const session = start(['human', 'human'], { hiddenInformation: true });
    await session.run();
    // The first human sees their secrets only once they hold the device.
    expect(session.status.kind).toBe('handoff');
    session.confirmHandoff();
    const status = session.status;
    if (status.kind !== 'waiting') throw new Error('expected a human turn');
    const first = status.seats[0] as number;
    session.play(first, { kind: 'roll', dice: 2 });
    await session.run();
    if (session.status.kind === 'over') return;
    expect(session.status).toEqual({ kind: 'handoff', seat: 1 - first });
    expect(session.play(1 - first, { kind: 'roll', dice: 2 }).ok).toBe(false);
    session.confirmHandoff();
    expect(session.status).toEqual({ kind: 'waiting', seats: [1 - first] });
  });

  it('never shows the handoff screen for a game without secrets', async () => {
    const session = start(['human', 'human']);
    const kinds = new Set<string>();
    session.subscribe(() => kinds.add(session.status.kind));
    await playOut(session);
    expect(kinds.has('handoff')).toBe(false);
  });

  it("plugs in the engine's bots: two computer seats play a whole game", async () => {
    const made = Session.start({
      ...config(['computer', 'computer']),
      bot: undefined,
      seats: [
        { name: 'P1', kind: 'computer', level: 'facile' },
        { name: 'P2', kind: 'computer', level: 'fort' },
      ],
    });
    if (!made.ok) throw new Error(made.error.message);
    const session = made.value;
    await session.run();
    expect(session.status.kind).toBe('over');
    expect(session.record().seats).toEqual([
      { name: 'P1', kind: 'bot', bot: 'facile' },
      { name: 'P2', kind: 'bot', bot: 'fort' },
    ]);
    const resumed = Session.fromRecord({ game: piste }, session.record());
    expect(resumed.ok && resumed.value.seats.map((s) => s.level)).toEqual(['facile', 'fort']);
    // Before any overshoot there is no choice: every computer move is two dice.
    expect(session.steps.filter((s) => 'move' in s).length).toBeGreaterThan(5);
  });
});

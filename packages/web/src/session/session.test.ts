import type { CasseTete, Finito, Piste } from '@ludimaths/engine';
import { casseTete, finito, piste } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import type { BotRunner } from './bot-client';
import { openRecord } from './replay-viewer';
import type { SeatSetup, SessionConfig } from './session';
import { Session } from './session';
import type { RecordStore } from './storage';
import { memoryRecordStore } from './storage';

type PisteConfig = SessionConfig<
  Piste.PisteState,
  Piste.PisteMove,
  Piste.PisteChance,
  Piste.PisteOptions,
  Piste.PisteView
>;

/** A computer that always rolls two dice when it may. */
const twoDice: BotRunner = async (query) => ({
  move: query.moves.find((m) => (m as Piste.PisteMove).dice === 2) ?? (query.moves[0] as never),
});

/** A computer whose answers wait until the test opens the gate. */
function gatedRunner() {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const runner: BotRunner = async (query) => {
    await gate;
    return twoDice(query);
  };
  return { runner, open: () => open() };
}

function config(kinds: ('human' | 'computer')[], extra: Partial<PisteConfig> = {}): PisteConfig {
  return {
    game: piste,
    options: { board: 'petite' },
    seats: kinds.map((kind, i) => ({ kind, name: `P${i + 1}` })),
    seed: 'web-test',
    runner: twoDice,
    ...extra,
  };
}

function start(kinds: ('human' | 'computer')[], extra: Partial<PisteConfig> = {}) {
  const made = Session.start(config(kinds, extra));
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** The record autosaved under `key`. */
const autosaved = (store: RecordStore, key: string): unknown => {
  const saved = store.load(key);
  if (!saved?.ok) throw new Error(`no readable autosave under ${key}`);
  return saved.value;
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits (a few event-loop turns at most) until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await tick();
  if (!done()) throw new Error('the session never got there');
}

/** Plays every human turn with two dice until the game ends. */
async function playOut(session: ReturnType<typeof start>) {
  await session.run();
  for (let guard = 0; guard < 10_000 && session.status.kind !== 'over'; guard++) {
    const status = session.status;
    if (status.kind === 'handoff') session.confirmHandoff();
    else if (status.kind === 'waiting') {
      session.play({ kind: 'roll', dice: 2 });
      await session.run();
    } else await session.run();
  }
}

describe('Session', () => {
  it('resolves the starting roll-off by itself and waits for the first human', async () => {
    const session = start(['human', 'human']);
    await session.run();
    expect(session.status.kind).toBe('waiting');
    expect(session.match.steps.every((s) => 'chance' in s)).toBe(true);
    expect(session.match.state.firstSeat).not.toBeNull();
    expect(session.acting).toBe(session.match.state.firstSeat);
  });

  it('explains a refused move instead of ignoring it, and keeps the turn', async () => {
    const session = start(['human', 'human']);
    await session.run();
    const seat = session.acting;
    const revision = session.revision;
    const oneDie = session.play({ kind: 'roll', dice: 1 });
    expect(oneDie.ok).toBe(false);
    expect(session.error?.code).toBe('one-die-not-allowed');
    expect(session.revision).toBe(revision);
    expect(session.status).toEqual({ kind: 'waiting', seats: [seat] });
    expect(session.play({ kind: 'roll', dice: 2 }).ok).toBe(true);
    expect(session.error).toBeNull();
    await session.run();
    expect(session.revision).toBeGreaterThan(revision);
  });

  it('refuses a move while the computer plays, and while the dice roll', async () => {
    const gated = gatedRunner();
    const session = start(['computer', 'human'], { runner: gated.runner });
    expect(session.status.kind).toBe('rolling');
    expect(session.play({ kind: 'roll', dice: 2 }).ok).toBe(false);
    expect(session.error?.code).toBe('chance-pending');
    void session.run();
    await until(() => session.status.kind === 'thinking' || session.status.kind === 'waiting');
    if (session.status.kind === 'waiting') {
      session.play({ kind: 'roll', dice: 2 });
      await until(() => session.status.kind === 'thinking');
    }
    expect(session.play({ kind: 'roll', dice: 2 }).ok).toBe(false);
    expect(session.error?.code).toBe('not-human');
    gated.open();
    await session.run();
    expect(session.status.kind).toBe('waiting');
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
    session.play({ kind: 'roll', dice: 2 });
    await session.run();
    const saved = autosaved(store, 'piste');
    expect((saved as { steps: unknown[] }).steps.length).toBe(session.revision);
    const resumed = Session.fromRecord({ game: piste, runner: twoDice }, saved);
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(resumed.value.match.state).toEqual(session.match.state);
    expect(resumed.value.seats).toEqual(session.seats);
    expect(resumed.value.log.length).toBe(session.revision);
    expect(resumed.value.log).toEqual(session.log);
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
    expect(resumed.value.record().steps).toEqual(current);
    expect(resumed.value.view.positions).toEqual([0, 11]); // 3 + 4 = 7, an ultimate: on to 11
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
    expect(viewer.value.views.length).toBe(session.revision + 1);
    expect(viewer.value.views.at(-1)).toEqual(piste.view(session.match.state, 'spectator'));
    expect(viewer.value.over).toBe(true);

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
    expect(session.viewer).toBe('spectator');
    session.confirmHandoff();
    const first = session.acting as number;
    expect(session.viewer).toBe(first);
    session.play({ kind: 'roll', dice: 2 });
    await session.run();
    if (session.status.kind === 'over') return;
    // The author sees the result of their move first (their own view), then passes the device on.
    expect(session.status).toEqual({ kind: 'handoff', seat: 1 - first, author: first });
    expect(session.viewer).toBe(first);
    expect(session.play({ kind: 'roll', dice: 2 }).ok).toBe(false);
    expect(session.error?.code).toBe('handoff-pending');
    session.confirmHandoff();
    expect(session.status).toEqual({ kind: 'handoff', seat: 1 - first });
    expect(session.viewer).toBe('spectator');
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

  it('never offers a takeback against the computer at La piste: dice follow every choice', async () => {
    const session = start(['human', 'computer']);
    await session.run();
    for (let i = 0; i < 3 && session.status.kind === 'waiting'; i++) {
      session.play({ kind: 'roll', dice: 2 });
      await session.run();
      expect(session.canTakeBack).toBe(false);
    }
    expect(session.match.steps.some((s) => 'seat' in s && s.seat === 0)).toBe(true);
  });

  it("plugs in the engine's bots: two computer seats play a whole game", async () => {
    const made = Session.start({
      ...config(['computer', 'computer']),
      runner: undefined,
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
    expect(session.match.steps.filter((s) => 'move' in s).length).toBeGreaterThan(5);
  });
});

describe('the table controller over a hidden-information game', () => {
  type CT = SessionConfig<
    CasseTete.CasseTeteState,
    CasseTete.CasseTeteMove,
    CasseTete.CasseTeteChance,
    CasseTete.CasseTeteOptions,
    CasseTete.CasseTeteView
  >;
  /** The first legal move, decided from the query alone. */
  const first: BotRunner = async (query) => ({ move: query.moves[0] as never });
  const table = (seats: SeatSetup[], extra: Partial<CT> = {}) => {
    const made = Session.start<
      CasseTete.CasseTeteState,
      CasseTete.CasseTeteMove,
      CasseTete.CasseTeteChance,
      CasseTete.CasseTeteOptions,
      CasseTete.CasseTeteView
    >({
      game: casseTete,
      options: { rotation: true },
      seats,
      seed: 'controller',
      hiddenInformation: true,
      runner: first,
      ...extra,
    });
    if (!made.ok) throw new Error(made.error.message);
    return made.value;
  };
  const alone: SeatSetup[] = [
    { name: 'Léa', kind: 'human' },
    { name: 'Robot', kind: 'computer' },
  ];
  const two: SeatSetup[] = [
    { name: 'Léa', kind: 'human' },
    { name: 'Tom', kind: 'human' },
  ];

  it('with one person, never hands the device over, also after a reload, and always shows their view', async () => {
    const store = memoryRecordStore();
    const session = table(alone, { store, storeKey: 'ct' });
    const kinds = new Set<string>();
    session.subscribe(() => {
      kinds.add(session.status.kind);
      // Whatever happens (draws, the computer's turn), the screen shows Léa's hand and nobody else's.
      expect(session.viewer).toBe(0);
      expect(session.view.hand).toEqual(session.match.state.hands[0]);
    });
    await session.run();
    for (let turn = 0; turn < 3 && session.status.kind === 'waiting'; turn++) {
      session.play(session.legal[0] as CasseTete.CasseTeteMove);
      await session.run();
    }
    expect(kinds.has('handoff')).toBe(false);
    const resumed = Session.fromRecord(
      { game: casseTete, hiddenInformation: true, runner: first },
      autosaved(store, 'ct'),
    );
    if (!resumed.ok) throw new Error(resumed.error.message);
    await resumed.value.run();
    expect(resumed.value.status.kind).toBe('waiting');
    expect(resumed.value.viewer).toBe(0);
  });

  it('with two people, starts behind the handoff, also after a reload, and the legal moves are the holder’s', async () => {
    const store = memoryRecordStore();
    const session = table(two, { store, storeKey: 'ct' });
    await session.run();
    expect(session.status.kind).toBe('handoff');
    expect(session.legal).toEqual([]);
    expect(session.view.hand).toBeNull();
    session.confirmHandoff();
    const seat = session.acting as number;
    expect(session.legal).toEqual(casseTete.legalMoves(session.match.state, seat));
    expect(session.view.hand).toEqual(session.match.state.hands[seat]);
    session.play(session.legal[0] as CasseTete.CasseTeteMove);
    await session.run();
    // Between turns the device stays with whoever played: their view, until they pass it on.
    expect(session.status).toEqual({ kind: 'handoff', seat: 1 - seat, author: seat });
    expect(session.view.hand).toEqual(session.match.state.hands[seat]);
    // After a reload nobody is known to hold the device: straight to the handoff screen.
    const resumed = Session.fromRecord({ game: casseTete, hiddenInformation: true }, autosaved(store, 'ct'));
    if (!resumed.ok) throw new Error(resumed.error.message);
    await resumed.value.run();
    expect(resumed.value.status).toEqual({ kind: 'handoff', seat: 1 - seat });
  });

  it('logs every step with the public views around it, never a hand', async () => {
    const session = table(alone);
    await session.run();
    session.play(session.legal[0] as CasseTete.CasseTeteMove);
    await session.run();
    expect(session.log.length).toBe(session.revision);
    session.log.forEach((entry, i) => {
      expect(entry.index).toBe(i);
      expect(entry.step).toEqual(session.match.steps[i]);
      expect(entry.before).toEqual(casseTete.view(session.match.stateAt(i) as never, 'spectator'));
      expect(entry.after).toEqual(casseTete.view(session.match.stateAt(i + 1) as never, 'spectator'));
      expect(entry.after.hand).toBeNull();
    });
  });
});

describe('the match loop behind the table', () => {
  /** A computer whose choice depends only on the decision's seed. */
  const bySeed: BotRunner = async (query) => {
    let hash = 0;
    for (const char of query.seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    return { move: query.moves[hash % query.moves.length] as never };
  };

  it('asks every computer decision with the seed of its turn, so a resumed game plays on identically', async () => {
    const kinds: ('human' | 'computer')[] = ['computer', 'computer'];
    const whole = start(kinds, { runner: bySeed, seed: 'resume' });
    await whole.run();
    expect(whole.status.kind).toBe('over');

    const store = memoryRecordStore();
    const half = start(kinds, { runner: bySeed, seed: 'resume', store, storeKey: 'p' });
    const cut = Math.floor(whole.revision / 2);
    half.subscribe(() => {
      if (half.revision >= cut) half.stop();
    });
    await half.run();
    expect(half.revision).toBe(cut);
    const resumed = Session.fromRecord({ game: piste, runner: bySeed }, autosaved(store, 'p'));
    if (!resumed.ok) throw new Error(resumed.error.message);
    await resumed.value.run();
    expect(resumed.value.record().steps).toEqual(whole.record().steps);
  });

  it('drops a computer answer that comes after the screen was left, and asks again on return', async () => {
    const gated = gatedRunner();
    const session = start(['computer', 'human'], { runner: gated.runner });
    void session.run();
    await until(() => session.status.kind === 'thinking' || session.status.kind === 'waiting');
    if (session.status.kind === 'waiting') {
      session.play({ kind: 'roll', dice: 2 });
      await until(() => session.status.kind === 'thinking');
    }
    const revision = session.revision;
    session.stop();
    gated.open();
    for (let i = 0; i < 5; i++) await tick();
    expect(session.revision).toBe(revision);
    await session.run();
    expect(session.revision).toBeGreaterThan(revision);
    expect(session.status.kind).toBe('waiting');
  });

  it('keeps a person’s turn across leaving and returning (React mounts the table twice in development)', async () => {
    const session = start(['human', 'human']);
    await session.run();
    const seat = session.acting;
    session.stop();
    const again = session.run();
    await again;
    expect(session.acting).toBe(seat);
    expect(session.play({ kind: 'roll', dice: 2 }).ok).toBe(true);
    await session.run();
    expect(session.acting).toBe(1 - (seat as number));
  });

  it('takes a move made before the loop has asked for it: two quick moves, or a resumed game', async () => {
    const store = memoryRecordStore();
    const made = Session.start<
      Finito.FinitoState,
      Finito.FinitoMove,
      Finito.FinitoChance,
      Finito.FinitoOptions,
      Finito.FinitoView
    >({
      game: finito,
      options: finito.defaultOptions,
      seats: [
        { name: 'Léa', kind: 'human' },
        { name: 'Tom', kind: 'human' },
      ],
      seed: 'quick',
      store,
      storeKey: 'f',
    });
    if (!made.ok) throw new Error(made.error.message);
    const session = made.value;
    await session.run();
    expect(session.play(session.legal[0] as Finito.FinitoMove).ok).toBe(true);
    // No wait: Tom answers at once, before the loop has come back to him.
    expect(session.acting).toBe(1);
    expect(session.play(session.legal[0] as Finito.FinitoMove).ok).toBe(true);
    await session.run();
    expect(session.match.state.totalTurns).toBe(1);
    session.stop();
    const resumed = Session.fromRecord({ game: finito }, autosaved(store, 'f'));
    if (!resumed.ok) throw new Error(resumed.error.message);
    const table = resumed.value;
    // Nobody has run the resumed game's loop yet (the screen's effect comes after its first render).
    const revision = table.revision;
    expect(table.acting).toBe(0);
    expect(table.play(table.legal[0] as Finito.FinitoMove).ok).toBe(true);
    expect(table.revision).toBe(revision + 1);
    await table.run();
    expect(table.acting).toBe(1);
  });

  it('reports a computer that cannot answer to whoever waits for the loop', async () => {
    const broken: BotRunner = () => Promise.reject(new Error('worker down'));
    const session = start(['computer', 'computer'], { runner: broken });
    await expect(session.run()).rejects.toThrow('worker down');
  });

  it('gives the hint only the acting seat’s view and moves, and none when nobody here is to play', async () => {
    const asked: unknown[] = [];
    const session = start(['human', 'computer'], {
      hintRunner: async (query) => {
        asked.push(query);
        return twoDice(query);
      },
    });
    await expect(session.hint()).rejects.toThrow(/nobody/);
    await session.run();
    expect((await session.hint()).move).toEqual({ kind: 'roll', dice: 2 });
    expect(asked).toEqual([
      {
        gameId: 'piste',
        level: 'fort',
        view: piste.view(session.match.state, 0),
        seat: 0,
        moves: session.legal,
        seed: `web-test:hint:${session.revision}:0`,
      },
    ]);
  });
});

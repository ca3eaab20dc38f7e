import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeContext } from '../test-support';
import { computerName } from './computer-name';
import { FakeSocket } from './fake-socket';
import { checkJoinCode } from './join-code';
import { OnlineTable } from './online-table';

const TABLE = 'AAAAAAAAAAAAAAAA';
const CREDENTIAL = 'c'.repeat(32);
const seat = (n: number) => ({ seat: n, name: `P${n}`, kind: 'human', taken: true, connected: true });
const info = {
  id: TABLE,
  game: 'zigzag',
  options: {},
  status: 'playing',
  seq: 3,
  seats: [seat(0), seat(1)],
  spectators: 0,
};
const welcome = { type: 'welcome', table: info, seat: 0, host: true, code: null, absentAfterMs: 60_000 };
const state = (seq: number, seats: number[], legal: unknown[]) => ({
  type: 'state',
  seq,
  view: { seq },
  actors: { kind: 'seats', seats },
  legal,
  outcome: { status: 'running' },
  cause: 'update',
});

function setup(extra: Partial<ConstructorParameters<typeof OnlineTable>[0]> = {}) {
  const sockets: FakeSocket[] = [];
  const table = new OnlineTable({
    tableId: TABLE,
    credential: CREDENTIAL,
    ...extra,
    connection: {
      socketUrl: 'ws://test/api/ws',
      backoffMs: [10],
      openSocket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
    },
  });
  table.start();
  const socket = () => sockets[sockets.length - 1] as FakeSocket;
  socket().open();
  socket().receive(welcome);
  return { table, sockets, socket };
}

afterEach(() => vi.useRealTimers());

describe('an online table', () => {
  it('says hello with its credential, shows its seat’s state and never trusts what the protocol refuses', () => {
    const { table, socket } = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(socket().sent[0]).toEqual({ type: 'hello', tableId: TABLE, credential: CREDENTIAL });
    socket().receive(state(3, [0], [{ kind: 'pass' }]));
    socket().receive({ type: 'state', seq: 'nine', view: { hand: ['secret'] } });
    socket().receive('not json');
    expect(table.revision).toBe(3);
    expect(table.status).toEqual({ kind: 'waiting', seats: [0] });
    expect(table.legal).toEqual([{ kind: 'pass' }]);
  });

  it('shows a move pending at once, then confirmed, or refused with the engine’s reason', () => {
    const { table, socket } = setup();
    socket().receive(state(3, [0], [{ kind: 'pass' }]));
    table.play({ kind: 'pass' });
    const sent = socket().sent[1] as { clientMoveId: string };
    expect(sent).toMatchObject({ type: 'move', expectedSeq: 3, move: { kind: 'pass' } });
    expect(table.pending?.move).toEqual({ kind: 'pass' });
    expect(table.acting).toBeNull();
    socket().receive({
      type: 'rejected',
      clientMoveId: sent.clientMoveId,
      error: { code: 'illegal-move', message: 'no', rule: 'not-your-turn' },
    });
    expect(table.pending).toBeNull();
    expect(table.error?.code).toBe('not-your-turn');
    table.play({ kind: 'pass' });
    const again = socket().sent[2] as { clientMoveId: string };
    expect(again.clientMoveId).not.toBe(sent.clientMoveId);
    socket().receive({ type: 'ack', clientMoveId: again.clientMoveId, seq: 4 });
    socket().receive(state(4, [1], []));
    expect(table.pending).toBeNull();
    expect(table.status).toEqual({ kind: 'thinking', seat: 1 });
  });

  it('sends a rate-limited move again after the delay, kept while another seat moves (Finito)', () => {
    vi.useFakeTimers();
    const { table, socket } = setup();
    const place = { kind: 'place', cell: 7 };
    socket().receive(state(3, [0, 1], [place, { kind: 'place', cell: 8 }]));
    table.play(place);
    const sent = socket().sent[1] as { clientMoveId: string };
    const error = { code: 'rate-limited', message: 'at most 20 messages a second' };
    socket().receive({ type: 'rejected', clientMoveId: sent.clientMoveId, error, retryAfterMs: 400 });
    expect(table.error).toBeNull();
    // The other seat placed meanwhile: this seat still acts and may still play the same move.
    socket().receive(state(4, [0, 1], [place]));
    expect(table.pending?.clientMoveId).toBe(sent.clientMoveId);
    vi.advanceTimersByTime(399);
    expect(socket().sent).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(socket().sent[2]).toEqual(sent);
    socket().receive({ type: 'ack', clientMoveId: sent.clientMoveId, seq: 5 });
    expect(table.pending).toBeNull();
  });

  it('does not offer my turn again between the ack of my move and the state after it', () => {
    const { table, socket } = setup();
    socket().receive(state(3, [0], [{ kind: 'pass' }]));
    table.play({ kind: 'pass' });
    const sent = socket().sent[1] as { clientMoveId: string };
    socket().receive({ type: 'ack', clientMoveId: sent.clientMoveId, seq: 4 });
    expect(table.pending).toBeNull();
    expect(table.acting).toBeNull();
    expect(table.legal).toEqual([]);
    socket().receive(state(4, [0], [{ kind: 'pass' }]));
    expect(table.acting).toBe(0);
  });

  it('keeps the log the server sends: steps as this seat may know them, a replay replacing what follows', () => {
    const { table, socket } = setup();
    const step = (n: number) => ({ step: { seat: 0, move: { kind: 'step', n } }, view: { seq: n } });
    // The log shows with the state that follows it (the server always sends both).
    socket().receive({ type: 'log', from: 0, before: { seq: 0 }, steps: [step(1), step(2)] });
    socket().receive(state(2, [1], []));
    socket().receive({
      type: 'log',
      from: 2,
      before: { seq: 2 },
      steps: [{ step: { hidden: 'chance' }, view: { seq: 3 } }],
    });
    socket().receive(state(3, [1], []));
    expect(table.log).toEqual([
      { index: 0, step: step(1).step, before: { seq: 0 }, after: { seq: 1 } },
      { index: 1, step: step(2).step, before: { seq: 1 }, after: { seq: 2 } },
      { index: 2, step: { hidden: 'chance' }, before: { seq: 2 }, after: { seq: 3 } },
    ]);
    socket().receive({ type: 'log', from: 1, before: { seq: 1 }, steps: [step(9)] });
    socket().receive({ ...state(2, [1], []), cause: 'resync' });
    expect(table.log.map((e) => e.after)).toEqual([{ seq: 1 }, { seq: 9 }]);
    // A step that is neither whole nor hidden is refused, as every message outside the protocol.
    socket().receive({
      type: 'log',
      from: 2,
      before: {},
      steps: [{ step: { hidden: 'hand', tokens: [3] }, view: {} }],
    });
    socket().receive(state(3, [1], []));
    expect(table.log).toHaveLength(2);
  });

  it('reconnects with backoff, says which seq it saw, and resends the pending move with the same id', () => {
    vi.useFakeTimers();
    const { table, sockets, socket } = setup();
    socket().receive({
      type: 'log',
      from: 0,
      before: {},
      steps: [1, 2, 3].map(() => ({ step: { chance: 1 }, view: {} })),
    });
    socket().receive(state(3, [0], [{ kind: 'pass' }]));
    socket().drop();
    expect(table.link.kind).toBe('reconnecting');
    table.play({ kind: 'pass' }); // sent while down: kept pending
    vi.advanceTimersByTime(50);
    expect(sockets).toHaveLength(2);
    socket().open();
    expect(socket().sent[0]).toEqual({ type: 'hello', tableId: TABLE, credential: CREDENTIAL, lastSeq: 3 });
    socket().receive(welcome);
    expect(table.link.kind).toBe('open');
    expect(socket().sent[1]).toMatchObject({ type: 'move', expectedSeq: 3, move: { kind: 'pass' } });
    socket().drop(4401);
    expect(table.link).toEqual({ kind: 'refused', code: 4401 });
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });
});

describe('a message this page cannot read', () => {
  it('is logged, asks for a reload, and the game is asked for again rather than waited for', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { table, sockets, socket } = setup();
    socket().receive({ type: 'log', from: 0, before: {}, steps: [{ step: { chance: 1 }, view: {} }] });
    // A newer server's outcome, with a field this page does not know.
    socket().receive({
      ...state(1, [], []),
      outcome: { status: 'over', winners: [0], reason: 'x', medal: 1 },
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"state" message this client cannot read'));
    expect(table.outdated).toBe(true);
    expect(table.revision).toBe(0);
    vi.advanceTimersByTime(50);
    expect(sockets).toHaveLength(2);
    socket().open();
    expect(socket().sent[0]).toEqual({ type: 'hello', tableId: TABLE, credential: CREDENTIAL, lastSeq: 1 });
    socket().receive(welcome);
    socket().receive(state(1, [1], []));
    expect(table.revision).toBe(1);
    expect(table.outdated).toBe(true);
    warn.mockRestore();
  });
});

describe('join codes as typed', () => {
  it('forgives case, spaces and dashes, and names look-alikes the codes never use', () => {
    expect(checkJoinCode(' ac-d e f g ')).toEqual({ ok: true, code: 'ACDEFG' });
    expect(checkJoinCode('ACD0EO')).toEqual({ ok: false, problem: 'characters', characters: '0 O' });
    expect(checkJoinCode('ACD')).toEqual({ ok: false, problem: 'length', length: 3 });
    expect(checkJoinCode('  ')).toMatchObject({ ok: false, problem: 'empty' });
  });
});

describe('an online table with a computer seat', () => {
  const computer = { seat: 1, name: null, kind: 'computer', level: 'moyen', taken: false, connected: true };
  const lobby = { type: 'lobby', table: { ...info, seats: [seat(0), computer] } };
  const logOf = (from: number, ...steps: unknown[]) => ({
    type: 'log',
    from,
    before: { seq: from },
    steps: steps.map((step, k) => ({ step, view: { seq: from + k + 1 } })),
  });
  const pace = {
    think: () => 600,
    chance: (c: unknown) => ((c as { kind: string }).kind === 'roll' ? 800 : 0),
  };

  function started(locale: 'fr' | 'en' = 'fr') {
    const { t } = describeContext(locale);
    const made = setup({ computerName: (level, name) => computerName(t, level, name) });
    made.table.pacing = pace;
    made.socket().receive(lobby);
    made.socket().receive({ ...state(3, [1], []), cause: 'welcome' });
    return made;
  }

  it('names the computer as local play does, in the reader’s language, and a person it replaced', () => {
    expect(started('fr').table.seats[1]).toEqual({
      name: 'Ordinateur (moyen)',
      kind: 'computer',
      level: 'moyen',
    });
    const { table, socket } = started('en');
    expect(table.seats.map((s) => s.name)).toEqual(['P0', 'Computer (medium)']);
    socket().receive({ type: 'lobby', table: { ...info, seats: [seat(0), { ...computer, name: 'Tom' }] } });
    expect(table.seats[1]?.name).toBe('Tom (computer, Medium)');
  });

  it('shows the computer thinking, then its move and the dice at local play’s pace, and only then my turn', () => {
    vi.useFakeTimers();
    const { table, socket } = started();
    expect(table.status).toEqual({ kind: 'thinking', seat: 1 });
    // The instant server: the computer's move and the roll arrive together, my turn with them.
    socket().receive(logOf(3, { seat: 1, move: { kind: 'step' } }, { chance: { kind: 'roll', value: 5 } }));
    socket().receive(state(5, [0], [{ kind: 'pass' }]));
    expect(table.status).toEqual({ kind: 'thinking', seat: 1 });
    expect(table.revision).toBe(3);
    expect(table.log).toHaveLength(0);
    expect(table.acting).toBeNull();
    vi.advanceTimersByTime(600);
    expect(table.status).toEqual({ kind: 'rolling' });
    expect(table.acting).toBeNull();
    vi.advanceTimersByTime(799);
    expect(table.revision).toBe(3);
    vi.advanceTimersByTime(1);
    expect(table.revision).toBe(5);
    expect(table.log).toHaveLength(2);
    expect(table.status).toEqual({ kind: 'waiting', seats: [0] });
    expect(table.legal).toEqual([{ kind: 'pass' }]);
  });

  it('lets me play while a computer’s simultaneous move waits to show, against the latest state', () => {
    vi.useFakeTimers();
    const { table, socket } = started();
    socket().receive(logOf(3, { chance: { kind: 'draw' } }));
    socket().receive(state(4, [0, 1], [{ kind: 'place' }]));
    expect(table.acting).toBe(0);
    socket().receive(logOf(4, { seat: 1, move: { kind: 'place' } }));
    socket().receive(state(5, [0], [{ kind: 'place' }]));
    expect(table.revision).toBe(4);
    expect(table.acting).toBe(0);
    table.play({ kind: 'place' });
    expect(socket().sent.at(-1)).toMatchObject({ type: 'move', expectedSeq: 5 });
  });
});

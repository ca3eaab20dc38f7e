import { piste } from '@ludimaths/engine';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { pisteWeb } from '../games/piste/module';
import type { AnyWebGame } from '../games/types';
import { fr } from '../i18n/fr';
import { HintPanel } from '../screens/Hint';
import { HintsUsed, hintsAtEnd } from '../screens/HintsUsed';
import type { BotRunner } from '../session/bot-client';
import { Session } from '../session/session';
import type { TableController } from '../session/table';
import { describeContext } from '../test-support';
import { FakeSocket } from './fake-socket';
import { OnlineTable } from './online-table';

afterEach(cleanup);

const TABLE = 'AAAAAAAAAAAAAAAA';
const seat = (n: number) => ({ seat: n, name: `P${n}`, kind: 'human', taken: true, connected: true });
const info = (hints: { allowed: boolean; used: number[] }) => ({
  id: TABLE,
  game: 'zigzag',
  options: {},
  status: 'playing',
  seq: 3,
  seats: [seat(0), seat(1)],
  spectators: 0,
  hints,
});
const state = {
  type: 'state',
  seq: 3,
  view: { seq: 3 },
  actors: { kind: 'seats', seats: [0] },
  legal: [{ kind: 'a' }, { kind: 'b' }],
  outcome: { status: 'running' },
  cause: 'update',
};
const runner = (async () => ({ move: { kind: 'b' } })) as unknown as BotRunner;

/** An online table at seat 0, its turn, with the hints the server says. */
function online(hints: { allowed: boolean; used: number[] }) {
  const socket = new FakeSocket();
  const table = new OnlineTable({
    tableId: TABLE,
    credential: 'c'.repeat(32),
    runner,
    connection: { socketUrl: 'ws://test/api/ws', backoffMs: [10], openSocket: () => socket },
  });
  table.start();
  socket.open();
  socket.receive({ type: 'welcome', table: info(hints), seat: 0, host: false, code: null, absentAfterMs: 1 });
  socket.receive(state);
  return { table, socket };
}

const inFrench = (node: React.ReactNode) =>
  render(
    <IntlProvider locale="fr" messages={fr}>
      {node}
    </IntlProvider>,
  );

describe('hints at an online table', () => {
  it('tell the server before the hint is shown, so everyone learns of it', async () => {
    const { table, socket } = online({ allowed: true, used: [0, 0] });
    expect(table.hintsAllowed).toBe(true);
    const hint = await table.hint();
    expect(hint.move).toEqual({ kind: 'b' });
    expect(socket.sent).toContainEqual({ type: 'hint-used' });
  });

  it('are not given, and nothing is sent, where the creator forbade them', async () => {
    const { table, socket } = online({ allowed: false, used: [0, 0] });
    await expect(table.hint()).rejects.toThrow(/not allowed/);
    expect(socket.sent).not.toContainEqual({ type: 'hint-used' });
    const game = pisteWeb as unknown as AnyWebGame;
    inFrench(<HintPanel table={table} game={game} context={describeContext('fr')} />);
    expect(screen.queryByRole('button', { name: /conseil/i })).toBeNull();
    expect(screen.getByTestId('hint-off').textContent).toBe('Pas de conseils à cette table.');
  });

  it('show beside the table whether they are allowed and how many each seat used', () => {
    const { table, socket } = online({ allowed: true, used: [0, 0] });
    socket.receive({ type: 'lobby', table: info({ allowed: true, used: [0, 2] }) });
    inFrench(<HintsUsed table={table} t={(id, v) => `${id}:${JSON.stringify(v ?? {})}`} />);
    expect(screen.getByTestId('hints-used').dataset.allowed).toBe('true');
    expect(screen.getByText(/hint.usedBy/).textContent).toBe('hint.usedBy:{"name":"P1","count":2}');
  });
});

describe('a game solved with hints', () => {
  const t = (id: string, values?: Record<string, unknown>) => `${id} ${JSON.stringify(values ?? {})}`;
  it('says so alone, and names each seat that asked for some with several', () => {
    const solo = { seats: [{ name: 'Ana' }], hintsUsed: [3] } as unknown as TableController;
    expect(hintsAtEnd(solo, t as never)).toEqual(['hint.endSolo {"count":3}']);
    const none = { seats: [{ name: 'Ana' }], hintsUsed: [0] } as unknown as TableController;
    expect(hintsAtEnd(none, t as never)).toEqual([]);
    const two = { seats: [{ name: 'A' }, { name: 'B' }], hintsUsed: [0, 1] } as unknown as TableController;
    expect(hintsAtEnd(two, t as never)).toEqual(['hint.endSeat {"name":"B","count":1}']);
  });

  it('counts each hint a local session gives, by seat', async () => {
    const made = Session.start({
      game: piste,
      options: { board: 'petite' },
      seats: [
        { kind: 'human', name: 'Ana' },
        { kind: 'human', name: 'Ben' },
      ],
      seed: 'hints',
      pacing: { chance: async () => {}, think: async () => {} },
      hintRunner: runner,
    });
    if (!made.ok) throw new Error(made.error.message);
    const session = made.value;
    await session.run();
    expect(session.hintsUsed).toEqual([]);
    const asker = session.acting as number;
    await session.hint();
    await session.hint();
    expect(session.hintsUsed).toEqual(asker === 0 ? [2, 0] : [0, 2]);
  });
});

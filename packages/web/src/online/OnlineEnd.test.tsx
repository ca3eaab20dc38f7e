import { expectOk, Match, piste } from '@ludimaths/engine';
import { playSeededGame } from '@ludimaths/engine/testing';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findEntry } from '../catalog';
import { pisteWeb } from '../games/piste/module';
import type { AnyWebGame } from '../games/types';
import { renderScreen } from '../screens/test-render';
import { memoryRecordStore } from '../session/storage';
import { describeContext } from '../test-support';
import type { ApiResult } from './api';
import { FakeSocket } from './fake-socket';
import { OnlineEnd } from './OnlineEnd';
import { OnlineTable } from './online-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TABLE = 'AAAAAAAAAAAAAAAA';
const NAMES = ['Léa', 'Tom'];

/**
 * An online table that received a whole petite piste as the server sends it to seat 0: the log with
 * the public view after each step, then that seat's own view with the outcome. No state anywhere.
 */
function finishedOnline() {
  const played = playSeededGame(piste, { board: 'petite' }, 2, 'online-end');
  const match = expectOk(Match.fromRecord(piste, played.record));
  const socket = new FakeSocket();
  const table = new OnlineTable({
    tableId: TABLE,
    credential: 'c'.repeat(32),
    connection: { socketUrl: 'ws://test/api/ws', openSocket: () => socket },
  });
  table.start();
  socket.open();
  const seats = NAMES.map((name, seat) => ({ seat, name, kind: 'human', taken: true, connected: true }));
  const info = { id: TABLE, game: 'piste', options: { board: 'petite' }, status: 'over', seq: 0, seats };
  socket.receive({
    type: 'welcome',
    table: { ...info, spectators: 0 },
    seat: 0,
    host: true,
    code: null,
    absentAfterMs: 60_000,
  });
  const publicView = (i: number) => piste.view(match.stateAt(i) ?? match.state, 'spectator');
  socket.receive({
    type: 'log',
    from: 0,
    before: publicView(0),
    steps: match.steps.map((step, i) => ({ step, view: publicView(i + 1) })),
  });
  socket.receive({
    type: 'state',
    seq: match.steps.length,
    view: match.view(0),
    actors: { kind: 'over' },
    legal: [],
    outcome: match.outcome(),
    cause: 'welcome',
  });
  return { table, state: played.state, record: played.record, socket };
}

function renderEnd(
  table: OnlineTable,
  fetchRecord: (id: string) => Promise<ApiResult<string>>,
  rematch = true,
  records = memoryRecordStore(),
) {
  const entry = findEntry('petite-piste');
  if (!entry) throw new Error('no entry');
  renderScreen(
    <OnlineEnd
      table={table}
      game={pisteWeb as AnyWebGame}
      context={{ ...describeContext('fr'), seats: table.seats }}
      entry={entry}
      rematch={rematch}
      reducedMotion
      fetchRecord={fetchRecord}
    />,
    { records },
  );
}

describe('the end of an online game', () => {
  it('ranks the seats as local play does, from the views the browser received', async () => {
    const { table, state, record } = finishedOnline();
    const fetchRecord = vi.fn(async () => ({ ok: true as const, value: JSON.stringify(record) }));
    renderEnd(table, fetchRecord);
    const rows = within(screen.getByTestId('ranking')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const winner = state.phase.kind === 'over' ? state.phase.winner : -1;
    expect(rows[0]?.textContent).toContain(NAMES[winner]);
    expect(rows[0]?.children[2]?.textContent).toBe(String(state.positions[winner]));
    // The record is asked for once the game is over, and then copied as the local end copies it.
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const copy = await screen.findByTestId('copy-record');
    await act(async () => fireEvent.click(copy));
    expect(fetchRecord).toHaveBeenCalledWith(TABLE);
    expect(JSON.parse(writeText.mock.calls[0]?.[0] ?? '')).toMatchObject({ steps: record.steps });
  });

  it('opens the finished game in the replay and the analysis, as a pasted record', async () => {
    const { table, record } = finishedOnline();
    const records = memoryRecordStore();
    renderEnd(table, async () => ({ ok: true, value: JSON.stringify(record) }), true, records);
    fireEvent.click(await screen.findByTestId('end-analysis'));
    expect(records.load('opened')).toEqual({ ok: true, value: record });
    expect(window.location.pathname).toBe('/analysis/opened');
    expect(screen.getByTestId('end-replay').textContent).toBe('Revoir la partie pas à pas');
  });

  it('asks the server for the rematch, and says why the record is missing', async () => {
    const { table, socket } = finishedOnline();
    renderEnd(table, async () => ({ ok: false, problem: 'unreachable', message: 'down' }));
    expect(await screen.findByTestId('record-problem')).toHaveProperty(
      'textContent',
      expect.stringMatching(/ne peut pas encore être téléchargée/),
    );
    expect(screen.queryByTestId('copy-record')).toBeNull();
    fireEvent.click(screen.getByTestId('rematch'));
    expect(socket.sent.at(-1)).toEqual({ type: 'rematch' });
    expect(screen.getByTestId('rematch')).toHaveProperty('disabled', true);
  });

  it('offers no rematch at a class’s table', async () => {
    const { table } = finishedOnline();
    renderEnd(table, async () => ({ ok: false, problem: 'unreachable', message: 'down' }), false);
    await screen.findByTestId('record-problem');
    expect(screen.queryByTestId('rematch')).toBeNull();
    expect(screen.getByTestId('ranking')).toBeTruthy();
  });
});

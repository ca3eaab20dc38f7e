import type { CasseTete as CT } from '@ludimaths/engine';
import { casseTete, expectOk, Match } from '@ludimaths/engine';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CasseTeteScreen } from '../games/casse-tete/CasseTeteScreen';
import { fr } from '../i18n/fr';
import { useTable } from '../ui/useTable';
import { FakeSocket } from './fake-socket';
import { OnlineTable } from './online-table';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const TABLE = 'BBBBBBBBBBBBBBBB';
const plain = <T,>(value: T): T => JSON.parse(JSON.stringify(value));

/** A Casse-tête position after a few turns, seen by the seat to act. */
function position() {
  const seats = [
    { name: 'Léa', kind: 'human' as const },
    { name: 'Tom', kind: 'human' as const },
  ];
  const match = expectOk(Match.start(casseTete, { options: { rotation: true }, seats, seed: 'keep' }));
  const seatToAct = () => {
    match.settle();
    const actors = match.actors();
    return actors.kind === 'seats' ? (actors.seats[0] as number) : 0;
  };
  for (let i = 0; i < 4; i++)
    expectOk(match.play(seatToAct(), match.legalMoves(seatToAct())[0] as CT.CasseTeteMove));
  const seat = seatToAct();
  return { seat, seq: match.revision, view: match.view(seat), legal: match.legalMoves(seat) };
}

function Screen({ table }: { table: OnlineTable<CT.CasseTeteView, CT.CasseTeteMove, CT.CasseTeteChance> }) {
  useTable(table);
  return table.started ? <CasseTeteScreen table={table} reducedMotion /> : null;
}

describe('an online Casse-tête seat', () => {
  it('keeps the picked token through a resync, a lobby change and a reconnection, then places it', () => {
    vi.useFakeTimers();
    const { seat, seq, view, legal } = position();
    const sockets: FakeSocket[] = [];
    const table = new OnlineTable<CT.CasseTeteView, CT.CasseTeteMove, CT.CasseTeteChance>({
      tableId: TABLE,
      credential: 'c'.repeat(32),
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
    const socket = () => sockets[sockets.length - 1] as FakeSocket;
    const seatInfo = (n: number, connected = true) => ({
      seat: n,
      name: `P${n}`,
      kind: 'human',
      taken: true,
      connected,
    });
    const info = (connected: boolean) => ({
      id: TABLE,
      game: 'casse-tete',
      options: { rotation: true },
      status: 'playing',
      seq,
      seats: [seatInfo(0, seat === 0 || connected), seatInfo(1, seat === 1 || connected)],
      spectators: 0,
    });
    const welcome = {
      type: 'welcome',
      table: info(true),
      seat,
      host: false,
      code: null,
      absentAfterMs: 60_000,
    };
    const state = (cause: string) => ({
      type: 'state',
      seq,
      view: plain(view),
      actors: { kind: 'seats', seats: [seat] },
      legal: plain(legal),
      outcome: { status: 'running' },
      cause,
    });
    const server = (message: unknown) => act(() => socket().receive(message));
    table.start();
    socket().open();
    server(welcome);
    server(state('welcome'));
    render(
      <IntlProvider locale="fr-FR" messages={fr}>
        <Screen table={table} />
      </IntlProvider>,
    );
    const place = legal.find((m): m is CT.PlaceMove => m.kind === 'place');
    if (!place) throw new Error('this position only allows passing');
    fireEvent.click(document.querySelector(`[data-token="${place.token}"]`) as HTMLElement);
    const lit = () => document.querySelectorAll('.ct-target.ct-lit').length;
    expect(lit()).toBeGreaterThan(0);

    server(state('resync'));
    server({ type: 'lobby', table: info(false) });
    act(() => socket().drop());
    act(() => vi.advanceTimersByTime(50));
    act(() => socket().open());
    server(welcome);
    server(state('welcome'));
    expect(lit()).toBeGreaterThan(0);

    const turned = document.querySelector<HTMLElement>(`.ct-target.ct-lit`);
    fireEvent.click(turned as HTMLElement);
    const sent = socket().sent.find((m) => m.type === 'move') as { move: CT.PlaceMove } | undefined;
    expect(sent?.move.token).toBe(place.token);
    table.close();
  });
});

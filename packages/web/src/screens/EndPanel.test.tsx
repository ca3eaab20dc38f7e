import { casseTete, finito, piste, zigzag } from '@ludimaths/engine';
import { playSeededGame } from '@ludimaths/engine/testing';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findEntry } from '../catalog';
import { casseTeteWeb } from '../games/casse-tete/module';
import { finitoWeb } from '../games/finito/module';
import { pisteWeb } from '../games/piste/module';
import type { AnyWebGame } from '../games/types';
import { zigzagWeb } from '../games/zigzag/module';
import { Session } from '../session/session';
import { describeContext } from '../test-support';
import { rematchOptions, Table } from './Play';
import type { Rematch } from './Rematch';
import { defaultStarter, ranks } from './ranking';
import { renderScreen } from './test-render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SEATS = [
  { name: 'Léa', kind: 'human' },
  { name: 'Tom', kind: 'bot', bot: 'facile' },
  { name: 'Zoé', kind: 'human' },
];

/** A finished three-player petite piste, shown by the table as the app shows it. */
function finishedPiste(onAgain: (rematch: Rematch) => void = () => {}) {
  const played = playSeededGame(piste, { board: 'petite' }, 3, 'end-panel');
  const record = { ...played.record, seats: SEATS };
  const made = Session.fromRecord({ game: piste }, record);
  if (!made.ok) throw new Error(made.error.message);
  const entry = findEntry('petite-piste');
  if (!entry) throw new Error('no entry');
  renderScreen(
    <Table
      entry={entry}
      game={pisteWeb as AnyWebGame}
      session={made.value as never}
      reducedMotion={true}
      onAgain={onAgain}
    />,
  );
  made.value.stop();
  return { state: played.state, record };
}

describe('the ranking', () => {
  it('puts the winners first, then the others by their figure, equal figures sharing a place', () => {
    expect(ranks([], [5, 5, 3])).toEqual([1, 1, 3]);
    expect(ranks([2], [40, 40, 50])).toEqual([2, 2, 1]);
    expect(ranks([0, 1], [7, 7, 9])).toEqual([1, 1, 3]);
  });

  it('lists every seat with its place, square and turns, the winner on top', () => {
    const { state } = finishedPiste();
    const rows = within(screen.getByTestId('ranking')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const winner = state.phase.kind === 'over' ? state.phase.winner : -1;
    const cells = (row: Element | undefined) => [...(row?.children ?? [])].map((c) => c.textContent ?? '');
    const [place, who, square] = cells(rows[0]);
    expect(place).toBe('1er');
    expect(who).toContain(SEATS[winner]?.name);
    expect(square).toBe(String(state.positions[winner]));
    // Every turn is counted once, for the seat that played it.
    const turns = rows.map((row) => Number(row.lastElementChild?.textContent));
    expect(turns.reduce((a, b) => a + b, 0)).toBe(state.turns);
    const squares = rows.map((row) => Number(row.children[2]?.textContent));
    expect([...squares].sort((a, b) => b - a)).toEqual(squares);
  });
});

describe('each game’s figures at the end', () => {
  const context = { ...describeContext('fr'), movesBySeat: [] };
  it('zigzag: points; casse-tête: points and tokens left; finito: points and rolls', () => {
    const zz = playSeededGame(zigzag, zigzag.defaultOptions, 2, 'figures').state;
    const zzFigures = zigzagWeb.standings?.(zigzag.view(zz, 'spectator'), context);
    expect(zzFigures?.figures).toEqual(zz.players.map((p) => [String(p.score)]));

    const ct = playSeededGame(casseTete, casseTete.defaultOptions, 3, 'figures').state;
    const ctFigures = casseTeteWeb.standings?.(casseTete.view(ct, 'spectator'), context);
    expect(ctFigures?.columns).toEqual(['end.column.points', 'end.column.tokensLeft']);
    expect(ctFigures?.rankKey).toEqual(ct.scores);
    expect(ctFigures?.figures.map((f) => f[1])).toEqual(ct.hands.map((hand) => String(hand.length)));

    const fi = playSeededGame(finito, finito.defaultOptions, 2, 'figures').state;
    const fiFigures = finitoWeb.standings?.(finito.view(fi, 'spectator'), context);
    expect(fiFigures?.figures).toEqual(fi.scores.map((score) => [String(score), String(fi.totalTurns)]));
  });
});

describe('the rematch', () => {
  it('by default keeps the players and lets the one who came last start', () => {
    expect(defaultStarter([2, 1, 3], [])).toBe(2);
    // A tie for last: the seat after the one who moved first.
    const log = [{ index: 0, step: { seat: 1, move: {} }, before: {}, after: {} }];
    expect(defaultStarter([1, 2, 2], log)).toBe(2);
    expect(defaultStarter([1, 1], log)).toBe(0);

    const onAgain = vi.fn();
    finishedPiste(onAgain);
    fireEvent.click(screen.getByTestId('again'));
    const rematch: Rematch = onAgain.mock.calls[0]?.[0];
    expect(rematch.seats.map((s) => s.name)).toEqual(['Léa', 'Tom', 'Zoé']);
    expect(rematch.seats[1]).toMatchObject({ kind: 'computer', level: 'facile' });
    const lastRow = within(screen.getByTestId('ranking')).getAllByRole('row').at(-1);
    expect(lastRow?.textContent).toContain(SEATS[rematch.starter ?? -1]?.name);
    expect(screen.getByTestId('rematch-summary').textContent).toContain(
      `${SEATS[rematch.starter ?? -1]?.name} commence`,
    );
  });

  it('lets the players choose who starts, or the dice, and the computer’s level', () => {
    const onAgain = vi.fn();
    finishedPiste(onAgain);
    fireEvent.click(screen.getByTestId('starter-2'));
    fireEvent.click(screen.getByTestId('level-1-fort'));
    fireEvent.click(screen.getByTestId('again'));
    expect(onAgain.mock.calls[0]?.[0].starter).toBe(2);
    expect(onAgain.mock.calls[0]?.[0].seats[1]).toMatchObject({ kind: 'computer', level: 'fort' });
    fireEvent.click(screen.getByTestId('starter-dice'));
    fireEvent.click(screen.getByTestId('again'));
    expect(onAgain.mock.calls[1]?.[0].starter).toBeNull();
  });

  it('starts the new game with the chosen starter, or with the roll-off', () => {
    const options = rematchOptions(
      zigzagWeb as AnyWebGame,
      { board: { kind: 'standard' }, moveLimit: 200 },
      1,
    );
    const made = zigzag.setup(options as never, 2, 'rematch');
    expect(made.ok && zigzag.actors(made.value)).toEqual({ kind: 'chance' });
    expect(made.ok && made.value.starter).toBe(1);
    expect(rematchOptions(zigzagWeb as AnyWebGame, options, null)).toEqual({
      board: { kind: 'standard' },
      moveLimit: 200,
    });
  });
});

describe('keeping the game', () => {
  it('copies the record with the Clipboard API and says so to everyone', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { record } = finishedPiste();
    await act(async () => fireEvent.click(screen.getByTestId('copy-record')));
    expect(JSON.parse(writeText.mock.calls[0]?.[0] ?? '')).toMatchObject({ steps: record.steps });
    const status = screen.getByTestId('copy-status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toMatch(/^Copié/);
  });

  it('falls back on the copy command, and says when copying failed', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    finishedPiste();
    const button = screen.getByTestId('copy-record');
    button.focus();
    await act(async () => fireEvent.click(button));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByTestId('copy-status').textContent).toMatch(/^Copié/);
    expect(document.activeElement).toBe(button);
    execCommand.mockReturnValue(false);
    await act(async () => fireEvent.click(button));
    expect(screen.getByTestId('copy-status').textContent).toMatch(/télécharge la partie/);
  });
});

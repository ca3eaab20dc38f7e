import type { GameRecord } from '@ludimaths/engine';
import { finito, RECORD_FORMAT, RECORD_VERSION } from '@ludimaths/engine';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FinishedGame } from '../session/history';
import { memoryHistory } from '../session/history';
import HistoryScreen from './History';
import { renderScreen } from './test-render';

afterEach(cleanup);

const RECORD: GameRecord = {
  format: RECORD_FORMAT,
  version: RECORD_VERSION,
  game: finito.id,
  seats: [{}],
  steps: [],
};

const game = (id: string, fields: Partial<FinishedGame>): FinishedGame => ({
  id,
  entry: 'finito',
  finishedAt: '2026-12-02T10:30:00.000Z',
  players: ['Léa', 'Robot'],
  winners: [0],
  scores: null,
  steps: 40,
  people: [0],
  ...fields,
});

function historyOf(games: readonly FinishedGame[]) {
  const history = memoryHistory();
  for (const g of [...games].reverse()) history.remember(g, RECORD);
  return history;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the statistics of "Mes parties terminées"', () => {
  it('shows per game the games played and won, the best solo Finito and the average score in French', () => {
    renderScreen(<HistoryScreen />, {
      history: historyOf([
        game('a', { players: ['Léa'], winners: [0], scores: [12], rolls: 31 }),
        game('b', { players: ['Léa'], winners: [0], scores: [12], rolls: 27 }),
        game('c', { winners: [1], scores: [9, 12] }),
        game('d', { entry: 'zigzag', winners: [1] }),
      ]),
    });
    const table = screen.getByRole('table');
    const finitoRow = within(table).getByRole('row', { name: /^Finito/ });
    expect(cells(finitoRow)).toEqual(['3', '2', '27\u00a0lancers', '11']);
    const zigzagRow = within(table).getAllByRole('row')[2];
    if (!zigzagRow) throw new Error('no second game row');
    expect(cells(zigzagRow)).toEqual(['1', '0', '—aucun', '—aucun']);
    expect(within(zigzagRow).getAllByText('—')[0]?.getAttribute('aria-hidden')).toBe('true');
  });

  it('writes an average with a decimal comma', () => {
    renderScreen(<HistoryScreen />, {
      history: historyOf([game('a', { scores: [12, 3] }), game('b', { scores: [9, 12] })]),
    });
    expect(cells(screen.getByRole('row', { name: /^Finito/ }))).toContain('10,5');
  });

  it('draws bars as long as the counts, hidden from screen readers which read the table', () => {
    renderScreen(<HistoryScreen />, {
      history: historyOf([game('a', {}), game('b', { winners: [1] }), game('c', { entry: 'zigzag' })]),
    });
    const chart = screen.getByTestId('history-chart');
    expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
    const widths = [...chart.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('width')));
    const [finitoPlayed, finitoWon, zigzagPlayed, zigzagWon] = widths;
    expect(finitoPlayed).toBeGreaterThan(0);
    expect(finitoWon).toBeCloseTo((finitoPlayed ?? 0) / 2);
    expect(zigzagPlayed).toBeCloseTo((finitoPlayed ?? 0) / 2);
    expect(zigzagWon).toBeCloseTo(zigzagPlayed ?? 0);
  });

  it('counts again when a game is deleted, and shows no statistics once none is left', () => {
    renderScreen(<HistoryScreen />, { history: historyOf([game('a', {})]) });
    expect(cells(screen.getByRole('row', { name: /^Finito/ }))[0]).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: /Effacer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, effacer' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('history-empty')).toBeTruthy();
  });
});

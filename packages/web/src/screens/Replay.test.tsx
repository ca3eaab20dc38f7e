import { piste } from '@ludimaths/engine';
import { playSeededGame } from '@ludimaths/engine/testing';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CATALOG, findEntry } from '../catalog';
import { loadGame } from '../games/load';
import { pisteWeb } from '../games/piste/module';
import type { AnyWebGame } from '../games/types';
import { memoryHistory } from '../session/history';
import { Session } from '../session/session';
import HistoryScreen from './History';
import { Table } from './Play';
import ReplayScreen from './Replay';
import { AUTOPLAY_MS } from './replay-controls';
import { renderScreen } from './test-render';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeAll(() => Promise.all(CATALOG.map(loadGame)), 30_000);

const record = playSeededGame(piste, { board: 'petite' }, 2, 'replay-viewer').record;
const total = record.steps.length;
const position = () => screen.getByTestId('replay-position').textContent ?? '';

async function openRecord() {
  renderScreen(<ReplayScreen />);
  fireEvent.change(screen.getByTestId('record-text'), { target: { value: JSON.stringify(record) } });
  // Opening renders the game's module, which suspends once: the click is awaited for React to resume.
  await act(async () => fireEvent.click(screen.getByTestId('record-open')));
  await screen.findByTestId('replay-position');
}

describe('the replay viewer', () => {
  it('opens at the start and moves with ←, →, Home and End', async () => {
    await openRecord();
    expect(position()).toMatch(/^Étape 0 sur/);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(position()).toMatch(/^Étape 2 sur/);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(position()).toMatch(/^Étape 1 sur/);
    fireEvent.keyDown(window, { key: 'End' });
    expect(position()).toMatch(new RegExp(`^Étape ${total} sur ${total}`));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(position()).toMatch(new RegExp(`^Étape ${total} sur`));
    fireEvent.keyDown(window, { key: 'Home' });
    expect(position()).toMatch(/^Étape 0 sur/);
  });

  it('leaves the arrow keys to a text field', async () => {
    await openRecord();
    fireEvent.keyDown(screen.getByTestId('record-text'), { key: 'End' });
    expect(position()).toMatch(/^Étape 0 sur/);
  });

  it('jumps with the slider and from the list of steps, which marks the step shown', async () => {
    await openRecord();
    fireEvent.change(screen.getByTestId('replay-slider'), { target: { value: '5' } });
    expect(position()).toMatch(/^Étape 5 sur/);
    const steps = screen.getByTestId('replay-steps').querySelectorAll('button');
    expect(steps).toHaveLength(total + 1);
    expect(steps[5]?.getAttribute('aria-current')).toBe('step');
    fireEvent.click(steps[3] as HTMLButtonElement);
    expect(position()).toMatch(/^Étape 3 sur/);
    // The words of a step in the list are those shown for it above the board.
    expect(position()).toContain(steps[3]?.textContent ?? 'missing');
  });

  it('plays by itself one step at a time until paused', async () => {
    await openRecord();
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId('replay-play'));
    // One step per interval: each step schedules the next once it is shown.
    for (let i = 0; i < 3; i++) await act(async () => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(position()).toMatch(/^Étape 3 sur/);
    fireEvent.click(screen.getByTestId('replay-play'));
    for (let i = 0; i < 3; i++) await act(async () => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(position()).toMatch(/^Étape 3 sur/);
  });
});

describe('the history of finished games', () => {
  it('keeps the game a table ends, lists it, and opens it in the viewer', async () => {
    const history = memoryHistory();
    const made = Session.fromRecord({ game: piste }, record);
    if (!made.ok) throw new Error(made.error.message);
    const entry = findEntry('petite-piste');
    if (!entry) throw new Error('no entry');
    const { unmount } = renderScreen(
      <Table
        entry={entry}
        game={pisteWeb as AnyWebGame}
        session={made.value as never}
        reducedMotion={true}
        onAgain={() => {}}
        history={history}
      />,
      { history },
    );
    made.value.stop();
    unmount();
    const [kept] = history.list();
    expect(kept?.entry).toBe('petite-piste');
    expect(kept?.steps).toBe(total);
    // The statistics count the wins of the seats people played: the seeded game's are computers.
    expect(record.seats.every((seat) => seat.bot)).toBe(true);
    expect(kept?.people).toEqual([]);

    renderScreen(<HistoryScreen />, { history });
    expect(screen.getByTestId('history').textContent).toContain('La petite piste');
    cleanup();
    const { hook } = memoryLocation({ path: `/replay/history/${encodeURIComponent(kept?.id ?? '')}` });
    renderScreen(
      <Router hook={hook}>
        <Route path="/replay/history/:historyId" component={ReplayScreen} />
      </Router>,
      { history },
    );
    const opened = await screen.findByTestId('replay-position', undefined, { timeout: 10_000 });
    expect(opened.textContent).toMatch(/^Étape 0 sur/);
  });

  it('asks before deleting a game, and keeps it on "Non"', () => {
    const history = memoryHistory();
    history.remember(
      {
        id: 'g1',
        entry: 'piste',
        finishedAt: new Date(0).toISOString(),
        players: ['Léa', 'Tom'],
        winners: [0],
        scores: null,
        steps: total,
      },
      record,
    );
    renderScreen(<HistoryScreen />, { history });
    fireEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(document.activeElement?.textContent).toBe('Non, garder');
    fireEvent.click(screen.getByRole('button', { name: 'Non, garder' }));
    expect(history.list()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, effacer' }));
    expect(history.list()).toHaveLength(0);
    expect(screen.getByTestId('history-empty')).toBeTruthy();
  });
});

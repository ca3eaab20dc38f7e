import { piste } from '@ludimaths/engine';
import { playSeededGame } from '@ludimaths/engine/testing';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog';
import { loadGame } from '../games/load';
import { pisteWeb } from '../games/piste/module';
import type { AnyWebGame } from '../games/types';
import { Session } from '../session/session';
import type { RecordStore } from '../session/storage';
import { memoryRecordStore } from '../session/storage';
import { nbsp } from '../test-support';
import { Home } from './Home';
import NewGameScreen from './NewGame';
import PlayScreen, { Table } from './Play';
import ReplayScreen from './Replay';
import { renderScreen } from './test-render';

afterEach(cleanup);
// The games' modules load once, before the screens that suspend on them are rendered.
beforeAll(() => Promise.all(CATALOG.map(loadGame)), 30_000);

function renderWith(records: RecordStore, children: ReactNode) {
  return renderScreen(children, { records });
}

const FULL = 'Le stockage du navigateur est plein : la partie n’a pas pu être enregistrée sur cet appareil.';

const finished = () => playSeededGame(piste, { board: 'grande' }, 2, 'saved-games').record;
/** The same game a few steps in: still being played. */
const unfinished = () => {
  const record = finished();
  return { ...record, steps: record.steps.slice(0, 6) };
};

describe('saved games that cannot be used', () => {
  it('offers "Reprendre" only for an autosave that replays to an unfinished game', async () => {
    const records = memoryRecordStore();
    records.save('piste', unfinished());
    records.save('petite-piste', finished());
    records.data.set('zigzag', JSON.stringify({ steps: [] }));
    records.data.set('finito', '{ not json');
    renderWith(records, <Home />);
    expect(await screen.findByTestId('resume-piste')).toBeTruthy();
    // Every card's check has settled once the checks of every entry, started later, have.
    await act(async () => {
      const { isResumable } = await import('../session/resumable');
      await Promise.all(CATALOG.map((entry) => isResumable(entry, {})));
    });
    expect(screen.queryByTestId('resume-zigzag')).toBeNull();
    expect(screen.queryByTestId('resume-finito')).toBeNull();
    expect(screen.queryByTestId('resume-petite-piste')).toBeNull();
  });

  it('says an autosave is not JSON instead of "no game in progress"', async () => {
    const records = memoryRecordStore();
    records.data.set('piste', '{ damaged');
    await act(async () => {
      renderWith(records, <PlayScreen id="piste" />);
    });
    const alert = await screen.findByRole('alert');
    expect(nbsp(alert.textContent ?? '')).toMatch(/^Ce n’est pas une partie valide : not JSON/);
    expect(screen.queryByText('Aucune partie en cours pour ce jeu.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Nouvelle partie' })).toBeTruthy();
  });

  it('says so when the storage is full on "Continuer cette partie ici", and stays', async () => {
    const records = memoryRecordStore(100);
    renderWith(records, <ReplayScreen />);
    fireEvent.change(screen.getByTestId('record-text'), { target: { value: JSON.stringify(finished()) } });
    fireEvent.click(screen.getByTestId('record-open'));
    fireEvent.click(await screen.findByRole('button', { name: 'Continuer cette partie ici' }));
    expect(nbsp(screen.getByTestId('continue-problem').textContent ?? '')).toBe(FULL);
    expect(records.data.size).toBe(0);
  });

  it('says so when a new game cannot be saved, instead of opening a table with no game', async () => {
    const records = memoryRecordStore(100);
    await act(async () => {
      renderWith(records, <NewGameScreen id="piste" />);
    });
    fireEvent.click(await screen.findByTestId('start'));
    expect(nbsp((await screen.findByRole('alert')).textContent ?? '')).toBe(FULL);
  });

  it('warns on the table when an autosave failed', async () => {
    const made = Session.fromRecord({ game: piste }, finished());
    if (!made.ok) throw new Error(made.error.message);
    const entry = CATALOG.find((e) => e.id === 'petite-piste');
    if (!entry) throw new Error('no entry');
    const table = (
      <Table
        entry={entry}
        game={pisteWeb as AnyWebGame}
        session={made.value as never}
        reducedMotion={true}
        onAgain={() => {}}
        autosave={() => 'full'}
      />
    );
    renderWith(memoryRecordStore(), table);
    expect(nbsp(screen.getByTestId('autosave-problem').textContent ?? '')).toBe(
      `${FULL} Cette partie n’est plus enregistrée : ne recharge pas la page, ou exporte la partie.`,
    );
    made.value.stop();
  });

  it('names a record for the game "constructor" an unknown game', () => {
    renderWith(memoryRecordStore(), <ReplayScreen />);
    const record = JSON.stringify({ ...finished(), game: 'constructor' });
    fireEvent.change(screen.getByTestId('record-text'), { target: { value: record } });
    fireEvent.click(screen.getByTestId('record-open'));
    expect(screen.getByTestId('replay-error').textContent).toMatch(/unknown game "constructor"/);
  });

  it('refuses a record file over the size limit before reading it', async () => {
    renderWith(memoryRecordStore(), <ReplayScreen />);
    const huge = new File(['x'], 'huge.json');
    Object.defineProperty(huge, 'size', { value: 33 * 1024 * 1024 });
    Object.defineProperty(huge, 'text', { value: () => Promise.reject(new Error('read')) });
    fireEvent.change(screen.getByTestId('record-file'), { target: { files: [huge] } });
    expect(nbsp((await screen.findByTestId('replay-error')).textContent ?? '')).toBe(
      'Ce fichier est trop gros pour être une partie (32 Mio au plus).',
    );
  });
});

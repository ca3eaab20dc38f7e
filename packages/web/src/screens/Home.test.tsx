import { expectOk, finito, makeRecord, zigzag } from '@ludimaths/engine';
import { playSeededGame } from '@ludimaths/engine/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { AppContext } from '../app/context';
import { createSettingsStore } from '../app/settings';
import { type CatalogEntry, findEntry } from '../catalog';
import { loadGame } from '../games/load';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { memoryHistory } from '../session/history';
import { memoryRecordStore } from '../session/storage';
import { Home } from './Home';

afterEach(cleanup);

function renderHome(locale: 'fr' | 'en', records = memoryRecordStore()) {
  const services = {
    settings: createSettingsStore(undefined),
    records,
    history: memoryHistory(),
    seed: null,
    fast: true,
  };
  return render(
    <AppContext.Provider value={services}>
      <IntlProvider locale={locale === 'fr' ? 'fr-FR' : 'en-GB'} messages={locale === 'fr' ? fr : en}>
        <Home />
      </IntlProvider>
    </AppContext.Provider>,
  );
}

describe('home screen', () => {
  it('lists the six games in French; each with its rules and a way to play', () => {
    renderHome('fr');
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    expect(screen.getAllByRole('link', { name: 'Jouer' })).toHaveLength(6);
    expect(screen.getAllByRole('link', { name: 'Règles' })).toHaveLength(6);
    const piste = within(cards[0] as HTMLElement);
    expect(piste.getByRole('heading').textContent).toBe('La piste des nombres ultimes');
    expect(piste.getByText('2 à 4 joueurs')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('2 joueurs')).toBeTruthy();
    expect(within(cards[4] as HTMLElement).getByText('1 joueur')).toBeTruthy();
  });

  it('speaks English when asked', () => {
    renderHome('en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pick a game');
    expect(screen.getAllByRole('link', { name: 'Play' })).toHaveLength(6);
  });

  it('offers to resume a game still being played, never a finished one', async () => {
    const records = memoryRecordStore();
    const finished = playSeededGame(zigzag, expectOk(zigzag.parseOptions({})), 2, 'finished');
    expect(finished.finished).toBe(true);
    records.save('zigzag', finished.record);
    const seats = [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'facile' }];
    records.save('finito', makeRecord(finito, expectOk(finito.parseOptions({})), seats, 's', []));
    renderHome('fr', records);
    await waitFor(() => expect(screen.getByTestId('resume-finito')).toBeTruthy(), { timeout: 15_000 });
    // Zigzag's check has run too once its game is loaded: it still offers nothing.
    await loadGame(findEntry('zigzag') as CatalogEntry);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('resume-zigzag')).toBeNull();
  });
});

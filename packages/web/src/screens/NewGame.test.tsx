import { BOT_LEVELS } from '@ludimaths/engine';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppContext } from '../app/context';
import { createSettingsStore } from '../app/settings';
import { CATALOG } from '../catalog';
import { loadGame } from '../games/load';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { levelAbout } from '../i18n/levels';
import { memoryHistory } from '../session/history';
import { memoryRecordStore } from '../session/storage';
import NewGameScreen from './NewGame';
import { saveFormDraft } from './seat-drafts';

afterEach(cleanup);
beforeAll(() => Promise.all(CATALOG.map(loadGame)), 30_000);

async function renderNewGame(id: string) {
  const services = {
    settings: createSettingsStore(undefined),
    records: memoryRecordStore(),
    history: memoryHistory(),
    seed: null,
    fast: true,
  };
  // The screen suspends until the game's module is read: render inside act so it settles.
  await act(async () => {
    render(
      <AppContext.Provider value={services}>
        <IntlProvider locale="fr-FR" messages={fr}>
          <Suspense fallback={<p>…</p>}>
            <NewGameScreen id={id} />
          </Suspense>
        </IntlProvider>
      </AppContext.Provider>,
    );
  });
}

describe('the computer levels on the new-game screen', () => {
  it('describe the chosen level in one line, and every level button is described by its own line', async () => {
    await renderNewGame('zigzag');
    const moyen = (await screen.findByTestId('level-1-moyen')) as HTMLInputElement;
    expect(moyen.checked).toBe(true);
    const line = screen.getByTestId('level-about-1-moyen');
    expect(line.textContent).toBe(fr['new.levelAbout.zigzag.moyen']);
    expect(line.hidden).toBe(false);
    for (const level of BOT_LEVELS) {
      const button = screen.getByTestId(`level-1-${level}`);
      const described = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toBe(fr[`new.levelAbout.zigzag.${level}`]);
    }
    fireEvent.click(screen.getByTestId('level-1-fort'));
    expect(screen.getByTestId('level-about-1-fort').hidden).toBe(false);
    expect(screen.getByTestId('level-about-1-moyen').hidden).toBe(true);
  });

  it('the petite piste shows the piste’s levels', async () => {
    await renderNewGame('petite-piste');
    const line = await screen.findByTestId('level-about-1-moyen');
    expect(line.textContent).toBe(fr['new.levelAbout.piste.moyen']);
  });

  it('every game with computer seats has three different one-line descriptions, in French and English', () => {
    for (const entry of CATALOG) {
      const ids = BOT_LEVELS.map((level) => levelAbout(entry.engineId, level));
      for (const id of ids) {
        expect(id, `${entry.id}`).toBeDefined();
        if (!id) continue;
        for (const text of [fr[id], en[id]]) {
          expect(text.length).toBeGreaterThan(10);
          expect(text).not.toContain('\n');
        }
      }
      expect(new Set(ids.map((id) => id && fr[id])).size).toBe(3);
    }
  });

  it('opens with the names, kinds and levels of the last game started', async () => {
    saveFormDraft('zigzag', {
      count: 2,
      seats: [
        { kind: 'human', level: 'moyen', name: 'Léa' },
        { kind: 'computer', level: 'fort', name: 'Robo' },
      ],
    });
    await renderNewGame('zigzag');
    expect(((await screen.findByTestId('name-0')) as HTMLInputElement).value).toBe('Léa');
    expect((screen.getByTestId('name-1') as HTMLInputElement).value).toBe('Robo');
    expect((screen.getByTestId('level-1-fort') as HTMLInputElement).checked).toBe(true);
    globalThis.localStorage.clear();
  });
});

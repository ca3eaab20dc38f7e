import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppContext } from '../app/context';
import { createSettingsStore } from '../app/settings';
import { CATALOG } from '../catalog';
import { loadGame } from '../games/load';
import { fr } from '../i18n/fr';
import RulesScreen from '../screens/Rules';
import { memoryHistory } from '../session/history';
import { memoryRecordStore } from '../session/storage';

afterEach(cleanup);
beforeAll(() => Promise.all(CATALOG.map(loadGame)), 30_000);

async function renderRules(id: string) {
  const services = {
    settings: createSettingsStore(undefined),
    records: memoryRecordStore(),
    history: memoryHistory(),
    seed: null,
    fast: true,
  };
  await act(async () => {
    render(
      <AppContext.Provider value={services}>
        <IntlProvider locale="fr-FR" messages={fr}>
          <Router hook={memoryLocation({ path: `/rules/${id}` }).hook}>
            <Suspense fallback={<p>…</p>}>
              <RulesScreen id={id} />
            </Suspense>
          </Router>
        </IntlProvider>
      </AppContext.Provider>,
    );
  });
}

describe('the rules pages', () => {
  it('link to "Ce que l’on sait" for the piste, the petite piste, the solitaire and Finito only', async () => {
    const linked: string[] = [];
    for (const entry of CATALOG) {
      await renderRules(entry.id);
      await screen.findByRole('link', { name: 'Imprimer le jeu' }, { timeout: 10_000 });
      const link = screen.queryByRole('link', { name: 'Ce que l’on sait' });
      expect(link === null).toBe(entry.Facts === undefined);
      if (link) {
        expect(link.getAttribute('href')).toBe(`/facts/${entry.id}`);
        linked.push(entry.id);
      }
      cleanup();
    }
    expect(linked).toEqual(['piste', 'petite-piste', 'casse-tete-solitaire', 'finito']);
  });
});

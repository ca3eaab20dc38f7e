import { act, cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppContext } from '../app/context';
import { createSettingsStore } from '../app/settings';
import { CATALOG } from '../catalog';
import { loadGame } from '../games/load';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { Home } from '../screens/Home';
import RulesScreen from '../screens/Rules';
import { memoryHistory } from '../session/history';
import { memoryRecordStore } from '../session/storage';
import { nbsp } from '../test-support';
import PrintScreen from './PrintScreen';
import { printPath, seedFromPath } from './paths';

afterEach(cleanup);
// The games' modules load once, before the screens that suspend on them are rendered.
beforeAll(() => Promise.all(CATALOG.map(loadGame)), 30_000);

const LOADED = { timeout: 10_000 };

/** Renders at an address; awaited, so that screens suspended on a game's module settle (React's act). */
async function renderAt(path: string, ui: ReactNode, locale: 'fr' | 'en' = 'fr') {
  const services = {
    settings: createSettingsStore(undefined),
    records: memoryRecordStore(),
    history: memoryHistory(),
    seed: null,
    fast: true,
  };
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <AppContext.Provider value={services}>
        <IntlProvider locale={locale === 'fr' ? 'fr-FR' : 'en-GB'} messages={locale === 'fr' ? fr : en}>
          <Router hook={memoryLocation({ path }).hook}>
            <Suspense fallback={<p>…</p>}>{ui}</Suspense>
          </Router>
        </IntlProvider>
      </AppContext.Provider>,
    );
  });
  return result as ReturnType<typeof render>;
}

/** What the router gives a screen for an address: the path decoded with `decodeURI`, or as is. */
function routerLocation(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

describe('print addresses', () => {
  it('carry any word for a generated Zigzag board, exactly', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (word) => {
        expect(seedFromPath(routerLocation(printPath('zigzag', word)))).toBe(word);
      }),
    );
    expect(printPath('zigzag')).toBe('/print/zigzag');
    expect(printPath('zigzag', 'classe')).toBe('/print/zigzag/classe');
    expect(seedFromPath('/print/zigzag')).toBeUndefined();
    for (const word of ['100% a/b', '100%2F', '100/', '#?&=', 'mot clé']) {
      expect(seedFromPath(routerLocation(printPath('zigzag', word)))).toBe(word);
    }
    // Typed by hand: the browser escapes the space and the "é"; a stray "%" is taken as written.
    expect(seedFromPath(routerLocation('/print/zigzag/mot%20cl%C3%A9'))).toBe('mot clé');
    expect(seedFromPath(routerLocation('/print/zigzag/100%'))).toBe('100%');
  });
});

describe('print screen', () => {
  it('puts the game’s material and its rules page on sheets, in French', async () => {
    const { container } = await renderAt('/print/finito', <PrintScreen id="finito" />);
    await screen.findByRole('heading', { name: /Règles/ }, LOADED);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Imprimer\u00a0: Finito');
    const sheets = [...container.querySelectorAll('.sheet')].map((s) => s.getAttribute('data-sheet'));
    expect(sheets).toEqual(['board', 'rules']);
    // The rules sheet is the game's own rules page.
    expect(container.querySelector('.sheet-rules .finito-rules')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeTruthy();
  });

  it('prints the Zigzag board named by the address', async () => {
    const { container } = await renderAt(printPath('zigzag', '100% a/b'), <PrintScreen id="zigzag" />, 'en');
    await screen.findByRole('heading', { name: /Rules/ }, LOADED);
    expect(nbsp(container.querySelector('.sheet-board h2')?.textContent ?? '')).toContain(
      'The board drawn from the word “100% a/b”',
    );
  });

  it('says so for an unknown game', async () => {
    await renderAt('/print/chess', <PrintScreen id="chess" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Aucune partie en cours pour ce jeu.');
  });
});

describe('links to the print pages', () => {
  it('every home card has "Imprimer le jeu"', async () => {
    await renderAt('/', <Home />);
    const links = screen.getAllByRole('link', { name: 'Imprimer le jeu' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(CATALOG.map((e) => `/print/${e.id}`));
  });

  it('every rules page links to its print page', async () => {
    for (const entry of CATALOG) {
      await renderAt(`/rules/${entry.id}`, <RulesScreen id={entry.id} />, 'en');
      const link = await screen.findByRole('link', { name: 'Print the game' }, LOADED);
      expect(link.getAttribute('href')).toBe(`/print/${entry.id}`);
      cleanup();
    }
  });
});

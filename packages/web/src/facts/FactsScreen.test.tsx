import { act, cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { nbsp } from '../test-support';
import FactsScreen from './FactsScreen';
import { factsEn, factsFr } from './messages';
import { FACTS } from './words';

afterEach(cleanup);

/** Renders the page and waits for the game's figures (a lazy chunk) to arrive. */
async function renderFacts(id: string, locale: 'fr' | 'en' = 'fr') {
  const messages = locale === 'fr' ? { ...fr, ...factsFr } : { ...en, ...factsEn };
  await act(async () => {
    render(
      <IntlProvider locale={locale === 'fr' ? 'fr-FR' : 'en-GB'} messages={messages}>
        <FactsScreen id={id} />
      </IntlProvider>,
    );
  });
}

const LOADED = { timeout: 10_000 };

const grande = FACTS.piste.find((b) => b.board === 'grande');

describe('the facts page', () => {
  it('shows the piste figures in French style, the card’s board first', async () => {
    await renderFacts('petite-piste');
    await screen.findByTestId('facts-board-grande', {}, LOADED);
    const boards = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(boards[0]).toMatch(/Petite piste/);
    const turns = within(screen.getByTestId('facts-board-grande')).getByTestId('piste-turns');
    // 44.701… turns, two decimals with a decimal comma.
    const expected = (grande?.expectedTurns.twoDice ?? 0).toFixed(2).replace('.', ',');
    expect(turns.textContent).toContain(expected);
    const seats = screen.getByTestId('piste-seats-grande');
    const first = ((grande?.winProbability[2][0] ?? 0) * 100).toFixed(1).replace('.', ',');
    expect(nbsp(seats.textContent ?? '')).toContain(`${first} %`);
    expect(
      screen.getAllByRole('heading', { name: (name) => nbsp(name) === 'Pourquoi ?' }).length,
    ).toBeGreaterThanOrEqual(8);
  });

  it('shows the solitaire counts and draws its solutions, in English', async () => {
    await renderFacts('casse-tete-solitaire', 'en');
    const counts = await screen.findByTestId('solitaire-counts', {}, LOADED);
    expect(counts.textContent).toContain('proved without placing a token');
    const drawn = screen.getByTestId('solution-6x5-rotation');
    expect(within(drawn).getAllByRole('img')).toHaveLength(30);
    expect(screen.getAllByRole('heading', { name: 'Why?' }).length).toBeGreaterThanOrEqual(2);
  });

  it('shows Finito solo: the proved floor, then the seeded games', async () => {
    await renderFacts('finito');
    expect((await screen.findByTestId('finito-floor', {}, LOADED)).textContent).toContain(
      String(FACTS.finito.floor),
    );
    const mean = FACTS.finito.mean.toFixed(1).replace('.', ',');
    expect(screen.getByTestId('finito-rolls').textContent).toContain(`${mean} lancers en moyenne`);
  });

  it('has no page for a game without proved facts', async () => {
    await renderFacts('zigzag');
    expect(screen.queryByRole('heading', { name: /Ce que l’on sait/ })).toBeNull();
  });
});

import type { CasseTeteSolitaire as CS } from '@ludimaths/engine';
import { casseTeteSolitaire } from '@ludimaths/engine';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { findEntry } from '../../catalog';
import { fr } from '../../i18n/fr';
import { Table } from '../../screens/Play';
import { inThreadRunner } from '../../session/bot-client';
import { Session } from '../../session/session';
import { nbsp } from '../../test-support';
import type { AnyWebGame } from '../types';
import { solitaireWeb } from './module';
import { SolitaireSnapshot } from './SolitaireScreen';

afterEach(cleanup);

const instant = { chance: async () => {}, think: async () => {} };
const flush = () => act(async () => {});

/** A solitaire through the generic shell, its hints from the engine's bot in this thread. */
async function start(options: Partial<CS.SolitaireOptions> = {}) {
  const made = Session.start({
    game: casseTeteSolitaire,
    options: { ...casseTeteSolitaire.defaultOptions, ...options },
    seats: [{ kind: 'human', name: 'Léa' }],
    seed: 'solitaire-screen',
    pacing: instant,
    hintRunner: inThreadRunner,
  });
  if (!made.ok) throw new Error(made.error.message);
  const session = made.value;
  const entry = findEntry('casse-tete-solitaire');
  if (!entry) throw new Error('no entry');
  const location = memoryLocation({ path: '/play/casse-tete-solitaire', record: true });
  render(
    <IntlProvider locale="fr-FR" messages={fr}>
      <Router hook={location.hook}>
        <Table
          entry={entry}
          game={solitaireWeb as AnyWebGame}
          session={session as never}
          reducedMotion={true}
          onAgain={() => {}}
        />
      </Router>
    </IntlProvider>,
  );
  await flush();
  return { session, location };
}

const progress = () => nbsp(screen.getByTestId('progress').textContent ?? '');
const cell = (row: number, col: number) => document.querySelector<HTMLElement>(`[data-cell="${row},${col}"]`);
const cellText = (row: number, col: number) => cell(row, col)?.querySelector('.sr-only')?.textContent ?? '';
const trayToken = (n = 0) =>
  document.querySelectorAll<HTMLElement>('.ct-tray [data-token]')[n] as HTMLElement;

async function click(element: Element | null) {
  if (!element) throw new Error('nothing to click');
  fireEvent.click(element);
  await flush();
}

describe('solitaire screen', () => {
  it('lays a tray token, turns it, slides it, takes it back and undoes, all as recorded moves', async () => {
    const { session } = await start();
    expect(progress()).toBe('0 jeton posé sur 30 · 0 coup');
    expect(screen.getByTestId('sol-undo').getAttribute('aria-disabled')).toBe('true');
    const first = trayToken();
    const label = first.querySelector('.ct-id')?.textContent;
    await click(first);
    await click(screen.getByTestId('sol-rotate-right'));
    await click(cell(0, 0));
    expect(progress()).toBe('1 jeton posé sur 30 · 1 coup');
    expect(cellText(0, 0)).toMatch(new RegExp(`Jeton ${label}, tourné d’un quart de tour`));
    await click(cell(0, 0));
    await click(screen.getByTestId('sol-rotate-left'));
    expect(cellText(0, 0)).not.toMatch(/tourné/);
    await click(cell(2, 3));
    expect(cellText(2, 3)).toMatch(new RegExp(`Jeton ${label}`));
    await click(cell(2, 3));
    await click(screen.getByTestId('sol-remove'));
    expect(progress()).toBe('0 jeton posé sur 30 · 4 coups');
    await click(screen.getByTestId('sol-undo'));
    expect(cellText(2, 3)).toMatch(new RegExp(`Jeton ${label}`));
    const kinds = session.record().steps.flatMap((s) => ('move' in s ? [s.move.kind] : []));
    expect(kinds).toEqual(['place', 'rotate', 'move', 'remove', 'undo']);
    expect(nbsp(document.querySelector('.game-log')?.textContent ?? '')).toMatch(/Dernier coup annulé/);
  });

  it('undoes every kind of move back to the empty grid and redoes them, by button and Ctrl+Z / Ctrl+Y', async () => {
    const { session } = await start();
    expect(screen.getByTestId('sol-redo').getAttribute('aria-disabled')).toBe('true');
    await click(trayToken());
    await click(cell(0, 0));
    await click(cell(0, 0));
    await click(screen.getByTestId('sol-rotate-right'));
    await click(cell(1, 1));
    await click(cell(1, 1));
    await click(screen.getByTestId('sol-remove'));
    expect(progress()).toBe('0 jeton posé sur 30 · 4 coups');
    const board = document.querySelector('.ct-solitaire') as HTMLElement;
    for (let i = 0; i < 3; i++) await click(screen.getByTestId('sol-undo'));
    fireEvent.keyDown(board, { key: 'z', ctrlKey: true });
    await flush();
    expect(progress()).toBe('0 jeton posé sur 30 · 8 coups');
    expect(screen.getByTestId('sol-undo').getAttribute('aria-disabled')).toBe('true');
    await click(screen.getByTestId('sol-redo'));
    expect(progress()).toBe('1 jeton posé sur 30 · 9 coups');
    fireEvent.keyDown(board, { key: 'y', ctrlKey: true });
    fireEvent.keyDown(board, { key: 'Z', ctrlKey: true, shiftKey: true });
    await flush();
    expect(cellText(1, 1)).toMatch(/tourné d’un quart de tour/);
    const kinds = session.record().steps.flatMap((s) => ('move' in s ? [s.move.kind] : []));
    expect(kinds.slice(-7)).toEqual(['undo', 'undo', 'undo', 'undo', 'redo', 'redo', 'redo']);
    expect(nbsp(document.querySelector('.game-log')?.textContent ?? '')).toMatch(/Coup annulé rejoué/);
  });

  it('lets go of a picked token with “Annuler la sélection” or Escape, playing nothing', async () => {
    const { session } = await start();
    expect(screen.queryByTestId('cancel-selection')).toBeNull();
    await click(trayToken());
    expect(trayToken().getAttribute('aria-pressed')).toBe('true');
    await click(screen.getByTestId('cancel-selection'));
    expect(trayToken().getAttribute('aria-pressed')).toBe('false');
    await click(trayToken());
    await click(cell(0, 0));
    await click(cell(0, 0));
    expect(nbsp(document.querySelector('.cancel-selection')?.textContent ?? '')).toMatch(
      /Échap annule aussi/,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await flush();
    expect(cell(0, 0)?.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('cancel-selection')).toBeNull();
    expect(session.record().steps.filter((s) => 'move' in s)).toHaveLength(1);
  });

  it('“Vérifier” lists the sides that do not match and marks their cells, once per grid', async () => {
    await start();
    // Lay the two first tray tokens side by side until a pair does not match.
    await click(trayToken(0));
    await click(cell(0, 0));
    for (let i = 0; i < 29; i++) {
      await click(trayToken(0));
      await click(cell(0, 1));
      await click(screen.getByTestId('sol-check'));
      if (screen.queryByTestId('conflicts')) break;
      await click(screen.getByTestId('sol-undo'));
    }
    expect(nbsp(screen.getByTestId('sol-notice').textContent ?? '')).toMatch(/1 paire de côtés ne va pas/);
    expect(screen.getByTestId('conflicts').textContent).toMatch(/≠/);
    expect(document.querySelectorAll('.ct-slot.ct-conflict')).toHaveLength(2);
    expect(screen.getByTestId('sol-check').getAttribute('aria-disabled')).toBe('true');
  });

  it('asks before “Nouvelle grille” throws a grid away, and not for an empty one', async () => {
    const { location } = await start();
    await click(screen.getByTestId('sol-new'));
    expect(location.history?.at(-1)).toBe('/new/casse-tete-solitaire');
    await click(trayToken());
    await click(cell(0, 0));
    await click(screen.getByTestId('sol-new'));
    expect(nbsp(screen.getByTestId('sol-new-confirm').textContent ?? '')).toMatch(/Effacer cette grille/);
    await click(screen.getByRole('button', { name: 'Non, je continue' }));
    expect(screen.queryByTestId('sol-new-confirm')).toBeNull();
    expect(progress()).toMatch(/^1 jeton posé/);
  });

  it('follows the hint to a solved grid, which ends in moves, not points', async () => {
    await start();
    for (let i = 0; i < 30; i++) {
      await click(screen.getByTestId('hint'));
      const hinted = document.querySelector('.ct-slot.ct-hinted');
      expect(nbsp(screen.getByTestId('hint-text').textContent ?? '')).toMatch(/poser le jeton marqué/);
      await click(hinted);
    }
    // The banner: the seat's pawn, then the end in the game's words.
    expect(nbsp(screen.getByTestId('turn-banner').textContent ?? '')).toMatch(
      /Bravo ! Grille résolue en 30 coups\.$/,
    );
    const end = nbsp(screen.getByTestId('end').textContent ?? '');
    expect(end).toMatch(/Bravo ! Grille résolue en 30 coups/);
    expect(end).not.toMatch(/points/);
  });

  it('pictures any state of a record for the replay, tokens by their tray labels', async () => {
    const { session } = await start({ rows: 5, cols: 6 });
    await click(trayToken(2));
    await click(cell(4, 5));
    cleanup();
    render(
      <IntlProvider locale="fr-FR" messages={fr}>
        <SolitaireSnapshot view={session.match.view('spectator')} />
      </IntlProvider>,
    );
    expect(nbsp(document.querySelector('.ct-values')?.textContent ?? '')).toBe(
      '1 jeton posé sur 30 · 1 coup',
    );
    expect(document.querySelectorAll('.ct-slot')).toHaveLength(30);
    expect(nbsp(cellText(4, 5))).toMatch(/^Ligne 5, colonne 6 : Jeton 3\./);
    expect(document.querySelectorAll('button.ct-slot')).toHaveLength(0);
  });
});

import type { CasseTete as CT } from '@ludimaths/engine';
import { casseTete } from '@ludimaths/engine';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { findEntry } from '../../catalog';
import { fr } from '../../i18n/fr';
import { Table } from '../../screens/Play';
import type { SeatSetup } from '../../session/seats';
import { Session } from '../../session/session';
import type { AnyWebGame } from '../types';
import { CasseTeteScreen } from './CasseTeteScreen';
import { casseTeteWeb } from './module';

afterEach(cleanup);

const instant = { chance: async () => {}, think: async () => {} };
const flush = () => act(async () => {});

function start(seats: SeatSetup[], seed = 'screen', rotation = true) {
  const made = Session.start({
    game: casseTete,
    options: { rotation },
    seats,
    seed,
    pacing: instant,
    hiddenInformation: true,
  });
  if (!made.ok) throw new Error(made.error.message);
  const session = made.value;
  const entry = findEntry('casse-tete');
  if (!entry) throw new Error('no entry');
  render(
    <IntlProvider locale="fr-FR" messages={fr}>
      <Table
        entry={entry}
        game={casseTeteWeb as AnyWebGame}
        session={session as never}
        reducedMotion={true}
        onAgain={() => {}}
      />
    </IntlProvider>,
  );
  return session;
}

const handTokens = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="hand"] [data-token]')].map((b) =>
    Number(b.dataset.token),
  );

/** Plays the acting human's turn through the screen: a token that fits, then a lit cell (or pass). */
function playTurn() {
  const pass = screen.queryByTestId('pass');
  if (pass) {
    fireEvent.click(pass);
    return;
  }
  const token = document.querySelector<HTMLElement>('.ct-hand button.ct-pick:not(.ct-nofit)');
  if (!token) throw new Error('no token fits and no pass button');
  fireEvent.click(token);
  const lit = document.querySelector<HTMLElement>('.ct-target.ct-lit');
  if (!lit) throw new Error('no lit cell');
  fireEvent.click(lit);
}

describe('casse-tête table', () => {
  it('shows only the hand of the seat holding the device, and hides it behind the handoff', async () => {
    const session = start([
      { name: 'Léa', kind: 'human' },
      { name: 'Tom', kind: 'human' },
    ]);
    await flush();
    for (let turn = 0; turn < 6; turn++) {
      const status = session.status;
      if (status.kind === 'handoff' && status.author !== undefined) {
        // The author still sees their own hand and the table with the result, not the next hand.
        expect(screen.getByTestId('hand').dataset.seat).toBe(String(status.author));
        expect(screen.getByTestId('explanation').textContent).toMatch(/\+\s?\d+|pioche|passe/);
        fireEvent.click(screen.getByTestId('pass-on'));
        await flush();
        continue;
      }
      if (status.kind === 'handoff') {
        expect(screen.queryByTestId('hand')).toBeNull();
        expect(document.querySelector('[data-token]')).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: /c’est parti/ }));
        await flush();
        continue;
      }
      expect(status.kind).toBe('waiting');
      const seat = status.kind === 'waiting' ? (status.seats[0] as number) : -1;
      expect(screen.getByTestId('hand').dataset.seat).toBe(String(seat));
      const own = casseTete.view(session.match.state, seat).hand ?? [];
      expect(handTokens()).toEqual([...own]);
      // The other hand appears nowhere, only its size.
      const other = casseTete.view(session.match.state, 1 - seat).hand ?? [];
      for (const token of other) expect(handTokens()).not.toContain(token);
      playTurn();
      await flush();
    }
    expect(session.match.steps.some((s) => 'move' in s)).toBe(true);
  });

  it('lights the cells the engine accepts, explains a refused cell and scores a placement', async () => {
    const session = start([
      { name: 'Léa', kind: 'human' },
      { name: 'Ordi', kind: 'computer' },
    ]);
    await flush();
    if (screen.queryByTestId('pass')) return; // nothing to lay with this seed's hand
    const token = document.querySelector<HTMLElement>('.ct-hand button.ct-pick:not(.ct-nofit)');
    fireEvent.click(token as HTMLElement);
    const lit = [...document.querySelectorAll<HTMLElement>('.ct-target.ct-lit')];
    const moves = casseTete.legalMoves(session.match.state, 0);
    const id = Number(token?.dataset.token);
    expect(lit.length).toBeGreaterThan(0);
    for (const cell of lit) {
      const [x, y] = (cell.dataset.cell ?? '').split(',').map(Number);
      expect(
        moves.some((m) => m.kind === 'place' && m.token === id && m.cell[0] === x && m.cell[1] === y),
      ).toBe(true);
    }
    expect(screen.getByTestId('values').textContent).toMatch(/^Jeton \d+\s: haut .* gauche /);
    const dark = document.querySelector<HTMLElement>('.ct-target:not(.ct-lit)');
    if (dark) {
      fireEvent.click(dark);
      expect(screen.getByTestId('error').textContent).toMatch(/Ce n’est pas possible/);
    }
    (lit[0] as HTMLElement).focus();
    fireEvent.click(lit[0] as HTMLElement);
    // The lit cell became a token: focus stays on the hand while the computer plays, not the page.
    expect(document.activeElement?.closest('.ct-hand')).not.toBeNull();
    await flush();
    // The computer may have played since: Léa's placement is in the log, with its points.
    const log = document.querySelector('.game-log')?.textContent ?? '';
    expect(log).toMatch(new RegExp(`Léa pose le jeton ${id}, .*: \\+(5|10|20|40)\\. Côtés égaux`));
    expect(screen.getByTestId('explanation').textContent).toMatch(/Côtés égaux/);
  });

  it('lets go of a chosen token with “Annuler la sélection” or Escape: no cell lit, nothing played', async () => {
    const session = start([
      { name: 'Léa', kind: 'human' },
      { name: 'Ordi', kind: 'computer' },
    ]);
    await flush();
    const before = session.match.steps.length;
    const token = () => document.querySelector<HTMLElement>('.ct-hand button.ct-pick') as HTMLElement;
    fireEvent.click(token());
    expect(token().getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('cancel-selection'));
    expect(token().getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(token());
    fireEvent.click(token());
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(token().getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelectorAll('.ct-target.ct-lit')).toHaveLength(0);
    expect(session.match.steps.length).toBe(before);
  });

  it('shows the values of the token in focus below every button of the bar, so that no button moves when pressed', async () => {
    start([
      { name: 'Léa', kind: 'human' },
      { name: 'Ordi', kind: 'computer' },
    ]);
    await flush();
    // A press moves the focus off the token: its values go, and what was below them moves up.
    const token = document.querySelector<HTMLElement>('.ct-hand button.ct-pick') as HTMLElement;
    token.focus();
    fireEvent.click(token);
    const values = screen.getByTestId('values');
    const buttons = screen.getByTestId('hand').querySelectorAll('button:not(.ct-pick)');
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons)
      expect(button.compareDocumentPosition(values) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('hides the turn buttons when rotation is off', async () => {
    start(
      [
        { name: 'Léa', kind: 'human' },
        { name: 'Ordi', kind: 'computer' },
      ],
      'no-rotation',
      false,
    );
    await flush();
    const token = document.querySelector<HTMLElement>('.ct-hand button.ct-pick');
    fireEvent.click(token as HTMLElement);
    expect(screen.queryByTestId('rotate-right')).toBeNull();
  });
});

describe('casse-tête hint highlight', () => {
  it('outlines the suggested token and cell', async () => {
    const made = Session.start({
      game: casseTete,
      options: { rotation: true },
      seats: [
        { name: 'Léa', kind: 'human' },
        { name: 'Ordi', kind: 'computer' },
      ],
      seed: 'hint',
      pacing: instant,
      hiddenInformation: true,
    });
    if (!made.ok) throw new Error(made.error.message);
    const session = made.value;
    await session.run();
    const move = session.legal[0] as CT.CasseTeteMove;
    render(
      <IntlProvider locale="fr-FR" messages={fr}>
        <CasseTeteScreen table={session} reducedMotion={true} hint={move} />
      </IntlProvider>,
    );
    if (move.kind === 'pass') {
      expect(screen.getByTestId('pass').className).toMatch(/hinted/);
      return;
    }
    expect(document.querySelector(`[data-token="${move.token}"]`)?.className).toMatch(/ct-hinted/);
    expect(document.querySelectorAll('.ct-hintcell')).toHaveLength(1);
  });
});

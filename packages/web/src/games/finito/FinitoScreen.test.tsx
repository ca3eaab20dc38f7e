import type { Finito } from '@ludimaths/engine';
import { Finito as F, finito, makeRecord } from '@ludimaths/engine';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { findEntry } from '../../catalog';
import { fr } from '../../i18n/fr';
import { Table } from '../../screens/Play';
import type { SeatSetup } from '../../session/seats';
import { Session } from '../../session/session';
import type { AnyWebGame } from '../types';
import { FinitoSnapshot } from './FinitoScreen';
import { finitoWeb } from './module';

afterEach(cleanup);

type Step = { chance: Finito.FinitoChance } | { seat: number; move: Finito.FinitoMove };

function start(seats: readonly SeatSetup[], options: Partial<Finito.FinitoOptions> = {}) {
  const made = Session.start({
    game: finito,
    options: { ...finito.defaultOptions, ...options },
    seats,
    seed: 'finito-component',
    hiddenInformation: true,
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

const humans = (n: number): SeatSetup[] =>
  ['Léa', 'Tom', 'Zoé'].slice(0, n).map((name) => ({ name, kind: 'human' as const }));

function renderTable(
  session: Session<
    Finito.FinitoState,
    Finito.FinitoMove,
    Finito.FinitoChance,
    Finito.FinitoOptions,
    Finito.FinitoView
  >,
) {
  const entry = findEntry('finito');
  if (!entry) throw new Error('no entry');
  return render(
    <IntlProvider locale="fr-FR" messages={fr}>
      <Table
        entry={entry}
        game={finitoWeb as AnyWebGame}
        session={session as never}
        reducedMotion
        onAgain={() => {}}
      />
    </IntlProvider>,
  );
}

/** Lets the session's own run (started by `play`) finish its chance steps. */
async function settle(session: { status: { kind: string } }) {
  for (let i = 0; i < 100 && session.status.kind === 'rolling'; i++)
    await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('finito session: simultaneous choices on one device', () => {
  it('lists every human seat still to choose, and hands the device over between them', async () => {
    const session = start(humans(3));
    await session.run();
    expect(session.status).toEqual({ kind: 'handoff', seat: 0 });
    session.confirmHandoff();
    expect(session.status).toEqual({ kind: 'waiting', seats: [0, 1, 2] });
    expect(session.acting).toBe(0);
    const first = session.legal[0] as Finito.FinitoMove;
    expect(session.play(first).ok).toBe(true);
    await session.run();
    // Seat 0 sees its own choice, then passes the device on.
    expect(session.status).toEqual({ kind: 'handoff', seat: 1, author: 0 });
    expect(session.view.ownPending).toEqual(first);
    session.confirmHandoff();
    expect(session.status).toEqual({ kind: 'handoff', seat: 1 });
    // Nobody can play behind the handoff screen.
    expect(session.play(finito.legalMoves(session.match.state, 1)[0] as Finito.FinitoMove).ok).toBe(false);
    session.confirmHandoff();
    expect(session.status).toEqual({ kind: 'waiting', seats: [1, 2] });
    // Seat 1 sees that seat 0 has chosen, not what.
    expect(session.viewer).toBe(1);
    const view = session.view;
    expect(view.players[0]?.acted).toBe(true);
    expect(view.players[0]?.board.every((t) => t === 0)).toBe(true);
    expect(view.ownPending).toBeNull();
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(first));
    session.play(session.legal[0] as Finito.FinitoMove);
    await session.run();
    session.confirmHandoff();
    session.confirmHandoff();
    session.play(session.legal[0] as Finito.FinitoMove);
    await settle(session);
    // The turn resolved: every board shows its token; the last chooser sees the reveal, then the
    // device goes back to the first seat.
    expect(session.match.state.totalTurns).toBe(1);
    expect(session.status).toEqual({ kind: 'handoff', seat: 0, author: 2 });
    session.confirmHandoff();
    expect(session.status).toEqual({ kind: 'handoff', seat: 0 });
  });
});

describe('finito session with a computer seat', () => {
  it('the computer chooses first, secretly; the person then sees "a choisi" only', async () => {
    const session = start([
      { name: 'Léa', kind: 'human' },
      { name: 'Robot', kind: 'computer' },
    ]);
    await session.run();
    expect(session.status).toEqual({ kind: 'waiting', seats: [0] });
    const view = session.view;
    expect(view.players[1]?.acted).toBe(true);
    expect(view.players[1]?.board.every((t) => t === 0)).toBe(true);
  });
});

/** A solo record: tokens turned up in order and placed on `cells` (token i+1 on cells[i]), then `extra`. */
function scripted(cells: readonly number[], options: Partial<Finito.FinitoOptions>, extra: Step[] = []) {
  const steps: Step[] = [];
  let nextUp = 1;
  let inHand = 0;
  for (const [i, cell] of cells.entries()) {
    while (inHand < 3 && nextUp <= 12) {
      steps.push({ chance: { kind: 'turn-up', seat: 0, token: nextUp++ } });
      inHand++;
    }
    steps.push({ chance: { kind: 'roll', value: F.CELL_LABELS[cell] as number } });
    steps.push({ seat: 0, move: { kind: 'place', token: i + 1, cell } });
    inHand--;
  }
  steps.push(...extra);
  const record = makeRecord(
    finito as never,
    { ...finito.defaultOptions, ...options },
    [{ name: 'Léa', kind: 'human' }],
    'scripted',
    steps,
  );
  const made = Session.fromRecord<
    Finito.FinitoState,
    Finito.FinitoMove,
    Finito.FinitoChance,
    Finito.FinitoOptions,
    Finito.FinitoView
  >({ game: finito }, record);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

describe('finito table', () => {
  it('a match: Finito is celebrated, the scores table counts the round, a new round begins', () => {
    const session = scripted([0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33], { targetScore: 30 });
    expect(session.match.state.rounds).toHaveLength(1);
    renderTable(session);
    const reveal = screen.getByTestId('finito-reveal').textContent ?? '';
    expect(reveal).toContain('Finito');
    expect(reveal).toContain('Nouvelle manche');
    const scores = screen.getByTestId('finito-scores');
    expect(scores.textContent).toContain('12 ★');
    expect(screen.getByTestId('finito-counter').textContent).toContain('Lancer n°');
  });

  it('a token then a cell places it; the other seat’s board shows "a choisi" but not the choice', async () => {
    const session = start(humans(2));
    await session.run();
    session.confirmHandoff();
    renderTable(session);
    const hand = session.view.players[0]?.hand ?? [];
    const roll = session.view.roll as number;
    const cell = F.destinations(F.EMPTY_BOARD, roll)[0] as number;
    // The allowed cells are explained; a free labelled cell is one of them.
    expect(screen.getByTestId('finito-why').textContent).toContain(`Dé ${roll}`);
    fireEvent.click(screen.getByTestId(`hand-${hand[0]}`));
    expect(screen.getByTestId('finito-hint').textContent).toContain(`Jeton ${hand[0]} choisi`);
    await act(async () => {
      fireEvent.click(document.querySelector(`button[data-cell="${cell}"]`) as Element);
    });
    await act(async () => {
      await session.run();
    });
    // Léa sees her choice before the device passes to Tom.
    expect(screen.getByTestId('finito-own-choice').textContent).toContain(`le jeton ${hand[0]} sur la case`);
    expect(screen.queryByRole('heading', { name: 'Passe l’appareil à Tom' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('pass-on')));
    expect(screen.getByRole('heading', { name: 'Passe l’appareil à Tom' })).toBeTruthy();
    await act(async () => session.confirmHandoff());
    const lea = screen.getByTestId('seat-0');
    expect(within(lea).getByText('a choisi ✓')).toBeTruthy();
    expect(lea.querySelectorAll('.ftoken')).toHaveLength(0);
  });

  it('a cell tapped before a token says to pick a token first', async () => {
    const session = start([{ name: 'Léa', kind: 'human' }]);
    await session.run();
    renderTable(session);
    const roll = session.view.roll as number;
    const cell = F.destinations(F.EMPTY_BOARD, roll)[0] as number;
    const before = session.match.steps.length;
    fireEvent.click(document.querySelector(`button[data-cell="${cell}"]`) as Element);
    expect(screen.getByTestId('finito-hint').textContent).toBe(
      'Choisis d’abord un jeton, puis touche une case en surbrillance.',
    );
    expect(session.match.steps.length).toBe(before);
  });

  it('a chosen token is let go of with “Annuler la sélection” or Escape, and nothing is played', async () => {
    const session = start([{ name: 'Léa', kind: 'human' }]);
    await session.run();
    renderTable(session);
    const before = session.match.steps.length;
    const [token] = session.view.players[0]?.hand ?? [];
    fireEvent.click(screen.getByTestId(`hand-${token}`));
    expect(screen.getByTestId(`hand-${token}`).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('cancel-selection'));
    expect(screen.getByTestId(`hand-${token}`).getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(screen.getByTestId(`hand-${token}`));
    fireEvent.click(screen.getByTestId(`hand-${token}`));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByTestId(`hand-${token}`).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('cancel-selection')).toBeNull();
    expect(session.match.steps.length).toBe(before);
  });

  it('an illegal cell is refused by the engine and explained in words', async () => {
    const session = start([{ name: 'Léa', kind: 'human' }]);
    await session.run();
    renderTable(session);
    const hand = session.view.players[0]?.hand ?? [];
    const roll = session.view.roll as number;
    const allowed = F.destinations(F.EMPTY_BOARD, roll);
    const wrong = [...Array(36).keys()].find((c) => !allowed.includes(c)) as number;
    fireEvent.click(screen.getByTestId(`hand-${hand[0]}`));
    await act(async () => {
      fireEvent.click(document.querySelector(`button[data-cell="${wrong}"]`) as Element);
    });
    expect(screen.getByTestId('error').textContent).toContain('choisis une case en surbrillance');
  });

  it('movement phase: tap a token, then a cell; "passer" only when the option allows it', async () => {
    // Solo, tokens placed in reverse reading order (no Finito), then one more roll.
    for (const movementPassing of [false, true]) {
      const session = scripted([33, 30, 27, 24, 21, 18, 15, 12, 9, 6, 3, 0], { movementPassing }, [
        { chance: { kind: 'roll', value: 10 } },
      ]);
      renderTable(session);
      expect(screen.queryByTestId('finito-pass') !== null).toBe(movementPassing);
      expect(screen.getByTestId('finito-hint').textContent).toContain('touche un de tes jetons');
      // Token 1 sits on cell 33; both cells 10 (16, 17) are free.
      fireEvent.click(document.querySelector('button[data-cell="33"]') as Element);
      expect(screen.getByTestId('finito-hint').textContent).toContain('Jeton 1 choisi');
      await act(async () => {
        fireEvent.click(document.querySelector('button[data-cell="16"]') as Element);
      });
      const last = [...session.match.steps].reverse().find((step) => 'seat' in step);
      expect(last).toEqual({ seat: 0, move: { kind: 'move', token: 1, cell: 16 } });
      cleanup();
    }
  });
});

describe('finito snapshot (replay)', () => {
  it('shows every board but never a choice still pending', async () => {
    const session = start(humans(2));
    await session.run();
    session.confirmHandoff();
    session.play(session.legal[0] as Finito.FinitoMove);
    await settle(session);
    expect(session.match.state.pending[0]).not.toBeNull();
    render(
      <IntlProvider locale="fr-FR" messages={fr}>
        <FinitoSnapshot view={finito.view(session.match.state, 'spectator')} seats={session.seats} />
      </IntlProvider>,
    );
    expect(document.querySelectorAll('.fboard')).toHaveLength(2);
    expect(document.querySelectorAll('.ftoken')).toHaveLength(0);
  });
});

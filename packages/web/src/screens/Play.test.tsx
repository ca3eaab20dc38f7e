import { casseTete, piste, rollChance } from '@ludimaths/engine';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { findEntry } from '../catalog';
import { casseTeteWeb } from '../games/casse-tete/module';
import { pisteWeb } from '../games/piste/module';
import type { AnyWebGame } from '../games/types';
import { fr } from '../i18n/fr';
import { Session } from '../session/session';
import { Table } from './Play';

afterEach(cleanup);

/** Chance waits the test releases by hand, to look at the screen while the dice roll. */
function gatedPacing() {
  let release: () => void = () => {};
  let gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    pacing: {
      chance: () => gate,
      think: async () => {},
    },
    open() {
      release();
    },
    close() {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
}

function renderTable(session: ReturnType<typeof makeSession>, game: AnyWebGame = pisteWeb as AnyWebGame) {
  const entry = findEntry('petite-piste');
  if (!entry) throw new Error('no entry');
  return render(
    <IntlProvider locale="fr-FR" messages={fr}>
      <Table entry={entry} game={game} session={session as never} reducedMotion={true} onAgain={() => {}} />
    </IntlProvider>,
  );
}

function makeSession(pacing = gatedPacing().pacing, hiddenInformation = false) {
  const made = Session.start({
    game: piste,
    options: { board: 'petite' },
    seats: [
      { name: 'Léa', kind: 'human' },
      { name: 'Tom', kind: 'human' },
    ],
    seed: 'component',
    pacing,
    hiddenInformation,
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

const flush = () => act(async () => {});

describe('piste table', () => {
  it('shows whose turn it is, rolls with the button and explains the turn', async () => {
    const session = makeSession({ chance: async () => {}, think: async () => {} });
    renderTable(session);
    await flush();
    const banner = screen.getByTestId('turn-banner');
    expect(banner.textContent).toMatch(/À (Léa|Tom) de jouer$/);
    const roll = screen.getByTestId('roll-2');
    expect(roll.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(roll);
    await flush();
    expect(screen.getByTestId('explanation').textContent).toMatch(/lance \d \+ \d = \d+\./);
    expect(screen.getByTestId('live').textContent).toMatch(/lance/);
    expect(screen.getByRole('heading', { name: 'Journal de la partie' })).toBeTruthy();
  });

  it('says whose dice are rolling, in the roll-off and on a turn', async () => {
    const gate = gatedPacing();
    const session = makeSession(gate.pacing);
    renderTable(session);
    await flush();
    expect(screen.getByTestId('turn-banner').textContent).toMatch(/Les dés de Léa roulent…$/);
    gate.open();
    await flush();
    gate.close();
    const player = session.acting === null ? '' : (session.seats[session.acting]?.name ?? '');
    fireEvent.click(screen.getByTestId('roll-2'));
    await flush();
    expect(screen.getByTestId('turn-banner').textContent).toMatch(
      new RegExp(`Les dés de ${player} roulent…$`),
    );
    gate.open();
    await flush();
  });

  it('names the Casse-tête roll-off’s roller, and nobody while tokens are dealt', () => {
    const set = casseTete.setup({ rotation: true }, 3, 'roller');
    if (!set.ok) throw new Error(set.error.message);
    let state = set.value;
    expect(casseTeteWeb.roller?.(casseTete.view(state, 'spectator'))).toBeUndefined();
    while (state.phase !== 'start-roll') state = rollChance(casseTete, state).state;
    expect(casseTeteWeb.roller?.(casseTete.view(state, 'spectator'))).toBe(0);
    state = rollChance(casseTete, state).state;
    expect(casseTeteWeb.roller?.(casseTete.view(state, 'spectator'))).toBe(1);
  });

  it('keeps a person’s roll explained under the computer’s reply to it', async () => {
    const made = Session.start({
      game: piste,
      options: { board: 'petite' },
      seats: [
        { name: 'Léa', kind: 'human' },
        { name: 'Tom', kind: 'computer', level: 'facile' },
      ],
      seed: 'stacked',
      pacing: { chance: async () => {}, think: async () => {} },
    });
    if (!made.ok) throw new Error(made.error.message);
    const session = made.value;
    renderTable(session);
    await waitFor(() => expect(session.acting).toBe(0));
    fireEvent.click(screen.getByTestId('roll-2'));
    await waitFor(() => expect(session.acting).toBe(0));
    const turns = [...screen.getByTestId('explanation').querySelectorAll('.explain-turn')];
    expect(turns.map((turn) => turn.textContent?.match(/^(Léa|Tom) lance/)?.[1])).toEqual(['Tom', 'Léa']);
    expect(turns[1]?.className).toContain('earlier');
    session.stop();
  });

  it('explains an action refused while the dice roll, until dismissed', async () => {
    const gate = gatedPacing();
    const session = makeSession(gate.pacing);
    renderTable(session);
    await flush();
    // The roll-off is waiting on the gate: the roll button is there but not usable.
    gate.open();
    await flush();
    gate.close();
    fireEvent.click(screen.getByTestId('roll-2'));
    await flush();
    expect(session.status.kind).toBe('rolling');
    expect(screen.getByTestId('roll-2').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByTestId('roll-2'));
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('Attends\u00a0: les dés roulent encore.');
    fireEvent.click(screen.getByRole('button', { name: 'Compris' }));
    await flush();
    expect(screen.queryByRole('alert')).toBeNull();
    gate.open();
    await flush();
  });

  it('announces a new element for every turn, even when the text repeats', async () => {
    const session = makeSession({ chance: async () => {}, think: async () => {} });
    renderTable(session);
    await flush();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      fireEvent.click(screen.getByTestId('roll-2'));
      await flush();
      ids.push(screen.getByTestId('live').querySelector('p')?.getAttribute('data-announcement') ?? '');
    }
    expect(new Set(ids).size).toBe(3);
  });

  it('hides the table behind a "pass the device" screen between human seats when the game has secrets', async () => {
    const session = makeSession({ chance: async () => {}, think: async () => {} }, true);
    renderTable(session, { ...pisteWeb, hiddenInformation: true } as AnyWebGame);
    await flush();
    // Before the very first move too: whoever filled in the form may not be the first to play.
    const first = session.status.kind === 'handoff' ? session.seats[session.status.seat]?.name : undefined;
    expect(screen.getByRole('heading', { name: `Passe l’appareil à ${first}` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`Je suis ${first}`) }));
    await flush();
    fireEvent.click(screen.getByTestId('roll-2'));
    await flush();
    const next = session.status.kind === 'handoff' ? session.seats[session.status.seat]?.name : undefined;
    expect(next).toBeDefined();
    // The author sees the result of the roll on the table first, then passes the device on.
    expect(screen.getByTestId('turn-banner').textContent).toContain(`${first}, regarde le résultat`);
    expect(screen.getByTestId('explanation')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: `Passe l’appareil à ${next}` })).toBeNull();
    fireEvent.click(screen.getByTestId('pass-on'));
    await flush();
    expect(screen.getByRole('heading', { name: `Passe l’appareil à ${next}` })).toBeTruthy();
    expect(screen.queryByTestId('roll-2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`Je suis ${next}`) }));
    await flush();
    expect(screen.getByTestId('roll-2').getAttribute('aria-disabled')).toBe('false');
    expect(screen.getByTestId('turn-banner').textContent).toContain(`À ${next} de jouer`);
  });
});

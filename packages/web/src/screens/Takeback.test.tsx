import type { Zigzag } from '@ludimaths/engine';
import { zigzag } from '@ludimaths/engine';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { findEntry } from '../catalog';
import type { AnyWebGame } from '../games/types';
import { zigzagWeb } from '../games/zigzag/module';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { Session } from '../session/session';
import { Table } from './Play';

afterEach(cleanup);

const flush = () => act(async () => {});

function zigzagTable(kinds: ('human' | 'computer')[], locale: 'fr' | 'en' = 'fr') {
  const made = Session.start({
    game: zigzag,
    options: zigzag.defaultOptions,
    seats: kinds.map((kind, i) => ({ kind, name: i === 0 ? 'Léa' : 'Tom' })),
    seed: 'takeback-screen',
    runner: async (query) => ({ move: query.moves[0] as never }),
  });
  if (!made.ok) throw new Error(made.error.message);
  const entry = findEntry('zigzag');
  if (!entry) throw new Error('no entry');
  render(
    <IntlProvider locale={locale} messages={locale === 'fr' ? fr : en}>
      <Table
        entry={entry}
        game={zigzagWeb as AnyWebGame}
        session={made.value as never}
        reducedMotion={true}
        onAgain={() => {}}
      />
    </IntlProvider>,
  );
  return made.value;
}

/** The person plays their first legal move until one pawn move is made. */
async function playOnePawnMove(session: Session<Zigzag.ZigzagState, Zigzag.ZigzagMove, never, never, never>) {
  await flush();
  for (let guard = 0; guard < 20 && session.status.kind === 'waiting'; guard++) {
    const move = session.legal[0] as Zigzag.ZigzagMove;
    act(() => void session.play(move));
    await flush();
    if (move.kind === 'step') return;
  }
}

describe('the takeback button', () => {
  it('against the computer, appears after a move, takes it back and says so', async () => {
    const session = zigzagTable(['human', 'computer']);
    await flush();
    expect(screen.queryByTestId('takeback')).toBeNull();
    await playOnePawnMove(session as never);
    const before = session.revision;
    const button = screen.getByTestId('takeback');
    expect(button.textContent).toBe('Reprendre mon coup');
    fireEvent.click(button);
    await flush();
    expect(session.revision).toBeLessThan(before);
    expect(screen.getByTestId('takeback-said').textContent).toBe('Coup repris\u00a0: à Léa de rejouer.');
    expect(screen.getByTestId('turn-banner').textContent).toMatch(/À Léa de jouer$/);
    // Back before the first pawn move: the setup dice are behind it, so no more takeback.
    expect(screen.queryByTestId('takeback')).toBeNull();
  });

  it('in English too', async () => {
    const session = zigzagTable(['human', 'computer'], 'en');
    await playOnePawnMove(session as never);
    expect(screen.getByTestId('takeback').textContent).toBe('Take back my move');
  });

  it('between two people, the one who moved asks and the one to play agrees first', async () => {
    const session = zigzagTable(['human', 'human']);
    await playOnePawnMove(session as never);
    const mover = session.match.steps.findLast((s) => 'seat' in s) as { seat: number };
    const other = session.acting as number;
    const [moverName, otherName] = [mover.seat, other].map((s) => session.seats[s]?.name);
    const revision = session.revision;
    fireEvent.click(screen.getByTestId('takeback'));
    await flush();
    expect(screen.getByTestId('takeback-consent').textContent).toMatch(
      new RegExp(`${otherName}, es-tu d’accord pour que ${moverName} reprenne son coup`),
    );
    // "Non": nothing is taken back, and the offer stays.
    fireEvent.click(screen.getByRole('button', { name: 'Non' }));
    await flush();
    expect(session.revision).toBe(revision);
    expect(screen.getByTestId('takeback').textContent).toBe(`${moverName} veut reprendre son coup`);
    fireEvent.click(screen.getByTestId('takeback'));
    await flush();
    fireEvent.click(screen.getByTestId('takeback-yes'));
    await flush();
    expect(session.revision).toBe(revision - 1);
    expect(session.acting).toBe(mover.seat);
    expect(screen.getByTestId('takeback-said').textContent).toBe(
      `Coup repris\u00a0: à ${moverName} de rejouer.`,
    );
  });
});

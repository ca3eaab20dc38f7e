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
    expect(screen.getByTestId('takeback-said').textContent).toBe('Coup repris\u00a0: à toi de rejouer.');
    expect(screen.getByTestId('turn-banner').textContent).toMatch(/À Léa de jouer$/);
    // Back before the first pawn move: the setup dice are behind it, so no more takeback.
    expect(screen.queryByTestId('takeback')).toBeNull();
  });

  it('in English too, and never between two people', async () => {
    const session = zigzagTable(['human', 'computer'], 'en');
    await playOnePawnMove(session as never);
    expect(screen.getByTestId('takeback').textContent).toBe('Take back my move');
    cleanup();
    const hotSeat = zigzagTable(['human', 'human']);
    await playOnePawnMove(hotSeat as never);
    await playOnePawnMove(hotSeat as never);
    expect(screen.queryByTestId('takeback')).toBeNull();
  });
});

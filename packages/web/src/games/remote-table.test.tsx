import type { BaseState, CasseTete as CT, GameDefinition, Zigzag as Z } from '@ludimaths/engine';
import { CasseTete, casseTete, expectOk, Match, ok, Zigzag, zigzag } from '@ludimaths/engine';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { fr } from '../i18n/fr';
import type { SeatSetup } from '../session/seats';
import { seatForRecord } from '../session/seats';
import type { TableController } from '../session/table';
import { CasseTeteScreen } from './casse-tete/CasseTeteScreen';
import { ZigzagScreen } from './zigzag/ZigzagScreen';

afterEach(cleanup);

const seats: SeatSetup[] = [
  { name: 'Léa', kind: 'human' },
  { name: 'Tom', kind: 'human' },
];

/**
 * A table fed like a remote client would be: a view and the legal moves as plain JSON, and nothing
 * else (no match, no state anywhere). `played` collects what the screen sends.
 */
function remoteTable<V, M, C>(seat: number, view: V, legal: readonly M[]) {
  const played: M[] = [];
  const table: TableController<V, M, C> = {
    seats,
    status: { kind: 'waiting', seats: [seat] },
    viewer: seat,
    view: JSON.parse(JSON.stringify(view)),
    acting: seat,
    legal: JSON.parse(JSON.stringify(legal)),
    revision: 12,
    version: 1,
    log: [],
    error: null,
    play: (move) => {
      played.push(move);
      return ok(undefined);
    },
    clearError: () => {},
    confirmHandoff: () => {},
    hint: () => Promise.reject(new Error('no hints here')),
    subscribe: () => () => {},
  };
  return { table, played };
}

/** A real position: the first legal move played `moves` times, then the seat to act. */
function positionOf<S extends BaseState, M, C, O, V>(
  game: GameDefinition<S, M, C, O, V>,
  options: O,
  moves: number,
) {
  const match = expectOk(Match.start(game, { options, seats: seats.map(seatForRecord), seed: 'remote' }));
  const next = () => {
    match.settle();
    const actors = match.actors();
    if (actors.kind !== 'seats') throw new Error('no seat to act');
    return actors.seats[0] as number;
  };
  for (let i = 0; i < moves; i++) {
    const seat = next();
    expectOk(match.play(seat, match.legalMoves(seat)[0] as M));
  }
  const seat = next();
  return { seat, view: match.view(seat), legal: match.legalMoves(seat) };
}

describe('table screens fed by views and legal moves only', () => {
  it('casse-tête: lights the cells of the legal moves with the points from the view, and sends the move', () => {
    const { seat, view, legal } = positionOf(casseTete, { rotation: true }, 6);
    const { table, played } = remoteTable<CT.CasseTeteView, CT.CasseTeteMove, CT.CasseTeteChance>(
      seat,
      view,
      legal,
    );
    render(
      <IntlProvider locale="fr-FR" messages={fr}>
        <CasseTeteScreen table={table} reducedMotion />
      </IntlProvider>,
    );
    expect(document.querySelector('[data-testid="hand"]')?.getAttribute('data-seat')).toBe(String(seat));
    const place = legal.find((m): m is CT.PlaceMove => m.kind === 'place');
    if (!place) throw new Error('this position only allows passing: pick another');
    fireEvent.click(document.querySelector(`[data-token="${place.token}"]`) as HTMLElement);
    const cell = document.querySelector<HTMLElement>(
      `.ct-target.ct-lit[data-cell="${place.cell[0]},${place.cell[1]}"]`,
    );
    expect(cell?.textContent).toContain(`+${CasseTete.previewPlacement(view, place).points}`);
    fireEvent.click(cell as HTMLElement);
    expect(played).toEqual([place]);
  });

  it('zigzag: previews every move from the view (the number reached), and sends the chosen one', () => {
    const { seat, view, legal } = positionOf(zigzag, zigzag.defaultOptions, 4);
    expect(view.phase).toBe('play');
    const { table, played } = remoteTable<Z.ZigzagView, Z.ZigzagMove, Z.ZigzagChance>(seat, view, legal);
    const { getAllByTestId } = render(
      <IntlProvider locale="fr-FR" messages={fr}>
        <ZigzagScreen table={table} reducedMotion />
      </IntlProvider>,
    );
    const buttons = getAllByTestId('move');
    const steps = legal.filter((m) => m.kind === 'step');
    expect(buttons).toHaveLength(steps.length);
    for (const [i, move] of steps.entries()) {
      const reached = Zigzag.previewStepInView(view, seat, move)?.reached;
      expect(buttons[i]?.textContent).toContain(`=\u00a0${reached}`);
    }
    fireEvent.click(buttons[0] as HTMLElement);
    expect(played).toEqual([steps[0]]);
  });
});

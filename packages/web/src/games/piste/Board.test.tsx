import { Piste as P } from '@ludimaths/engine';
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { fr } from '../../i18n/fr';
import { SEAT_COLORS, SEAT_SHAPES } from '../../ui/PawnIcon';
import { PisteBoard, squareCell, squareKind } from './Board';

afterEach(cleanup);

const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderBoard(board: 'grande' | 'petite', columns = 10) {
  return render(
    <IntlProvider locale="fr-FR" messages={fr}>
      <PisteBoard board={board} positions={[0, 49]} names={['Léa', 'Tom']} columns={columns} />
    </IntlProvider>,
  );
}

describe('piste board', () => {
  it('runs as a serpentine: even rows left to right, odd rows right to left', () => {
    expect(squareCell(0, 10)).toEqual({ row: 1, column: 1 });
    expect(squareCell(9, 10)).toEqual({ row: 1, column: 10 });
    expect(squareCell(10, 10)).toEqual({ row: 2, column: 10 });
    expect(squareCell(19, 10)).toEqual({ row: 2, column: 1 });
    expect(squareCell(20, 10)).toEqual({ row: 3, column: 1 });
    expect(squareCell(7, 5)).toEqual({ row: 2, column: 3 });
  });

  it('classifies squares with the engine’s number theory', () => {
    const track = P.TRACKS.grande;
    expect(squareKind(track, 13)).toBe('ultimate');
    expect(squareKind(track, 1)).toBe('ultimate');
    expect(squareKind(track, 49)).toBe('raised');
    expect(squareKind(track, 12)).toBe('composite');
    expect(squareKind(track, 97)).toBe('last-ultimate');
    expect(squareKind(track, 99)).toBe('end');
    expect(squareKind(P.TRACKS.petite, 47)).toBe('last-ultimate');
  });

  it('shows every square with its number, composites with their factorisation, in words', () => {
    const { container } = renderBoard('grande');
    const squares = container.querySelectorAll('li[data-square]');
    expect(squares).toHaveLength(100);
    const text = (n: number) =>
      plain(container.querySelector(`li[data-square="${n}"] .sr-only`)?.textContent);
    expect(text(12)).toBe('12 = 2 × 2 × 3');
    expect(text(49)).toBe('49 = 7 × 7 : nombre élevé, source 7 Tom ici');
    expect(text(13)).toBe('13 : nombre ultime');
    expect(text(97)).toBe('97 : dernier nombre ultime, retour à 0');
    expect(text(99)).toBe('99 : arrivée');
    // Special squares carry a visible word or sign, not only a colour.
    const face = (n: number) =>
      plain(container.querySelector(`li[data-square="${n}"] .square-face`)?.textContent);
    expect(face(13)).toContain('ultime');
    expect(face(49)).toContain('↩ 7');
    expect(face(97)).toContain('→ 0');
    expect(face(99)).toContain('arrivée');
  });

  it('draws the petite piste up to 50', () => {
    const { container } = renderBoard('petite', 5);
    expect(container.querySelectorAll('li[data-square]')).toHaveLength(51);
  });

  it('gives each seat its own colour and its own shape', () => {
    expect(new Set(SEAT_COLORS).size).toBe(4);
    expect(new Set(SEAT_SHAPES).size).toBe(4);
  });
});

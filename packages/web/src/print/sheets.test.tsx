import type { Piste } from '@ludimaths/engine';
import { CasseTete as CT, Finito as F, Piste as P, type Zigzag as Z, zigzag } from '@ludimaths/engine';
import { cleanup, fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { CasseTeteSheets } from '../games/casse-tete/Sheets';
import { FinitoSheets } from '../games/finito/Sheets';
import { PisteSheets } from '../games/piste/Sheets';
import { ZigzagSheets } from '../games/zigzag/Sheets';
import { fr } from '../i18n/fr';
import { nbsp } from '../test-support';
import { printPath } from './paths';

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '#/');
});

const inFrench = (ui: ReactNode) =>
  render(
    <IntlProvider locale="fr-FR" messages={fr}>
      {ui}
    </IntlProvider>,
  );

const text = (el: Element | null | undefined) => nbsp(el?.textContent ?? '').trim();

/** An element's text as read on paper: its lines (leaf elements) side by side, one space apart. */
const read = (el: Element | null | undefined): string =>
  [...(el?.querySelectorAll('*') ?? [])]
    .filter((child) => child.children.length === 0)
    .map(text)
    .filter((line) => line !== '')
    .join(' ');

/** The operation rows a game set up with these board options plays on, as its view shows them. */
function gameRows(board: Z.ZigzagOptions['board']): readonly (readonly string[])[] {
  const options = zigzag.parseOptions({ board });
  if (!options.ok) throw new Error(options.error.message);
  const state = zigzag.setup(options.value, 2, 'print-test');
  if (!state.ok) throw new Error(state.error.message);
  return zigzag.view(state.value, 'spectator').board;
}

/** The printed Zigzag board: its operation rows, read from the cells (start rows left out). */
function printedRows(container: HTMLElement): string[][] {
  const rows = new Map<number, string[]>();
  for (const cell of container.querySelectorAll('.sheet .zz-op')) {
    const [row, column] = (cell.getAttribute('data-cell') ?? '').split('-').map(Number);
    const line = rows.get(row as number) ?? [];
    line[column as number] = text(cell.querySelector('.zz-operation'));
    rows.set(row as number, line);
  }
  return [...rows.keys()].sort((a, b) => a - b).map((row) => rows.get(row) ?? []);
}

describe('printed piste boards', () => {
  it.each(P.BOARD_NAMES)('%s: every square of the engine’s track, marked as a move onto it plays', (name) => {
    const track = P.TRACKS[name as Piste.BoardName];
    const { container } = inFrench(<PisteSheets game="La piste" board={name as Piste.BoardName} />);
    const squares = container.querySelectorAll('.sheet li[data-square]');
    expect(squares).toHaveLength(track.end + 1);
    for (let n = 0; n <= track.end; n++) {
      const square = container.querySelector(`li[data-square="${n}"]`);
      expect(text(square?.querySelector('.square-number')), `square ${n}`).toBe(String(n));
      const factors = read(square?.querySelector('.square-factors'));
      // The finish square shows the word "arrivée" instead, as on the game's board.
      const composite = n >= 2 && !P.isUltimate(n) && n !== track.end;
      expect(factors, `factors of ${n}`).toBe(composite ? P.primeFactors(n).join(' × ') : '');
      const tag = text(square?.querySelector('.tag'));
      if (n === track.end) {
        expect(tag).toBe('arrivée');
        continue;
      }
      // What the engine does to a pawn that lands on n going forward, from 0 in one move.
      const move = P.movePawn(track, 0, n);
      if (n === 0) expect(tag).toContain('ultime');
      else if (move.rule === 'ultimate') expect(tag, `square ${n}`).toContain('ultime');
      else if (move.rule === 'raised') expect(tag, `square ${n}`).toBe(`↩ ${move.to}`);
      else if (move.rule === 'last-ultimate') expect(tag, `square ${n}`).toBe(`★ → ${move.to}`);
      else expect(tag, `square ${n}`).toBe('');
    }
  });

  it('shows the factorisations and marks of the physical boards', () => {
    const { container } = inFrench(<PisteSheets game="La piste" board="grande" />);
    const face = (n: number) => read(container.querySelector(`li[data-square="${n}"] .square-face`));
    expect(face(64)).toBe('64 2 × 2 × 2 × 2 × 2 × 2 ↩ 2');
    expect(face(12)).toBe('12 2 × 2 × 3');
    expect(face(97)).toContain('→ 0');
    expect(text(container.querySelector('h2'))).toContain('de 0 à 99');
    const petite = inFrench(<PisteSheets game="La petite piste" board="petite" />).container;
    expect(petite.querySelectorAll('li[data-square]')).toHaveLength(51);
    expect(text(petite.querySelector('li[data-square="47"] .tag'))).toBe('★ → 0');
  });
});

describe('printed Zigzag boards', () => {
  it('the standard board is the one a standard game plays on', () => {
    const { container } = inFrench(<ZigzagSheets game="Zigzag" seed={undefined} />);
    expect(printedRows(container)).toEqual(gameRows({ kind: 'standard' }));
    expect(printedRows(container)[0]).toEqual(['+ 5', '× 2', '− 2', '+ 1', '× 3', '− 8']);
    // The start rows: 1 to 6, top and bottom.
    const starts = [...container.querySelectorAll('.sheet .zz-start')].map((cell) =>
      text(cell.querySelector('.zz-label')),
    );
    expect(starts).toEqual(['1', '2', '3', '4', '5', '6', '1', '2', '3', '4', '5', '6']);
  });

  it('a board generated from a word is the board a game with that word plays on', () => {
    const { container } = inFrench(<ZigzagSheets game="Zigzag" seed="classe de CM2" />);
    const rows = printedRows(container);
    expect(rows).toEqual(gameRows({ kind: 'generated', seed: 'classe de CM2' }));
    expect(rows).not.toEqual(gameRows({ kind: 'standard' }));
    expect(text(container.querySelector('.sheet h2'))).toContain('« classe de CM2 »');
  });

  it('choosing another word redraws the board and keeps the word in the address', () => {
    const { container, getByTestId } = inFrench(<ZigzagSheets game="Zigzag" seed={undefined} />);
    fireEvent.click(getByTestId('board-generated'));
    fireEvent.change(getByTestId('board-seed'), { target: { value: '100% a/b' } });
    expect(printedRows(container)).toEqual(gameRows({ kind: 'generated', seed: '100% a/b' }));
    expect(location.hash).toBe(`#${printPath('zigzag', '100% a/b')}`);
    fireEvent.click(getByTestId('board-standard'));
    expect(printedRows(container)).toEqual(gameRows({ kind: 'standard' }));
    expect(location.hash).toBe('#/print/zigzag');
  });
});

describe('printed Finito material', () => {
  it('the board carries the engine’s cell labels, and the tokens are 1 to 12', () => {
    const { container } = inFrench(<FinitoSheets game="Finito" />);
    const labels = [...container.querySelectorAll('.sheet .fcell-label')].map((el) => Number(text(el)));
    expect(labels).toEqual([...F.CELL_LABELS]);
    expect(labels.slice(0, 3)).toEqual([1, 2, 3]);
    expect(container.querySelectorAll('.sheet .ftoken')).toHaveLength(0);
    const tokens = [...container.querySelectorAll('.finito-token [aria-hidden]')].map((el) =>
      Number(text(el)),
    );
    expect(tokens).toHaveLength(F.TOKEN_COUNT);
    expect(tokens).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('printed Casse-tête tokens', () => {
  it('all 30 tokens, each side with the engine’s number for it', () => {
    const { container } = inFrench(<CasseTeteSheets game="Casse-tête" />);
    const tokens = container.querySelectorAll('.ct-cutouts .ct-token');
    expect(tokens).toHaveLength(CT.TOKEN_COUNT);
    expect(CT.TOKEN_COUNT).toBe(30);
    const printed = (el: Element, side: string) => text(el.querySelector(`.ct-${side}`)).replace(' %', '%');
    CT.TOKENS.forEach((token, i) => {
      const el = tokens[i] as Element;
      expect(text(el.querySelector('.ct-id')), `token ${token.id}`).toBe(String(token.id));
      expect(printed(el, 'top'), `token ${token.id}`).toBe(token.top.text);
      expect(printed(el, 'left'), `token ${token.id}`).toBe(token.left.text);
      expect(printed(el, 'right'), `token ${token.id}`).toBe(token.right.text);
      expect(printed(el, 'bottom'), `token ${token.id}`).toBe(token.bottom.text);
    });
    // Token 1 as the seed prints it: top 4/9, left 0,65, right 1/2, bottom 1/3.
    const first = tokens[0] as Element;
    expect(['top', 'left', 'right', 'bottom'].map((side) => printed(first, side))).toEqual([
      '4/9',
      '0,65',
      '1/2',
      '1/3',
    ]);
  });
});

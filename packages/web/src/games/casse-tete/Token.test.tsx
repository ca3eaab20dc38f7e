import type { CasseTete as CT } from '@ludimaths/engine';
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { fr } from '../../i18n/fr';
import { TokenFace } from './Token';

afterEach(cleanup);

/** Token 10 as printed: top 1/5, left 3/24, right 2/9, bottom 4,5. */
const TOKEN_10 = 10 as CT.TokenId;

function face(turns: CT.Turns) {
  const { container } = render(
    <IntlProvider locale="fr" messages={fr}>
      <TokenFace token={TOKEN_10} turns={turns} />
    </IntlProvider>,
  );
  const el = container.querySelector('.ct-face');
  if (!el) throw new Error('no face');
  return el;
}

/** Which row of the face (top strip, band, bottom strip) holds `selector`, and at which end. */
function place(el: Element, selector: string) {
  const part = el.querySelector(selector);
  const row = [...el.children].findIndex((child) => child.contains(part ?? null));
  return { row: ['top', 'band', 'bottom'][row], end: part?.classList.contains('ct-end') ? 'right' : 'left' };
}

describe('token face', () => {
  it('stacks the side fractions over a bar, keeps top and bottom inline, and still reads "3/24"', () => {
    const el = face(0);
    const left = el.querySelector('.ct-left');
    expect(left?.classList.contains('ct-frac')).toBe(true);
    expect(left?.querySelector('.ct-num')?.textContent).toBe('3');
    expect(left?.querySelector('.ct-den')?.textContent).toBe('24');
    expect(left?.textContent).toBe('3/24');
    expect(el.querySelector('.ct-top')?.textContent).toBe('1/5');
    expect(el.querySelector('.ct-top .ct-num')).toBeNull();
    // A decimal has no bar.
    expect(el.querySelector('.ct-bottom')?.textContent).toBe('4,5');
    expect(face(1).querySelector('.ct-right')?.textContent).toBe('1/5');
    expect(face(1).querySelector('.ct-left .ct-num')).toBeNull();
  });

  it('puts the number in its corner and, once turned, the arrow in the other corner of that side', () => {
    const unturned = face(0);
    expect(place(unturned, '.ct-label')).toEqual({ row: 'top', end: 'left' });
    expect(unturned.querySelector('.ct-turns')).toBeNull();
    const corners = ([1, 2, 3] as const).map((turns) => {
      const el = face(turns);
      return [place(el, '.ct-label'), place(el, '.ct-turns')];
    });
    expect(corners).toEqual([
      [
        { row: 'top', end: 'right' },
        { row: 'bottom', end: 'right' },
      ],
      [
        { row: 'bottom', end: 'right' },
        { row: 'top', end: 'right' },
      ],
      [
        { row: 'bottom', end: 'left' },
        { row: 'top', end: 'left' },
      ],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { turnTitle } from './turn-title';

describe('the tab title on my turn', () => {
  it('puts the turn first only while the page is in the background', () => {
    expect(turnTitle('Ludimaths', true, 'À toi de jouer')).toBe('À toi de jouer – Ludimaths');
    expect(turnTitle('Ludimaths', false, 'À toi de jouer')).toBe('Ludimaths');
  });
});

import { describe, expect, it } from 'vitest';
import { entryForTable } from './catalog';

describe('the catalogue entry of a server table', () => {
  it('is the entry whose preset options the table has, else the game’s first entry', () => {
    expect(entryForTable('piste', { board: 'petite' })?.id).toBe('petite-piste');
    expect(entryForTable('piste', { board: 'grande' })?.id).toBe('piste');
    expect(entryForTable('piste', null)?.id).toBe('piste');
    expect(entryForTable('zigzag', { board: { kind: 'standard' } })?.id).toBe('zigzag');
  });

  it('is none for a game nobody plays online or an unknown game', () => {
    expect(entryForTable('casse-tete-solitaire', {})).toBeUndefined();
    expect(entryForTable('echecs', {})).toBeUndefined();
  });
});

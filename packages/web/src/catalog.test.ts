import { games } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import { CATALOG, entryForRecord } from './catalog';
import { fr } from './i18n/fr';

describe('game catalogue', () => {
  it('lists the six games of the home screen', () => {
    expect(CATALOG.map((e) => e.id)).toEqual([
      'piste',
      'petite-piste',
      'zigzag',
      'casse-tete',
      'casse-tete-solitaire',
      'finito',
    ]);
  });

  it('has a French title and description for every game', () => {
    for (const entry of CATALOG) {
      expect(fr[entry.title]).toBeTruthy();
      expect(fr[entry.description]).toBeTruthy();
    }
  });

  it('shows the player counts of the engine for every game', async () => {
    for (const entry of CATALOG) {
      const engine = games[entry.engineId];
      expect(engine, entry.id).toBeDefined();
      expect(entry.players).toEqual(engine?.playerCounts);
      const web = await entry.load();
      expect(web?.definition.id).toBe(entry.engineId);
    }
  });

  it('finds the entry that started a record, and falls back on the engine id', () => {
    expect(entryForRecord('piste', { app: 'petite-piste' })?.id).toBe('petite-piste');
    expect(entryForRecord('piste', undefined)?.id).toBe('piste');
    expect(entryForRecord('zigzag', undefined)?.id).toBe('zigzag');
    expect(entryForRecord('finito', undefined)?.id).toBe('finito');
    expect(entryForRecord('casse-tete-solitaire', undefined)?.id).toBe('casse-tete-solitaire');
    expect(entryForRecord('echecs', undefined)).toBeUndefined();
  });
});

import { casseTete, expectOk, finito, rollChance } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import { casseTeteWeb } from './casse-tete/module';
import { finitoWeb } from './finito/module';

describe('which chance events the table pauses for', () => {
  it('Finito pauses for the shared d20, not for turning up tokens', () => {
    let state = expectOk(finito.setup(finito.defaultOptions, 2, 'watch'));
    const watched: boolean[] = [];
    while (finito.actors(state).kind === 'chance') {
      watched.push(finitoWeb.watchChance?.(state) ?? true);
      const rolled = rollChance(finito, state);
      // Online, the same question is asked of the outcome the server drew.
      expect(finitoWeb.watchedChance?.(rolled.outcome)).toBe(watched.at(-1));
      state = rolled.state;
    }
    // Three turn-ups per seat, then the roll.
    expect(watched).toEqual([false, false, false, false, false, false, true]);
  });

  it('Casse-tête pauses for the starting roll-off, not for dealing tokens', () => {
    let state = expectOk(casseTete.setup(casseTete.defaultOptions, 2, 'watch'));
    const seen = new Map<string, Set<boolean>>();
    while (casseTete.actors(state).kind === 'chance') {
      const watched = casseTeteWeb.watchChance?.(state) ?? true;
      const rolled = rollChance(casseTete, state);
      expect(casseTeteWeb.watchedChance?.(rolled.outcome)).toBe(watched);
      const kind = rolled.outcome.kind;
      seen.set(kind, (seen.get(kind) ?? new Set()).add(watched));
      state = rolled.state;
    }
    expect(seen.get('die')).toEqual(new Set([true]));
    expect(seen.get('start')).toEqual(new Set([false]));
    expect(seen.get('draw')).toEqual(new Set([false]));
  });
});

import type { Piste } from '@ludimaths/engine';
import { Piste as P } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import { describeContext, nbsp } from '../../test-support';
import type { DescribeContext } from '../types';
import { factorLines } from './Board';
import { explainTurn } from './explain';

function context(locale: 'fr' | 'en', kind: 'human' | 'computer' = 'human'): DescribeContext {
  return describeContext(locale, [{ name: 'Léa', kind }]);
}

/** A turn exactly as the engine reports it, from the real track. */
function turn(board: Piste.BoardName, from: number, dice: number[]): Piste.PisteTurn {
  const total = dice.reduce((a, b) => a + b, 0);
  const move = P.movePawn(P.TRACKS[board], from, total);
  return { seat: 0, dice, from, landed: move.landed, to: move.to, backward: move.backward, rule: move.rule };
}

describe('piste explanations', () => {
  it('a raised number: "49 = 7 × 7 : nombre élevé, tu recules sur 7"', () => {
    const lines = explainTurn(turn('grande', 43, [3, 3]), 99, context('fr')).map(nbsp);
    expect(lines).toEqual([
      'Léa lance 3 + 3 = 6.',
      'De 43 à 49.',
      '49 = 7 × 7 : nombre élevé, tu recules sur 7.',
    ]);
  });

  it('an ultimate number going forward: on to the next one', () => {
    const lines = explainTurn(turn('grande', 8, [2, 3]), 99, context('fr')).map(nbsp);
    expect(lines.at(-1)).toBe('13 est un nombre ultime : tu avances au suivant, 17.');
  });

  it('the last ultimate number sends the pawn back to 0', () => {
    const lines = explainTurn(turn('grande', 91, [3, 3]), 99, context('fr')).map(nbsp);
    expect(lines.at(-1)).toBe('97 est le dernier nombre ultime : tu retournes à 0 !');
  });

  it('a bounce, then the backward rule of the square reached', () => {
    // 95 + 10 = 105, 6 past 99: back to 93 = 3 × 31, which stays.
    const lines = explainTurn(turn('grande', 95, [4, 6]), 99, context('fr')).map(nbsp);
    expect(lines[1]).toBe('Trop loin ! 95 + 10 dépasse 99 : rebond, on recule jusqu’à 93.');
    expect(lines[2]).toBe('93 = 3 × 31 : on reste là.');
    const ultimateBack = explainTurn(turn('petite', 46, [6, 6]), 50, context('fr')).map(nbsp);
    // 46 + 12 = 58, 8 past 50: 42 = 2 × 3 × 7 stays.
    expect(ultimateBack.at(-1)).toBe('42 = 2 × 3 × 7 : on reste là.');
    const prime = explainTurn(turn('petite', 48, [6, 3]), 50, context('fr')).map(nbsp);
    // 48 + 9 = 57, 7 past 50: 43 is ultimate, going back to the previous one, 41.
    expect(prime.at(-1)).toBe('43 est un nombre ultime : en reculant, tu vas au précédent, 41.');
  });

  it('an exact landing on the finish wins', () => {
    const lines = explainTurn(turn('petite', 44, [2, 4]), 50, context('fr')).map(nbsp);
    expect(lines.at(-1)).toBe('Pile sur 50 : Léa a gagné !');
  });

  it('speaks of the computer in the third person, and in English', () => {
    const fr3 = explainTurn(turn('grande', 43, [3, 3]), 99, context('fr', 'computer')).map(nbsp);
    expect(fr3.at(-1)).toBe('49 = 7 × 7 : nombre élevé, Léa recule sur 7.');
    const english = explainTurn(turn('grande', 8, [2, 3]), 99, context('en')).map(nbsp);
    expect(english.at(-1)).toBe('13 is an ultimate number: you move on to the next one, 17.');
  });

  it('lays out long factorisations three factors a line', () => {
    const fmt = (n: number) => String(n);
    expect(factorLines([2, 2, 3], fmt)).toEqual(['2\u202f×\u202f2\u202f×\u202f3']);
    expect(factorLines([2, 2, 2, 2, 2, 2], fmt)).toEqual([
      '2\u202f×\u202f2\u202f×\u202f2',
      '×\u202f2\u202f×\u202f2\u202f×\u202f2',
    ]);
  });
});

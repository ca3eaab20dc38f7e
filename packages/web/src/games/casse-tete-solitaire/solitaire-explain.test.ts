import type { CasseTeteSolitaire as CS, Step } from '@ludimaths/engine';
import { applyStep, CasseTete, casseTeteSolitaire as game } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import { describeContext, nbsp } from '../../test-support';
import { explainError } from '../errors';
import {
  describeSolitaireMove,
  describeSolitaireStep,
  endText,
  solitaireErrorMessages,
} from './solitaire-explain';

type State = CS.SolitaireState;
type Move = CS.SolitaireMove;

const fr = describeContext('fr');
const id = CasseTete.tokenId;

/** The log of a game whose tray was shuffled into 30, 29, …, 1 (so token 30 shows as 1). */
function log(moves: readonly Move[]): string[][] {
  const setup = game.setup({ ...game.defaultOptions, moveLimit: 40 }, 1, 'explain');
  if (!setup.ok) throw new Error(setup.error.message);
  const steps: Step<Move, CS.SolitaireChance>[] = [
    ...Array.from({ length: 30 }, (_, i) => ({ chance: { kind: 'draw' as const, token: id(30 - i) } })),
    ...moves.map((move) => ({ seat: 0, move })),
  ];
  let before: State = setup.value;
  return steps.map((step, index) => {
    const after = applyStep(game, before, step);
    if (!after.ok) throw new Error(after.error.message);
    const views = { before: game.view(before, 'spectator'), after: game.view(after.value, 'spectator') };
    const lines = describeSolitaireStep({ index, step, ...views }, fr).map(nbsp);
    before = after.value;
    return lines;
  });
}

describe('solitaire log', () => {
  it('says once that the tray is shuffled, then every move with the tokens’ labels', () => {
    const lines = log([
      { kind: 'place', token: id(30), row: 0, col: 0, turns: 1 },
      { kind: 'rotate', row: 0, col: 0, by: -1 },
      { kind: 'move', row: 0, col: 0, toRow: 2, toCol: 3 },
      { kind: 'check' },
      { kind: 'remove', row: 2, col: 3 },
      { kind: 'undo' },
    ]);
    expect(lines.slice(0, 29).flat()).toEqual([]);
    expect(lines.slice(29)).toEqual([
      ['Les 30 jetons sont mélangés dans la réserve.'],
      ['Jeton 1 posé ligne 1, colonne 1, tourné une fois ↻.'],
      ['Jeton 1 tourné d’un quart de tour ↺.'],
      ['Jeton 1 déplacé ligne 3, colonne 4.'],
      ['Vérification : aucun conflit.'],
      ['Jeton 1 retiré de la grille.'],
      ['Dernier coup annulé.'],
    ]);
  });

  it('tells the end: solved in so many moves, or out of moves', () => {
    const turns = Array.from({ length: 39 }, (): Move => ({ kind: 'rotate', row: 0, col: 0, by: 1 }));
    const lines = log([{ kind: 'place', token: id(5), row: 0, col: 0, turns: 0 }, ...turns]);
    expect(lines[lines.length - 1]?.[1]).toBe('Plus de coups : la grille n’est pas résolue après 40 coups.');
    const solved = { status: 'over', winners: [0], scores: [34], reason: 'solved' } as const;
    expect(nbsp(endText(solved, fr.t))).toMatch(/^Bravo ! .* en 34 coups\.$/);
  });

  it('words the hint’s move without giving the token’s number away', () => {
    const say = (move: Move) => nbsp(describeSolitaireMove(move, fr));
    expect(say({ kind: 'place', token: id(13), row: 0, col: 1, turns: 2 })).toBe(
      'poser le jeton marqué d’une étoile ligne 1, colonne 2, tourné 2 fois ↻',
    );
    expect(say({ kind: 'move', row: 2, col: 2, toRow: 0, toCol: 0 })).toBe(
      'déplacer le jeton de la ligne 3, colonne 3 vers la ligne 1, colonne 1',
    );
    expect(say({ kind: 'rotate', row: 0, col: 0, by: 1 })).toMatch(/quart de tour ↻$/);
  });

  it('explains in words every refusal a well-formed move can meet', () => {
    const explain = (code: string) => explainError({ code, message: 'why' }, solitaireErrorMessages, fr.t);
    const setup = game.setup(game.defaultOptions, 1, 'errors');
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    for (let token = 1; token <= 30; token++) {
      const next = applyStep(game, state, { chance: { kind: 'draw', token } });
      if (next.ok) state = next.value;
    }
    const one = game.apply(state, 0, { kind: 'place', token: id(1), row: 0, col: 0, turns: 0 });
    if (!one.ok) throw new Error(one.error.message);
    const checked = game.apply(one.value, 0, { kind: 'check' });
    if (!checked.ok) throw new Error(checked.error.message);
    const refusals: [State, Move][] = [
      [one.value, { kind: 'place', token: id(2), row: 0, col: 0, turns: 0 }],
      [one.value, { kind: 'place', token: id(1), row: 0, col: 1, turns: 0 }],
      [one.value, { kind: 'place', token: id(2), row: 9, col: 0, turns: 0 }],
      [one.value, { kind: 'remove', row: 0, col: 1 }],
      [state, { kind: 'undo' }],
      [state, { kind: 'check' }],
      [checked.value, { kind: 'check' }],
    ];
    for (const [position, move] of refusals) {
      const result = game.apply(position, 0, move);
      const code = result.ok ? 'ok' : result.error.code;
      expect(code).not.toBe('ok');
      expect(explain(code), code).not.toContain('(why)');
    }
    const fixed = { ...one.value, grid: { ...one.value.grid, rotation: false } };
    const code = (r: ReturnType<typeof game.apply>) => (r.ok ? 'ok' : r.error.code);
    expect(explain(code(game.apply(fixed, 0, { kind: 'rotate', row: 0, col: 0, by: 1 })))).toMatch(
      /ne tourne pas/,
    );
    expect(explain('toString')).toContain('(why)');
  });
});

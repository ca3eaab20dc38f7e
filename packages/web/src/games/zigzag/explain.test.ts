import type { Zigzag } from '@ludimaths/engine';
import { zigzag } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import { describeContext, nbsp } from '../../test-support';
import { explainError } from '../errors';
import type { DescribeContext } from '../types';
import { describeZigzagStep, explainMove, previewText, zigzagErrorMessages } from './explain';

type State = Zigzag.ZigzagState;
type Move = Zigzag.ZigzagMove;

function context(locale: 'fr' | 'en'): DescribeContext {
  return describeContext(locale, [
    { name: 'Léa', kind: 'human' },
    { name: 'Robot', kind: 'computer' },
  ]);
}

function must<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** A real game through the engine: Léa starts on top cell 3 with 35, Robot on bottom cell 4 with 26. */
function started(): {
  states: State[];
  steps: ({ chance: Zigzag.ZigzagChance } | { seat: number; move: Move })[];
} {
  let state = must(zigzag.setup({ board: { kind: 'standard' }, moveLimit: 200 }, 2, 'explain'));
  const states = [state];
  const steps: ({ chance: Zigzag.ZigzagChance } | { seat: number; move: Move })[] = [
    { chance: { kind: 'die', face: 5 } },
    { chance: { kind: 'die', face: 2 } },
    { chance: { kind: 'start-cell', label: 3 } },
    { seat: 0, move: { kind: 'start-side', side: 'top' } },
    { chance: { kind: 'start-cell', label: 4 } },
    { seat: 1, move: { kind: 'start-side', side: 'bottom' } },
    { chance: { kind: 'start-number', tens: 3, units: 5 } },
    { chance: { kind: 'start-number', tens: 2, units: 6 } },
  ];
  for (const step of steps) {
    state = must(
      'chance' in step ? zigzag.resolveChance(state, step.chance) : zigzag.apply(state, step.seat, step.move),
    );
    states.push(state);
  }
  return { states, steps };
}

/** What the table sees of a state: explanations and previews never read a state. */
const seen = (state: State): Zigzag.ZigzagView => zigzag.view(state, 'spectator');

const withPlayer0 = (state: State, changes: Partial<Zigzag.PlayerState>): State => ({
  ...state,
  players: [{ ...state.players[0], ...changes }, state.players[1]],
});

describe('zigzag explanations', () => {
  it('the setup in words: who starts, the start cell, the side, "3 et 5 → 35"', () => {
    const { states, steps } = started();
    const lines = steps.flatMap((step, index) =>
      describeZigzagStep(
        { index, step, before: seen(states[index] as State), after: seen(states[index + 1] as State) },
        context('fr'),
      ).map(nbsp),
    );
    expect(lines).toEqual([
      'Léa lance 5 pour savoir qui commence.',
      'Robot lance 2 pour savoir qui commence.',
      'Léa commence.',
      'Léa lance 3 : sa case de départ est la 3.',
      'Léa pose son pion en haut, sur la case 3.',
      'Robot lance 4 : sa case de départ est la 4.',
      'Robot pose son pion en bas, sur la case 4.',
      'Léa lance 3 et 5 → son nombre de départ est 35.',
      'Robot lance 2 et 6 → son nombre de départ est 26.',
    ]);
  });

  it('a tie in the starting roll says so', () => {
    const state = must(zigzag.setup({ board: { kind: 'standard' }, moveLimit: 200 }, 2, 'tie'));
    const four = { kind: 'die', face: 4 } as const;
    const one = must(zigzag.resolveChance(state, four));
    const two = must(zigzag.resolveChance(one, four));
    const lines = describeZigzagStep(
      { index: 1, step: { chance: four }, before: seen(one), after: seen(two) },
      context('fr'),
    );
    expect(lines.map(nbsp)).toEqual(['Robot lance 4 pour savoir qui commence.', 'Égalité : on relance.']);
  });

  it('previews a scoring move: "35 × 2 = 70 → 5 points !"', () => {
    const state = started().states.at(-1) as State;
    const move: Move = { kind: 'step', to: [1, 1] };
    expect(zigzag.legalMoves(state, 0)).toContainEqual(move);
    expect(nbsp(previewText(seen(state), 0, move, context('fr')) ?? '')).toBe('35 × 2 = 70 → 5 points !');
    expect(nbsp(previewText(seen(state), 0, { kind: 'step', to: [1, 3] }, context('fr')) ?? '')).toBe(
      '35 + 1 = 36',
    );
    expect(previewText(seen(state), 0, { kind: 'pass' }, context('fr'))).toBeUndefined();
  });

  it('explains a multiple of 10: equation, +5 points, ÷ 10, the new total', () => {
    const before = started().states.at(-1) as State;
    const move: Move = { kind: 'step', to: [1, 1] };
    const after = must(zigzag.apply(before, 0, move));
    expect(explainMove(seen(before), seen(after), 0, move, context('fr')).map(nbsp)).toEqual([
      'Léa va sur la case × 2 : 35 × 2 = 70.',
      '70 est un multiple de 10 : +5 points, et 70 ÷ 10 = 7.',
      'Léa a maintenant 5 points.',
    ]);
  });

  it('a multiple of 100 scores 15 points and is divided by 10 once', () => {
    const before = withPlayer0(started().states.at(-1) as State, { number: 150 });
    const move: Move = { kind: 'step', to: [1, 1] };
    const after = must(zigzag.apply(before, 0, move));
    const lines = explainMove(seen(before), seen(after), 0, move, context('fr')).map(nbsp);
    expect(lines[0]).toBe('Léa va sur la case × 2 : 150 × 2 = 300.');
    expect(lines[1]).toBe('300 est un multiple de 100 : +15 points, et 300 ÷ 10 = 30.');
    expect(lines[2]).toBe('Léa a maintenant 15 points.');
  });

  it('no points when the result is not a multiple of 10', () => {
    const before = started().states.at(-1) as State;
    const move: Move = { kind: 'step', to: [1, 2] };
    const after = must(zigzag.apply(before, 0, move));
    expect(explainMove(seen(before), seen(after), 0, move, context('fr')).map(nbsp)).toEqual([
      'Léa va sur la case − 2 : 35 − 2 = 33.',
      '33 n’est pas un multiple de 10 : pas de point cette fois.',
    ]);
  });

  it('÷ 2 on an odd number names the choice: whole part or rounded', () => {
    // Léa on row 3, column 1 (a "+ 6"), number 45; the cell below is "÷ 2".
    const before = withPlayer0(started().states.at(-1) as State, { cell: 12, previous: -1, number: 45 });
    const floor: Move = { kind: 'step', to: [3, 0], half: 'floor' };
    const round: Move = { kind: 'step', to: [3, 0], half: 'round' };
    const moves = zigzag.legalMoves(before, 0);
    expect(moves).toContainEqual(floor);
    expect(moves).toContainEqual(round);
    expect(nbsp(previewText(seen(before), 0, floor, context('fr')) ?? '')).toBe(
      '45 ÷ 2 = 22,5 → 22 (partie entière)',
    );
    expect(nbsp(previewText(seen(before), 0, round, context('fr')) ?? '')).toBe(
      '45 ÷ 2 = 22,5 → 23 (arrondi)',
    );
    expect(previewText(seen(before), 0, round, context('en'))).toBe('45 ÷ 2 = 22.5 → 23 (rounded)');
  });

  it('announces the win when 50 points are reached', () => {
    const before = withPlayer0(started().states.at(-1) as State, { score: 45 });
    const move: Move = { kind: 'step', to: [1, 1] };
    const after = must(zigzag.apply(before, 0, move));
    expect(after.phase).toBe('over');
    const lines = explainMove(seen(before), seen(after), 0, move, context('fr')).map(nbsp);
    expect(lines.slice(1)).toEqual([
      '70 est un multiple de 10 : +5 points, et 70 ÷ 10 = 7.',
      'Léa atteint 50 points et gagne !',
    ]);
  });

  it('a pass, and the end when both players are stuck', () => {
    const base = started().states.at(-1) as State;
    const before = { ...base, passes: 1 };
    const after: State = { ...before, phase: 'over', endReason: 'both-passed', passes: 2 };
    const lines = describeZigzagStep(
      { index: 9, step: { seat: 0, move: { kind: 'pass' } }, before: seen(before), after: seen(after) },
      context('fr'),
    ).map(nbsp);
    expect(lines).toEqual([
      'Léa ne peut aller sur aucune case et passe son tour.',
      'Les deux pions sont bloqués : la partie s’arrête, le plus de points gagne.',
    ]);
  });

  it('English sentences', () => {
    const before = started().states.at(-1) as State;
    const move: Move = { kind: 'step', to: [1, 1] };
    const after = must(zigzag.apply(before, 0, move));
    expect(explainMove(seen(before), seen(after), 0, move, context('en'))).toEqual(
      [
        'Léa moves onto × 2: 35 × 2 = 70.',
        '70 is a multiple of 10: +5 points, and 70 ÷ 10 = 7.',
        'Léa now has 5 points.',
      ].map((s) =>
        s.replace(/× 2/g, '×\u00a02').replace('35 ×\u00a02 = 70', '35\u00a0×\u00a02\u00a0=\u00a070'),
      ),
    );
  });

  it('refused moves are explained from the engine’s error code', () => {
    const state = started().states.at(-1) as State;
    const t = context('fr').t;
    const refused = zigzag.apply(state, 0, { kind: 'step', to: [3, 3] });
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(explainError(refused.error, zigzagErrorMessages, t)).toBe(
        'Cette case n’est pas à côté de ton pion.',
      );
    const back = { code: 'immediate-return', message: '' };
    expect(nbsp(explainError(back, zigzagErrorMessages, t))).toBe(
      'Tu viens de cette case : tu ne peux pas y retourner tout de suite.',
    );
  });
});

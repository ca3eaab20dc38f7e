import { describe, expect, it } from 'vitest';
import type { Step } from '../../core/play';
import { applyStep, rollChance } from '../../core/play';
import { expectOk } from '../../core/result';
import { seedRng } from '../../core/rng';
import { zigzag } from './index';
import type { ZigzagChance, ZigzagMove, ZigzagState } from './types';

type ZStep = Step<ZigzagMove, ZigzagChance>;

const die = (face: number): ZStep => ({ chance: { kind: 'die', face } });
const cell = (label: number): ZStep => ({ chance: { kind: 'start-cell', label } });
const number = (tens: number, units: number): ZStep => ({ chance: { kind: 'start-number', tens, units } });

const start = (): ZigzagState => expectOk(zigzag.setup(zigzag.defaultOptions, 2, 'setup'));

function drive(steps: readonly ZStep[], state = start()): ZigzagState {
  let current = state;
  for (const [i, step] of steps.entries()) {
    const next = applyStep(zigzag, current, step);
    if (!next.ok) throw new Error(`step ${i}: ${next.error.message}`);
    current = next.value;
  }
  return current;
}

/** Seat 0 wins the starting roll 5–2, rolls start cell 2 and chooses the top row. */
const seat0StartsOnTop2: ZStep[] = [
  die(5),
  die(2),
  cell(2),
  { seat: 0, move: { kind: 'start-side', side: 'top' } },
];

describe('options', () => {
  it('default to the standard board and a 200-move limit', () => {
    expect(expectOk(zigzag.parseOptions({}))).toEqual({ board: { kind: 'standard' }, moveLimit: 200 });
    expect(expectOk(zigzag.parseOptions(undefined)).moveLimit).toBe(200);
  });

  it('accept a generated board with a mix, and a custom board', () => {
    const generated = { kind: 'generated', seed: 's', mix: { add: { weight: 1, min: 1, max: 3 } } };
    expect(zigzag.parseOptions({ board: generated }).ok).toBe(true);
    const rows = [
      ['+ 1', '+ 2', '+ 3', '+ 4', '+ 5', '+ 6'],
      ['- 1', '- 2', '- 3', '- 4', '- 5', '- 6'],
    ];
    const parsed = expectOk(zigzag.parseOptions({ board: { kind: 'custom', rows } }));
    const state = expectOk(zigzag.setup(parsed, 2, 1));
    expect(zigzag.view(state, 'spectator').rows).toBe(4);
  });

  it('reject bad boards and bad values with messages that name the problem', () => {
    const bad = zigzag.parseOptions({ board: { kind: 'custom', rows: [['+ 1'], ['+ 2']] } });
    expect(bad.ok || bad.error).toMatchObject({ code: 'bad-board-size', message: /row 1 has 1/ });
    const symbol = zigzag.parseOptions({
      board: { kind: 'custom', rows: [Array(6).fill('+ 1'), [...Array(5).fill('+ 1'), '? 1']] },
    });
    expect(symbol.ok || symbol.error).toMatchObject({ code: 'unknown-symbol', message: /row 2, column 6/ });
    const limit = zigzag.parseOptions({ moveLimit: 0 });
    expect(limit.ok || limit.error).toMatchObject({ code: 'bad-options', message: /moveLimit/ });
    const kind = zigzag.parseOptions({ board: { kind: 'round' } });
    expect(kind.ok || kind.error).toMatchObject({ code: 'bad-options', message: /board/ });
    expect(zigzag.parseOptions({ colour: 'red' }).ok).toBe(false);
  });
});

describe('setup', () => {
  it('is for two players only', () => {
    expect(zigzag.setup(zigzag.defaultOptions, 3, 1).ok).toBe(false);
    expect(zigzag.setup(zigzag.defaultOptions, 1, 1).ok).toBe(false);
  });

  it('draws nothing: the generator is untouched and a die is awaited', () => {
    const state = start();
    expect(state.rng).toEqual(seedRng('setup'));
    expect(zigzag.actors(state)).toEqual({ kind: 'chance' });
    expect(zigzag.chanceOutcomes(state).map((o) => o.outcome)).toEqual(
      [1, 2, 3, 4, 5, 6].map((face) => ({ kind: 'die', face })),
    );
  });

  it('lets the highest starting roll start, ties rolling again', () => {
    expect(drive([die(2), die(6)]).starter).toBe(1);
    const tied = drive([die(4), die(4)]);
    expect(tied.phase).toBe('start-roll');
    expect(drive([die(3), die(1)], tied).starter).toBe(0);
  });

  it('puts the pawn on the rolled start cell, top or bottom as its player chooses', () => {
    const beforeSide = drive(seat0StartsOnTop2.slice(0, 3));
    expect(zigzag.actors(beforeSide)).toEqual({ kind: 'seats', seats: [0] });
    expect(zigzag.legalMoves(beforeSide, 0)).toEqual([
      { kind: 'start-side', side: 'top' },
      { kind: 'start-side', side: 'bottom' },
    ]);
    expect(zigzag.legalMoves(beforeSide, 1)).toEqual([]);
    const top = drive(seat0StartsOnTop2.slice(3), beforeSide);
    expect(zigzag.view(top, 0).players[0]?.cell).toEqual([0, 1]);
    const bottom = drive([{ seat: 0, move: { kind: 'start-side', side: 'bottom' } }], beforeSide);
    expect(zigzag.view(bottom, 0).players[0]?.cell).toEqual([7, 1]);
  });

  it("makes the second player's start die differ from the first player's label", () => {
    const second = drive(seat0StartsOnTop2);
    expect(second.turn).toBe(1);
    const outcomes = zigzag.chanceOutcomes(second);
    expect(outcomes.map((o) => o.outcome)).toEqual(
      [1, 3, 4, 5, 6].map((label) => ({ kind: 'start-cell', label })),
    );
    expect(new Set(outcomes.map((o) => o.weight)).size).toBe(1);
    const same = applyStep(zigzag, second, cell(2));
    expect(same.ok || same.error.code).toBe('same-start-cell');
    for (let i = 0; i < 200; i++) {
      const rolled = rollChance(zigzag, { ...second, rng: seedRng(i) });
      expect(rolled.outcome).not.toEqual({ kind: 'start-cell', label: 2 });
    }
  });

  it('rolls each starting number as two dice, tens then units, the starter first, then play begins', () => {
    const placed = drive([
      die(2),
      die(5),
      cell(4),
      { seat: 1, move: { kind: 'start-side', side: 'bottom' } },
      cell(3),
      { seat: 0, move: { kind: 'start-side', side: 'bottom' } },
    ]);
    expect(placed.phase).toBe('start-number');
    expect(placed.turn).toBe(1);
    expect(zigzag.chanceOutcomes(placed)).toHaveLength(36);
    const rolled = drive([number(6, 1), number(1, 6)], placed);
    expect(rolled.players.map((p) => p.number)).toEqual([16, 61]);
    expect(zigzag.actors(rolled)).toEqual({ kind: 'seats', seats: [1] });
  });

  it('refuses moves out of phase and chance outcomes that do not fit', () => {
    const beforeSide = drive(seat0StartsOnTop2.slice(0, 3));
    expect(applyStep(zigzag, beforeSide, { seat: 0, move: { kind: 'step', to: [1, 1] } })).toMatchObject({
      ok: false,
      error: { code: 'wrong-phase' },
    });
    expect(zigzag.apply(beforeSide, 1, { kind: 'start-side', side: 'top' })).toMatchObject({
      ok: false,
      error: { code: 'not-your-turn' },
    });
    expect(zigzag.resolveChance(start(), { kind: 'start-number', tens: 1, units: 2 })).toMatchObject({
      ok: false,
      error: { code: 'wrong-chance' },
    });
    expect(zigzag.resolveChance(start(), { kind: 'die', face: 7 }).ok).toBe(false);
    expect(zigzag.parseChance({ kind: 'start-number', tens: 3, units: 7 }).ok).toBe(false);
    expect(zigzag.parseChance({ kind: 'die', face: 0 }).ok).toBe(false);
    expect(zigzag.parseChance(4).ok).toBe(false);
    expect(zigzag.parseMove({ kind: 'step', to: [1] }).ok).toBe(false);
    expect(zigzag.parseMove({ kind: 'start-side', side: 'left' }).ok).toBe(false);
    expect(expectOk(zigzag.parseMove({ kind: 'step', to: [2, 3], half: 'round' }))).toEqual({
      kind: 'step',
      to: [2, 3],
      half: 'round',
    });
  });
});

describe("the seed's example", () => {
  it('23 on start cell 2, then + 5 gives 28, then × 2 gives 56', () => {
    let state = drive([
      ...seat0StartsOnTop2,
      cell(5),
      { seat: 1, move: { kind: 'start-side', side: 'bottom' } },
      number(2, 3),
      number(4, 4),
    ]);
    expect(state.players[0].number).toBe(23);
    state = drive([{ seat: 0, move: { kind: 'step', to: [1, 0] } }], state);
    expect(zigzag.view(state, 0).players[0]).toMatchObject({ cell: [1, 0], number: 28 });
    state = drive(
      [
        { seat: 1, move: { kind: 'step', to: [6, 4] } },
        { seat: 0, move: { kind: 'step', to: [1, 1] } },
      ],
      state,
    );
    expect(zigzag.view(state, 0).players[0]).toMatchObject({ cell: [1, 1], number: 56, score: 0 });
  });
});

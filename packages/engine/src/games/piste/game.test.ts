import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyStep } from '../../core/play';
import { replay } from '../../core/record';
import type { Result } from '../../core/result';
import { expectOk } from '../../core/result';
import { playSeededGame, replayOrThrow } from '../../core/testing';
import type { PisteState } from './index';
import { piste } from './index';

const start = (players = 2, board: 'grande' | 'petite' = 'grande') =>
  expectOk(piste.setup({ board }, players, 'test'));

/** Applies steps written as numbers (chance dice) or moves for the seat to play. */
function run(
  state: PisteState,
  ...steps: (number | number[] | 1 | 2 | { seat: number; dice: 1 | 2 })[]
): PisteState {
  let s = state;
  for (const step of steps) {
    const result: Result<PisteState> =
      typeof step === 'object' && !Array.isArray(step)
        ? applyStep(piste, s, { seat: step.seat, move: { kind: 'roll', dice: step.dice } })
        : applyStep(piste, s, {
            chance: Array.isArray(step) ? { kind: 'dice', faces: step } : { kind: 'die', face: step },
          });
    s = expectOk(result);
  }
  return s;
}

/** A state where seat 0 starts (it won the roll-off 6 to 1). */
const seat0Starts = (players = 2, board: 'grande' | 'petite' = 'grande') => {
  const rolls = [6, ...new Array(players - 1).fill(1)];
  return run(start(players, board), ...rolls);
};

const at = (state: PisteState, positions: number[], overshot = positions.map(() => false)): PisteState => ({
  ...state,
  positions,
  overshot,
});

describe('setup', () => {
  it('puts every pawn on 0 and starts with the roll-off', () => {
    const state = start(4);
    expect(state.positions).toEqual([0, 0, 0, 0]);
    expect(piste.actors(state)).toEqual({ kind: 'chance' });
    expect(piste.chanceOutcomes(state)).toHaveLength(6);
  });

  it('accepts 2 to 4 players only', () => {
    expect(piste.setup({ board: 'grande' }, 1, 's').ok).toBe(false);
    expect(piste.setup({ board: 'grande' }, 5, 's').ok).toBe(false);
    expect(piste.setup({ board: 'petite' }, 3, 's').ok).toBe(true);
  });

  it('lets the highest starting roll play first, and ties roll again', () => {
    const decided = run(start(3), 2, 5, 4);
    expect(piste.actors(decided)).toEqual({ kind: 'seats', seats: [1] });
    expect(decided.firstSeat).toBe(1);
    const tied = run(start(3), 5, 2, 5);
    expect(piste.actors(tied)).toEqual({ kind: 'chance' });
    expect(piste.actors(run(tied, 3, 4))).toEqual({ kind: 'seats', seats: [2] });
  });
});

describe('a turn', () => {
  it('rolls two fair dice: 36 equally likely ordered pairs', () => {
    const rolling = run(seat0Starts(), { seat: 0, dice: 2 });
    const outcomes = piste.chanceOutcomes(rolling);
    expect(outcomes).toHaveLength(36);
    expect(new Set(outcomes.map((o) => o.weight))).toEqual(new Set([1]));
  });

  it('moves the pawn by the total of the dice and passes to the next seat in order', () => {
    const s = run(seat0Starts(3), { seat: 0, dice: 2 }, [2, 4], { seat: 1, dice: 2 }, [1, 5], {
      seat: 2,
      dice: 2,
    });
    expect(s.positions).toEqual([6, 6, 0]);
    expect(piste.actors(run(s, [3, 3]))).toEqual({ kind: 'seats', seats: [0] });
  });

  it('lets several pawns share a square', () => {
    const s = run(seat0Starts(), { seat: 0, dice: 2 }, [3, 3], { seat: 1, dice: 2 }, [4, 2]);
    expect(s.positions).toEqual([6, 6]);
  });

  it('refuses a single die before the seat has overshot', () => {
    const result = piste.apply(seat0Starts(), 0, { kind: 'roll', dice: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('one-die-not-allowed');
    expect(piste.legalMoves(seat0Starts(), 0)).toEqual([{ kind: 'roll', dice: 2 }]);
  });

  it('marks an overshoot permanently and then offers one die or two', () => {
    const s = run(at(seat0Starts(), [95, 0]), { seat: 0, dice: 2 }, [5, 5]);
    expect(s.positions[0]).toBe(93);
    expect(s.overshot).toEqual([true, false]);
    const later = run(s, { seat: 1, dice: 2 }, [1, 5]);
    expect(piste.legalMoves(later, 0)).toEqual([
      { kind: 'roll', dice: 2 },
      { kind: 'roll', dice: 1 },
    ]);
    const oneDie = run(later, { seat: 0, dice: 1 });
    expect(piste.chanceOutcomes(oneDie)).toHaveLength(6);
    const after = run(oneDie, [2]);
    expect(after.positions[0]).toBe(95);
    expect(after.overshot[0]).toBe(true);
  });

  it('ends the game at once on an exact landing on END', () => {
    const s = run(at(seat0Starts(), [90, 0]), { seat: 0, dice: 2 }, [4, 5]);
    expect(piste.actors(s)).toEqual({ kind: 'over' });
    expect(piste.outcome(s)).toEqual({ status: 'over', winners: [0], reason: 'reached-end' });
    expect(piste.legalMoves(s, 1)).toEqual([]);
  });

  it('sends a forward landing on the last ultimate back to 0, and a backward one to the previous ultimate', () => {
    const forward = run(at(seat0Starts(2, 'petite'), [40, 0]), { seat: 0, dice: 2 }, [3, 4]);
    expect(forward.positions[0]).toBe(0);
    expect(forward.lastTurn).toMatchObject({ landed: 47, to: 0, rule: 'last-ultimate' });
    const backward = run(at(seat0Starts(2, 'petite'), [48, 0]), { seat: 0, dice: 2 }, [2, 3]);
    expect(backward.positions[0]).toBe(43);
    expect(backward.lastTurn).toMatchObject({ landed: 47, to: 43, backward: true });
  });
});

describe('bad input', () => {
  it('rejects a move out of turn, a malformed move and malformed dice with named errors', () => {
    const s = seat0Starts();
    const outOfTurn = applyStep(piste, s, { seat: 1, move: { kind: 'roll', dice: 2 } });
    expect(outOfTurn.ok ? '' : outOfTurn.error.code).toBe('not-your-turn');
    const bad = piste.parseMove({ kind: 'roll', dice: 3 });
    expect(bad.ok ? '' : bad.error.message).toMatch(/dice/);
    expect(piste.parseChance({ kind: 'dice', faces: [7, 1] }).ok).toBe(false);
    expect(piste.parseChance([4, 1]).ok).toBe(false);
    const rolling = run(s, { seat: 0, dice: 2 });
    expect(piste.resolveChance(rolling, { kind: 'dice', faces: [3] }).ok).toBe(false);
    expect(piste.resolveChance(rolling, { kind: 'die', face: 3 }).ok).toBe(false);
    expect(piste.parseOptions({ board: 'moyenne' }).ok).toBe(false);
    expect(piste.parseOptions({})).toEqual({ ok: true, value: { board: 'grande' } });
  });

  it('refuses dice that no die shows, and answers null and undefined without throwing', () => {
    const rolling = run(seat0Starts(), { seat: 0, dice: 2 });
    for (const faces of [[0, 3], [7, 3], [-1, 2], [1e9, 1], [2.5, 1], ['3', 4], [3]]) {
      const result = piste.resolveChance(rolling, { kind: 'dice', faces: faces as number[] });
      expect(result.ok || result.error.code).toBe(faces.length === 1 ? 'wrong-chance' : 'bad-chance');
    }
    for (const face of [0, 7, -1, 1e9]) {
      const result = piste.resolveChance(start(), { kind: 'die', face });
      expect(result.ok || result.error.code).toBe('bad-chance');
    }
    for (const nothing of [null, undefined]) {
      const chance = piste.resolveChance(rolling, nothing as never);
      expect(chance.ok || chance.error.code).toBe('bad-chance');
      const move = piste.apply(seat0Starts(), 0, nothing as never);
      expect(move.ok || move.error.code).toBe('bad-move');
    }
    const stranger = piste.apply(seat0Starts(), 7, { kind: 'roll', dice: 2 });
    expect(stranger.ok || stranger.error.code).toBe('bad-seat');
  });

  it('never changes the state it is given', () => {
    const s = seat0Starts();
    const copy = JSON.parse(JSON.stringify(s));
    run(s, { seat: 0, dice: 2 }, [6, 6]);
    expect(s).toEqual(copy);
  });
});

describe('views', () => {
  it('show the whole board but never the generator that would predict the dice', () => {
    const view = piste.view(seat0Starts(), 1);
    expect(view).not.toHaveProperty('rng');
    expect(view.positions).toEqual([0, 0]);
  });
});

describe('invariants over random games', () => {
  it('every random game ends with pawns on the board, and its record replays to the identical state', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 2, max: 4 }),
        fc.constantFrom('grande' as const, 'petite' as const),
        (seed, players, board) => {
          const { state, record, finished } = playSeededGame(piste, { board }, players, seed);
          expect(finished).toBe(true);
          const end = board === 'grande' ? 99 : 50;
          expect(state.positions.every((p) => p >= 0 && p <= end)).toBe(true);
          expect(state.positions.filter((p) => p === end)).toHaveLength(1);
          expect(replayOrThrow(piste, record)).toEqual(state);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reports the first illegal step of a tampered record', () => {
    const { record } = playSeededGame(piste, { board: 'petite' }, 2, 7);
    const steps = [...record.steps];
    const firstMove = steps.findIndex((s) => 'move' in s);
    steps[firstMove] = { seat: 0, move: { kind: 'roll', dice: 1 } };
    const result = replay(piste, { ...record, steps });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.index).toBe(firstMove);
  });
});

import { describe, expect, it } from 'vitest';
import { replay } from '../../core/record';
import { piste } from './index';
import { upgradePisteSteps } from './upgrade';

const move = { seat: 0, move: { kind: 'roll', dice: 2 } };

describe('piste records of format version 1', () => {
  it('tag a bare number as a roll-off die and an array as the dice of a turn', () => {
    expect(
      upgradePisteSteps([{ chance: 6 }, { chance: 2 }, move, { chance: [4, 6] }, { chance: [5] }], 1),
    ).toEqual([
      { chance: { kind: 'die', face: 6 } },
      { chance: { kind: 'die', face: 2 } },
      move,
      { chance: { kind: 'dice', faces: [4, 6] } },
      { chance: { kind: 'dice', faces: [5] } },
    ]);
  });

  it('keep what they cannot read, so replay reports the same step as before', () => {
    const steps = [{ chance: 6 }, { chance: 2 }, move, { chance: 'x' }];
    expect(upgradePisteSteps(steps, 1)[3]).toEqual({ chance: 'x' });
    const record = { format: 'ludimaths-record', version: 1, game: 'piste', seats: [{}, {}], steps };
    const replayed = replay(piste, record);
    expect(replayed.ok || replayed.error).toMatchObject({ index: 3, code: 'bad-chance' });
    const sevens = replay(piste, { ...record, steps: [{ chance: 6 }, { chance: 7 }] });
    expect(sevens.ok || sevens.error).toMatchObject({ index: 1, code: 'bad-chance' });
  });

  it('leave current records alone', () => {
    const steps = [{ chance: { kind: 'die', face: 3 } }];
    expect(upgradePisteSteps(steps, 2)).toBe(steps);
  });
});

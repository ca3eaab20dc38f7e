import { describe, expect, it } from 'vitest';
import { replay } from '../../core/record';
import { zigzag } from './index';
import { upgradeZigzagSteps } from './upgrade';

const side = (seat: number) => ({ seat, move: { kind: 'start-side', side: 'top' } });

describe('zigzag records of format version 1', () => {
  it('read bare numbers as roll-off dice until the roll-off is decided, then as start cells', () => {
    // 4–4 is a tie (roll again), 2–5 makes seat 1 start; then its start cell, then seat 0's.
    const v1 = [4, 4, 2, 5, 3].map((n) => ({ chance: n }));
    const steps = [...v1, side(1), { chance: 6 }, side(0), { chance: [2, 3] }, { chance: [4, 4] }];
    expect(upgradeZigzagSteps(steps, 1)).toEqual([
      ...[4, 4, 2, 5].map((face) => ({ chance: { kind: 'die', face } })),
      { chance: { kind: 'start-cell', label: 3 } },
      side(1),
      { chance: { kind: 'start-cell', label: 6 } },
      side(0),
      { chance: { kind: 'start-number', tens: 2, units: 3 } },
      { chance: { kind: 'start-number', tens: 4, units: 4 } },
    ]);
    const record = { format: 'ludimaths-record', version: 1, game: 'zigzag', seats: [{}, {}], steps };
    const replayed = replay(zigzag, record);
    expect(replayed.ok && replayed.value.state.players.map((p) => [p.label, p.number])).toEqual([
      [6, 44],
      [3, 23],
    ]);
  });

  it('keep what they cannot read, so replay reports the same step as before', () => {
    const steps = [{ chance: 4 }, { chance: 'x' }, { chance: [1, 2, 3] }];
    expect(upgradeZigzagSteps(steps, 1).slice(1)).toEqual(steps.slice(1));
    const record = { format: 'ludimaths-record', version: 1, game: 'zigzag', seats: [{}, {}], steps };
    const replayed = replay(zigzag, record);
    expect(replayed.ok || replayed.error).toMatchObject({ index: 1, code: 'bad-chance' });
  });

  it('leave current records alone', () => {
    const steps = [{ chance: { kind: 'die', face: 3 } }];
    expect(upgradeZigzagSteps(steps, 2)).toBe(steps);
  });
});

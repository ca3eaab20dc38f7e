import { describe, expect, it } from 'vitest';
import { addStartRoll, beginStartRoll, nextStartRoller } from './start-roll';

describe('who starts by dice', () => {
  it('lets the highest roll start', () => {
    let roll = beginStartRoll(3);
    for (const die of [2, 6]) {
      const step = addStartRoll(roll, die);
      if (step.kind !== 'rolling') throw new Error('decided too early');
      roll = step.startRoll;
    }
    expect(nextStartRoller(roll)).toBe(2);
    expect(addStartRoll(roll, 5)).toEqual({ kind: 'decided', starter: 1 });
  });

  it('makes only the players tied for highest roll again', () => {
    let roll = beginStartRoll(4);
    let step = addStartRoll(roll, 5);
    for (const die of [3, 5, 1]) {
      if (step.kind !== 'rolling') throw new Error('decided too early');
      step = addStartRoll(step.startRoll, die);
    }
    expect(step).toEqual({ kind: 'rolling', startRoll: { contenders: [0, 2], rolls: [] } });
    if (step.kind !== 'rolling') throw new Error('unreachable');
    roll = step.startRoll;
    expect(nextStartRoller(roll)).toBe(0);
    const again = addStartRoll(roll, 2);
    if (again.kind !== 'rolling') throw new Error('decided too early');
    expect(nextStartRoller(again.startRoll)).toBe(2);
    expect(addStartRoll(again.startRoll, 4)).toEqual({ kind: 'decided', starter: 2 });
  });
});

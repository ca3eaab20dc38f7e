import type { Step } from '../../core/play';
import type { StartRoll } from '../../core/start-roll';
import { addStartRoll, beginStartRoll } from '../../core/start-roll';

/**
 * Record format version 1 wrote every single die as a bare number and the starting number as
 * `[tens, units]`; version 2 tags them. A bare number is a roll-off die until the roll-off is decided
 * (followed here with the rules' own `addStartRoll`), and a start cell label after it. Anything else
 * is left as it is, for replay to report where it was.
 */
export function upgradeZigzagSteps(steps: readonly Step[], version: number): readonly Step[] {
  if (version >= 2) return steps;
  let rollOff: StartRoll | null = beginStartRoll(2);
  return steps.map((step) => {
    if (!('chance' in step)) return step;
    const chance = step.chance;
    if (Array.isArray(chance) && chance.length === 2)
      return { chance: { kind: 'start-number', tens: chance[0], units: chance[1] } };
    if (typeof chance !== 'number') return step;
    if (rollOff === null) return { chance: { kind: 'start-cell', label: chance } };
    const rolled = addStartRoll(rollOff, chance);
    rollOff = rolled.kind === 'rolling' ? rolled.startRoll : null;
    return { chance: { kind: 'die', face: chance } };
  });
}

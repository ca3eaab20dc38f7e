import type { Step } from '../../core/play';

/**
 * Record format version 1 wrote a roll-off die as a bare number (`3`) and the dice of a turn as an
 * array of faces (`[4, 6]`); version 2 tags them (`{ kind: 'die', face }`, `{ kind: 'dice', faces }`).
 * Anything else is left as it is, for replay to report where it was.
 */
export function upgradePisteSteps(steps: readonly Step[], version: number): readonly Step[] {
  if (version >= 2) return steps;
  return steps.map((step) => ('chance' in step ? { chance: upgradeV1Chance(step.chance) } : step));
}

function upgradeV1Chance(chance: unknown): unknown {
  if (typeof chance === 'number') return { kind: 'die', face: chance };
  if (Array.isArray(chance)) return { kind: 'dice', faces: chance };
  return chance;
}

import { describe, expect, it } from 'vitest';
import type { Step } from './play';
import { parseRecord, RECORD_VERSION, upgradeRecord } from './record';
import { expectOk } from './result';

const envelope = (version: unknown, steps: Step[] = [{ chance: 3 }]) => ({
  format: 'ludimaths-record',
  version,
  game: 'some-game',
  seats: [{}],
  steps,
});

describe('record versions', () => {
  it('reads the current version and version 1, and refuses the others', () => {
    expect(RECORD_VERSION).toBe(2);
    expect(parseRecord(envelope(1)).ok).toBe(true);
    expect(parseRecord(envelope(2)).ok).toBe(true);
    for (const version of [0, 3, '2', null]) {
      const parsed = parseRecord(envelope(version));
      expect(parsed.ok || parsed.error).toMatchObject({ index: -1, code: 'bad-record', message: /version/ });
    }
  });

  it('upgrades an older record through its game, and leaves a current one as it is', () => {
    const old = expectOk(parseRecord(envelope(1)));
    const tagged = { upgradeSteps: (steps: readonly Step[]) => steps.map(() => ({ chance: 'tagged' })) };
    expect(upgradeRecord(tagged, old)).toEqual({ ...envelope(2), steps: [{ chance: 'tagged' }] });
    expect(upgradeRecord({}, old)).toEqual(envelope(2));
    const current = expectOk(parseRecord(envelope(2)));
    expect(upgradeRecord(tagged, current)).toBe(current);
  });
});

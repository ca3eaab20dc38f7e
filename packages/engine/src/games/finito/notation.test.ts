import { describe, expect, it } from 'vitest';
import { finito } from './index';

describe('options', () => {
  it('defaults to compulsory movement, a single round and a 500-turn cap', () => {
    expect(finito.parseOptions({})).toEqual({
      ok: true,
      value: { movementPassing: false, targetScore: null, turnCap: 500 },
    });
    expect(finito.defaultOptions).toEqual({ movementPassing: false, targetScore: null, turnCap: 500 });
  });

  it('accepts a target score and passing', () => {
    const parsed = finito.parseOptions({ movementPassing: true, targetScore: 40 });
    expect(parsed.ok && parsed.value).toEqual({ movementPassing: true, targetScore: 40, turnCap: 500 });
  });

  it('names what is wrong', () => {
    for (const raw of [{ targetScore: 0 }, { targetScore: 'ten' }, { turnCap: -1 }, { colour: 'red' }, 5]) {
      const parsed = finito.parseOptions(raw);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.code).toBe('bad-options');
    }
    const bad = finito.parseOptions({ targetScore: 0 });
    if (!bad.ok) expect(bad.error.message).toContain('targetScore');
  });
});

describe('moves and chance outcomes from JSON', () => {
  it('accepts the three move kinds', () => {
    for (const move of [
      { kind: 'place', token: 3, cell: 4 },
      { kind: 'move', token: 12, cell: 35 },
      { kind: 'pass' },
    ])
      expect(finito.parseMove(move)).toEqual({ ok: true, value: move });
  });

  it('rejects junk moves with a message naming the field', () => {
    for (const raw of [
      null,
      { kind: 'place', token: 13, cell: 0 },
      { kind: 'move', token: 1, cell: 36 },
      { kind: 'jump' },
      { kind: 'pass', token: 1 },
      { kind: 'place', token: 1.5, cell: 0 },
    ]) {
      const parsed = finito.parseMove(raw);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.code).toBe('bad-move');
    }
    const bad = finito.parseMove({ kind: 'place', token: 13, cell: 0 });
    if (!bad.ok) expect(bad.error.message).toContain('token');
  });

  it('accepts rolls 1..20 and turn-ups, and rejects the rest', () => {
    expect(finito.parseChance({ kind: 'roll', value: 20 }).ok).toBe(true);
    expect(finito.parseChance({ kind: 'turn-up', seat: 2, token: 7 }).ok).toBe(true);
    for (const raw of [
      { kind: 'roll', value: 21 },
      { kind: 'roll', value: 0 },
      { kind: 'turn-up', seat: 0 },
      'd20',
    ]) {
      const parsed = finito.parseChance(raw);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.code).toBe('bad-chance');
    }
  });
});

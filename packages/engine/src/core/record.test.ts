const MAX_RECORD_STEPS = 250_000;

import { describe, expect, it } from 'vitest';
import { finito } from '../games/finito/index';
import type { FinitoMove, FinitoOptions } from '../games/finito/types';
import { games } from '../games/index';
import { piste } from '../games/piste/index';
import type { Step } from './play';
import { makeRecord, parseRecord, RECORD_VERSION, replayAny, upgradeRecord } from './record';
import { MAX_RECORD_BYTES, parseRecordText, utf8Length } from './record-text';
import { expectOk } from './result';
import { playSeededGame } from './testing';

const envelope = (steps: unknown[], game = 'piste') => ({
  ...makeRecord(piste, { board: 'petite' }, [{ kind: 'human' }, { kind: 'human' }], 1, []),
  game,
  steps,
});

describe('records from outside', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'names "%s" an unknown game instead of looking it up on the prototype',
    (name) => {
      const replayed = replayAny(games, envelope([], name));
      expect(replayed.ok).toBe(false);
      if (replayed.ok) return;
      expect(replayed.error).toMatchObject({ index: -1, code: 'unknown-game' });
      expect(replayed.error.message).toContain(`unknown game "${name}"`);
    },
  );

  it('reports a malformed step by its index, like an illegal one', () => {
    const parsed = parseRecord(envelope([{ chance: 3 }, { chance: 5 }, { seat: 0, moov: 1 }]));
    expect(!parsed.ok && parsed.error).toMatchObject({ index: 2, code: 'bad-record' });
  });

  it('quotes the seat limit (15) for a huge seat, not the largest safe integer', () => {
    const parsed = parseRecord(envelope([{ seat: 1e20, move: { kind: 'roll', dice: 2 } }]));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.index).toBe(0);
    expect(parsed.error.message).toMatch(/<=\s?15\b/);
    expect(parsed.error.message).not.toMatch(/9007199254740991/);
  });

  it(`refuses more than ${MAX_RECORD_STEPS} steps before replaying any (an endless roll-off tie)`, () => {
    const ties = Array.from({ length: MAX_RECORD_STEPS + 1 }, () => ({ chance: 3 }));
    const replayed = replayAny(games, envelope(ties));
    expect(!replayed.ok && replayed.error).toMatchObject({ index: -1, code: 'too-many-steps' });
    expect(!replayed.ok && replayed.error.message).toContain(String(MAX_RECORD_STEPS));
  });

  it('leaves room for the longest real game: a 4-seat Finito match of 50 rounds at the 500-turn cap', () => {
    const options: FinitoOptions = { movementPassing: true, targetScore: null, turnCap: 500 };
    const pass = (_state: unknown, _seat: number, moves: readonly FinitoMove[]) =>
      moves.find((move) => move.kind === 'pass') ?? (moves[0] as FinitoMove);
    const round = playSeededGame(finito, options, 4, 'longest', pass);
    expect(round.state.result?.reason).toBe('turn-cap');
    const pretty = JSON.stringify(round.record, null, 2);
    expect(50 * round.record.steps.length).toBeLessThan(MAX_RECORD_STEPS);
    expect(50 * utf8Length(pretty)).toBeLessThan(MAX_RECORD_BYTES);
  });

  it('reads records of exactly the step limit', () => {
    const steps = Array.from({ length: MAX_RECORD_STEPS }, () => ({ chance: 3 }));
    expect(parseRecord(envelope(steps)).ok).toBe(true);
  });
});

describe('record text', () => {
  const text = JSON.stringify(envelope([]));

  it('accepts a UTF-8 byte-order mark', () => {
    const parsed = parseRecordText(`\uFEFF${text}`);
    expect(parsed.ok && parsed.value).toEqual(JSON.parse(text));
  });

  it('names bad JSON', () => {
    expect(!parseRecordText('{ nope').ok && parseRecordText('{ nope')).toMatchObject({
      error: { index: -1, code: 'bad-json', message: expect.stringMatching(/^not JSON/) },
    });
  });

  it(`refuses a text over ${MAX_RECORD_BYTES} bytes of UTF-8, counting multi-byte characters`, () => {
    const ascii = ' '.repeat(MAX_RECORD_BYTES + 1);
    expect(!parseRecordText(ascii).ok && parseRecordText(ascii)).toMatchObject({
      error: { code: 'too-large' },
    });
    // Fewer characters than the limit, but more bytes: 'é' is two bytes.
    const accents = 'é'.repeat(MAX_RECORD_BYTES / 2 + 1);
    expect(!parseRecordText(accents).ok && parseRecordText(accents)).toMatchObject({
      error: { code: 'too-large' },
    });
    const atLimit = `"${'é'.repeat(MAX_RECORD_BYTES / 2 - 1)}"`;
    expect(parseRecordText(atLimit).ok).toBe(true);
  });

  it('counts UTF-8 bytes', () => {
    expect(utf8Length('a')).toBe(1);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
    expect(utf8Length('Léa 😀 €')).toBe(1 + 2 + 1 + 1 + 4 + 1 + 3);
  });
});

const versioned = (version: unknown, steps: Step[] = [{ chance: 3 }]) => ({
  format: 'ludimaths-record',
  version,
  game: 'some-game',
  seats: [{}],
  steps,
});

describe('record versions', () => {
  it('reads the current version and version 1, and refuses the others', () => {
    expect(RECORD_VERSION).toBe(2);
    expect(parseRecord(versioned(1)).ok).toBe(true);
    expect(parseRecord(versioned(2)).ok).toBe(true);
    for (const version of [0, 3, '2', null]) {
      const parsed = parseRecord(versioned(version));
      expect(parsed.ok || parsed.error).toMatchObject({ index: -1, code: 'bad-record', message: /version/ });
    }
  });

  it('upgrades an older record through its game, and leaves a current one as it is', () => {
    const old = expectOk(parseRecord(versioned(1)));
    const tagged = { upgradeSteps: (steps: readonly Step[]) => steps.map(() => ({ chance: 'tagged' })) };
    expect(upgradeRecord(tagged, old)).toEqual({ ...versioned(2), steps: [{ chance: 'tagged' }] });
    expect(upgradeRecord({}, old)).toEqual(versioned(2));
    const current = expectOk(parseRecord(versioned(2)));
    expect(upgradeRecord(tagged, current)).toBe(current);
  });
});

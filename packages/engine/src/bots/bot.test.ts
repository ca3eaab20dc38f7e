import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, BOT_NAMES, DEFAULT_BOT_LEVEL, isBotName, outOfTime, searchBudget } from './bot';

/** A clock the test moves by hand. */
function handClock(start = 100) {
  let now = start;
  return {
    clock: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('a search bot’s budget', () => {
  it('is the iterations when given, scaled by the bot’s share, at least one, even beside a time', () => {
    const { clock } = handClock();
    expect(searchBudget({ seed: 1, iterations: 200, budgetMs: 50, clock }, 999)).toEqual({
      kind: 'work',
      work: 200,
    });
    expect(searchBudget({ seed: 1, iterations: 200 }, 999, 0.25)).toEqual({ kind: 'work', work: 50 });
    expect(searchBudget({ seed: 1, iterations: 1 }, 999, 0.1)).toEqual({ kind: 'work', work: 1 });
  });

  it('is a time on the caller’s clock when given one, scaled by the share', () => {
    const { clock, advance } = handClock();
    const budget = searchBudget({ seed: 1, budgetMs: 40, clock }, 999, 0.5);
    expect(budget).toMatchObject({ kind: 'time', start: 100, ms: 20 });
    advance(19);
    expect(outOfTime(budget)).toBe(false);
    advance(1);
    expect(outOfTime(budget)).toBe(true);
  });

  it('is the bot’s default work without iterations or a clock, and never runs out of time', () => {
    expect(searchBudget({ seed: 1 }, 999)).toEqual({ kind: 'work', work: 999 });
    // A time budget without a clock cannot be measured: the engine reads no clock of its own.
    const budget = searchBudget({ seed: 1, budgetMs: 10 }, 999, 0.5);
    expect(budget).toEqual({ kind: 'work', work: 999 });
    expect(outOfTime(budget)).toBe(false);
  });
});

describe('bot names', () => {
  it('recognise every level and reference, and nothing else', () => {
    for (const name of BOT_NAMES) expect(isBotName(name)).toBe(true);
    for (const other of ['human', 'computer', 'Fort', '', 3, null, undefined])
      expect(isBotName(other)).toBe(false);
  });

  it('default to a level players are offered', () => {
    expect(BOT_LEVELS).toContain(DEFAULT_BOT_LEVEL);
  });
});

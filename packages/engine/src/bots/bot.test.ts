import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, BOT_NAMES, DEFAULT_BOT_LEVEL, isBotName } from './bot';

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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PacedUpdate } from './display-pace';
import { DisplayPace } from './display-pace';

const computerMove = { seat: 1, move: { kind: 'step' } };
const personMove = { seat: 0, move: { kind: 'step' } };
const roll = { chance: { kind: 'roll', value: 4 } };
const draw = { chance: { kind: 'draw', token: 7 } };

function setup(pauses = { think: 600, roll: 800 }) {
  const shown: string[] = [];
  const pace = new DisplayPace<string>({
    pacing: () => ({
      think: () => pauses.think,
      chance: (chance) => ((chance as { kind: string }).kind === 'roll' ? pauses.roll : 0),
    }),
    isComputer: (seat) => seat === 1,
    reveal: (value) => shown.push(value),
    changed: () => undefined,
  });
  const push = (value: string, ...steps: PacedUpdate<string>['steps']) => pace.push({ steps, value });
  return { pace, shown, push };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the display pace of an online table', () => {
  it('shows a person’s move at once, a computer’s once it has "thought" as long as in local play', () => {
    const { shown, push } = setup();
    push('mine', personMove);
    expect(shown).toEqual(['mine']);
    push('computer', computerMove);
    vi.advanceTimersByTime(599);
    expect(shown).toEqual(['mine']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['mine', 'computer']);
  });

  it('counts the thinking from when the computer’s turn showed, not from when its move arrived', () => {
    const { shown, push } = setup();
    vi.advanceTimersByTime(1000);
    push('computer', computerMove);
    expect(shown).toEqual(['computer']);
  });

  it('rolls watched dice on screen before their result, and skips silent draws', () => {
    const { pace, shown, push } = setup();
    push('drawn', draw);
    expect(shown).toEqual(['drawn']);
    push('rolled', personMove, roll);
    expect(pace.rolling).toBe(true);
    expect(pace.behind).toBe(true);
    vi.advanceTimersByTime(799);
    expect(shown).toEqual(['drawn']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['drawn', 'rolled']);
    expect(pace.rolling).toBe(false);
    expect(pace.behind).toBe(false);
  });

  it('keeps the order of a burst: the computer thinks, then the dice roll, then the next computer move', () => {
    const { shown, push } = setup();
    push('a', computerMove, roll);
    push('b', computerMove);
    vi.advanceTimersByTime(600 + 799);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['a']);
    vi.advanceTimersByTime(599);
    expect(shown).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['a', 'b']);
  });

  it('shows a resync at once, dropping what was still to show', () => {
    const { pace, shown, push } = setup();
    push('late', computerMove, roll);
    pace.showNow('resync');
    vi.advanceTimersByTime(5000);
    expect(shown).toEqual(['resync']);
    expect(pace.rolling).toBe(false);
  });

  it('waits for nothing with zero pauses (the fast test hook)', () => {
    const { shown, push } = setup({ think: 0, roll: 0 });
    push('a', computerMove, roll);
    push('b', computerMove);
    expect(shown).toEqual(['a', 'b']);
  });
});

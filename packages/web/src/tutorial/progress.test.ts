import { beforeEach, describe, expect, it } from 'vitest';
import {
  lessonOf,
  markFinished,
  markLesson,
  markOffered,
  resetTutorialProgressCache,
  wasOffered,
} from './progress';

const KEY = 'ludimaths.tutorials';

describe('tutorial progress on the device', () => {
  beforeEach(() => {
    localStorage.clear();
    resetTutorialProgressCache();
  });

  it('keeps the tutorials offered and finished across a reload', () => {
    markOffered('piste');
    markFinished('petite-piste');
    resetTutorialProgressCache();
    expect(wasOffered('piste')).toBe(true);
    expect(wasOffered('zigzag')).toBe(false);
    // A finished tutorial is never offered again, even if its offer was not recorded.
    expect(wasOffered('petite-piste')).toBe(true);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({
      finished: ['petite-piste'],
      offered: ['piste'],
      at: {},
    });
  });

  it('remembers the lesson an unfinished tutorial is at, and forgets it once finished', () => {
    markLesson('petite-piste', 4);
    resetTutorialProgressCache();
    expect(lessonOf('petite-piste')).toBe(4);
    expect(lessonOf('zigzag')).toBe(0);
    markFinished('petite-piste');
    resetTutorialProgressCache();
    expect(lessonOf('petite-piste')).toBe(0);
  });

  it('reads damaged storage as nothing done, and writes it whole again', () => {
    localStorage.setItem(KEY, '{"finished": [3, "piste"], "offered": "oops"');
    expect(wasOffered('piste')).toBe(false);
    resetTutorialProgressCache();
    localStorage.setItem(KEY, '{"finished": [3, "piste"], "offered": "oops"}');
    expect(wasOffered('piste')).toBe(true);
    markOffered('zigzag');
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({
      finished: ['piste'],
      offered: ['zigzag'],
      at: {},
    });
  });
});

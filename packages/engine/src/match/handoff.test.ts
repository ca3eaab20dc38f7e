import { describe, expect, it } from 'vitest';
import { DeviceHandoff } from './handoff';

describe('DeviceHandoff', () => {
  it('asks for the device before each person of a hidden game, starting with the first', () => {
    const handoff = new DeviceHandoff(true, 2);
    expect(handoff.needed(0)).toBe(true);
    handoff.handTo(0);
    expect(handoff.needed(0)).toBe(false);
    expect(handoff.needed(1)).toBe(true);
  });

  it('knows who holds the device: nobody at first, then whoever it was last handed to', () => {
    const handoff = new DeviceHandoff(true, 3);
    expect(handoff.holder).toBeNull();
    handoff.handTo(2);
    expect(handoff.holder).toBe(2);
    // Without secrets the device still has a holder, it is just never asked for.
    const open = new DeviceHandoff(false, 2);
    open.handTo(1);
    expect(open.holder).toBe(1);
    expect(open.needed(0)).toBe(false);
  });

  it('never asks with one person (against the computer, solo) or with nothing hidden', () => {
    expect(new DeviceHandoff(true, 1).needed(0)).toBe(false);
    expect(new DeviceHandoff(false, 3).needed(2)).toBe(false);
  });

  it('lets the author of a move see its result before the device passes on', () => {
    const handoff = new DeviceHandoff(true, 2);
    handoff.handTo(0);
    handoff.played(0);
    expect(handoff.reviewing).toBe(0);
    expect(handoff.holder).toBe(0);
    expect(handoff.needed(1)).toBe(true);
    handoff.passOn();
    expect(handoff.reviewing).toBeNull();
    expect(handoff.needed(1)).toBe(true);
    handoff.handTo(1);
    expect(handoff.needed(1)).toBe(false);
    // With one person, or nothing hidden, there is nothing to review before a handoff.
    const solo = new DeviceHandoff(true, 1);
    solo.played(0);
    expect(solo.reviewing).toBeNull();
  });
});

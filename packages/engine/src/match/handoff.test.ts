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
});

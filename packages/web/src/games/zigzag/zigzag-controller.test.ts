import type { Zigzag } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import { cellKey } from './Board';
import { startedZigzag } from './test-session';
import { candidatesFor, hintedCell, sideCell, stepsOf, stepsTo, tapCell } from './zigzag-controller';

const atSideChoice = () => startedZigzag('zigzag-controller');

const words = {
  preview: (move: Zigzag.ZigzagMove) => `to ${'to' in move ? move.to.join(',') : '?'}`,
  reached: (n: number) => `→ ${n}`,
  side: 'start here',
};

/** Both seats start on the top row, then the pawns walk. */
async function atPlay() {
  const session = await atSideChoice();
  while (session.match.state.phase === 'start-side') {
    expect(session.play({ kind: 'start-side', side: 'top' }).ok).toBe(true);
    await session.run();
  }
  return session;
}

describe('the zigzag controller', () => {
  it('lights the two start cells of the seat choosing its side; a tap selects, a second one plays', async () => {
    const session = await atSideChoice();
    const view = session.view;
    const seat = session.acting as number;
    const lit = candidatesFor(view, seat, stepsOf(session.legal), words);
    const top = sideCell(view, seat, 'top');
    const bottom = sideCell(view, seat, 'bottom');
    expect([...lit.keys()].sort()).toEqual([top, bottom].sort());
    const [row, column] = top.split('-').map(Number) as [number, number];
    expect(tapCell(view, seat, [], null, row, column)).toEqual({ select: top });
    expect(tapCell(view, seat, [], top, row, column)).toEqual({ play: { kind: 'start-side', side: 'top' } });
    // A cell that is no start cell means nothing, and nobody acting means nothing.
    expect(tapCell(view, seat, [], null, 3, 3)).toEqual({ ignore: true });
    expect(tapCell(view, undefined, [], null, row, column)).toEqual({ ignore: true });
  });

  it('lights exactly the ends of the legal steps, each with what it reaches', async () => {
    const session = await atPlay();
    const view = session.view;
    const seat = session.acting as number;
    const steps = stepsOf(session.legal);
    expect(steps.length).toBeGreaterThan(0);
    const lit = candidatesFor(view, seat, steps, words);
    expect([...lit.keys()].sort()).toEqual([...new Set(steps.map((m) => cellKey(m.to[0], m.to[1])))].sort());
    for (const [key, candidate] of lit) {
      expect(candidate.short).toHaveLength(stepsTo(steps, key).length);
      expect(candidate.short.every((s) => s.startsWith('→ '))).toBe(true);
    }
  });

  it('plays a step on the second tap, and hands an unreachable cell to the engine to refuse', async () => {
    const session = await atPlay();
    const view = session.view;
    const seat = session.acting as number;
    const steps = stepsOf(session.legal);
    const single = steps.find(
      (m) => stepsTo(steps, cellKey(m.to[0], m.to[1])).length === 1,
    ) as Zigzag.ZigzagMove & {
      kind: 'step';
    };
    const key = cellKey(single.to[0], single.to[1]);
    expect(tapCell(view, seat, steps, null, single.to[0], single.to[1])).toEqual({ select: key });
    expect(tapCell(view, seat, steps, key, single.to[0], single.to[1])).toEqual({ play: single });
    const far = view.rows - 1;
    const unreachable = [...Array(6).keys()].find(
      (c) => stepsTo(steps, cellKey(far, c)).length === 0,
    ) as number;
    const tap = tapCell(view, seat, steps, null, far, unreachable);
    expect(tap).toEqual({ refuse: { kind: 'step', to: [far, unreachable] } });
    if ('refuse' in tap) expect(session.play(tap.refuse).ok).toBe(false);
  });

  it("outlines a hint's cell: its step's end, or the start cell it advises; nothing for a pass", async () => {
    const session = await atSideChoice();
    const view = session.view;
    const seat = session.acting as number;
    expect(hintedCell(view, seat, { kind: 'start-side', side: 'bottom' })).toBe(
      sideCell(view, seat, 'bottom'),
    );
    expect(hintedCell(view, seat, { kind: 'step', to: [2, 3] })).toBe(cellKey(2, 3));
    expect(hintedCell(view, seat, { kind: 'pass' })).toBeNull();
    expect(hintedCell(view, undefined, { kind: 'pass' })).toBeNull();
  });
});

import type { CasseTete as CT } from '@ludimaths/engine';
import { CasseTete } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test-support';
import {
  act,
  conflictCells,
  freshPuzzle,
  labelOf,
  loadPuzzle,
  SOLITAIRE_KEY,
  savePuzzle,
  trayInOrder,
  undo,
} from './solitaire-controller';

const id = CasseTete.tokenId;

describe('solitaire controller', () => {
  it('starts with an empty 6 × 5 rectangle and all 30 tokens in the tray', () => {
    const s = freshPuzzle();
    expect([s.puzzle.rows, s.puzzle.cols]).toEqual([6, 5]);
    expect(CasseTete.trayTokens(s.puzzle)).toHaveLength(30);
  });

  it('places, rotates and undoes one step at a time; a move is one undo step', () => {
    let s = freshPuzzle();
    const placed = act(s, [{ kind: 'place', token: id(14), row: 0, col: 0, turns: 1 }]);
    if (!placed.ok) throw new Error(placed.error.message);
    s = placed.value;
    const turned = act(s, [{ kind: 'rotate', row: 0, col: 0, by: 1 }]);
    if (!turned.ok) throw new Error(turned.error.message);
    expect(turned.value.puzzle.cells[0]?.[0]).toEqual({ token: 14, turns: 2 });
    const moved = act(turned.value, [
      { kind: 'remove', row: 0, col: 0 },
      { kind: 'place', token: id(14), row: 2, col: 3, turns: 2 },
    ]);
    if (!moved.ok) throw new Error(moved.error.message);
    expect(moved.value.history).toHaveLength(3);
    const back = undo(moved.value);
    expect(back.puzzle.cells[0]?.[0]).toEqual({ token: 14, turns: 2 });
    expect(undo(undo(back)).puzzle.cells[0]?.[0]).toBeNull();
    expect(undo(freshPuzzle()).history).toEqual([]);
  });

  it('leaves the puzzle unchanged when the engine refuses an action', () => {
    const s = act(freshPuzzle(), [{ kind: 'place', token: id(3), row: 1, col: 1, turns: 0 }]);
    if (!s.ok) throw new Error('setup');
    const again = act(s.value, [{ kind: 'place', token: id(4), row: 1, col: 1, turns: 0 }]);
    expect(again.ok ? 'ok' : again.error.code).toBe('occupied');
  });

  it('saves to storage and reads it back; a damaged save is ignored', () => {
    const storage = memoryStorage();
    const s = act(freshPuzzle(5, 6, false), [{ kind: 'place', token: id(1), row: 0, col: 0, turns: 0 }]);
    if (!s.ok) throw new Error('setup');
    savePuzzle(s.value, storage);
    expect(loadPuzzle(storage)).toEqual(s.value);
    storage.setItem(SOLITAIRE_KEY, '{"puzzle":{"rows":4,"cols":4}}');
    expect(loadPuzzle(storage)).toBeNull();
    storage.setItem(SOLITAIRE_KEY, 'not json');
    expect(loadPuzzle(storage)).toBeNull();
  });

  it('marks both cells of every conflicting pair', () => {
    const s = act(freshPuzzle(), [
      { kind: 'place', token: id(1), row: 0, col: 0, turns: 0 },
      { kind: 'place', token: id(3), row: 0, col: 1, turns: 0 },
    ]);
    if (!s.ok) throw new Error('setup');
    const check = CasseTete.checkSolitaire(s.value.puzzle);
    expect([...conflictCells(check.conflicts)].sort()).toEqual(['0,0', '0,1']);
  });

  it('shuffles the tray per puzzle so the numbering does not give the solution away', () => {
    const a = freshPuzzle(6, 5, true, 'seed-a');
    expect([...a.order].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(a.order).not.toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(freshPuzzle(6, 5, true, 'seed-a').order).toEqual(a.order);
    expect(freshPuzzle(6, 5, true, 'seed-b').order).not.toEqual(a.order);
    expect(a.order.map((token) => labelOf(a, token))).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const first = a.order[0] as CT.TokenId;
    // @ts-expect-error the number shown for a token (its place in the tray) is not its id
    expect(CasseTete.tokenById(labelOf(a, first)).id).not.toBe(first);
    const placed = act(a, [{ kind: 'place', token: first, row: 0, col: 0, turns: 0 }]);
    if (!placed.ok) throw new Error(placed.error.message);
    expect(trayInOrder(placed.value)).toEqual(a.order.slice(1));
    expect(placed.value.order).toEqual(a.order);
    expect(undo(placed.value).order).toEqual(a.order);
  });

  it('keeps the tray order across a reload, and makes a new one for an old save without it', () => {
    const storage = memoryStorage();
    const a = freshPuzzle(6, 5, true, 'kept');
    savePuzzle(a, storage);
    expect(loadPuzzle(storage)?.order).toEqual(a.order);
    storage.setItem(SOLITAIRE_KEY, JSON.stringify({ puzzle: a.puzzle, history: [], order: [1, 1, 2] }));
    const repaired = loadPuzzle(storage);
    expect([...(repaired?.order ?? [])].sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });
});

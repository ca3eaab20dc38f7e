import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Result, RuleError } from '../../core/result';
import { expectOk } from '../../core/result';
import { ALL_TOKEN_IDS } from '../casse-tete/tokens';
import type { SolitaireGrid } from './grid';
import {
  checkSolitaire,
  describeConflict,
  emptyGrid,
  placeToken,
  removeToken,
  rotateToken,
  SOLITAIRE_SHAPES,
  trayTokens,
} from './grid';
import { solitaireFromArrangement, solitaireHint } from './hint';

const code = (r: Result<unknown, RuleError>): string => (r.ok ? 'ok' : r.error.code);

/** The seed's own layout: tokens 1..30 in reading order, 6 rows of 5, unturned. */
const seedLayout = (): SolitaireGrid =>
  solitaireFromArrangement(
    Array.from({ length: 6 }, (_, r) =>
      Array.from({ length: 5 }, (_, c) => ({ token: r * 5 + c + 1, turns: 0 })),
    ),
    true,
  );

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

describe('solitaire puzzle state', () => {
  it('offers exactly the eight rectangles of 30 cells, all tokens in the tray', () => {
    expect(SOLITAIRE_SHAPES.map(([r, c]) => `${r}x${c}`)).toEqual([
      '1x30',
      '2x15',
      '3x10',
      '5x6',
      '6x5',
      '10x3',
      '15x2',
      '30x1',
    ]);
    const puzzle = expectOk(emptyGrid(3, 10));
    expect(puzzle.cells).toHaveLength(3);
    expect(puzzle.cells.every((row) => row.length === 10 && row.every((c) => c === null))).toBe(true);
    expect(trayTokens(puzzle)).toEqual(ALL_TOKEN_IDS);
    expect(code(emptyGrid(4, 7))).toBe('bad-shape');
    expect(code(emptyGrid(5, 5))).toBe('bad-shape');
  });

  it('places a token from the tray and takes it back', () => {
    const empty = deepFreeze(expectOk(emptyGrid(6, 5)));
    const one = expectOk(placeToken(empty, { token: 12, row: 2, col: 1, turns: 3 }));
    expect(one.cells[2]?.[1]).toEqual({ token: 12, turns: 3 });
    expect(trayTokens(one)).not.toContain(12);
    expect(empty.cells[2]?.[1]).toBeNull();
    const back = expectOk(removeToken(one, 2, 1));
    expect(back).toEqual(empty);
    expect(trayTokens(back)).toContain(12);
  });

  it('rejects placing on an occupied or outside cell, a placed or unknown token, and bad turns', () => {
    const one = expectOk(placeToken(expectOk(emptyGrid(6, 5)), { token: 1, row: 0, col: 0, turns: 0 }));
    expect(code(placeToken(one, { token: 2, row: 0, col: 0, turns: 0 }))).toBe('occupied');
    expect(code(placeToken(one, { token: 2, row: 6, col: 0, turns: 0 }))).toBe('off-board');
    expect(code(placeToken(one, { token: 2, row: 0, col: -1, turns: 0 }))).toBe('off-board');
    expect(code(placeToken(one, { token: 1, row: 0, col: 1, turns: 0 }))).toBe('already-placed');
    expect(code(placeToken(one, { token: 31, row: 0, col: 1, turns: 0 }))).toBe('unknown-token');
    expect(code(placeToken(one, { token: 2, row: 0, col: 1, turns: 4 }))).toBe('bad-turns');
    expect(code(removeToken(one, 0, 1))).toBe('empty-cell');
    expect(code(removeToken(one, 9, 9))).toBe('off-board');
  });

  it('Decision: a mismatching placement is allowed and flagged by the check; strict mode rejects it', () => {
    const one = expectOk(placeToken(expectOk(emptyGrid(6, 5)), { token: 1, row: 0, col: 0, turns: 0 }));
    // Token 1 shows 1/2 on its right; token 3 shows 10/15 = 2/3 on its left.
    const clash = expectOk(placeToken(one, { token: 3, row: 0, col: 1, turns: 0 }));
    const check = checkSolitaire(clash);
    expect(check).toMatchObject({ placed: 2, full: false, solved: false });
    expect(check.conflicts).toEqual([
      {
        first: { row: 0, col: 0, side: 'right', token: 1, text: '1/2' },
        second: { row: 0, col: 1, side: 'left', token: 3, text: '10/15' },
      },
    ]);
    expect(describeConflict(check.conflicts[0] as (typeof check.conflicts)[0])).toMatch(/1\/2 .* ≠ 10\/15/);
    const strict = placeToken(one, { token: 3, row: 0, col: 1, turns: 0 }, { strict: true });
    expect(code(strict)).toBe('sides-mismatch');
    expect(code(placeToken(one, { token: 2, row: 0, col: 1, turns: 0 }, { strict: true }))).toBe('ok');
  });

  it('matches sides as exact rationals whatever the notation (1/4 = 3/12, 1/5 = 4/20, 3/4 = 6/8, 8/20 = 2/5)', () => {
    // The seed's example: 12 | 13 over 17 | 18.
    let s = expectOk(emptyGrid(6, 5));
    for (const [token, row, col] of [
      [12, 0, 0],
      [13, 0, 1],
      [17, 1, 0],
      [18, 1, 1],
    ] as const) {
      s = expectOk(placeToken(s, { token, row, col, turns: 0 }, { strict: true }));
    }
    expect(checkSolitaire(s).conflicts).toEqual([]);
  });

  it('rotates a placed token clockwise (and back), and flags what the turn breaks', () => {
    const one = expectOk(placeToken(expectOk(emptyGrid(6, 5)), { token: 1, row: 0, col: 0, turns: 0 }));
    const two = expectOk(placeToken(one, { token: 2, row: 0, col: 1, turns: 0 }));
    const turned = expectOk(rotateToken(two, 0, 1));
    expect(turned.cells[0]?.[1]).toEqual({ token: 2, turns: 1 });
    // After one turn token 2 shows its old bottom (1/4) on the left, against 1/2.
    expect(checkSolitaire(turned).conflicts.map((c) => [c.first.text, c.second.text])).toEqual([
      ['1/2', '1/4'],
    ]);
    expect(expectOk(rotateToken(turned, 0, 1, 3)).cells[0]?.[1]).toEqual({ token: 2, turns: 0 });
    expect(expectOk(rotateToken(turned, 0, 1, -1)).cells[0]?.[1]).toEqual({ token: 2, turns: 0 });
    expect(code(rotateToken(two, 1, 1))).toBe('empty-cell');
  });

  it('without rotation, tokens cannot be turned', () => {
    const fixed = expectOk(emptyGrid(6, 5, false));
    expect(code(placeToken(fixed, { token: 1, row: 0, col: 0, turns: 1 }))).toBe('rotation-off');
    const one = expectOk(placeToken(fixed, { token: 1, row: 0, col: 0, turns: 0 }));
    expect(code(rotateToken(one, 0, 0))).toBe('rotation-off');
  });

  it('the seed layout is solved; its half-turn is solved too; a swap breaks it', () => {
    const solved = seedLayout();
    expect(checkSolitaire(solved)).toEqual({ placed: 30, full: true, solved: true, conflicts: [] });
    const half = solitaireFromArrangement(
      [...solved.cells]
        .reverse()
        .map((row) => [...row].reverse().map((c) => ({ token: c?.token ?? 0, turns: 2 }))),
      true,
    );
    expect(checkSolitaire(half).solved).toBe(true);
    let swapped = expectOk(removeToken(expectOk(removeToken(solved, 0, 0)), 5, 4));
    swapped = expectOk(placeToken(swapped, { token: 30, row: 0, col: 0, turns: 0 }));
    swapped = expectOk(placeToken(swapped, { token: 1, row: 5, col: 4, turns: 0 }));
    const check = checkSolitaire(swapped);
    expect(check.full).toBe(true);
    expect(check.solved).toBe(false);
    expect(check.conflicts.length).toBeGreaterThanOrEqual(2);
  });
});

describe('solitaire hints', () => {
  it('following hints from an empty grid solves the 6 × 5 puzzle, with and without rotation', () => {
    for (const rotation of [true, false]) {
      let s = expectOk(emptyGrid(6, 5, rotation));
      for (let i = 0; i < 30; i++) {
        const hint = solitaireHint(s);
        if (hint.kind !== 'place') throw new Error(`expected a placement, got ${hint.kind}`);
        s = expectOk(placeToken(s, hint, { strict: true }));
      }
      expect(checkSolitaire(s).solved).toBe(true);
      expect(solitaireHint(s)).toEqual({ kind: 'solved' });
    }
  });

  it('hints a cell next to the tokens already placed, consistent with them', () => {
    const s = expectOk(placeToken(expectOk(emptyGrid(6, 5)), { token: 13, row: 2, col: 2, turns: 0 }));
    const hint = solitaireHint(s);
    expect(hint).toMatchObject({ kind: 'place', row: 1, col: 2 });
    if (hint.kind !== 'place') return;
    expect(checkSolitaire(expectOk(placeToken(s, hint, { strict: true }))).conflicts).toEqual([]);
  });

  it('reports conflicts first, and a dead end when the grid cannot be completed', () => {
    const one = expectOk(placeToken(expectOk(emptyGrid(6, 5)), { token: 1, row: 0, col: 0, turns: 0 }));
    const clash = expectOk(placeToken(one, { token: 3, row: 0, col: 1, turns: 0 }));
    expect(solitaireHint(clash)).toMatchObject({ kind: 'conflicts' });
    // Token 1 fits nowhere but a corner: in the middle the grid cannot be completed.
    const middle = expectOk(placeToken(expectOk(emptyGrid(6, 5)), { token: 1, row: 2, col: 2, turns: 0 }));
    expect(solitaireHint(middle)).toEqual({ kind: 'dead-end' });
    // No 3 × 10 arrangement exists at all.
    expect(solitaireHint(expectOk(emptyGrid(3, 10)))).toEqual({ kind: 'dead-end' });
  });

  it('says it does not know when the search budget runs out', () => {
    expect(solitaireHint(expectOk(emptyGrid(2, 15)), { maxNodes: 10 })).toEqual({ kind: 'unknown' });
  });
});

describe('solitaire grid moves', () => {
  it('random action sequences keep the state valid, never mutate it, and survive JSON', () => {
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('place' as const),
        token: fc.integer({ min: 1, max: 30 }),
        row: fc.nat(5),
        col: fc.nat(5),
        turns: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
      }),
      fc.record({ kind: fc.constant('remove' as const), row: fc.nat(5), col: fc.nat(5) }),
      fc.record({
        kind: fc.constant('rotate' as const),
        row: fc.nat(5),
        col: fc.nat(5),
        by: fc.integer({ min: -3, max: 3 }),
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...SOLITAIRE_SHAPES),
        fc.boolean(),
        fc.array(action, { maxLength: 60 }),
        ([rows, cols], rotation, actions) => {
          let s = deepFreeze(expectOk(emptyGrid(rows, cols, rotation)));
          for (const a of actions) {
            const before = JSON.stringify(s);
            const next =
              a.kind === 'place'
                ? placeToken(s, a)
                : a.kind === 'remove'
                  ? removeToken(s, a.row, a.col)
                  : rotateToken(s, a.row, a.col, a.by);
            expect(JSON.stringify(s)).toBe(before);
            if (next.ok) s = deepFreeze(next.value);
          }
          expect(JSON.parse(JSON.stringify(s))).toEqual(s);
          const check = checkSolitaire(s);
          expect(check.placed + trayTokens(s).length).toBe(30);
          expect(check.solved).toBe(check.full && check.conflicts.length === 0);
        },
      ),
      { numRuns: 200, seed: 3 },
    );
  });
});

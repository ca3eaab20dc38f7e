import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectOk } from '../../core/result';
import { BOTTOM, LEFT, RIGHT, SIDES, sideValueId, TOP } from './geometry';
import type { TokenNumber } from './numbers';
import { sameValue } from './numbers';
import { tokenPieces } from './pieces';
import type { Arrangement, Placement, Sides, SolveOptions, SolverPiece } from './solver';
import { solve } from './solver';
import type { TokenId } from './tokens';
import { ALL_TOKEN_IDS, TOKENS, tokenId } from './tokens';

/**
 * Independent checker: takes the numbers as printed on the tokens (not the solver's value ids) and
 * turns them by hand: one clockwise quarter turn puts the old left on top, the old top on the right,
 * the old right at the bottom and the old bottom on the left.
 */
type Shown = { top: TokenNumber; left: TokenNumber; right: TokenNumber; bottom: TokenNumber };

/** `token` as the solver reports it: a plain piece number (here always a token id). */
function shown(token: number, turns: number): Shown {
  const t = TOKENS[token - 1];
  if (!t) throw new Error(`no token ${token}`);
  let s: Shown = { top: t.top, left: t.left, right: t.right, bottom: t.bottom };
  for (let k = 0; k < turns; k++) s = { top: s.left, right: s.top, bottom: s.right, left: s.bottom };
  return s;
}

/** Null when the arrangement is a valid solution with exactly `tokens`, else the first problem. */
function problem(
  arrangement: Arrangement,
  rows: number,
  cols: number,
  tokens: readonly TokenId[],
): string | null {
  if (arrangement.length !== rows || arrangement.some((r) => r.length !== cols)) return 'wrong shape';
  const used = arrangement.flat().map((p) => p.token);
  if ([...used].sort((a, b) => a - b).join() !== [...tokens].sort((a, b) => a - b).join())
    return 'wrong tokens';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const here = arrangement[r]?.[c] as Placement;
      const a = shown(here.token, here.turns);
      const right = arrangement[r]?.[c + 1];
      if (right && !sameValue(a.right, shown(right.token, right.turns).left))
        return `mismatch right of ${r},${c}`;
      const below = arrangement[r + 1]?.[c];
      if (below && !sameValue(a.bottom, shown(below.token, below.turns).top))
        return `mismatch below ${r},${c}`;
    }
  }
  return null;
}

/** Brute force: reading order, every unused token and turn, checked against the left and top. */
function bruteForceCount(tokens: readonly TokenId[], rows: number, cols: number, rotation: boolean): number {
  const grid: Placement[] = [];
  const used = new Set<TokenId>();
  let count = 0;
  const go = (i: number): void => {
    if (i === rows * cols) {
      count++;
      return;
    }
    const r = Math.floor(i / cols);
    const c = i % cols;
    for (const token of tokens) {
      if (used.has(token)) continue;
      for (let turns = 0; turns < (rotation ? 4 : 1); turns++) {
        const s = shown(token, turns);
        const left = c > 0 ? (grid[i - 1] as Placement) : null;
        if (left && !sameValue(shown(left.token, left.turns).right, s.left)) continue;
        const up = r > 0 ? (grid[i - cols] as Placement) : null;
        if (up && !sameValue(shown(up.token, up.turns).bottom, s.top)) continue;
        grid[i] = { token, turns };
        used.add(token);
        go(i + 1);
        used.delete(token);
      }
    }
  };
  go(0);
  return count;
}

const solveAll = (tokens: readonly TokenId[], options: SolveOptions) =>
  expectOk(solve(tokenPieces(tokens), { all: true, ...options }));

const SHAPES: readonly (readonly [number, number])[] = [
  [1, 30],
  [2, 15],
  [3, 10],
  [5, 6],
  [6, 5],
  [10, 3],
  [15, 2],
  [30, 1],
];

/**
 * Exhaustive counts for the 30 tokens. Every distinct arrangement counts: with rotation, a solution
 * and its 180° turn are two solutions (6 × 5 and 5 × 6 each have 2: one layout and its half-turn).
 */
const PINNED: Record<string, number> = {
  '6x5 rotation': 2,
  '5x6 rotation': 2,
  '6x5 fixed': 1,
};

describe('casse-tête solver on the 30 tokens', () => {
  for (const rotation of [false, true]) {
    for (const [rows, cols] of SHAPES) {
      const name = `${rows}x${cols} ${rotation ? 'rotation' : 'fixed'}`;
      it(`${name}: exhaustive count is ${PINNED[name] ?? 0} and every solution found is valid`, () => {
        const result = solveAll(ALL_TOKEN_IDS, { rows, cols, rotation });
        expect(result.complete).toBe(true);
        expect(result.solutions).toBe(PINNED[name] ?? 0);
        if (result.solutions === 0) expect(result.first).toBeNull();
        else expect(problem(result.first as Arrangement, rows, cols, ALL_TOKEN_IDS)).toBeNull();
      });
    }
  }

  it('hands the solver each side under the geometry’s own numbering of sides', () => {
    for (const piece of tokenPieces())
      for (const turns of [0, 1, 2, 3] as const)
        for (const side of SIDES)
          expect(piece.sides[turns]?.[side]).toBe(sideValueId(tokenId(piece.token), turns, side));
  });

  it('finds the layout of the seed: tokens 1..30 in reading order, 6 rows of 5, unturned', () => {
    const result = solveAll(ALL_TOKEN_IDS, { rows: 6, cols: 5, rotation: false });
    expect(result.first?.flat().map((p) => `${p.token}:${p.turns}`)).toEqual(
      ALL_TOKEN_IDS.map((t) => `${t}:0`),
    );
  });

  it('turning a 6 × 5 solution a quarter turn gives a 5 × 6 solution, half a turn a 6 × 5 one', () => {
    const first = solveAll(ALL_TOKEN_IDS, { rows: 6, cols: 5, rotation: true }).first as Arrangement;
    // Quarter turn clockwise: cell (r, c) goes to (c, rows − 1 − r), each token one more turn.
    const quarter = Array.from({ length: 5 }, (_, r) =>
      Array.from({ length: 6 }, (_, c) => {
        const p = first[5 - c]?.[r] as Placement;
        return { token: p.token, turns: (p.turns + 1) % 4 };
      }),
    );
    expect(problem(quarter, 5, 6, ALL_TOKEN_IDS)).toBeNull();
    const half = [...first]
      .reverse()
      .map((row) => [...row].reverse().map((p) => ({ ...p, turns: (p.turns + 2) % 4 })));
    expect(problem(half, 6, 5, ALL_TOKEN_IDS)).toBeNull();
  });

  it('proves 1 × 30 and 30 × 1 impossible with rotation by parity alone (no search)', () => {
    for (const [rows, cols] of [
      [1, 30],
      [30, 1],
    ] as const) {
      const result = solveAll(ALL_TOKEN_IDS, { rows, cols, rotation: true });
      expect(result).toMatchObject({ complete: true, solutions: 0, nodes: 0 });
    }
  });

  it('agrees without pruning and without symmetry breaking on the shapes plain search can finish', () => {
    for (const rotation of [false, true]) {
      for (const [rows, cols] of SHAPES) {
        if (rotation && (rows === 1 || cols === 1)) continue;
        const plain = solveAll(ALL_TOKEN_IDS, { rows, cols, rotation, pruning: false, symmetry: false });
        expect(plain.complete).toBe(true);
        expect(plain.solutions).toBe(PINNED[`${rows}x${cols} ${rotation ? 'rotation' : 'fixed'}`] ?? 0);
      }
    }
  });
});

describe('casse-tête solver against brute force on small sets of tokens', () => {
  const small: readonly (readonly [number, number])[] = [
    [2, 2],
    [1, 4],
    [4, 1],
    [2, 3],
    [3, 2],
    [1, 6],
    [6, 1],
    [3, 3],
    [2, 4],
    [1, 8],
  ];

  it('counts the same solutions for random token subsets, with and without rotation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...small),
        fc.boolean(),
        fc.shuffledSubarray([...ALL_TOKEN_IDS], { minLength: 9, maxLength: 9 }),
        fc.constantFrom<'constrained' | 'row-major'>('constrained', 'row-major'),
        ([rows, cols], rotation, pool, order) => {
          const tokens = pool.slice(0, rows * cols);
          const result = solveAll(tokens, { rows, cols, rotation, order });
          expect(result.complete).toBe(true);
          expect(result.solutions).toBe(bruteForceCount(tokens, rows, cols, rotation));
          if (result.first) expect(problem(result.first, rows, cols, tokens)).toBeNull();
        },
      ),
      { numRuns: 150, seed: 20260430 },
    );
  });

  it('counts the same solutions for blocks cut from the known layout (sets that do have solutions)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...small),
        fc.boolean(),
        fc.nat(5),
        fc.nat(4),
        ([rows, cols], rotation, top, left) => {
          // A block of the 6 × 5 seed layout: the shape itself, else across, else a 2 × 4 block.
          const [h, w] =
            rows <= 6 && cols <= 5 ? [rows, cols] : cols <= 6 && rows <= 5 ? [cols, rows] : [2, 4];
          const [y, x] = [Math.min(top, 6 - h), Math.min(left, 5 - w)];
          const tokens: TokenId[] = [];
          for (let r = y; r < y + h; r++) for (let c = x; c < x + w; c++) tokens.push(tokenId(r * 5 + c + 1));
          const same = h === rows && w === cols;
          const across = h === cols && w === rows;
          const result = solveAll(tokens, { rows, cols, rotation });
          const brute = bruteForceCount(tokens, rows, cols, rotation);
          expect(result.solutions).toBe(brute);
          if (same || (rotation && across)) expect(brute).toBeGreaterThan(0);
          if (result.first) expect(problem(result.first, rows, cols, tokens)).toBeNull();
        },
      ),
      { numRuns: 120, seed: 7 },
    );
  });
});

/** Pieces with random sides from a tiny alphabet, so that small rectangles have many solutions. */
function syntheticPieces(sides: readonly (readonly [number, number, number, number])[]): SolverPiece[] {
  // A clockwise quarter turn: the old left side comes on top, the old top goes right, and so on.
  const turn = ([top, right, bottom, left]: Sides): Sides => [left, top, right, bottom];
  return sides.map((s, i) => {
    const s0: Sides = [s[0], s[1], s[2], s[3]];
    const s1 = turn(s0);
    const s2 = turn(s1);
    return { token: i + 1, sides: [s0, s1, s2, turn(s2)] };
  });
}

/** Brute force over value ids, reading order, for synthetic pieces. */
function bruteForceIds(
  pieces: readonly SolverPiece[],
  rows: number,
  cols: number,
  rotation: boolean,
): number {
  const grid: Sides[] = [];
  const used = new Set<number>();
  let count = 0;
  const go = (i: number): void => {
    if (i === rows * cols) {
      count++;
      return;
    }
    for (const piece of pieces) {
      if (used.has(piece.token)) continue;
      for (let turns = 0; turns < (rotation ? 4 : 1); turns++) {
        const s = piece.sides[turns] as Sides;
        if (i % cols > 0 && (grid[i - 1] as Sides)[RIGHT] !== s[LEFT]) continue;
        if (i >= cols && (grid[i - cols] as Sides)[BOTTOM] !== s[TOP]) continue;
        grid[i] = s;
        used.add(piece.token);
        go(i + 1);
        used.delete(piece.token);
      }
    }
  };
  go(0);
  return count;
}

describe('casse-tête solver against brute force on synthetic pieces with many solutions', () => {
  const shapes: readonly (readonly [number, number])[] = [
    [2, 2],
    [1, 4],
    [4, 1],
    [2, 3],
    [3, 2],
    [1, 5],
    [1, 6],
    [6, 1],
  ];

  it('counts every arrangement exactly like brute force (pruning, line parity, symmetry included)', () => {
    let withSolutions = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...shapes),
        fc.boolean(),
        fc.integer({ min: 2, max: 5 }),
        fc.array(fc.tuple(fc.nat(4), fc.nat(4), fc.nat(4), fc.nat(4)), { minLength: 6, maxLength: 6 }),
        ([rows, cols], rotation, alphabet, raw) => {
          const sides = raw
            .slice(0, rows * cols)
            .map((s) => s.map((v) => v % alphabet) as [number, number, number, number]);
          const pieces = syntheticPieces(sides);
          const result = expectOk(solve(pieces, { rows, cols, rotation, all: true }));
          const brute = bruteForceIds(pieces, rows, cols, rotation);
          expect(result.complete).toBe(true);
          expect(result.solutions).toBe(brute);
          if (brute > 0) withSolutions++;
          const plain = expectOk(
            solve(pieces, { rows, cols, rotation, all: true, order: 'row-major', pruning: false }),
          );
          expect(plain.solutions).toBe(brute);
        },
      ),
      { numRuns: 300, seed: 42 },
    );
    // The property must not pass vacuously.
    expect(withSolutions).toBeGreaterThan(100);
  });
});

describe('casse-tête solver options', () => {
  it('stops at the first solution unless asked for all (the search is then not exhaustive)', () => {
    const one = expectOk(solve(tokenPieces(), { rows: 5, cols: 6, rotation: true }));
    expect(one).toMatchObject({ solutions: 1, complete: false, stopped: 'first-solution' });
    const none = expectOk(solve(tokenPieces(), { rows: 3, cols: 10, rotation: true }));
    expect(none).toMatchObject({ solutions: 0, complete: true, first: null, stopped: null });
  });

  it('reports complete: false when the node cap or the deadline stops the search', () => {
    const capped = expectOk(
      solve(tokenPieces(), { rows: 2, cols: 15, rotation: true, all: true, maxNodes: 100 }),
    );
    expect(capped).toMatchObject({ complete: false, stopped: 'node-limit', nodes: 100 });
    let clock = 0;
    const late = expectOk(
      solve(tokenPieces(), {
        rows: 2,
        cols: 15,
        rotation: true,
        all: true,
        deadline: 5,
        now: () => clock++,
      }),
    );
    expect(late).toMatchObject({ complete: false, stopped: 'timeout' });
  });

  it('completes a partial grid and keeps its tokens; a consistent but wrong start has no completion', () => {
    const initial: (Placement | null)[][] = Array.from({ length: 6 }, () => new Array(5).fill(null));
    (initial[0] as (Placement | null)[])[0] = { token: 1, turns: 0 };
    const kept = expectOk(solve(tokenPieces(), { rows: 6, cols: 5, rotation: true, all: true, initial }));
    expect(kept).toMatchObject({ complete: true, solutions: 1 });
    expect(kept.first?.[0]?.[0]).toEqual({ token: 1, turns: 0 });
    (initial[0] as (Placement | null)[])[0] = { token: 2, turns: 0 };
    const wrong = expectOk(solve(tokenPieces(), { rows: 6, cols: 5, rotation: true, all: true, initial }));
    expect(wrong).toMatchObject({ complete: true, solutions: 0 });
  });

  it('rejects bad input with a code', () => {
    const pieces = tokenPieces();
    const code = (r: ReturnType<typeof solve>) => (r.ok ? 'ok' : r.error.code);
    expect(code(solve(pieces, { rows: 4, cols: 7, rotation: true }))).toBe('bad-shape');
    expect(code(solve(pieces, { rows: 0, cols: 30, rotation: true }))).toBe('bad-shape');
    expect(code(solve(tokenPieces([1, 1].map(tokenId)), { rows: 1, cols: 2, rotation: true }))).toBe(
      'duplicate-token',
    );
    const clash: (Placement | null)[][] = [
      [
        { token: 1, turns: 0 },
        { token: 3, turns: 0 },
      ],
    ];
    expect(
      code(solve(tokenPieces([1, 3].map(tokenId)), { rows: 1, cols: 2, rotation: true, initial: clash })),
    ).toBe('conflict');
    const turned: (Placement | null)[][] = [[{ token: 1, turns: 1 }, null]];
    expect(
      code(solve(tokenPieces([1, 2].map(tokenId)), { rows: 1, cols: 2, rotation: false, initial: turned })),
    ).toBe('bad-initial');
  });
});

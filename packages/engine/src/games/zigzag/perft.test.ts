import { describe, expect, it } from 'vitest';
import { expectOk } from '../../core/result';
import type { Board } from './board';
import { makeBoardRows, STANDARD_BOARD } from './board';
import { generateBoard } from './generate';
import { zigzag } from './index';
import type { PawnSpec } from './testing';
import { position } from './testing';
import type { ZigzagState } from './types';

/**
 * Move-count tables ("perft"): the number of move sequences of each length from fixed positions, a
 * finished game counting as one leaf. The expected figures were produced by the engine and checked
 * against the naive reference below, written separately straight from the rules text (no tables,
 * no shared code); any change in move generation, legality, the ÷ 2 choice, scoring or the end
 * conditions changes them.
 */
function perft(state: ZigzagState, depth: number): number {
  if (depth === 0 || zigzag.actors(state).kind === 'over') return 1;
  let total = 0;
  for (const move of zigzag.legalMoves(state, state.turn))
    total += perft(expectOk(zigzag.apply(state, state.turn, move)), depth - 1);
  return total;
}

interface RefPawn {
  r: number;
  c: number;
  pr: number;
  pc: number;
  n: number;
  s: number;
}

interface RefGame {
  ops: string[][];
  pawns: [RefPawn, RefPawn];
  turn: number;
  moves: number;
  passes: number;
  over: boolean;
}

function refChildren(g: RefGame): RefGame[] {
  const me = g.pawns[g.turn] as RefPawn;
  const them = g.pawns[1 - g.turn] as RefPawn;
  const rows = g.ops.length + 2;
  const results: { r: number; c: number; n: number }[] = [];
  for (let r = me.r - 1; r <= me.r + 1; r++) {
    for (let c = me.c - 1; c <= me.c + 1; c++) {
      if (r === me.r && c === me.c) continue;
      if (r <= 0 || r >= rows - 1 || c < 0 || c > 5) continue; // off the board or a start row
      if (r === me.pr && c === me.pc) continue; // immediate return
      if (r === them.r && c === them.c) continue; // occupied
      const text = (g.ops[r - 1] as string[])[c] as string;
      const by = Number(text.slice(2));
      const sym = text[0];
      const candidates =
        sym === '+'
          ? [me.n + by]
          : sym === '−'
            ? [me.n - by]
            : sym === '×'
              ? [me.n * by]
              : me.n % 2 === 0
                ? [me.n / 2]
                : [(me.n - 1) / 2, (me.n + 1) / 2];
      for (const n of candidates) if (n >= 1) results.push({ r, c, n });
    }
  }
  if (results.length === 0) {
    const passes = g.passes + 1;
    return [{ ...g, turn: 1 - g.turn, passes, over: passes === 2 }];
  }
  return results.map(({ r, c, n }) => {
    let s = me.s;
    let kept = n;
    if (n % 100 === 0) {
      s += 15;
      kept = n / 10;
    } else if (n % 10 === 0) {
      s += 5;
      kept = n / 10;
    }
    const moved: RefPawn = { r, c, pr: me.r, pc: me.c, n: kept, s };
    const pawns: [RefPawn, RefPawn] = g.turn === 0 ? [moved, them] : [them, moved];
    const moves = g.moves + 1;
    return { ...g, pawns, turn: 1 - g.turn, moves, passes: 0, over: s >= 50 || moves >= 200 };
  });
}

function refPerft(g: RefGame, depth: number): number {
  if (depth === 0 || g.over) return 1;
  let total = 0;
  for (const child of refChildren(g)) total += refPerft(child, depth - 1);
  return total;
}

function refGame(board: Board, players: readonly [PawnSpec, PawnSpec], turn: number): RefGame {
  const pawn = (p: PawnSpec): RefPawn => ({
    r: p.at[0],
    c: p.at[1],
    pr: p.from?.[0] ?? -1,
    pc: p.from?.[1] ?? -1,
    n: p.number,
    s: p.score ?? 0,
  });
  return {
    ops: makeBoardRows(board),
    pawns: [pawn(players[0]), pawn(players[1])],
    turn,
    moves: 0,
    passes: 0,
    over: false,
  };
}

const generated = expectOk(generateBoard('perft'));

const cases: {
  name: string;
  board: Board;
  players: readonly [PawnSpec, PawnSpec];
  turn: number;
  counts: number[];
}[] = [
  {
    name: 'opening: 23 on top start 2 against 44 on bottom start 5',
    board: STANDARD_BOARD,
    players: [
      { at: [0, 1], number: 23 },
      { at: [7, 4], number: 44 },
    ],
    turn: 0,
    counts: [3, 9, 39, 169],
  },
  {
    name: 'middle game next to the ÷ 2 cells, odd numbers',
    board: STANDARD_BOARD,
    players: [
      { at: [3, 1], from: [2, 1], number: 45 },
      { at: [4, 2], from: [5, 2], number: 17 },
    ],
    turn: 0,
    counts: [8, 54, 293, 2068],
  },
  {
    name: 'near the end: both at 45 points, small numbers, pawns side by side',
    board: STANDARD_BOARD,
    players: [
      { at: [2, 1], from: [1, 1], number: 25, score: 45 },
      { at: [2, 2], from: [3, 3], number: 5, score: 45 },
    ],
    turn: 1,
    counts: [5, 24, 81, 339],
  },
  {
    name: "generated board 'perft', pawns in its middle",
    board: generated,
    players: [
      { at: [3, 3], number: 31 },
      { at: [4, 2], number: 12 },
    ],
    turn: 0,
    counts: [10, 76, 541, 3779],
  },
];

describe('move-count tables', () => {
  for (const c of cases) {
    it(c.name, () => {
      const state = position({ board: c.board, players: c.players, turn: c.turn });
      const reference = refGame(c.board, c.players, c.turn);
      const counts = [1, 2, 3, 4].map((depth) => perft(state, depth));
      expect(counts).toEqual([1, 2, 3, 4].map((depth) => refPerft(reference, depth)));
      expect(counts).toEqual(c.counts);
    });
  }
});

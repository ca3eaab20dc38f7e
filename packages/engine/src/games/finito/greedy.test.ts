import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CELL_COUNT, destinations } from './board';
import { boardCost, greedyMove } from './greedy';
import { tokenCells } from './scoring';
import { ASCENDING, boardFrom, fullBoard } from './test-kit';
import type { FinitoMove } from './types';

/** The greedy choice by brute force: the cost of every resulting board, computed from scratch. */
function bruteForce(board: readonly number[], moves: readonly FinitoMove[]): FinitoMove {
  let best = moves[0] as FinitoMove;
  let lowest = Number.POSITIVE_INFINITY;
  for (const move of moves) {
    const cells = tokenCells(board);
    if (move.kind !== 'pass') cells[move.token] = move.cell;
    const cost = boardCost(cells);
    if (cost < lowest) {
      lowest = cost;
      best = move;
    }
  }
  return best;
}

/** A random board: some of the tokens (in shuffled order) on distinct random cells. */
const boardArb = fc
  .tuple(
    fc.shuffledSubarray([...ASCENDING]),
    fc.uniqueArray(fc.integer({ min: 0, max: CELL_COUNT - 1 }), { minLength: 12, maxLength: 12 }),
  )
  .map(([tokens, cells]) => boardFrom(cells.slice(0, tokens.length), tokens));

describe('the greedy policy', () => {
  it('prefers the move that leaves fewer tokens out of order', () => {
    const board = fullBoard([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 11]);
    const moves: FinitoMove[] = [
      { kind: 'move', token: 3, cell: 35 },
      { kind: 'move', token: 12, cell: 35 },
    ];
    expect(greedyMove(board, moves)).toEqual({ kind: 'move', token: 12, cell: 35 });
  });

  it('places a token near its ideal cell: a low token on a low label', () => {
    const moves: FinitoMove[] = [
      { kind: 'place', token: 12, cell: 2 },
      { kind: 'place', token: 1, cell: 2 },
    ];
    expect(greedyMove(new Array<number>(CELL_COUNT).fill(0), moves)).toEqual({
      kind: 'place',
      token: 1,
      cell: 2,
    });
  });

  it('chooses exactly what the from-scratch cost chooses, on random boards and rolls', () => {
    fc.assert(
      fc.property(boardArb, fc.integer({ min: 1, max: 20 }), fc.boolean(), (board, roll, pass) => {
        const cells = destinations(board, roll);
        const onBoard = board.filter((t) => t > 0);
        const offBoard = ASCENDING.filter((t) => !onBoard.includes(t)).slice(0, 3);
        const moves: FinitoMove[] =
          offBoard.length > 0
            ? offBoard.flatMap((token) => cells.map((cell): FinitoMove => ({ kind: 'place', token, cell })))
            : onBoard.flatMap((token) => cells.map((cell): FinitoMove => ({ kind: 'move', token, cell })));
        if (pass) moves.push({ kind: 'pass' });
        if (moves.length === 0) return;
        expect(greedyMove(board, moves)).toEqual(bruteForce(board, moves));
      }),
      { numRuns: 2000 },
    );
  });
});

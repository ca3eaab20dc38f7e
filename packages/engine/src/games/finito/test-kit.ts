import { seedRng } from '../../core/rng';
import type { Board } from './board';
import { CELL_COUNT, TOKEN_COUNT } from './board';
import { defaultOptions } from './notation';
import type { FinitoMove, FinitoOptions, FinitoPlayer, FinitoState } from './types';

/** Test helpers: hand-made boards and states (plain data, as the contract allows). */

/** A board from `{ cell: token }` pairs. */
export function boardOf(tokens: Readonly<Record<number, number>>): Board {
  const board = new Array<number>(CELL_COUNT).fill(0);
  for (const [cell, token] of Object.entries(tokens)) board[Number(cell)] = token;
  return board;
}

/** A board holding tokens in the given order on the given cells (tokens[i] on cells[i]). */
export function boardFrom(cells: readonly number[], tokens: readonly number[]): Board {
  const board = new Array<number>(CELL_COUNT).fill(0);
  cells.forEach((cell, i) => {
    board[cell] = tokens[i] as number;
  });
  return board;
}

/** The face-down bit set of a player holding `board` and `hand`: everything else. */
export function faceDownOf(board: Board, hand: readonly number[]): number {
  let bits = (1 << TOKEN_COUNT) - 1;
  for (const token of [...board, ...hand]) if (token > 0) bits &= ~(1 << (token - 1));
  return bits;
}

export function player(board: Board, hand: readonly number[] = []): FinitoPlayer {
  return { board, hand, faceDown: faceDownOf(board, hand) };
}

/** Twelve tokens on cells 0..11 in the given token order. */
export function fullBoard(order: readonly number[]): Board {
  return boardFrom(
    order.map((_, i) => i),
    order,
  );
}

export const ASCENDING = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export function stateOf(
  players: readonly FinitoPlayer[],
  fields: Partial<Omit<FinitoState, 'players' | 'options'>> & { options?: Partial<FinitoOptions> } = {},
): FinitoState {
  const { options, ...rest } = fields;
  return {
    rng: seedRng('test'),
    players,
    roll: null,
    pending: players.map((): FinitoMove | null => null),
    turn: 0,
    totalTurns: 0,
    scores: players.map(() => 0),
    rounds: [],
    lastTurn: null,
    result: null,
    ...rest,
    options: { ...defaultOptions, ...options },
  };
}

import type { Seat } from '../../core/game';
import { seedRng } from '../../core/rng';
import type { Board } from './board';
import { BOARD_COLUMNS, STANDARD_BOARD } from './board';
import type { PlayerState, ZigzagState } from './types';

/** A pawn in a test position: where it is, where it came from, its number and score. */
export interface PawnSpec {
  readonly at: readonly [number, number];
  readonly from?: readonly [number, number];
  readonly number: number;
  readonly score?: number;
}

const index = ([row, column]: readonly [number, number]): number => row * BOARD_COLUMNS + column;

/** Builds a play-phase state directly, for rule tests and move-count tables (tests only). */
export function position(spec: {
  readonly players: readonly [PawnSpec, PawnSpec];
  readonly board?: Board;
  readonly turn?: Seat;
  readonly moves?: number;
  readonly moveLimit?: number;
  readonly passes?: number;
}): ZigzagState {
  const pawn = (p: PawnSpec): PlayerState => ({
    label: p.at[1] + 1,
    cell: index(p.at),
    previous: p.from ? index(p.from) : -1,
    number: p.number,
    score: p.score ?? 0,
  });
  return {
    rng: seedRng('position'),
    board: spec.board ?? STANDARD_BOARD,
    moveLimit: spec.moveLimit ?? 200,
    phase: 'play',
    startRoll: null,
    starter: 0,
    turn: spec.turn ?? 0,
    players: [pawn(spec.players[0]), pawn(spec.players[1])],
    moves: spec.moves ?? 0,
    passes: spec.passes ?? 0,
    endReason: null,
  };
}

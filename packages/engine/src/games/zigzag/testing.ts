import type { Seat } from '../../core/game';
import { rollChance } from '../../core/play';
import { expectOk } from '../../core/result';
import { Rng, seedRng } from '../../core/rng';
import type { Board } from './board';
import { BOARD_COLUMNS, STANDARD_BOARD } from './board';
import { zigzag } from './index';
import type { PlayerState, ZigzagOptions, ZigzagState } from './types';

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

/** Decision states (start side, moves, passes) of random games, on the standard and generated boards. */
export function decisionStates(games: number, seed: string): ZigzagState[] {
  const rng = Rng.fromSeed(seed);
  const states: ZigzagState[] = [];
  for (let g = 0; g < games; g++) {
    const options: ZigzagOptions =
      g % 3 === 2
        ? { board: { kind: 'generated', seed: `${seed}${g}` }, moveLimit: 200 }
        : zigzag.defaultOptions;
    let state = expectOk(zigzag.setup(options, 2, `${seed}:${g}`));
    for (;;) {
      const actors = zigzag.actors(state);
      if (actors.kind === 'over') break;
      if (actors.kind === 'chance') {
        state = rollChance(zigzag, state).state;
        continue;
      }
      states.push(state);
      const legal = zigzag.legalMoves(state, state.turn);
      state = expectOk(zigzag.apply(state, state.turn, rng.pick(legal)));
    }
  }
  return states;
}

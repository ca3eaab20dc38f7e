import type { Turns } from './geometry';
import { BOTTOM, LEFT, RIGHT, SIDE_IDS, TOP } from './geometry';
import type { Sides, SolverPiece } from './solver';
import type { TokenId } from './tokens';
import { ALL_TOKEN_IDS } from './tokens';

/**
 * The game's tokens as solver pieces: for each number of turns, the value ids shown on top, left,
 * right and bottom (the solver's side order, the seed's), taken from the geometry's exact table.
 */
export function tokenPieces(tokens: readonly TokenId[] = ALL_TOKEN_IDS): SolverPiece[] {
  return tokens.map((token) => ({
    token,
    sides: ([0, 1, 2, 3] as const).map((turns: Turns): Sides => {
      const at = (side: number): number => SIDE_IDS[(token * 4 + turns) * 4 + side] ?? -1;
      return [at(TOP), at(LEFT), at(RIGHT), at(BOTTOM)];
    }),
  }));
}

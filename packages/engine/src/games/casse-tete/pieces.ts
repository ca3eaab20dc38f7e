import type { Side, Turns } from './geometry';
import { BOTTOM, LEFT, RIGHT, sideValueId, TOP } from './geometry';
import type { Sides, SolverPiece } from './solver';
import type { TokenId } from './tokens';
import { ALL_TOKEN_IDS } from './tokens';

/**
 * The game's tokens as solver pieces: for each number of turns, the value ids shown on each side (in
 * `Side` order), taken from the geometry's exact table.
 */
export function tokenPieces(tokens: readonly TokenId[] = ALL_TOKEN_IDS): SolverPiece[] {
  return tokens.map((token) => ({
    token,
    sides: ([0, 1, 2, 3] as const).map((turns: Turns): Sides => {
      const at = (side: Side): number => sideValueId(token, turns, side);
      return [at(TOP), at(RIGHT), at(BOTTOM), at(LEFT)];
    }),
  }));
}

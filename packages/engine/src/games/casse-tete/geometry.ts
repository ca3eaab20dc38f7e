import type { TokenNumber } from './numbers';
import type { Token, TokenId } from './tokens';
import { TOKEN_COUNT, TOKENS, tokenById } from './tokens';
import { valueIdOf } from './value-ids';

declare const sideBrand: unique symbol;

/**
 * A side of a token, numbered clockwise from the top (top 0, right 1, bottom 2, left 3), so a clockwise
 * quarter turn moves side s to side s + 1: after one turn the old left side is on top, the old top on
 * the right, the old right at the bottom. This is the engine's only numbering of sides (the solver's
 * tables use it too). Branded: a number of quarter turns (`Turns`, also 0..3) or a plain index does
 * not pass for a side unless converted on purpose.
 */
export type Side = (0 | 1 | 2 | 3) & { readonly [sideBrand]: true };
export const TOP = 0 as Side;
export const RIGHT = 1 as Side;
export const BOTTOM = 2 as Side;
export const LEFT = 3 as Side;
export const SIDES: readonly Side[] = [TOP, RIGHT, BOTTOM, LEFT];
export const SIDE_NAMES = ['top', 'right', 'bottom', 'left'] as const;
export type SideName = (typeof SIDE_NAMES)[number];

/** Clockwise quarter turns applied to a token before it is laid (0..3). */
export type Turns = 0 | 1 | 2 | 3;

/** A grid cell [x, y]: x grows to the right, y grows downwards (as on a screen). */
export type Cell = readonly [number, number];

/** Offsets to the neighbour on each side, in `Side` order. */
export const SIDE_DX: readonly number[] = [0, 1, 0, -1];
export const SIDE_DY: readonly number[] = [-1, 0, 1, 0];

export function opposite(side: Side): Side {
  return ((side + 2) & 3) as Side;
}

/** The side of the unturned token that shows on `side` after `turns` clockwise quarter turns. */
export function sourceSide(side: Side, turns: Turns): Side {
  return ((side - turns + 4) & 3) as Side;
}

export function neighbour(cell: Cell, side: Side): Cell {
  return [cell[0] + (SIDE_DX[side] ?? 0), cell[1] + (SIDE_DY[side] ?? 0)];
}

/** The number printed on one side of an unturned token. */
export function printedSide(token: Token, side: Side): TokenNumber {
  switch (side) {
    case TOP:
      return token.top;
    case RIGHT:
      return token.right;
    case BOTTOM:
      return token.bottom;
    default:
      return token.left;
  }
}

/** The number a token laid with `turns` quarter turns shows on `side`. */
export function placedValue(token: TokenId, turns: Turns, side: Side): TokenNumber {
  return printedSide(tokenById(token), sourceSide(side, turns));
}

/**
 * Value ids of every placed side, precomputed so matching is one integer compare:
 * `SIDE_IDS[(token * 4 + turns) * 4 + side]` (token 1..30; row 0 is unused).
 */
export const SIDE_IDS: Uint8Array = (() => {
  const table = new Uint8Array((TOKEN_COUNT + 1) * 16);
  for (const token of TOKENS)
    for (let turns = 0; turns < 4; turns++)
      for (let side = 0; side < 4; side++)
        table[(token.id * 4 + turns) * 4 + side] = valueIdOf(
          printedSide(token, sourceSide(side as Side, turns as Turns)).value,
        );
  return table;
})();

/** The value id a token laid with `turns` shows on `side` (equal ids ⇔ equal numbers). */
export function sideValueId(token: TokenId, turns: Turns, side: Side): number {
  return SIDE_IDS[(token * 4 + turns) * 4 + side] ?? 0;
}

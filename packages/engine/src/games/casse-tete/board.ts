import type { Turns } from './geometry';
import { SIDE_DX, SIDE_DY, SIDE_IDS } from './geometry';
import type { TokenId } from './tokens';
import { TOKEN_COUNT } from './tokens';
import type { PlacedToken } from './types';
import { VALUES } from './value-ids';

/**
 * Fast questions about a board: which cells are taken, and the "frontier" — the empty cells next to
 * the table, with the value each of their sides must match. Only frontier cells can take a token,
 * so move generation never scans the unbounded grid.
 *
 * Why scratch buffers: boards are small (≤ 30 tokens) and rebuilding this picture from the board
 * costs about 120 array writes, far less than copying persistent maps on every placement (which
 * dominated playouts through allocation and garbage collection). The buffers belong to the module
 * and describe one board at a time — the last one asked about, recognised by reference, since board
 * arrays are never mutated. Every function takes the board and prepares it first, so callers never
 * see a stale picture; only `forEachPlacement`'s callback must not ask about another board.
 */

// Every reachable cell lies within 29 steps of the start, so a 128 × 128 window holds them all.
const OFFSET = 64;
const SPAN = 128;

/** A small integer naming a cell, or -1 for a cell no game can reach. */
export function cellKey(x: number, y: number): number {
  if (!Number.isInteger(x) || !Number.isInteger(y) || Math.abs(x) >= OFFSET || Math.abs(y) >= OFFSET)
    return -1;
  return (x + OFFSET) * SPAN + (y + OFFSET);
}

/** Key offset to the neighbour on each side (`Side` order). */
const NEIGHBOUR_KEY_DELTA: readonly number[] = [0, 1, 2, 3].map(
  (side) => (SIDE_DX[side] ?? 0) * SPAN + (SIDE_DY[side] ?? 0),
);

export const cellX = (key: number): number => (key >> 7) - OFFSET;
export const cellY = (key: number): number => (key & (SPAN - 1)) - OFFSET;

/** A token laid with some turns, as one integer: `token * 4 + turns`. */
export const placedCode = (token: TokenId, turns: Turns): number => token * 4 + turns;

/**
 * `CANDIDATES[valueId * 4 + side]`: every placed code (token and turns) that shows that value on
 * that side. A frontier cell looks up one required side here instead of trying every token.
 * Exported for the bots' playout table (search-table.ts), which keeps its own incremental frontier.
 */
export const CANDIDATES: readonly Int16Array[] = (() => {
  const table: number[][] = Array.from({ length: VALUES.length * 4 }, () => []);
  for (let token = 1; token <= TOKEN_COUNT; token++)
    for (let turns = 0; turns < 4; turns++)
      for (let side = 0; side < 4; side++) {
        const code = token * 4 + turns;
        table[(SIDE_IDS[code * 4 + side] ?? 0) * 4 + side]?.push(code);
      }
  return table.map((codes) => Int16Array.from(codes));
})();

// The picture of `current`: a cell is taken when occupiedStamp[key] === stamp, on the frontier when
// frontierStamp[key] === stamp (then need[key * 4 + side] is the value id wanted there, or -1).
const occupiedStamp = new Int32Array(SPAN * SPAN);
const frontierStamp = new Int32Array(SPAN * SPAN);
const need = new Int16Array(SPAN * SPAN * 4);
const touching = new Uint8Array(SPAN * SPAN);
const frontier = new Int32Array(4 * (TOKEN_COUNT + 1));
let frontierCount = 0;
let stamp = 0;
let current: readonly PlacedToken[] | null = null;

function prepare(board: readonly PlacedToken[]): void {
  if (board === current) return;
  stamp = (stamp + 1) | 0;
  if (stamp === 0) {
    occupiedStamp.fill(0);
    frontierStamp.fill(0);
    stamp = 1;
  }
  frontierCount = 0;
  // Board cells are always in the window: `apply` only accepts cells next to the table.
  for (let i = 0; i < board.length; i++) {
    const cell = (board[i] as PlacedToken).cell;
    occupiedStamp[(cell[0] + OFFSET) * SPAN + cell[1] + OFFSET] = stamp;
  }
  for (let i = 0; i < board.length; i++) {
    const p = board[i] as PlacedToken;
    const key = (p.cell[0] + OFFSET) * SPAN + p.cell[1] + OFFSET;
    const sides = (p.token * 4 + p.turns) * 4;
    for (let side = 0; side < 4; side++) {
      const nkey = key + (NEIGHBOUR_KEY_DELTA[side] ?? 0);
      if (occupiedStamp[nkey] === stamp) continue;
      const base = nkey * 4;
      if (frontierStamp[nkey] !== stamp) {
        frontierStamp[nkey] = stamp;
        need[base] = -1;
        need[base + 1] = -1;
        need[base + 2] = -1;
        need[base + 3] = -1;
        touching[nkey] = 0;
        frontier[frontierCount++] = nkey;
      }
      // The new cell's side facing this token is the opposite of `side`.
      need[base + ((side + 2) & 3)] = SIDE_IDS[sides + side] ?? 0;
      touching[nkey] = (touching[nkey] ?? 0) + 1;
    }
  }
  current = board;
}

export function isOccupied(board: readonly PlacedToken[], x: number, y: number): boolean {
  prepare(board);
  const key = cellKey(x, y);
  return key >= 0 && occupiedStamp[key] === stamp;
}

/** How many placed tokens an empty cell touches (0 when it touches none or is taken). */
export function touchingCount(board: readonly PlacedToken[], x: number, y: number): number {
  prepare(board);
  const key = cellKey(x, y);
  return key >= 0 && frontierStamp[key] === stamp ? (touching[key] ?? 0) : 0;
}

function fitsKey(key: number, code: number): boolean {
  const base = key * 4;
  const sides = code * 4;
  for (let side = 0; side < 4; side++) {
    const n = need[base + side] ?? -1;
    if (n >= 0 && SIDE_IDS[sides + side] !== n) return false;
  }
  return true;
}

/** Does the token, turned so, match every token its (frontier) cell touches? */
export function fitsAt(
  board: readonly PlacedToken[],
  x: number,
  y: number,
  token: TokenId,
  turns: Turns,
): boolean {
  prepare(board);
  const key = cellKey(x, y);
  return key >= 0 && frontierStamp[key] === stamp && fitsKey(key, placedCode(token, turns));
}

/**
 * Calls `found(x, y, token, turns, touching)` for every placement of a token from `hand` (a bit set)
 * that fits the board, cell by cell in frontier order; stops early when `found` returns true.
 * Returns whether it stopped early.
 */
export function forEachPlacement(
  board: readonly PlacedToken[],
  hand: number,
  rotation: boolean,
  found: (x: number, y: number, token: TokenId, turns: Turns, touching: number) => boolean,
): boolean {
  prepare(board);
  for (let i = 0; i < frontierCount; i++) {
    const key = frontier[i] ?? 0;
    const base = key * 4;
    let side = 0;
    while ((need[base + side] ?? -1) < 0) side++;
    const candidates = CANDIDATES[(need[base + side] ?? 0) * 4 + side];
    if (!candidates) continue;
    for (let c = 0; c < candidates.length; c++) {
      const code = candidates[c] ?? 0;
      const token = (code >> 2) as TokenId;
      if ((hand & (1 << token)) === 0) continue;
      const turns = (code & 3) as Turns;
      if (!rotation && turns !== 0) continue;
      if (fitsKey(key, code) && found(cellX(key), cellY(key), token, turns, touching[key] ?? 0)) return true;
    }
  }
  return false;
}

const stop = (): boolean => true;

/** True when some token of the hand can be laid somewhere. */
export function canPlace(board: readonly PlacedToken[], hand: number, rotation: boolean): boolean {
  return forEachPlacement(board, hand, rotation, stop);
}

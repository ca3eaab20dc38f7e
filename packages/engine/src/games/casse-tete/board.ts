import type { Side, Turns } from './geometry';
import { opposite, SIDE_DX, SIDE_DY, SIDE_IDS } from './geometry';
import type { PlacedToken } from './state';
import { TOKEN_COUNT } from './tokens';
import { VALUES } from './value-ids';

/**
 * Fast lookups derived from the board (a pure function of it): which cells are occupied, and the
 * "frontier" — the empty cells next to the table with the value each of their sides must match.
 * Only frontier cells can take a token, so move generation never scans the unbounded grid.
 */
export interface FrontierCell {
  readonly key: number;
  readonly x: number;
  readonly y: number;
  /** Required value id on each side (`Side` order), or -1 where no token touches. */
  readonly need: readonly number[];
  /** Placed tokens this cell touches (1..4): the score of a token laid here. */
  readonly touching: number;
}

export interface BoardIndex {
  /** Cell key → placed code `token * 4 + turns`. */
  readonly occupied: ReadonlyMap<number, number>;
  readonly frontier: ReadonlyMap<number, FrontierCell>;
}

// Every reachable cell lies within 29 steps of the start, so a 128 × 128 window holds them all.
const OFFSET = 64;
const SPAN = 128;

/** A small integer naming a cell, or -1 for a cell no game can reach. */
export function cellKey(x: number, y: number): number {
  if (!Number.isInteger(x) || !Number.isInteger(y) || Math.abs(x) >= OFFSET || Math.abs(y) >= OFFSET)
    return -1;
  return (x + OFFSET) * SPAN + (y + OFFSET);
}

export const placedCode = (token: number, turns: Turns): number => token * 4 + turns;

/**
 * `CANDIDATES[valueId * 4 + side]`: every placed code (token and turns) that shows that value on
 * that side. A frontier cell looks up one required side here instead of trying every token.
 */
const CANDIDATES: readonly (readonly number[])[] = (() => {
  const table: number[][] = Array.from({ length: VALUES.length * 4 }, () => []);
  for (let token = 1; token <= TOKEN_COUNT; token++)
    for (let turns = 0; turns < 4; turns++)
      for (let side = 0; side < 4; side++) {
        const code = token * 4 + turns;
        table[(SIDE_IDS[code * 4 + side] ?? 0) * 4 + side]?.push(code);
      }
  return table;
})();

// Memo keyed by the (never mutated) board array; states that share a board share its index.
const cache = new WeakMap<readonly PlacedToken[], BoardIndex>();

const EMPTY: BoardIndex = { occupied: new Map(), frontier: new Map() };

function extend(index: BoardIndex, placed: PlacedToken): BoardIndex {
  const [x, y] = placed.cell;
  const key = cellKey(x, y);
  const code = placedCode(placed.token, placed.turns);
  const occupied = new Map(index.occupied);
  occupied.set(key, code);
  const frontier = new Map(index.frontier);
  frontier.delete(key);
  for (let side = 0; side < 4; side++) {
    const nx = x + (SIDE_DX[side] ?? 0);
    const ny = y + (SIDE_DY[side] ?? 0);
    const nkey = cellKey(nx, ny);
    if (occupied.has(nkey)) continue;
    const old = frontier.get(nkey);
    const need = old ? old.need.slice() : [-1, -1, -1, -1];
    need[opposite(side as Side)] = SIDE_IDS[code * 4 + side] ?? 0;
    frontier.set(nkey, { key: nkey, x: nx, y: ny, need, touching: (old?.touching ?? 0) + 1 });
  }
  return { occupied, frontier };
}

/** The index of a board, built once per board array. */
export function boardIndex(board: readonly PlacedToken[]): BoardIndex {
  const hit = cache.get(board);
  if (hit) return hit;
  let index = EMPTY;
  for (const placed of board) index = extend(index, placed);
  cache.set(board, index);
  return index;
}

/** The board with one more token, its index derived from the previous one (not rebuilt). */
export function addToBoard(board: readonly PlacedToken[], placed: PlacedToken): readonly PlacedToken[] {
  const next = [...board, placed];
  cache.set(next, extend(boardIndex(board), placed));
  return next;
}

/** Does the placed code fit every required side of this frontier cell? */
export function fits(cell: FrontierCell, code: number): boolean {
  const need = cell.need;
  const base = code * 4;
  for (let side = 0; side < 4; side++) {
    const n = need[side] ?? -1;
    if (n >= 0 && SIDE_IDS[base + side] !== n) return false;
  }
  return true;
}

/**
 * Calls `found(cell, token, turns)` for every placement of a token from `hand` (a bit set) that fits
 * the board; stops early when `found` returns true. Returns whether it stopped early.
 */
export function forEachPlacement(
  index: BoardIndex,
  hand: number,
  rotation: boolean,
  found: (cell: FrontierCell, token: number, turns: Turns) => boolean,
): boolean {
  for (const cell of index.frontier.values()) {
    const need = cell.need;
    let side = 0;
    while ((need[side] ?? -1) < 0) side++;
    const candidates = CANDIDATES[(need[side] ?? 0) * 4 + side] ?? [];
    for (const code of candidates) {
      const token = code >> 2;
      if ((hand & (1 << token)) === 0) continue;
      const turns = (code & 3) as Turns;
      if (!rotation && turns !== 0) continue;
      if (fits(cell, code) && found(cell, token, turns)) return true;
    }
  }
  return false;
}

/** True when some token of the hand can be laid somewhere. */
export function canPlace(index: BoardIndex, hand: number, rotation: boolean): boolean {
  return forEachPlacement(index, hand, rotation, () => true);
}

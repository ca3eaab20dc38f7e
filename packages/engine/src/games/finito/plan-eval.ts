import type { Board } from './board';
import { CELL_COUNT, DIE_FACES, LABEL_CELLS, TOKEN_COUNT } from './board';

/**
 * The planning bots' evaluation of one seat's own board: an estimate of the turns still needed to
 * reach Finito beyond the placement turns (which are fixed: one per token off the board).
 *
 * The idea: keep a chain of placed tokens in increasing order (the "kept" tokens); every other token
 * must end up in the gap between its kept neighbours, at a cell leaving room for the tokens that must
 * sit between it and them. For each such token we count the d20 faces that can put a token into that
 * window now (`faces`, 0..20, using the nearest-free-cell rule). A misplaced token needs a move, and
 * the fewer faces reach its window the longer it waits; a token still off the board is placed right
 * away when a reaching face comes up while it is in hand, and otherwise adds a misplaced token later.
 * The kept chain is the one of least total cost (a shortest path over the placed tokens), not just a
 * longest increasing sequence: a long chain that leaves no room for the tokens between is worse.
 */
export interface EvalWeights {
  /** Cost of a misplaced token whose window `faces` faces reach: `fixed + wait * 20 / (faces + smooth)`. */
  readonly fixed: number;
  readonly wait: number;
  readonly smooth: number;
  /** Turns an unplaced token in hand / face down is expected to wait for its face (fail = (1 - f/20)^k). */
  readonly handTries: number;
  readonly faceDownTries: number;
}

export const DEFAULT_WEIGHTS: EvalWeights = Object.freeze({
  fixed: 1,
  wait: 0.2,
  smooth: 1,
  handTries: 1.5,
  faceDownTries: 1.5,
});

/** Precomputed per-weights cost tables, indexed by the number of reaching faces 0..20. */
export interface CostTables {
  readonly misplaced: Float64Array;
  readonly inHand: Float64Array;
  readonly faceDown: Float64Array;
}

export function costTables(w: EvalWeights): CostTables {
  const misplaced = new Float64Array(DIE_FACES + 1);
  const inHand = new Float64Array(DIE_FACES + 1);
  const faceDown = new Float64Array(DIE_FACES + 1);
  for (let f = 0; f <= DIE_FACES; f++) {
    const m = w.fixed + (w.wait * DIE_FACES) / (f + w.smooth);
    misplaced[f] = m;
    const miss = 1 - f / DIE_FACES;
    inHand[f] = miss ** w.handTries * m;
    faceDown[f] = miss ** w.faceDownTries * m;
  }
  return { misplaced, inHand, faceDown };
}

export const DEFAULT_TABLES = costTables(DEFAULT_WEIGHTS);

const SPAN = CELL_COUNT;
// Scratch memory (the bots are synchronous, so sharing it is safe and keeps search garbage-free).
/** Bit r-1 set when roll r may put a token on the cell. */
const FACES_AT = new Int32Array(CELL_COUNT);
/** OR of FACES_AT over cells lo..hi, at lo * SPAN + hi. */
const FACES_IN = new Int32Array(CELL_COUNT * CELL_COUNT);
/** Token cells with sentinels: token 0 at -1, token 13 at 36; -1 for tokens off the board. */
const CELL_OF = new Int32Array(TOKEN_COUNT + 2);
const BEST = new Float64Array(TOKEN_COUNT + 2);
const PLACED = new Int32Array(TOKEN_COUNT + 1);

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Fills FACES_AT and FACES_IN for the board (the nearest-free-cell rule of `destinations`). */
function mapFaces(board: Board): void {
  FACES_AT.fill(0);
  for (let roll = 1; roll <= DIE_FACES; roll++) {
    const cells = LABEL_CELLS[roll] as readonly number[];
    const bit = 1 << (roll - 1);
    let anyFree = false;
    for (const cell of cells)
      if (board[cell] === 0) {
        FACES_AT[cell] = (FACES_AT[cell] as number) | bit;
        anyFree = true;
      }
    if (anyFree) continue;
    for (let cell = (cells[0] as number) - 1; cell >= 0; cell--)
      if (board[cell] === 0) {
        FACES_AT[cell] = (FACES_AT[cell] as number) | bit;
        break;
      }
    for (let cell = (cells[cells.length - 1] as number) + 1; cell < CELL_COUNT; cell++)
      if (board[cell] === 0) {
        FACES_AT[cell] = (FACES_AT[cell] as number) | bit;
        break;
      }
  }
  for (let lo = 0; lo < CELL_COUNT; lo++) {
    let acc = 0;
    for (let hi = lo; hi < CELL_COUNT; hi++) {
      acc |= FACES_AT[hi] as number;
      FACES_IN[lo * SPAN + hi] = acc;
    }
  }
}

/**
 * The estimated extra turns for `board` (lower is better); `handMask` has bit t-1 for each token in
 * hand, tokens neither on the board nor in hand are face down. 0 exactly for a Finito board.
 */
export function evaluate(board: Board, handMask: number, tables: CostTables = DEFAULT_TABLES): number {
  mapFaces(board);
  CELL_OF.fill(-1);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const token = board[cell] as number;
    if (token > 0) CELL_OF[token] = cell;
  }
  CELL_OF[TOKEN_COUNT + 1] = CELL_COUNT;
  // The placed tokens, ascending, after the sentinel 0: the only possible kept neighbours.
  let placedCount = 1;
  PLACED[0] = 0;
  for (let t = 1; t <= TOKEN_COUNT; t++) if ((CELL_OF[t] as number) >= 0) PLACED[placedCount++] = t;
  const misplaced = tables.misplaced;
  const inHand = tables.inHand;
  const faceDown = tables.faceDown;
  BEST[0] = 0;
  // Shortest path over the kept chain: BEST[s] = least cost of tokens 1..s-1 with s kept.
  for (let s = 1; s <= TOKEN_COUNT + 1; s++) {
    const cs = CELL_OF[s] as number;
    BEST[s] = Number.POSITIVE_INFINITY;
    if (cs < 0) continue;
    // Each gap's cost depends on both ends, so it is summed afresh for every kept predecessor p.
    for (let i = placedCount - 1; i >= 0; i--) {
      const p = PLACED[i] as number;
      if (p >= s) continue;
      const cp = CELL_OF[p] as number;
      if (cp >= cs || s - p > cs - cp) continue;
      const base = BEST[p] as number;
      if (base === Number.POSITIVE_INFINITY) continue;
      let cost = base;
      for (let t = p + 1; t < s; t++) {
        // The window lies within 0..35: cp >= -1 and t > p, cs <= 36 and s > t.
        const lo = cp + (t - p);
        const hi = cs - (s - t);
        const f = lo > hi ? 0 : popcount(FACES_IN[lo * SPAN + hi] as number);
        const own = CELL_OF[t] as number;
        if (own >= 0) cost += misplaced[f] as number;
        else if (handMask & (1 << (t - 1))) cost += inHand[f] as number;
        else cost += faceDown[f] as number;
        if (cost >= (BEST[s] as number)) break;
      }
      if (cost < (BEST[s] as number)) BEST[s] = cost;
    }
  }
  return BEST[TOKEN_COUNT + 1] as number;
}

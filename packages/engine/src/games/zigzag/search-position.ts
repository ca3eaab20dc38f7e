import type { Seat } from '../../core/game';
import { operate, pointsFor, TARGET_SCORE } from './arithmetic';
import type { Layout } from './layout';
import { cellColumn, cellRow, layoutOf } from './layout';
import type { Half, ZigzagMove, ZigzagState } from './types';

/**
 * A mutable copy of a play-phase position for game-tree search: make/unmake on a few typed arrays
 * instead of building a state per node. The operations themselves come from the engine's `operate`
 * and `pointsFor`, and a test checks move generation and successors against `legalMoves`/`apply`.
 *
 * A move is a small integer: `cell × 3 + half` (half 0 = none, 1 = floor, 2 = round), or PASS_CODE.
 */
export const PASS_CODE = -1;
const HALVES: readonly (Half | undefined)[] = [undefined, 'floor', 'round'];

export const moveCode = (cell: number, half: number): number => cell * 3 + half;
export const codeCell = (code: number): number => (code / 3) | 0;
export const codeHalf = (code: number): Half | undefined => HALVES[code % 3];

/** Most moves a pawn can have: 8 neighbours, one of which may split in two on ÷ 2. */
export const MAX_MOVES = 16;

/** How the game stands: still running, or over with a winner (−1 when equal on points). */
export const RUNNING = -2;

export class SearchPosition {
  readonly layout: Layout;
  readonly moveLimit: number;
  readonly cell = new Int32Array(2);
  readonly previous = new Int32Array(2);
  readonly number = new Float64Array(2);
  readonly score = new Int32Array(2);
  turn: Seat = 0;
  moves = 0;
  passes = 0;
  /** RUNNING, or the winning seat, or −1 for a game over on equal points. */
  result = RUNNING;

  constructor(layout: Layout, moveLimit: number) {
    this.layout = layout;
    this.moveLimit = moveLimit;
  }

  static fromState(state: ZigzagState): SearchPosition {
    const position = new SearchPosition(layoutOf(state.board), state.moveLimit);
    for (let s = 0; s < 2; s++) {
      const player = state.players[s as 0 | 1];
      position.cell[s] = player.cell;
      position.previous[s] = player.previous;
      position.number[s] = player.number;
      position.score[s] = player.score;
    }
    position.turn = state.turn;
    position.moves = state.moves;
    position.passes = state.passes;
    position.result = state.phase === 'over' ? overResult(position) : RUNNING;
    return position;
  }

  /** Writes the pawn moves of `seat` into `out` from `offset`; returns how many. Passes are not listed. */
  generate(seat: Seat, out: Int32Array, offset: number): number {
    const layout = this.layout;
    const from = this.cell[seat] as number;
    const previous = this.previous[seat];
    const blocked = this.cell[1 - seat];
    const n = this.number[seat] as number;
    const around = layout.neighbours[from] ?? [];
    let count = 0;
    for (let i = 0; i < around.length; i++) {
      const to = around[i] as number;
      if (to === previous || to === blocked) continue;
      const kind = layout.kind[to];
      if (kind === undefined) continue;
      const by = layout.by[to] as number;
      if (kind === 'divide' && n % by !== 0) {
        if (operate(kind, by, n, 'floor') !== 0) out[offset + count++] = moveCode(to, 1);
        if (operate(kind, by, n, 'round') !== 0) out[offset + count++] = moveCode(to, 2);
      } else if (operate(kind, by, n, undefined) !== 0) out[offset + count++] = moveCode(to, 0);
    }
    return count;
  }

  /** The number a move of `seat` reaches before scoring (the move must be legal). */
  reached(seat: Seat, code: number): number {
    const to = codeCell(code);
    return operate(
      this.layout.kind[to] ?? 'add',
      this.layout.by[to] as number,
      this.number[seat] as number,
      codeHalf(code),
    );
  }

  /** Points a legal move of `seat` scores at once. */
  points(seat: Seat, code: number): number {
    return pointsFor(this.reached(seat, code));
  }

  /**
   * Plays a legal move (or PASS_CODE) for the side to move, saving what unmake needs in `undo` at
   * `slot × 5`.
   */
  make(code: number, undo: Float64Array, slot: number): void {
    const seat = this.turn;
    const base = slot * 5;
    undo[base] = this.cell[seat] as number;
    undo[base + 1] = this.previous[seat] as number;
    undo[base + 2] = this.number[seat] as number;
    undo[base + 3] = this.score[seat] as number;
    undo[base + 4] = this.passes;
    if (code === PASS_CODE) {
      this.passes++;
      if (this.passes >= 2) this.result = overResult(this);
      else this.turn = 1 - seat;
      return;
    }
    const reached = this.reached(seat, code);
    const points = pointsFor(reached);
    this.previous[seat] = this.cell[seat] as number;
    this.cell[seat] = codeCell(code);
    this.number[seat] = points > 0 ? reached / 10 : reached;
    const score = (this.score[seat] as number) + points;
    this.score[seat] = score;
    this.moves++;
    this.passes = 0;
    if (score >= TARGET_SCORE) this.result = seat;
    else if (this.moves >= this.moveLimit) this.result = overResult(this);
    else this.turn = 1 - seat;
  }

  /** Takes back the move made with `make(code, undo, slot)` by `seat`. */
  unmake(seat: Seat, code: number, undo: Float64Array, slot: number): void {
    const base = slot * 5;
    this.cell[seat] = undo[base] as number;
    this.previous[seat] = undo[base + 1] as number;
    this.number[seat] = undo[base + 2] as number;
    this.score[seat] = undo[base + 3] as number;
    this.passes = undo[base + 4] as number;
    if (code !== PASS_CODE) this.moves--;
    this.turn = seat;
    this.result = RUNNING;
  }

  /** Two independent 32-bit hashes of everything that decides the future (index and check). */
  hash(out: Int32Array): void {
    // Written out (no helper closure): this runs at every inner node of the search.
    let a = 0x9e3779b9 ^ this.turn;
    let b = 0x85ebca6b ^ (this.turn * 7919);
    for (let s = 0; s < 2; s++) {
      const n = this.number[s] as number;
      // previous + 1: a pawn with no cell before has −1 there.
      const v =
        (this.cell[s] as number) |
        (((this.previous[s] as number) + 1) << 8) |
        ((this.score[s] as number) << 16);
      a = Math.imul(a ^ v, 0x5bd1e995);
      a ^= a >>> 15;
      b = Math.imul(b + v, 0x27d4eb2d) ^ (b >>> 13);
      const lo = n >>> 0;
      a = Math.imul(a ^ lo, 0x5bd1e995);
      a ^= a >>> 15;
      b = Math.imul(b + lo, 0x27d4eb2d) ^ (b >>> 13);
      const hi = Math.floor(n / 4294967296);
      a = Math.imul(a ^ hi, 0x5bd1e995);
      a ^= a >>> 15;
      b = Math.imul(b + hi, 0x27d4eb2d) ^ (b >>> 13);
    }
    const v = this.moves | (this.passes << 16);
    a = Math.imul(a ^ v, 0x5bd1e995);
    a ^= a >>> 15;
    b = Math.imul(b + v, 0x27d4eb2d) ^ (b >>> 13);
    out[0] = a ^ (a >>> 16);
    out[1] = b ^ (b >>> 16);
  }

  /**
   * For the evaluation, without listing moves: the most points one pawn move of `seat` scores now,
   * plus 100 × its number of legal pawn moves (the same moves `generate` lists).
   */
  bestPointsAndMobility(seat: Seat): number {
    const layout = this.layout;
    const previous = this.previous[seat];
    const blocked = this.cell[1 - seat];
    const n = this.number[seat] as number;
    const around = layout.neighbours[this.cell[seat] as number] ?? [];
    let best = 0;
    let count = 0;
    for (let i = 0; i < around.length; i++) {
      const to = around[i] as number;
      if (to === previous || to === blocked) continue;
      const kind = layout.kind[to];
      if (kind === undefined) continue;
      const by = layout.by[to] as number;
      if (kind === 'divide' && n % by !== 0) {
        const floor = operate(kind, by, n, 'floor');
        if (floor !== 0) {
          count++;
          const points = pointsFor(floor);
          if (points > best) best = points;
        }
        const round = operate(kind, by, n, 'round');
        if (round !== 0) {
          count++;
          const points = pointsFor(round);
          if (points > best) best = points;
        }
      } else {
        const reached = operate(kind, by, n, undefined);
        if (reached !== 0) {
          count++;
          const points = pointsFor(reached);
          if (points > best) best = points;
        }
      }
    }
    return best + 100 * count;
  }
}

/** The winner when the game ends on points (move limit or both passed), −1 when equal. */
function overResult(position: SearchPosition): number {
  const a = position.score[0] as number;
  const b = position.score[1] as number;
  return a > b ? 0 : b > a ? 1 : -1;
}

/** The engine move for a code, picked from the legal list so the bot answers with a legal object. */
export function moveFromCode(code: number, legal: readonly ZigzagMove[]): ZigzagMove | undefined {
  if (code === PASS_CODE) return legal.find((m) => m.kind === 'pass');
  const to = codeCell(code);
  const half = codeHalf(code);
  const row = cellRow(to);
  const column = cellColumn(to);
  return legal.find((m) => m.kind === 'step' && m.to[0] === row && m.to[1] === column && m.half === half);
}

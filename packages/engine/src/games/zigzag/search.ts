import type { Seat } from '../../core/game';
import { TARGET_SCORE } from './arithmetic';
import { MAX_MOVES, PASS_CODE, RUNNING, type SearchPosition } from './search-position';

/**
 * Alpha–beta (negamax with principal-variation windows) over the move tree of a play-phase position,
 * ÷ 2 choices included. After the setup Zigzag is deterministic with perfect information, so no
 * chance nodes or sampling are needed: iterative deepening, a transposition table, move ordering
 * (table move, then points scored now, then history) and a static evaluation at the horizon.
 *
 * Values are from the side to move, in hundredths of a point; a won game is worth WIN minus the
 * plies it takes, so the search prefers quick wins and slow losses.
 */
export const WIN = 1_000_000;
const WIN_BOUND = WIN - 10_000;
const POINT = 100;

/** How the horizon is judged, in hundredths of a point. */
export interface Evaluation {
  /** Best points the side to move can score with its next move (it will usually take them). */
  readonly moverThreat: number;
  /** Best points the other side could score with its next move (it moves after, maybe blocked). */
  readonly waiterThreat: number;
  /** Per legal move more than the other side (a pawn with few exits gets cornered). */
  readonly mobility: number;
}

/** Points only: what a plain look-ahead counts. */
export const SCORE_ONLY: Evaluation = { moverThreat: 0, waiterThreat: 0, mobility: 0 };
export const FULL_EVALUATION: Evaluation = { moverThreat: 60, waiterThreat: 35, mobility: 3 };

export interface SearchLimits {
  readonly maxDepth: number;
  /** Stops after this many nodes (deterministic). */
  readonly maxNodes?: number;
  /** Stops when `clock()` passes this time. */
  readonly deadline?: number;
  readonly clock?: () => number;
  readonly evaluation: Evaluation;
  /** Searches every root move with a full window, so equal root values are exact (for random ties). */
  readonly exactRoot?: boolean;
}

export interface SearchResult {
  /** Best move code (PASS_CODE when the side to move has no pawn move). */
  readonly move: number;
  /** Value of the best move for the side to move. */
  readonly value: number;
  /** Deepest completed iteration (plies). */
  readonly depth: number;
  readonly nodes: number;
  /** Root moves with their values at the deepest completed iteration, best first. */
  readonly ranked: readonly { readonly move: number; readonly value: number }[];
}

const MAX_PLY = 128;
const EXACT = 0;
const LOWER = 1;
const UPPER = 2;
const TABLE_BITS = 19;
const TABLE_SIZE = 1 << TABLE_BITS;
const TABLE_MASK = TABLE_SIZE - 1;
const CODES = 1024;

/**
 * The transposition table, shared by every search in this thread (searches are synchronous). Each
 * search bumps `generation`, and entries of older generations count as empty, so a search never
 * sees another's entries: results depend on the position and the limits only.
 */
let table: {
  check: Int32Array;
  value: Int32Array;
  depth: Int8Array;
  flag: Int8Array;
  move: Int16Array;
  generation: Uint16Array;
} | null = null;
let generation = 0;

function freshTable() {
  if (!table) {
    table = {
      check: new Int32Array(TABLE_SIZE),
      value: new Int32Array(TABLE_SIZE),
      depth: new Int8Array(TABLE_SIZE),
      flag: new Int8Array(TABLE_SIZE),
      move: new Int16Array(TABLE_SIZE),
      generation: new Uint16Array(TABLE_SIZE),
    };
  }
  generation = (generation % 65535) + 1;
  if (generation === 1) table.generation.fill(0);
  return table;
}

export class Searcher {
  private readonly position: SearchPosition;
  private readonly limits: SearchLimits;
  private readonly table = freshTable();
  private readonly generation = generation;
  private readonly moveBuffer = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly orderBuffer = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly scratch = new Int32Array(MAX_MOVES * 2);
  private readonly undo = new Float64Array(MAX_PLY * 5);
  private readonly history = new Int32Array(2 * CODES);
  private readonly hashes = new Int32Array(2);
  nodes = 0;
  private stopped = false;

  constructor(position: SearchPosition, limits: SearchLimits) {
    this.position = position;
    this.limits = limits;
  }

  /** Iterative deepening from the root until a limit is hit or the game is solved. */
  run(): SearchResult {
    const position = this.position;
    const side = position.turn;
    const count = position.generate(side, this.moveBuffer, 0);
    if (count === 0) return { move: PASS_CODE, value: 0, depth: 0, nodes: 0, ranked: [] };
    let ranked = Array.from(this.moveBuffer.subarray(0, count), (move) => ({
      move,
      value: position.points(side, move) * POINT,
    }));
    ranked.sort((a, b) => b.value - a.value);
    let depth = 0;
    for (let d = 1; d <= this.limits.maxDepth; d++) {
      const values: { move: number; value: number }[] = [];
      let alpha = -WIN - 1;
      for (const [i, entry] of ranked.entries()) {
        position.make(entry.move, this.undo, 0);
        let value: number;
        if (i === 0 || this.limits.exactRoot) value = -this.negamax(d - 1, -WIN - 1, WIN + 1, 1, 1 - side);
        else {
          value = -this.negamax(d - 1, -alpha - 1, -alpha, 1, 1 - side);
          if (value > alpha && !this.stopped) value = -this.negamax(d - 1, -WIN - 1, -alpha, 1, 1 - side);
        }
        position.unmake(side, entry.move, this.undo, 0);
        if (this.stopped) break;
        // Moves after the best are only known to be no better: they keep their bound for ordering.
        values.push({ move: entry.move, value });
        if (value > alpha) alpha = value;
      }
      if (this.stopped) {
        // A partial iteration still tells something once its first (previous best) move is searched:
        // a move found better than that one is better for real.
        const first = values[0];
        if (first) {
          const best = values.reduce((a, b) => (b.value > a.value ? b : a));
          if (best !== first) ranked = [best, ...ranked.filter((e) => e.move !== best.move)];
        }
        break;
      }
      values.sort((a, b) => b.value - a.value);
      ranked = values;
      depth = d;
      const top = ranked[0]?.value ?? 0;
      // A proven result cannot change with more depth.
      if (top > WIN_BOUND || top < -WIN_BOUND || ranked.length === 1) break;
    }
    const best = ranked[0] ?? { move: PASS_CODE, value: 0 };
    return { move: best.move, value: best.value, depth, nodes: this.nodes, ranked };
  }

  /** Sets `stopped` once a limit is hit; every level then unwinds at once, unmaking its move. */
  private checkLimits(): void {
    const limits = this.limits;
    if (limits.maxNodes !== undefined && this.nodes >= limits.maxNodes) this.stopped = true;
    else if (limits.deadline !== undefined && limits.clock && (this.nodes & 1023) === 0) {
      if (limits.clock() >= limits.deadline) this.stopped = true;
    }
  }

  private negamax(depth: number, alpha: number, beta: number, ply: number, side: Seat): number {
    this.nodes++;
    this.checkLimits();
    if (this.stopped) return 0;
    const position = this.position;
    if (position.result !== RUNNING) {
      if (position.result === -1) return 0;
      return position.result === side ? WIN - ply : -(WIN - ply);
    }
    if (depth <= 0 || ply >= MAX_PLY - 1) return this.evaluate(side, ply);

    const table = this.table;
    position.hash(this.hashes);
    const slot = (this.hashes[0] as number) & TABLE_MASK;
    const check = this.hashes[1] as number;
    let tableMove = -2;
    if (table.generation[slot] === this.generation && table.check[slot] === check) {
      tableMove = table.move[slot] as number;
      if ((table.depth[slot] as number) >= depth) {
        let value = table.value[slot] as number;
        if (value > WIN_BOUND) value -= ply;
        else if (value < -WIN_BOUND) value += ply;
        const flag = table.flag[slot];
        if (flag === EXACT) return value;
        if (flag === LOWER && value >= beta) return value;
        if (flag === UPPER && value <= alpha) return value;
      }
    }

    const base = ply * MAX_MOVES;
    const count = position.generate(side, this.moveBuffer, base);
    if (count === 0) {
      position.make(PASS_CODE, this.undo, ply);
      const value = -this.negamax(depth - 1, -beta, -alpha, ply + 1, 1 - side);
      position.unmake(side, PASS_CODE, this.undo, ply);
      return this.stopped ? 0 : value;
    }
    this.order(side, base, count, tableMove);

    const alphaIn = alpha;
    let best = -WIN - 1;
    let bestMove = this.orderBuffer[base] as number;
    for (let i = 0; i < count; i++) {
      const move = this.orderBuffer[base + i] as number;
      position.make(move, this.undo, ply);
      let value: number;
      if (i === 0) value = -this.negamax(depth - 1, -beta, -alpha, ply + 1, 1 - side);
      else {
        value = -this.negamax(depth - 1, -alpha - 1, -alpha, ply + 1, 1 - side);
        if (value > alpha && value < beta && !this.stopped)
          value = -this.negamax(depth - 1, -beta, -alpha, ply + 1, 1 - side);
      }
      position.unmake(side, move, this.undo, ply);
      if (this.stopped) return 0;
      if (value > best) {
        best = value;
        bestMove = move;
        if (value > alpha) {
          alpha = value;
          if (alpha >= beta) {
            const h = side * CODES + move;
            this.history[h] = (this.history[h] as number) + depth * depth;
            break;
          }
        }
      }
    }

    table.generation[slot] = this.generation;
    table.check[slot] = check;
    table.depth[slot] = depth;
    table.move[slot] = bestMove;
    table.flag[slot] = best <= alphaIn ? UPPER : best >= beta ? LOWER : EXACT;
    table.value[slot] = best > WIN_BOUND ? best + ply : best < -WIN_BOUND ? best - ply : best;
    return best;
  }

  /** Orders moves into orderBuffer: the table's move, then points now, then history. */
  private order(side: Seat, base: number, count: number, tableMove: number): void {
    const position = this.position;
    const keys = this.scratch;
    for (let i = 0; i < count; i++) {
      const move = this.moveBuffer[base + i] as number;
      const key =
        move === tableMove
          ? 1 << 30
          : position.points(side, move) * (1 << 22) +
            Math.min(this.history[side * CODES + move] as number, 1 << 21);
      // Insertion sort, best first: at most 16 moves.
      let j = i;
      while (j > 0 && (keys[j - 1] as number) < key) {
        keys[j] = keys[j - 1] as number;
        this.orderBuffer[base + j] = this.orderBuffer[base + j - 1] as number;
        j--;
      }
      keys[j] = key;
      this.orderBuffer[base + j] = move;
    }
  }

  /** The horizon: points ahead, the next move's scoring chances on both sides, mobility. */
  private evaluate(side: Seat, ply: number): number {
    const position = this.position;
    const other = 1 - side;
    const mine = position.score[side] as number;
    const theirs = position.score[other] as number;
    const moverPacked = position.bestPointsAndMobility(side);
    const moverBest = moverPacked % 100;
    // The side to move wins with its next move: that is exact, not an estimate.
    if (mine + moverBest >= TARGET_SCORE) return WIN - ply - 1;
    const weights = this.limits.evaluation;
    let value = (mine - theirs) * POINT;
    if (weights.moverThreat === 0 && weights.waiterThreat === 0 && weights.mobility === 0) return value;
    const waiterPacked = position.bestPointsAndMobility(other);
    const waiterBest = waiterPacked % 100;
    value += (moverBest * weights.moverThreat - waiterBest * weights.waiterThreat) * (POINT / 100);
    // A threat to win next turn is worth most of a win unless the side to move can block it.
    if (theirs + waiterBest >= TARGET_SCORE) value -= 40 * POINT;
    value += (Math.floor(moverPacked / 100) - Math.floor(waiterPacked / 100)) * weights.mobility;
    return value;
  }
}

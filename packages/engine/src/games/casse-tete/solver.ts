import { ok, type Result, type RuleError, ruleError } from '../../core/result';
import type { Side } from './geometry';
import { BOTTOM, LEFT, opposite, RIGHT, TOP } from './geometry';
import { LineParity } from './line-parity';

/**
 * Exact solver for the Casse-tête solitaire: fill an R × C rectangle with a set of square pieces so
 * that every two touching sides carry the same value.
 *
 * The solver knows nothing about fractions: each piece arrives as its four side values per rotation,
 * as integer ids where equal ids mean equal numbers (the geometry module computes them exactly).
 *
 * Search: depth-first, one cell at a time, always the empty cell with the fewest candidate
 * (piece, turns) pairs ("most constrained first"), so long thin rectangles are filled along their
 * length from wherever the constraints are tightest instead of blindly in reading order.
 * Candidates are 30-bit piece masks, one per number of turns, so a cell's candidates are a few ANDs
 * of precomputed masks ("pieces whose top is v after k turns") with the set of unused pieces. One
 * mask per side, rather than one per (top, left) pair, because with this order a cell may already
 * have neighbours on any of its four sides.
 * Pruning by counting: every side facing another cell must be matched by an equal side, so for each
 * value the unmatched sides must be able to face the border (see `Ledger`); a single row or column
 * with rotation also gets a parity test (line-parity.ts).
 * Counting: every distinct arrangement counts. With rotation, turning a whole solution by 180° gives
 * another solution of the same rectangle, never the same one (the area is even, so no cell is its own
 * image): the search only looks for solutions where a chosen piece lies in the first half of the
 * cells and doubles the count. A quarter turn maps R × C solutions onto C × R ones; both shapes are
 * solved and counted separately.
 */

/** A piece's four side values, indexed by `Side` (geometry.ts: clockwise from the top). */
export type Sides = readonly [top: number, right: number, bottom: number, left: number];

export interface SolverPiece {
  /** The token number reported in solutions (1..30 for the game's tokens). */
  readonly token: number;
  /** `sides[turns]` for turns 0..3 (clockwise quarter turns): value ids, equal ids ⇔ equal values. */
  readonly sides: readonly Sides[];
}

export interface Placement {
  readonly token: number;
  /** Clockwise quarter turns, 0..3. */
  readonly turns: number;
}

export type Arrangement = readonly (readonly Placement[])[];

export type SearchOrder = 'constrained' | 'row-major';

export interface SolveOptions {
  readonly rows: number;
  readonly cols: number;
  /** Whether pieces may be turned; without rotation every piece keeps turns = 0. */
  readonly rotation: boolean;
  /** Count every solution (exhaustive search) instead of stopping at the first one. */
  readonly all?: boolean;
  /** Cells already filled (for hints); they are kept as given and must not conflict. */
  readonly initial?: readonly (readonly (Placement | null)[])[];
  /** Stop (complete: false) once `now()` reaches this time; checked every few thousand nodes. */
  readonly deadline?: number;
  readonly now?: () => number;
  /** Stop (complete: false) after this many placements. */
  readonly maxNodes?: number;
  /** Cell choice: most constrained first (default) or plain reading order (the baseline). */
  readonly order?: SearchOrder;
  /** Counting prune (default on); off only for baselines and cross-checks. */
  readonly pruning?: boolean;
  /** 180° symmetry breaking when rotation is on and nothing is pre-placed (default on). */
  readonly symmetry?: boolean;
}

export interface SolveResult {
  /** True when the search was exhaustive: `solutions` is then the exact number of solutions. */
  readonly complete: boolean;
  /** Solutions found (every distinct arrangement counts, including turned copies of another). */
  readonly solutions: number;
  /** The first solution found, row by row, or null. */
  readonly first: Arrangement | null;
  /** Pieces placed during the search (search tree nodes). */
  readonly nodes: number;
  /** Why an incomplete search stopped: at the first solution, the deadline or the node cap. */
  readonly stopped: 'first-solution' | 'timeout' | 'node-limit' | null;
}

/** Side facing side `s` across an edge (top ↔ bottom, left ↔ right), for sides held as plain indices. */
const facing = (s: number): number => opposite(s as Side);

const MAX_PIECES = 31;

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Checks shapes and piece data; the search itself assumes valid input. */
function validate(pieces: readonly SolverPiece[], options: SolveOptions): RuleError | null {
  const { rows, cols } = options;
  if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 1 || cols < 1) {
    return { code: 'bad-shape', message: `rows and cols must be positive integers, got ${rows} × ${cols}` };
  }
  if (rows * cols !== pieces.length) {
    return {
      code: 'bad-shape',
      message: `a ${rows} × ${cols} rectangle has ${rows * cols} cells but there are ${pieces.length} pieces`,
    };
  }
  if (pieces.length > MAX_PIECES) {
    return { code: 'too-many-pieces', message: `the solver handles at most ${MAX_PIECES} pieces` };
  }
  const seen = new Set<number>();
  for (const piece of pieces) {
    if (seen.has(piece.token)) {
      return { code: 'duplicate-token', message: `token ${piece.token} is given twice` };
    }
    seen.add(piece.token);
    if (piece.sides.length !== 4 || piece.sides.some((s) => s.length !== 4)) {
      return { code: 'bad-piece', message: `token ${piece.token} needs 4 sides for each of 4 rotations` };
    }
    if (piece.sides.some((s) => s.some((v) => !Number.isInteger(v)))) {
      return { code: 'bad-piece', message: `token ${piece.token} has a side id that is not an integer` };
    }
  }
  return null;
}

/**
 * Solves the rectangle `rows × cols` with exactly the given pieces (any subset of the game's tokens,
 * so small sub-problems can be cross-checked by brute force).
 */
export function solve(pieces: readonly SolverPiece[], options: SolveOptions): Result<SolveResult, RuleError> {
  const invalid = validate(pieces, options);
  if (invalid) return ruleError(invalid.code, invalid.message);
  const search = new Search(pieces, options);
  const seeded = search.seed(options.initial);
  if (!seeded.ok) return seeded;
  return ok(search.run());
}

/**
 * Count-based feasibility of a partial grid. Every side of a remaining piece, and every placed side
 * facing an empty cell (a "demand"), ends up either paired with an equal side across an edge or facing
 * the border. With rotation, a value's remaining sides minus its demands must be ≥ 0, and when odd, one
 * of them must face the border: the number of odd values cannot exceed the free border slots. Without
 * rotation the same holds per axis and more sharply: a left side can only pair with a right side, so
 * any surplus of lefts over rights of a value must face the left border, and so on.
 */
class Ledger {
  /** Rotation: remaining sides minus demands, per value. No rotation: per axis and side (below). */
  private readonly balance: Int32Array;
  private odd = 0;
  private negative = 0;
  /** No rotation: surplus counts that must face each border side (by `Side`). */
  private readonly surplus = new Int32Array(4);
  /** Empty-cell sides facing each border (by `Side`). */
  private readonly border = new Int32Array(4);

  constructor(
    private readonly values: number,
    private readonly rotation: boolean,
  ) {
    // Rotation: balance[v]. No rotation: balance[s * values + v] for s in 0..3 = sides of remaining
    // pieces with value v on side s, minus demands for such a side.
    this.balance = new Int32Array(rotation ? values : 4 * values);
  }

  /** Adds (+1) or removes (−1) a remaining piece side, or a demand for a side (sign inverted). */
  change(side: number, value: number, delta: number): void {
    if (this.rotation) {
      const before = this.balance[value] ?? 0;
      const after = before + delta;
      this.balance[value] = after;
      if ((before & 1) !== (after & 1)) this.odd += after & 1 ? 1 : -1;
      if (before < 0 !== after < 0) this.negative += after < 0 ? 1 : -1;
      return;
    }
    // The partner side (top ↔ bottom, left ↔ right) shares the value; x = own − partner surplus.
    const own = side * this.values + value;
    const other = facing(side) * this.values + value;
    const before = this.balance[own] ?? 0;
    const after = before + delta;
    const partner = this.balance[other] ?? 0;
    this.balance[own] = after;
    if (before < 0 !== after < 0) this.negative += after < 0 ? 1 : -1;
    // Surplus of this side over its partner must face this side's border.
    const excessBefore = Math.max(0, before - Math.max(0, partner));
    const excessAfter = Math.max(0, after - Math.max(0, partner));
    const partnerBefore = Math.max(0, partner - Math.max(0, before));
    const partnerAfter = Math.max(0, partner - Math.max(0, after));
    this.surplus[side] = (this.surplus[side] ?? 0) + excessAfter - excessBefore;
    const fs = facing(side);
    this.surplus[fs] = (this.surplus[fs] ?? 0) + partnerAfter - partnerBefore;
  }

  changeBorder(side: number, delta: number): void {
    this.border[side] = (this.border[side] ?? 0) + delta;
  }

  feasible(): boolean {
    if (this.negative > 0) return false;
    const b = this.border;
    if (this.rotation) {
      return this.odd <= (b[0] ?? 0) + (b[1] ?? 0) + (b[2] ?? 0) + (b[3] ?? 0);
    }
    const s = this.surplus;
    return (
      (s[0] ?? 0) <= (b[0] ?? 0) &&
      (s[1] ?? 0) <= (b[1] ?? 0) &&
      (s[2] ?? 0) <= (b[2] ?? 0) &&
      (s[3] ?? 0) <= (b[3] ?? 0)
    );
  }
}

class Search {
  private readonly rows: number;
  private readonly cols: number;
  private readonly cells: number;
  private readonly turnsCount: number;
  private readonly values: number;
  /** sideValue[(piece * 4 + turns) * 4 + side] → compact value id. */
  private readonly sideValue: Int32Array;
  /** sideMask[((side * values + v) * 4 + turns)] → pieces whose `side` is v after `turns`. */
  private readonly sideMask: Int32Array;
  /** cellMask[cell * 4 + turns] → pieces allowed there by static counting (and symmetry). */
  private readonly cellMask: Int32Array;
  /** neighbour[cell * 4 + side] → adjacent cell index, or −1 at the border. */
  private readonly neighbour: Int32Array;
  /** grid[cell] → piece * 4 + turns, or −1. */
  private readonly grid: Int32Array;
  /** Candidate masks per depth and turns, reused to avoid allocation. */
  private readonly candidates: Int32Array;
  private readonly ledger: Ledger;
  /** Only for a single row or column with rotation (see line-parity.ts). */
  private readonly lineParity: LineParity | null;
  private free: number;
  private filled = 0;
  private nodes = 0;
  private solutions = 0;
  private first: Int32Array | null = null;
  private stopped: SolveResult['stopped'] = null;
  private doubled = false;
  private readonly pieces: readonly SolverPiece[];
  private readonly options: SolveOptions;
  private readonly pruning: boolean;
  private readonly constrained: boolean;

  constructor(pieces: readonly SolverPiece[], options: SolveOptions) {
    this.pieces = pieces;
    this.options = options;
    this.rows = options.rows;
    this.cols = options.cols;
    this.cells = this.rows * this.cols;
    this.turnsCount = options.rotation ? 4 : 1;
    this.pruning = options.pruning ?? true;
    this.constrained = (options.order ?? 'constrained') === 'constrained';
    const n = pieces.length;
    this.free = n === 31 ? 0x7fffffff : (1 << n) - 1;

    // Compact value ids so tables stay small whatever ids the caller uses.
    const compact = new Map<number, number>();
    for (const piece of pieces) {
      for (const sides of piece.sides)
        for (const v of sides) if (!compact.has(v)) compact.set(v, compact.size);
    }
    this.values = compact.size;
    this.sideValue = new Int32Array(n * 16);
    for (let p = 0; p < n; p++) {
      const piece = pieces[p] as SolverPiece;
      for (let k = 0; k < 4; k++) {
        const sides = piece.sides[k] as Sides;
        for (let s = 0; s < 4; s++) this.sideValue[(p * 4 + k) * 4 + s] = compact.get(sides[s] ?? 0) ?? 0;
      }
    }
    this.sideMask = new Int32Array(4 * this.values * 4);
    for (let p = 0; p < n; p++) {
      for (let k = 0; k < 4; k++) {
        for (let s = 0; s < 4; s++) {
          const v = this.sideValue[(p * 4 + k) * 4 + s] ?? 0;
          const i = (s * this.values + v) * 4 + k;
          this.sideMask[i] = (this.sideMask[i] ?? 0) | (1 << p);
        }
      }
    }
    this.neighbour = new Int32Array(this.cells * 4);
    for (let r = 0; r < this.rows; r++) {
      for (let c = 0; c < this.cols; c++) {
        const i = r * this.cols + c;
        this.neighbour[i * 4 + TOP] = r > 0 ? i - this.cols : -1;
        this.neighbour[i * 4 + LEFT] = c > 0 ? i - 1 : -1;
        this.neighbour[i * 4 + RIGHT] = c < this.cols - 1 ? i + 1 : -1;
        this.neighbour[i * 4 + BOTTOM] = r < this.rows - 1 ? i + this.cols : -1;
      }
    }
    this.grid = new Int32Array(this.cells).fill(-1);
    this.candidates = new Int32Array((this.cells + 1) * 4);
    this.ledger = new Ledger(this.values, options.rotation);
    for (let p = 0; p < n; p++) {
      for (let s = 0; s < 4; s++) this.ledger.change(s, this.sideValue[p * 16 + s] ?? 0, 1);
    }
    for (let cell = 0; cell < this.cells; cell++) {
      for (let s = 0; s < 4; s++) if (this.neighbour[cell * 4 + s] === -1) this.ledger.changeBorder(s, 1);
    }
    this.cellMask = this.staticCellMasks();
    const line = options.rotation && this.cells >= 2 && (this.rows === 1 || this.cols === 1);
    this.lineParity = line ? new LineParity(n, this.values, this.sideValue, this.rows === 1) : null;
  }

  private feasible(): boolean {
    if (!this.pruning) return true;
    if (!this.ledger.feasible()) return false;
    return this.lineParity === null || this.lineParity.feasible(this.grid, this.free);
  }

  /**
   * A piece can only stand where each of its sides that faces another cell can be matched by some
   * other piece: a value that no other piece carries (on the facing side, without rotation) must face
   * the border. This alone pins most pieces with unique values to the rim.
   */
  private staticCellMasks(): Int32Array {
    const n = this.pieces.length;
    const masks = new Int32Array(this.cells * 4);
    for (let p = 0; p < n; p++) {
      for (let k = 0; k < this.turnsCount; k++) {
        const sideOk = [true, true, true, true];
        for (let s = 0; s < 4; s++) {
          const v = this.sideValue[(p * 4 + k) * 4 + s] ?? 0;
          const fs = facing(s);
          let partners = 0;
          for (let k2 = 0; k2 < this.turnsCount; k2++) {
            partners |= this.sideMask[(fs * this.values + v) * 4 + k2] ?? 0;
          }
          sideOk[s] = (partners & ~(1 << p)) !== 0;
        }
        for (let cell = 0; cell < this.cells; cell++) {
          let allowed = true;
          for (let s = 0; s < 4; s++) {
            if (this.neighbour[cell * 4 + s] !== -1 && !sideOk[s]) allowed = false;
          }
          if (allowed) masks[cell * 4 + k] = (masks[cell * 4 + k] ?? 0) | (1 << p);
        }
      }
    }
    return masks;
  }

  /** Places the given initial cells (hint mode), or sets up symmetry breaking for an empty grid. */
  seed(initial: SolveOptions['initial']): Result<null, RuleError> {
    let any = false;
    if (initial) {
      if (initial.length !== this.rows || initial.some((row) => row.length !== this.cols)) {
        return ruleError('bad-initial', `the initial grid must be ${this.rows} × ${this.cols}`);
      }
      const index = new Map(this.pieces.map((piece, p) => [piece.token, p]));
      for (let r = 0; r < this.rows; r++) {
        for (let c = 0; c < this.cols; c++) {
          const placed = initial[r]?.[c];
          if (!placed) continue;
          const p = index.get(placed.token);
          const cell = r * this.cols + c;
          if (p === undefined || (this.free & (1 << p)) === 0) {
            return ruleError('bad-initial', `token ${placed.token} is unknown or placed twice`);
          }
          if (!Number.isInteger(placed.turns) || placed.turns < 0 || placed.turns >= this.turnsCount) {
            return ruleError('bad-initial', `token ${placed.token} has turns ${placed.turns}`);
          }
          const code = p * 4 + placed.turns;
          for (let s = 0; s < 4; s++) {
            const nb = this.neighbour[cell * 4 + s] ?? -1;
            const other = nb === -1 ? -1 : (this.grid[nb] ?? -1);
            if (other !== -1 && this.sideValueOf(other, facing(s)) !== this.sideValueOf(code, s)) {
              return ruleError('conflict', `token ${placed.token} does not match its neighbour`);
            }
          }
          this.place(cell, code);
          any = true;
        }
      }
    }
    const useSymmetry = (this.options.symmetry ?? true) && this.options.rotation && !any && this.cells >= 2;
    if (useSymmetry) {
      // The 180° turn maps cell i to cell (cells − 1 − i); with an odd area the middle cell is its own
      // image, so solutions need not pair up and the trick is skipped.
      if (this.cells % 2 === 0) {
        const anchor = this.anchorPiece();
        for (let cell = this.cells / 2; cell < this.cells; cell++) {
          for (let k = 0; k < 4; k++)
            this.cellMask[cell * 4 + k] = (this.cellMask[cell * 4 + k] ?? 0) & ~(1 << anchor);
        }
        this.doubled = true;
      }
    }
    return ok(null);
  }

  /** The piece with the fewest allowed (cell, turns) places: restricting it cuts the most. */
  private anchorPiece(): number {
    let best = 0;
    let bestCount = Number.POSITIVE_INFINITY;
    for (let p = 0; p < this.pieces.length; p++) {
      let count = 0;
      for (let i = 0; i < this.cells * 4; i++) if ((this.cellMask[i] ?? 0) & (1 << p)) count++;
      if (count < bestCount) {
        best = p;
        bestCount = count;
      }
    }
    return best;
  }

  private sideValueOf(code: number, side: number): number {
    return this.sideValue[code * 4 + side] ?? -1;
  }

  private place(cell: number, code: number): void {
    const p = code >> 2;
    this.grid[cell] = code;
    this.free &= ~(1 << p);
    this.filled++;
    const ledger = this.ledger;
    for (let s = 0; s < 4; s++) {
      const v = this.sideValue[code * 4 + s] ?? 0;
      // The piece's own side leaves the pool of remaining sides.
      ledger.change(s, v, -1);
      const nb = this.neighbour[cell * 4 + s] ?? -1;
      if (nb === -1) {
        ledger.changeBorder(s, -1);
      } else if ((this.grid[nb] ?? -1) === -1) {
        // A new demand: the future neighbour must show v on the facing side.
        ledger.change(facing(s), v, -1);
      } else {
        // A demand made by the neighbour is now met.
        ledger.change(s, v, 1);
      }
    }
  }

  private remove(cell: number, code: number): void {
    const ledger = this.ledger;
    for (let s = 0; s < 4; s++) {
      const v = this.sideValue[code * 4 + s] ?? 0;
      ledger.change(s, v, 1);
      const nb = this.neighbour[cell * 4 + s] ?? -1;
      if (nb === -1) {
        ledger.changeBorder(s, 1);
      } else if ((this.grid[nb] ?? -1) === -1) {
        ledger.change(facing(s), v, 1);
      } else {
        ledger.change(s, v, -1);
      }
    }
    this.grid[cell] = -1;
    this.free |= 1 << (code >> 2);
    this.filled--;
  }

  /** Writes the candidate masks of `cell` at `base`, returns their total size. */
  private fillCandidates(cell: number, base: number): number {
    let total = 0;
    const free = this.free;
    const v = this.values;
    const nbTop = this.neighbour[cell * 4 + TOP] ?? -1;
    const nbLeft = this.neighbour[cell * 4 + LEFT] ?? -1;
    const nbRight = this.neighbour[cell * 4 + RIGHT] ?? -1;
    const nbBottom = this.neighbour[cell * 4 + BOTTOM] ?? -1;
    const top = nbTop === -1 ? -1 : (this.grid[nbTop] ?? -1);
    const left = nbLeft === -1 ? -1 : (this.grid[nbLeft] ?? -1);
    const right = nbRight === -1 ? -1 : (this.grid[nbRight] ?? -1);
    const bottom = nbBottom === -1 ? -1 : (this.grid[nbBottom] ?? -1);
    const topRow = top === -1 ? -1 : (TOP * v + (this.sideValue[top * 4 + BOTTOM] ?? 0)) * 4;
    const leftRow = left === -1 ? -1 : (LEFT * v + (this.sideValue[left * 4 + RIGHT] ?? 0)) * 4;
    const rightRow = right === -1 ? -1 : (RIGHT * v + (this.sideValue[right * 4 + LEFT] ?? 0)) * 4;
    const bottomRow = bottom === -1 ? -1 : (BOTTOM * v + (this.sideValue[bottom * 4 + TOP] ?? 0)) * 4;
    const masks = this.sideMask;
    for (let k = 0; k < this.turnsCount; k++) {
      let m = free & (this.cellMask[cell * 4 + k] ?? 0);
      if (topRow !== -1) m &= masks[topRow + k] ?? 0;
      if (leftRow !== -1) m &= masks[leftRow + k] ?? 0;
      if (rightRow !== -1) m &= masks[rightRow + k] ?? 0;
      if (bottomRow !== -1) m &= masks[bottomRow + k] ?? 0;
      this.candidates[base + k] = m;
      total += popcount(m);
    }
    return total;
  }

  /** The cell to fill next, with its candidates written at `base`; −1 when some cell has none. */
  private chooseCell(base: number): number {
    if (!this.constrained) {
      for (let cell = 0; cell < this.cells; cell++) {
        if ((this.grid[cell] ?? 0) === -1) return this.fillCandidates(cell, base) === 0 ? -1 : cell;
      }
      return -1;
    }
    let best = -1;
    let bestCount = Number.POSITIVE_INFINITY;
    const scratch = this.cells * 4;
    for (let cell = 0; cell < this.cells; cell++) {
      if ((this.grid[cell] ?? 0) !== -1) continue;
      const count = this.fillCandidates(cell, scratch);
      if (count < bestCount) {
        best = cell;
        bestCount = count;
        for (let k = 0; k < this.turnsCount; k++)
          this.candidates[base + k] = this.candidates[scratch + k] ?? 0;
        if (count <= 1) break;
      }
    }
    return bestCount === 0 ? -1 : best;
  }

  private outOfBudget(): boolean {
    const { maxNodes, deadline, now } = this.options;
    if (maxNodes !== undefined && this.nodes >= maxNodes) {
      this.stopped = 'node-limit';
      return true;
    }
    if (deadline !== undefined && now && (this.nodes & 1023) === 0 && now() >= deadline) {
      this.stopped = 'timeout';
      return true;
    }
    return false;
  }

  /** Depth-first search; returns false when the search must stop (first solution or budget). */
  private descend(depth: number): boolean {
    if (this.filled === this.cells) {
      this.solutions++;
      if (!this.first) this.first = this.grid.slice();
      if (!this.options.all) {
        this.stopped = 'first-solution';
        return false;
      }
      return true;
    }
    const base = depth * 4;
    const cell = this.chooseCell(base);
    if (cell === -1) return true;
    for (let k = 0; k < this.turnsCount; k++) {
      let m = this.candidates[base + k] ?? 0;
      while (m !== 0) {
        const bit = m & -m;
        m ^= bit;
        const p = 31 - Math.clz32(bit);
        const code = p * 4 + k;
        this.nodes++;
        if (this.outOfBudget()) return false;
        this.place(cell, code);
        const go = this.feasible() ? this.descend(depth + 1) : true;
        this.remove(cell, code);
        if (!go) return false;
      }
    }
    return true;
  }

  run(): SolveResult {
    const feasible = this.feasible();
    const finished = feasible ? this.descend(0) : true;
    const complete = finished && this.stopped === null;
    const first = this.first ? this.toArrangement(this.first) : null;
    return {
      complete,
      // Without a full search, report what was found; the doubling only holds for exhaustive counts.
      solutions: this.doubled && complete ? this.solutions * 2 : this.solutions,
      first,
      nodes: this.nodes,
      stopped: complete ? null : this.stopped,
    };
  }

  private toArrangement(grid: Int32Array): Arrangement {
    const rows: Placement[][] = [];
    for (let r = 0; r < this.rows; r++) {
      const row: Placement[] = [];
      for (let c = 0; c < this.cols; c++) {
        const code = grid[r * this.cols + c] ?? 0;
        row.push({ token: (this.pieces[code >> 2] as SolverPiece).token, turns: code & 3 });
      }
      rows.push(row);
    }
    return rows;
  }
}

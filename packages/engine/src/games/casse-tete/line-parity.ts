import type { Side } from './geometry';
import { BOTTOM, LEFT, RIGHT, TOP } from './geometry';
/**
 * Parity test for a single row (1 × N) or column (N × 1) with rotation.
 *
 * In a line every piece shows one pair of opposite sides along the line (its "axis") and the other
 * pair to the border; rotation only chooses which axis and in which direction. Along the line each
 * internal edge joins two equal values, so counting every along-axis side, each value occurs an even
 * number of times except the two outer end values. Over GF(2), with e_v the unit vector of value v:
 *
 *   ⊕ over all pieces of (e_a ⊕ e_b for its axis {a, b})  =  e_leftEnd ⊕ e_rightEnd.
 *
 * Placed pieces have a known axis; each remaining piece contributes either of its two axes, so the
 * left side ranges over a coset (base ⊕ span of the per-piece differences). The line can only be
 * completed if that coset contains the end vector: a Gaussian elimination decides it. For the game's
 * 30 tokens this proves, without search, that no 1 × 30 or 30 × 1 arrangement exists, where plain
 * backtracking visits hundreds of millions of nodes.
 */
export class LineParity {
  private readonly words: number;
  /** Per piece: the vector of its turns-0 axis along the line, and the difference with the other. */
  private readonly base: Int32Array;
  private readonly toggle: Int32Array;
  /** Per placement code (piece * 4 + turns): its along-line axis vector. */
  private readonly along: Int32Array;
  private readonly basis: Int32Array;
  private readonly pivots: Int32Array;
  private readonly work: Int32Array;
  private readonly reducedUnits: Int32Array;

  /**
   * @param sideValue (piece * 4 + turns) * 4 + side → value id (sides by `Side`, clockwise from the top)
   * @param horizontal true for a row (axis left–right), false for a column (axis top–bottom)
   */
  constructor(
    private readonly pieces: number,
    private readonly values: number,
    private readonly sideValue: Int32Array,
    private readonly horizontal: boolean,
  ) {
    const w = Math.ceil(values / 32) || 1;
    this.words = w;
    this.base = new Int32Array(pieces * w);
    this.toggle = new Int32Array(pieces * w);
    this.along = new Int32Array(pieces * 4 * w);
    const [a, b] = horizontal ? [LEFT, RIGHT] : [TOP, BOTTOM];
    for (let code = 0; code < pieces * 4; code++) {
      this.flip(this.along, code * w, this.side(code, a));
      this.flip(this.along, code * w, this.side(code, b));
    }
    for (let p = 0; p < pieces; p++) {
      // Turns 0 and 1 show the two different axes along the line.
      for (let i = 0; i < w; i++) {
        const zero = this.along[p * 4 * w + i] ?? 0;
        const one = this.along[(p * 4 + 1) * w + i] ?? 0;
        this.base[p * w + i] = zero;
        this.toggle[p * w + i] = zero ^ one;
      }
    }
    this.basis = new Int32Array(values * w);
    this.pivots = new Int32Array(values);
    this.work = new Int32Array(w);
    this.reducedUnits = new Int32Array(values * w);
  }

  private side(code: number, side: Side): number {
    return this.sideValue[code * 4 + side] ?? 0;
  }

  private flip(target: Int32Array, offset: number, value: number): void {
    const i = offset + (value >>> 5);
    target[i] = (target[i] ?? 0) ^ (1 << (value & 31));
  }

  /**
   * @param line the placement code in each cell along the line (−1 when empty)
   * @param free bit mask of the pieces not yet placed
   */
  feasible(line: Int32Array, free: number): boolean {
    const w = this.words;
    const t = this.work;
    t.fill(0);
    for (let cell = 0; cell < line.length; cell++) {
      const code = line[cell] ?? -1;
      if (code === -1) continue;
      for (let i = 0; i < w; i++) t[i] = (t[i] ?? 0) ^ (this.along[code * w + i] ?? 0);
    }
    // Build an echelon basis of the remaining pieces' choices, and fold their base axes into t.
    let rank = 0;
    for (let p = 0; p < this.pieces; p++) {
      if ((free & (1 << p)) === 0) continue;
      for (let i = 0; i < w; i++) t[i] = (t[i] ?? 0) ^ (this.base[p * w + i] ?? 0);
      const row = rank * w;
      for (let i = 0; i < w; i++) this.basis[row + i] = this.toggle[p * w + i] ?? 0;
      this.reduce(this.basis, row, rank);
      const pivot = this.highestBit(this.basis, row);
      if (pivot >= 0) {
        this.pivots[rank] = pivot;
        rank++;
      }
    }
    // Known end values belong on the right-hand side; unknown ends are free unit vectors.
    const [startSide, endSide] = this.horizontal ? [LEFT, RIGHT] : [TOP, BOTTOM];
    const last = line.length - 1;
    const start = line[0] ?? -1;
    const end = line[last] ?? -1;
    let freeEnds = 0;
    if (start === -1) freeEnds++;
    else this.flip(t, 0, this.side(start, startSide));
    if (end === -1) freeEnds++;
    else this.flip(t, 0, this.side(end, endSide));
    this.reduce(t, 0, rank);
    if (this.isZero(t, 0)) return true;
    if (freeEnds === 0) return false;
    const units = this.reducedUnits;
    for (let v = 0; v < this.values; v++) {
      units.fill(0, v * w, v * w + w);
      this.flip(units, v * w, v);
      this.reduce(units, v * w, rank);
      if (this.equal(units, v * w, t, 0)) return true;
    }
    if (freeEnds === 1) return false;
    for (let x = 0; x < this.values; x++) {
      for (let y = x + 1; y < this.values; y++) {
        let same = true;
        for (let i = 0; i < w && same; i++) {
          same = ((units[x * w + i] ?? 0) ^ (units[y * w + i] ?? 0)) === (t[i] ?? 0);
        }
        if (same) return true;
      }
    }
    return false;
  }

  /** Clears from the vector at `offset` every pivot bit of the first `rank` basis rows. */
  private reduce(target: Int32Array, offset: number, rank: number): void {
    const w = this.words;
    for (let r = 0; r < rank; r++) {
      const pivot = this.pivots[r] ?? 0;
      const i = offset + (pivot >>> 5);
      if (((target[i] ?? 0) & (1 << (pivot & 31))) === 0) continue;
      for (let j = 0; j < w; j++)
        target[offset + j] = (target[offset + j] ?? 0) ^ (this.basis[r * w + j] ?? 0);
    }
  }

  private highestBit(source: Int32Array, offset: number): number {
    for (let i = this.words - 1; i >= 0; i--) {
      const word = source[offset + i] ?? 0;
      if (word !== 0) return i * 32 + 31 - Math.clz32(word);
    }
    return -1;
  }

  private isZero(source: Int32Array, offset: number): boolean {
    for (let i = 0; i < this.words; i++) if ((source[offset + i] ?? 0) !== 0) return false;
    return true;
  }

  private equal(a: Int32Array, ao: number, b: Int32Array, bo: number): boolean {
    for (let i = 0; i < this.words; i++) if ((a[ao + i] ?? 0) !== (b[bo + i] ?? 0)) return false;
    return true;
  }
}

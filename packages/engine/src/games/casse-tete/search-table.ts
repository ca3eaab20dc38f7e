import { CANDIDATES, cellKey } from './board';
import { SIDE_DX, SIDE_DY, SIDE_IDS } from './geometry';
import { POINTS } from './moves';
import { PENALTY_PER_TOKEN } from './rules';

/**
 * A mutable, allocation-free copy of a Casse-tête game for the bots' playouts. The engine's `apply`
 * builds a new immutable state per step (right for records, too slow for thousands of playouts per
 * decision); this table keeps the frontier incrementally — placing a token updates only its four
 * neighbours — and is reset by undoing exactly the cells it touched.
 *
 * Hands are bit sets (bit `token`), the bank is an ordered list: a determinization shuffles the
 * unseen tokens once, so drawing the next one is as random as drawing uniformly from the set.
 * Cells use the same keys as board.ts (`cellKey`), so a placement's key is `cellKey(x, y)`.
 */

const SPAN = 128;
const CELLS = SPAN * SPAN;
/** Key offset to the neighbour on each side (`Side` order: top, right, bottom, left). */
const DELTA: readonly number[] = [0, 1, 2, 3].map((s) => (SIDE_DX[s] ?? 0) * SPAN + (SIDE_DY[s] ?? 0));
const D0 = DELTA[0] ?? 0;
const D1 = DELTA[1] ?? 0;
const D2 = DELTA[2] ?? 0;
const D3 = DELTA[3] ?? 0;

/** A small fast PRNG (mulberry32) for playout choices; seeded from the bot's seeded Rng. */
export class PlayoutRng {
  private s: number;
  constructor(seed: number) {
    this.s = seed | 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) | 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
  /** Uniform in [0, n) for small n (the bias of a modulo on 32 bits is negligible here). */
  int(n: number): number {
    return this.next() % n;
  }
}

export class PlayoutTable {
  readonly code = new Int16Array(CELLS);
  private readonly need = new Int16Array(CELLS * 4);
  private readonly touch = new Uint8Array(CELLS);
  /** Position + 1 of a cell in `frontier`, 0 when it is not on the frontier. */
  private readonly fpos = new Int16Array(CELLS);
  private readonly frontier = new Int32Array(256);
  private fcount = 0;
  private readonly dirty = new Int32Array(1024);
  private dcount = 0;

  players = 2;
  rotation = true;
  readonly hands = new Int32Array(4);
  readonly counts = new Int32Array(4);
  readonly scores = new Int32Array(4);
  readonly bank = new Int8Array(32);
  bankTop = 0;
  bankLength = 0;
  current = 0;
  over = false;
  placedCount = 0;

  /** The last choice of `choose*`: the cell key, the placed code (token * 4 + turns), the touching count. */
  chosenKey = -1;
  chosenCode = 0;
  chosenTouch = 0;

  /** Empties the table (undoing only the cells used since the last clear). */
  clear(): void {
    for (let i = 0; i < this.dcount; i++) {
      const key = this.dirty[i] ?? 0;
      this.code[key] = 0;
      this.fpos[key] = 0;
    }
    this.dcount = 0;
    this.fcount = 0;
    this.placedCount = 0;
    this.over = false;
  }

  /** Lays a placed code on a cell (no legality check: callers place only what fits). */
  place(key: number, code: number): void {
    this.code[key] = code;
    this.dirty[this.dcount++] = key;
    this.placedCount++;
    const at = this.fpos[key] ?? 0;
    if (at !== 0) {
      const last = this.frontier[--this.fcount] ?? 0;
      this.frontier[at - 1] = last;
      this.fpos[last] = at;
      this.fpos[key] = 0;
    }
    const sides = code * 4;
    this.addNeighbour(key + D0, 2, SIDE_IDS[sides] ?? 0);
    this.addNeighbour(key + D1, 3, SIDE_IDS[sides + 1] ?? 0);
    this.addNeighbour(key + D2, 0, SIDE_IDS[sides + 2] ?? 0);
    this.addNeighbour(key + D3, 1, SIDE_IDS[sides + 3] ?? 0);
  }

  /** The empty cell `nkey` now needs `value` on its side `side`. */
  private addNeighbour(nkey: number, side: number, value: number): void {
    if (this.code[nkey] !== 0) return;
    const base = nkey * 4;
    if (this.fpos[nkey] === 0) {
      this.frontier[this.fcount++] = nkey;
      this.fpos[nkey] = this.fcount;
      this.dirty[this.dcount++] = nkey;
      this.need[base] = -1;
      this.need[base + 1] = -1;
      this.need[base + 2] = -1;
      this.need[base + 3] = -1;
      this.touch[nkey] = 0;
    }
    this.need[base + side] = value;
    this.touch[nkey] = (this.touch[nkey] ?? 0) + 1;
  }

  private fits(base: number, sides: number): boolean {
    const need = this.need;
    const n0 = need[base] ?? -1;
    if (n0 >= 0 && SIDE_IDS[sides] !== n0) return false;
    const n1 = need[base + 1] ?? -1;
    if (n1 >= 0 && SIDE_IDS[sides + 1] !== n1) return false;
    const n2 = need[base + 2] ?? -1;
    if (n2 >= 0 && SIDE_IDS[sides + 2] !== n2) return false;
    const n3 = need[base + 3] ?? -1;
    return n3 < 0 || SIDE_IDS[sides + 3] === n3;
  }

  /**
   * Greedy choice for a hand: among the placements that touch the most tokens, a uniformly random
   * one (reservoir sampling); a `randomShare` of the time, any placement that fits at random.
   * Sets `chosen*` and returns false when nothing fits.
   */
  chooseGreedy(hand: number, rng: PlayoutRng, randomShare: number): boolean {
    const anyMove = randomShare > 0 && rng.next() < randomShare * 4294967296;
    let best = anyMove ? 1 : 0;
    let ties = 0;
    const rotation = this.rotation;
    for (let i = 0; i < this.fcount; i++) {
      const key = this.frontier[i] ?? 0;
      const t = this.touch[key] ?? 0;
      if (t < best) continue;
      const base = key * 4;
      let side = 0;
      while ((this.need[base + side] ?? -1) < 0) side++;
      const candidates = CANDIDATES[(this.need[base + side] ?? 0) * 4 + side];
      if (!candidates) continue;
      for (let c = 0; c < candidates.length; c++) {
        const code = candidates[c] ?? 0;
        if ((hand & (1 << (code >> 2))) === 0) continue;
        if (!rotation && (code & 3) !== 0) continue;
        if (!this.fits(base, code * 4)) continue;
        if (t > best && !anyMove) {
          best = t;
          ties = 0;
        }
        ties++;
        if (ties === 1 || rng.int(ties) === 0) {
          this.chosenKey = key;
          this.chosenCode = code;
          this.chosenTouch = t;
        }
      }
    }
    return ties > 0;
  }

  /** Can some token of the hand be laid anywhere? */
  canPlace(hand: number): boolean {
    const rotation = this.rotation;
    for (let i = 0; i < this.fcount; i++) {
      const key = this.frontier[i] ?? 0;
      const base = key * 4;
      let side = 0;
      while ((this.need[base + side] ?? -1) < 0) side++;
      const candidates = CANDIDATES[(this.need[base + side] ?? 0) * 4 + side];
      if (!candidates) continue;
      for (let c = 0; c < candidates.length; c++) {
        const code = candidates[c] ?? 0;
        if ((hand & (1 << (code >> 2))) === 0) continue;
        if (!rotation && (code & 3) !== 0) continue;
        if (this.fits(base, code * 4)) return true;
      }
    }
    return false;
  }

  /** Touching count of an empty cell (for scoring a root move). */
  touching(key: number): number {
    return this.fpos[key] !== 0 ? (this.touch[key] ?? 0) : 0;
  }

  /**
   * The current seat's turn, exactly as rules.ts plays it: lay the placement `chosen*` (when
   * `placed`) and score it, draw a token if the bank has one, then end the game or pass the turn.
   */
  playTurn(placed: boolean): void {
    const seat = this.current;
    if (placed) {
      this.place(this.chosenKey, this.chosenCode);
      this.scores[seat] = (this.scores[seat] ?? 0) + (POINTS[this.chosenTouch] ?? 0);
      this.hands[seat] = (this.hands[seat] ?? 0) & ~(1 << (this.chosenCode >> 2));
      this.counts[seat] = (this.counts[seat] ?? 0) - 1;
    }
    if (this.bankTop < this.bankLength) {
      this.hands[seat] = (this.hands[seat] ?? 0) | (1 << (this.bank[this.bankTop++] ?? 0));
      this.counts[seat] = (this.counts[seat] ?? 0) + 1;
    }
    if (this.counts[seat] === 0) {
      this.over = true;
      return;
    }
    if (this.bankTop >= this.bankLength) {
      let someone = false;
      for (let p = 0; p < this.players && !someone; p++) someone = this.canPlace(this.hands[p] ?? 0);
      if (!someone) {
        this.over = true;
        return;
      }
    }
    this.current = (seat + 1) % this.players;
  }

  /** Plays the game to its end with the (randomised) greedy policy for every seat. */
  playOut(rng: PlayoutRng, randomShare: number): void {
    for (let guard = 0; !this.over && guard < 400; guard++) {
      const seat = this.current;
      this.playTurn(this.chooseGreedy(this.hands[seat] ?? 0, rng, randomShare));
    }
  }

  /** Final score of a seat, after the hand penalty. */
  finalScore(seat: number): number {
    return (this.scores[seat] ?? 0) - PENALTY_PER_TOKEN * (this.counts[seat] ?? 0);
  }
}

/** The table key of a placement cell (always on the table's window for legal moves). */
export const placementKey = (x: number, y: number): number => cellKey(x, y);

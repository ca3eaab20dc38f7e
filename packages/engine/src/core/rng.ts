/**
 * A small, fast, seedable PRNG (sfc32) whose whole state is four unsigned 32-bit integers, so it can
 * live inside a JSON game state and be replayed exactly. Every function is pure: it returns the
 * advanced state instead of mutating it.
 */
export type RngState = readonly [number, number, number, number];

/** Hashes a seed (string or number) into a well-mixed generator state (cyrb128 + warm-up). */
export function seedRng(seed: string | number): RngState {
  const text = String(seed);
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  let state: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

/** One sfc32 step: a uniform 32-bit unsigned integer and the next state. */
export function nextUint32(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/**
 * A uniform double in [0, 1) with 53 random bits: two sfc32 steps, written out so that the hot path
 * of every dice roll allocates one state instead of three.
 */
export function nextFloat(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  let t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  const hi = t >>> 0;
  t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  const lo = t >>> 0;
  return [((hi >>> 5) * 67108864 + (lo >>> 6)) / 9007199254740992, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** A uniform integer in [0, n), for 1 ≤ n ≤ 2^32, without modulo bias (rejection sampling). */
export function nextInt(state: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n < 1 || n > 4294967296) throw new RangeError(`nextInt: bad bound ${n}`);
  const limit = 4294967296 - (4294967296 % n);
  let s = state;
  for (;;) {
    const [x, next] = nextUint32(s);
    s = next;
    if (x < limit) return [x % n, s];
  }
}

/** Fisher–Yates shuffle of a copy of `items`. */
export function shuffle<T>(items: readonly T[], state: RngState): [T[], RngState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(s, i + 1);
    s = next;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, s];
}

/**
 * A mutable wrapper for drivers (simulations, bots, benchmarks) that draw many numbers in a loop and
 * keep their randomness outside any game state.
 */
export class Rng {
  constructor(public state: RngState) {}

  static fromSeed(seed: string | number): Rng {
    return new Rng(seedRng(seed));
  }

  int(n: number): number {
    const [value, next] = nextInt(this.state, n);
    this.state = next;
    return value;
  }

  float(): number {
    const [value, next] = nextFloat(this.state);
    this.state = next;
    return value;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.int(items.length)] as T;
  }
}

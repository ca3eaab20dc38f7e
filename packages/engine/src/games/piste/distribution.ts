/**
 * The exact distribution of a lone pawn's number of turns, and what it implies for a whole game.
 * Pawns never interact, so a game is several independent copies of the lone-pawn chain taking turns.
 */
import type { DicePolicy } from './policy';
import type { PawnChain } from './transitions';

/** Propagation stops once less than this much probability is still on the board. */
export const RESIDUAL_MASS = 1e-15;

export interface TurnDistribution {
  /** probabilities[t − 1] = P(T = t), the pawn reaches END on its t-th turn, for t = 1..tmax. */
  readonly probabilities: Float64Array;
  readonly tmax: number;
  /** P(T > tmax): the mass left on the board when propagation stopped (< RESIDUAL_MASS). */
  readonly residual: number;
}

/** A chain's transitions for one policy, flattened for the propagation's tight loop. */
interface FlatSteps {
  /** Steps of square `from` are indices start[from] .. start[from + 1] − 1. */
  readonly start: Int32Array;
  readonly to: Int32Array;
  /** 0: plain move, 1: bounce (the pawn becomes overshot), 2: reached END. */
  readonly kind: Uint8Array;
  readonly probability: Float64Array;
}

function flatten(chain: PawnChain, diceAt: (from: number) => 1 | 2, bouncesMatter = true): FlatSteps {
  const all = Array.from({ length: chain.end }, (_, from) => chain.steps[diceAt(from)][from] ?? []);
  const total = all.reduce((sum, steps) => sum + steps.length, 0);
  const flat = {
    start: new Int32Array(chain.end + 1),
    to: new Int32Array(total),
    kind: new Uint8Array(total),
    probability: new Float64Array(total),
  };
  let i = 0;
  all.forEach((steps, from) => {
    flat.start[from] = i;
    for (const s of steps) {
      flat.to[i] = s.to;
      flat.kind[i] = s.won ? 2 : s.backward && bouncesMatter ? 1 : 0;
      flat.probability[i] = s.probability;
      i++;
    }
  });
  flat.start[chain.end] = i;
  return flat;
}

/**
 * Pushes the probability mass of a pawn starting fresh on 0 through the chain, turn by turn, under
 * `policy` once overshot, recording the mass that reaches END at each turn.
 */
export function turnDistribution(
  chain: PawnChain,
  policy: DicePolicy,
  maxTurns = 1_000_000,
): TurnDistribution {
  const n = chain.end;
  // When the policy never rolls one die the overshot flag changes nothing: keeping every pawn in the
  // fresh half halves the work without changing a single probability.
  const freshSteps = flatten(
    chain,
    () => 2,
    policy.some((d) => d === 1),
  );
  const overSteps = flatten(chain, (from) => policy[from] ?? 2);
  let fresh = new Float64Array(n);
  let over = new Float64Array(n);
  let nextFresh = new Float64Array(n);
  let nextOver = new Float64Array(n);
  fresh[0] = 1;
  let remaining = 1;
  const probabilities: number[] = [];
  while (remaining >= RESIDUAL_MASS && probabilities.length < maxTurns) {
    nextFresh.fill(0);
    nextOver.fill(0);
    let finished = 0;
    for (let from = 0; from < n; from++) {
      const f = fresh[from] as number;
      if (f > 0) {
        for (let i = freshSteps.start[from] as number; i < (freshSteps.start[from + 1] as number); i++) {
          const m = f * (freshSteps.probability[i] as number);
          const kind = freshSteps.kind[i];
          const to = freshSteps.to[i] as number;
          if (kind === 2) finished += m;
          else if (kind === 1) nextOver[to] = (nextOver[to] as number) + m;
          else nextFresh[to] = (nextFresh[to] as number) + m;
        }
      }
      const o = over[from] as number;
      if (o > 0) {
        for (let i = overSteps.start[from] as number; i < (overSteps.start[from + 1] as number); i++) {
          const m = o * (overSteps.probability[i] as number);
          const to = overSteps.to[i] as number;
          if (overSteps.kind[i] === 2) finished += m;
          else nextOver[to] = (nextOver[to] as number) + m;
        }
      }
    }
    probabilities.push(finished);
    [fresh, nextFresh] = [nextFresh, fresh];
    [over, nextOver] = [nextOver, over];
    // Summing what is left (rather than subtracting what finished) keeps the residual accurate
    // far below the rounding error of 1 − Σ f.
    remaining = 0;
    for (let i = 0; i < n; i++) remaining += (fresh[i] as number) + (over[i] as number);
  }
  return { probabilities: Float64Array.from(probabilities), tmax: probabilities.length, residual: remaining };
}

/** The mean of the distribution (the tail beyond tmax, below 1e-15, is left out). */
export function distributionMean(d: TurnDistribution): number {
  let mean = 0;
  d.probabilities.forEach((p, i) => {
    mean += (i + 1) * p;
  });
  return mean;
}

/** The smallest t with P(T ≤ t) ≥ q. */
export function quantile(d: TurnDistribution, q: number): number {
  let cumulative = 0;
  for (let i = 0; i < d.tmax; i++) {
    cumulative += d.probabilities[i] as number;
    if (cumulative >= q) return i + 1;
  }
  return d.tmax;
}

/** survival[t] = P(T > t) for t = 0..tmax, summed from the tail so small values stay accurate. */
function survival(d: TurnDistribution): Float64Array {
  const s = new Float64Array(d.tmax + 1);
  s[d.tmax] = d.residual;
  for (let t = d.tmax - 1; t >= 0; t--) s[t] = (s[t + 1] as number) + (d.probabilities[t] as number);
  return s;
}

/**
 * P(seat k wins at its t-th turn) for every k and t: seat k (k-th in turn order, seat 0 first)
 * finishes on its t-th turn while the k seats before it have played t turns without finishing and the
 * n − 1 − k seats after it have played t − 1: f(t) · S(t)^k · S(t − 1)^(n − 1 − k).
 */
function forEachWin(
  d: TurnDistribution,
  players: number,
  visit: (seat: number, t: number, p: number) => void,
) {
  const s = survival(d);
  for (let t = 1; t <= d.tmax; t++) {
    const f = d.probabilities[t - 1] as number;
    const before = s[t] as number;
    const after = s[t - 1] as number;
    for (let k = 0; k < players; k++) visit(k, t, f * before ** k * after ** (players - 1 - k));
  }
}

/** Each seat's probability of winning, in turn order (seat 0 plays first). */
export function seatWinProbabilities(d: TurnDistribution, players: number): number[] {
  const wins = new Array<number>(players).fill(0);
  forEachWin(d, players, (k, _t, p) => {
    wins[k] = (wins[k] as number) + p;
  });
  return wins;
}

/**
 * The expected number of turns in a whole game, all seats together (the engine's `turns` counter):
 * when seat k wins on its t-th turn, (t − 1) · n + k + 1 turns have been played.
 */
export function expectedGameTurns(d: TurnDistribution, players: number): number {
  let mean = 0;
  forEachWin(d, players, (k, t, p) => {
    mean += ((t - 1) * players + k + 1) * p;
  });
  return mean;
}

/**
 * Expected turns of a lone pawn and the optimal one-die-or-two policy, solved exactly.
 *
 * A lone pawn's state is (square, overshot). Before any overshoot only two dice are allowed, and
 * forward moves keep the flag clear; a bounce sets it for good. So the overshot half of the chain is
 * closed, and is solved first (it holds the only choice); the fresh half then depends on it.
 *
 * Method: policy iteration with exact evaluation (Gaussian elimination with partial pivoting, in
 * double precision), starting from "always two dice", which is proper (every square reaches END).
 * Improvement switches a square to one die only when that is strictly better by more than
 * `TIE_TOLERANCE` turns, so ties go to two dice, the default move, and the loop stops exactly when
 * the policy is greedy with respect to its own values: the Bellman optimality condition.
 */
import { solveLinear } from '../../math/linear';
import type { BoardName } from './board';
import type { DiceCount, PawnChain, PawnStep } from './transitions';
import { pawnChain } from './transitions';

/** One die is preferred only when it saves more than this many expected turns. */
export const TIE_TOLERANCE = 1e-12;

/** For each square 0..END−1, the dice an overshot pawn rolls there. */
export type DicePolicy = readonly DiceCount[];

export interface PolicyValues {
  /** Expected turns to reach END from each square, pawn not yet overshot (always two dice). */
  readonly fresh: Float64Array;
  /** Expected turns from each square once overshot, following the policy. */
  readonly overshot: Float64Array;
}

/** Expected turns after one turn from `from` with these steps, given the values of where it lands. */
function stepValue(steps: readonly PawnStep[], fresh: Float64Array, overshot: Float64Array, isOver: boolean) {
  let value = 1;
  for (const s of steps) {
    if (s.won) continue;
    value += s.probability * ((isOver || s.backward ? overshot[s.to] : fresh[s.to]) as number);
  }
  return value;
}

/** Solves V = 1 + P V for the overshot half (P: the policy's transitions among overshot states). */
function solveOvershot(chain: PawnChain, policy: DicePolicy): Float64Array {
  const n = chain.end;
  const a = new Float64Array(n * n);
  const b = new Float64Array(n).fill(1);
  for (let from = 0; from < n; from++) {
    a[from * n + from] = 1;
    for (const s of chain.steps[policy[from] ?? 2][from] ?? []) {
      if (!s.won) a[from * n + s.to] = (a[from * n + s.to] as number) - s.probability;
    }
  }
  return solveLinear(a, b);
}

/** The fresh half: forward moves stay fresh, bounces land in the (already solved) overshot half. */
function solveFresh(chain: PawnChain, overshot: Float64Array): Float64Array {
  const n = chain.end;
  const a = new Float64Array(n * n);
  const b = new Float64Array(n).fill(1);
  for (let from = 0; from < n; from++) {
    a[from * n + from] = 1;
    for (const s of chain.steps[2][from] ?? []) {
      if (s.won) continue;
      if (s.backward) b[from] = (b[from] as number) + s.probability * (overshot[s.to] as number);
      else a[from * n + s.to] = (a[from * n + s.to] as number) - s.probability;
    }
  }
  return solveLinear(a, b);
}

/** Exact expected turns of a lone pawn following `policy` once overshot. */
export function evaluatePolicy(chain: PawnChain, policy: DicePolicy): PolicyValues {
  const overshot = solveOvershot(chain, policy);
  // With two dice everywhere the flag changes nothing, so both halves share one solution.
  const fresh = policy.every((d) => d === 2) ? overshot : solveFresh(chain, overshot);
  return { fresh, overshot };
}

/** Expected turns from each square when always rolling two dice: the plain chain, one solve. */
export function expectedTurnsTwoDice(chain: PawnChain): Float64Array {
  return solveOvershot(chain, new Array<DiceCount>(chain.end).fill(2));
}

/** Expected turns of an overshot pawn on `from` if it rolls `dice` now and then follows the values. */
export function choiceValue(chain: PawnChain, values: PolicyValues, from: number, dice: DiceCount): number {
  return stepValue(chain.steps[dice][from] ?? [], values.fresh, values.overshot, true);
}

/** The choice at one square given the values: one die only when strictly better (see TIE_TOLERANCE). */
export function greedyDice(chain: PawnChain, values: PolicyValues, from: number): DiceCount {
  return choiceValue(chain, values, from, 1) < choiceValue(chain, values, from, 2) - TIE_TOLERANCE ? 1 : 2;
}

export interface OptimalPolicy {
  readonly policy: DicePolicy;
  readonly values: PolicyValues;
  /** Policy evaluations done (the last one confirms the policy is stable). */
  readonly iterations: number;
}

/** Policy iteration (see the module comment). Throws if it fails to settle, which would be a bug. */
export function solveOptimalPolicy(chain: PawnChain): OptimalPolicy {
  let policy: DicePolicy = new Array<DiceCount>(chain.end).fill(2);
  for (let iterations = 1; iterations <= 100; iterations++) {
    const values = evaluatePolicy(chain, policy);
    const improved = policy.map((_, from) => greedyDice(chain, values, from));
    if (improved.every((d, from) => d === policy[from])) return { policy, values, iterations };
    policy = improved;
  }
  throw new Error(`policy iteration did not settle on ${chain.board}`);
}

const optimalPolicies = new Map<BoardName, OptimalPolicy>();

/** The optimal policy of a board, solved once and kept. */
export function optimalPolicy(board: BoardName): OptimalPolicy {
  let solved = optimalPolicies.get(board);
  if (!solved) {
    solved = solveOptimalPolicy(pawnChain(board));
    optimalPolicies.set(board, solved);
  }
  return solved;
}

/**
 * How many dice a pawn on `square` should roll to reach END in the fewest expected turns. A pawn that
 * has never overshot has no choice: two dice. Squares off the track (END or beyond) also answer 2.
 */
export function optimalDice(board: BoardName, square: number, overshot: boolean): DiceCount {
  if (!overshot) return 2;
  return optimalPolicy(board).policy[square] ?? 2;
}

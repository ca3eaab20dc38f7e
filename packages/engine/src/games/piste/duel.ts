/**
 * The two-player piste as a Markov game: playing to win rather than to finish fast.
 *
 * A state is (mover square, mover overshot, other square, other overshot), the mover being the
 * player about to choose dice, and V(state) is the probability that the mover eventually wins. With
 * dice d every end of turn (to, backward, won, p) comes from the lone-pawn chain (no rule is restated
 * here): a win is worth 1, otherwise the other player becomes the mover, so
 *   Q(d) = Σ_won p + Σ_not-won p · (1 − V(other, to)) = 1 − Σ_not-won p · V(other, to).
 * A player who maximises Q chooses by the opponent's position too; the solo-optimal policy
 * (policy.ts) ignores it. Each seat is a *role* with its own chooser: 'win' (maximise Q) or 'solo'
 * (the solo-optimal dice); when both roles choose alike one value table serves both.
 *
 * Method: Gauss–Seidel value iteration, in place, until a sweep changes no value by more than
 * `SWEEP_TOLERANCE`. Two things make it fast:
 * - Overshooting is permanent, so the pair of flags only grows: {both overshot} is closed and is
 *   solved first, then {one overshot} (which leads only into itself and the first), then {neither}.
 * - Most moves go forward, and V(m, o) depends on V(o, to) whose square sum o + to exceeds m + o when
 *   to > m. Sweeping each class by decreasing square sum therefore uses values already updated in
 *   the same sweep for every forward move; only bounces, raised numbers and the last ultimate (sent
 *   to 0) feed back. Bounces are most moves near END, so the classes with an overshot pawn still take
 *   60–110 sweeps (the natural index order takes 230, see bench/piste-duel.ts). Over-relaxation
 *   was tried and does not help: the alternation (1 − V of the opponent) makes it oscillate.
 * With two different roles the tables are coupled and settle about twice as slowly; only the
 * analysis solves those (the bot needs the single-table equilibrium).
 */
import type { BoardName } from './board';
import type { DicePolicy } from './policy';
import { optimalPolicy } from './policy';
import type { DiceCount, PawnChain } from './transitions';
import { pawnChain } from './transitions';

/** Sweeps stop once no value changed by more than this. */
export const SWEEP_TOLERANCE = 1e-13;

/** One die is preferred only when it wins more often by more than this (ties go to two dice). */
export const WIN_TIE_TOLERANCE = 1e-12;

/** How a role chooses its dice once overshot: maximise its win probability, or the solo-optimal policy. */
export type DuelChooser = 'win' | 'solo';

export interface DuelSolution {
  readonly board: BoardName;
  readonly end: number;
  readonly choosers: readonly DuelChooser[];
  /** values[role][duelIndex(...)]: P(the mover, playing that role, wins). One table per distinct role. */
  readonly values: readonly Float64Array[];
  /** Gauss–Seidel sweeps done, per flag class: both overshot, one overshot, neither. */
  readonly sweeps: readonly [number, number, number];
}

/** Flattened non-winning ends of turn, per (dice, square), for the sweeps' tight loop. */
interface FlatChain {
  readonly end: number;
  /** Steps of square m with d dice: start[d − 1][m] .. start[d − 1][m + 1] − 1. */
  readonly start: readonly [Int32Array, Int32Array];
  readonly probability: Float64Array;
  /**
   * Where each step leads inside the next mover's table, relative to (other's class, other's square):
   * overshot'·END² + to, for a mover not yet overshot (the step's bounce decides) and one already so.
   */
  readonly offset: readonly [Int32Array, Int32Array];
}

function flattenChain(chain: PawnChain): FlatChain {
  const n = chain.end;
  const area = n * n;
  const starts: [Int32Array, Int32Array] = [new Int32Array(n + 1), new Int32Array(n + 1)];
  const probability: number[] = [];
  const fresh: number[] = [];
  const over: number[] = [];
  for (const dice of [1, 2] as const) {
    const start = starts[dice - 1] as Int32Array;
    for (let m = 0; m < n; m++) {
      start[m] = probability.length;
      for (const s of chain.steps[dice][m] ?? []) {
        if (s.won) continue;
        probability.push(s.probability);
        fresh.push((s.backward ? area : 0) + s.to);
        over.push(area + s.to);
      }
    }
    start[n] = probability.length;
  }
  return {
    end: n,
    start: starts,
    probability: Float64Array.from(probability),
    offset: [Int32Array.from(fresh), Int32Array.from(over)],
  };
}

const flatChains = new Map<BoardName, FlatChain>();

function flatChain(board: BoardName): FlatChain {
  let flat = flatChains.get(board);
  if (!flat) {
    flat = flattenChain(pawnChain(board));
    flatChains.set(board, flat);
  }
  return flat;
}

/** Index of a state in a value table: flag class (2·moverOvershot + otherOvershot), mover, other. */
export function duelIndex(end: number, mover: number, moverOver: boolean, other: number, otherOver: boolean) {
  return (((moverOver ? 2 : 0) + (otherOver ? 1 : 0)) * end + mover) * end + other;
}

/**
 * Σ over the mover's non-winning ends of turn with `dice` of p · V(next), where the next state is
 * (other, otherOver, to, moverOver || backward) and `base` = index of (otherOver, ·, other, ·).
 */
function continuation(
  flat: FlatChain,
  next: Float64Array,
  dice: DiceCount,
  mover: number,
  moverOver: number,
  base: number,
) {
  const start = flat.start[dice - 1] as Int32Array;
  const offset = flat.offset[moverOver] as Int32Array;
  const probability = flat.probability;
  const last = start[mover + 1] as number;
  let sum = 0;
  for (let i = start[mover] as number; i < last; i++) {
    sum += (probability[i] as number) * (next[base + (offset[i] as number)] as number);
  }
  return sum;
}

/** Index of (otherOver, ·, other, ·) in the next mover's table: the class and row of the next state. */
const nextBase = (end: number, other: number, otherOver: number) => (otherOver * 2 * end + other) * end;

/** The pairs (mover, other) of a class in decreasing order of mover + other (see the module comment). */
function sweepOrder(end: number): { movers: Int32Array; others: Int32Array } {
  const movers = new Int32Array(end * end);
  const others = new Int32Array(end * end);
  let i = 0;
  for (let sum = 2 * (end - 1); sum >= 0; sum--) {
    for (let m = Math.min(end - 1, sum); m >= 0 && sum - m < end; m--) {
      movers[i] = m;
      others[i] = sum - m;
      i++;
    }
  }
  return { movers, others };
}

/** The dice of a role at one state, given the win probabilities with one die and two. */
function roleDice(chooser: DuelChooser, solo: DicePolicy, q1: number, q2: number, m: number): DiceCount {
  if (chooser === 'solo') return solo[m] ?? 2;
  return q1 > q2 + WIN_TIE_TOLERANCE ? 1 : 2;
}

// Flag classes solved in turn (see the module comment), each as the (moverOver, otherOver) swept together.
const FLAG_CLASSES: readonly (readonly (readonly [number, number])[])[] = [
  [[1, 1]],
  [
    [1, 0],
    [0, 1],
  ],
  [[0, 0]],
];

/**
 * Solves the duel for the given roles (role r's opponent is role (r + 1) mod the number of roles):
 * ['win'] is the equilibrium, ['solo'] both solo-optimal, ['win', 'solo'] a best response to a
 * solo-optimal opponent.
 */
export function solveDuel(chain: PawnChain, choosers: readonly DuelChooser[]): DuelSolution {
  const end = chain.end;
  const area = end * end;
  const flat = flatChain(chain.board);
  const solo = optimalPolicy(chain.board).policy;
  const soloDice = Int32Array.from(solo);
  const roles = choosers.length;
  const values = choosers.map(() => new Float64Array(4 * area));
  const maximises = choosers.map((c) => c === 'win');
  const { movers, others } = sweepOrder(end);
  const sweeps: [number, number, number] = [0, 0, 0];
  FLAG_CLASSES.forEach((flags, c) => {
    for (let sweep = 1; sweep <= 100_000; sweep++) {
      let change = 0;
      // Pairs outermost: every table and flag pair of one (mover, other) is updated before the next,
      // so each update sees the freshest values of all the states it depends on.
      for (let k = 0; k < area; k++) {
        const m = movers[k] as number;
        const o = others[k] as number;
        for (const [a, b] of flags) {
          const index = (a * 2 + b) * area + m * end + o;
          const base = nextBase(end, o, b);
          for (let r = 0; r < roles; r++) {
            const next = values[(r + 1) % roles] as Float64Array;
            let v: number;
            if (a === 0) v = 1 - continuation(flat, next, 2, m, 0, base);
            else if (maximises[r] !== true)
              v = 1 - continuation(flat, next, soloDice[m] as DiceCount, m, 1, base);
            else {
              // Maximising Q is minimising the continuation sum.
              const s1 = continuation(flat, next, 1, m, 1, base);
              const s2 = continuation(flat, next, 2, m, 1, base);
              v = 1 - Math.min(s1, s2);
            }
            const table = values[r] as Float64Array;
            const delta = Math.abs(v - (table[index] as number));
            if (delta > change) change = delta;
            table[index] = v;
          }
        }
      }
      sweeps[c] = sweep;
      if (change < SWEEP_TOLERANCE) return;
    }
    throw new Error(`duel value iteration did not settle on ${chain.board}`);
  });
  return { board: chain.board, end, choosers, values, sweeps };
}

/** Win probabilities of the mover (playing `role`) with one die (if allowed) and two dice now. */
export interface DuelChoice {
  /** P(win) rolling one die now, then both following the solution; undefined if not overshot. */
  readonly one: number | undefined;
  readonly two: number;
  /** The role's own choice there ('win': one die only if strictly better; 'solo': the solo policy). */
  readonly dice: DiceCount;
}

export function duelChoice(
  solution: DuelSolution,
  role: number,
  mover: number,
  moverOver: boolean,
  other: number,
  otherOver: boolean,
): DuelChoice {
  const roles = solution.choosers.length;
  const next = solution.values[(role + 1) % roles] as Float64Array;
  const flat = flatChain(solution.board);
  const a = moverOver ? 1 : 0;
  const base = nextBase(solution.end, other, otherOver ? 1 : 0);
  const two = 1 - continuation(flat, next, 2, mover, a, base);
  if (!moverOver) return { one: undefined, two, dice: 2 };
  const one = 1 - continuation(flat, next, 1, mover, a, base);
  const chooser = solution.choosers[role % roles] as DuelChooser;
  return { one, two, dice: roleDice(chooser, optimalPolicy(solution.board).policy, one, two, mover) };
}

const equilibria = new Map<BoardName, DuelSolution>();

/** The equilibrium (both players maximise their win probability) of a board, solved on first use. */
export function duelEquilibrium(board: BoardName): DuelSolution {
  let solved = equilibria.get(board);
  if (!solved) {
    solved = solveDuel(pawnChain(board), ['win']);
    equilibria.set(board, solved);
  }
  return solved;
}

/** The mover's probability of winning a two-player game at the equilibrium. */
export function duelWinProbability(
  board: BoardName,
  mover: number,
  moverOver: boolean,
  other: number,
  otherOver: boolean,
): number {
  const solved = duelEquilibrium(board);
  return solved.values[0]?.[duelIndex(solved.end, mover, moverOver, other, otherOver)] ?? 0;
}

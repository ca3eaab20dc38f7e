/**
 * The exact analysis of la piste (issue 2): expected turns and their distribution for a lone pawn,
 * the optimal one-die-or-two choice on every square, and each seat's chance of winning. Everything is
 * solved from the lone-pawn Markov chain (see policy.ts and distribution.ts); nothing is sampled.
 */
import type { BoardName } from './board';
import type { TurnDistribution } from './distribution';
import {
  distributionMean,
  expectedGameTurns,
  quantile,
  seatWinProbabilities,
  turnDistribution,
} from './distribution';
import type { DicePolicy } from './policy';
import { choiceValue, expectedTurnsTwoDice, solveOptimalPolicy } from './policy';
import type { DiceCount, PawnChain } from './transitions';
import { buildChain } from './transitions';

export { optimalDice } from './policy';

export const PLAYER_COUNTS = [2, 3, 4] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

export type PolicyName = 'twoDice' | 'optimal';

/** The choice of an overshot pawn on one square. */
export interface SquareChoice {
  readonly square: number;
  /** Expected turns to END if it rolls one die now, then plays optimally. */
  readonly oneDie: number;
  /** Same with two dice now. */
  readonly twoDice: number;
  readonly best: DiceCount;
  /** Whether an overshot pawn can ever stand here in a game (e.g. never on 4, always sent to 2). */
  readonly reachable: boolean;
}

export interface DistributionSummary extends TurnDistribution {
  readonly mean: number;
  readonly median: number;
  readonly p90: number;
  readonly p99: number;
}

export interface PisteAnalysis {
  readonly board: BoardName;
  readonly end: number;
  /** Expected turns of a lone pawn from 0 always rolling two dice. */
  readonly expectedTurnsTwoDice: number;
  /** Same under the optimal policy (minimum expected turns). */
  readonly expectedTurnsOptimal: number;
  /** Squares where an overshot pawn should roll one die, ascending. */
  readonly oneDieSquares: number[];
  readonly squares: SquareChoice[];
  readonly policyIterations: number;
  readonly distribution: Readonly<Record<PolicyName, DistributionSummary>>;
  /** winProbability[policy][n][k]: seat k (k-th in turn order) wins an n-player game. */
  readonly winProbability: Readonly<Record<PolicyName, Readonly<Record<PlayerCount, number[]>>>>;
  /** Expected turns of a whole n-player game, all seats together. */
  readonly expectedGameTurns: Readonly<Record<PolicyName, Readonly<Record<PlayerCount, number>>>>;
}

function summarise(distribution: TurnDistribution): DistributionSummary {
  return {
    ...distribution,
    mean: distributionMean(distribution),
    median: quantile(distribution, 0.5),
    p90: quantile(distribution, 0.9),
    p99: quantile(distribution, 0.99),
  };
}

/** Overshot states an overshot pawn can stand on, whatever it chooses (search from every bounce). */
function reachableOvershot(chain: PawnChain): boolean[] {
  const freshSeen = new Array<boolean>(chain.end).fill(false);
  const overSeen = new Array<boolean>(chain.end).fill(false);
  const stack: [number, boolean][] = [[0, false]];
  freshSeen[0] = true;
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [from, isOver] = next;
    const choices: DiceCount[] = isOver ? [1, 2] : [2];
    for (const dice of choices) {
      for (const s of chain.steps[dice][from] ?? []) {
        if (s.won) continue;
        const over = isOver || s.backward;
        const seen = over ? overSeen : freshSeen;
        if (!seen[s.to]) {
          seen[s.to] = true;
          stack.push([s.to, over]);
        }
      }
    }
  }
  return overSeen;
}

function perPlayerCount<T>(of: (n: PlayerCount) => T): Record<PlayerCount, T> {
  return { 2: of(2), 3: of(3), 4: of(4) };
}

/** Solves the whole analysis of a board from scratch (the benchmark times this). */
export function solvePisteAnalysis(board: BoardName): PisteAnalysis {
  const chain = buildChain(board);
  const twoDiceValues = expectedTurnsTwoDice(chain);
  const optimal = solveOptimalPolicy(chain);
  const reachable = reachableOvershot(chain);
  const squares = optimal.policy.map((best, square) => ({
    square,
    oneDie: choiceValue(chain, optimal.values, square, 1),
    twoDice: choiceValue(chain, optimal.values, square, 2),
    best,
    reachable: reachable[square] ?? false,
  }));
  const twoDicePolicy: DicePolicy = new Array<DiceCount>(chain.end).fill(2);
  const distribution = {
    twoDice: summarise(turnDistribution(chain, twoDicePolicy)),
    optimal: summarise(turnDistribution(chain, optimal.policy)),
  };
  return {
    board,
    end: chain.end,
    expectedTurnsTwoDice: twoDiceValues[0] as number,
    expectedTurnsOptimal: optimal.values.fresh[0] as number,
    oneDieSquares: squares.filter((s) => s.best === 1).map((s) => s.square),
    squares,
    policyIterations: optimal.iterations,
    distribution,
    winProbability: {
      twoDice: perPlayerCount((n) => seatWinProbabilities(distribution.twoDice, n)),
      optimal: perPlayerCount((n) => seatWinProbabilities(distribution.optimal, n)),
    },
    expectedGameTurns: {
      twoDice: perPlayerCount((n) => expectedGameTurns(distribution.twoDice, n)),
      optimal: perPlayerCount((n) => expectedGameTurns(distribution.optimal, n)),
    },
  };
}

const analyses = new Map<BoardName, PisteAnalysis>();

/** The analysis of a board, solved once and kept (it never changes). */
export function analyzePiste(board: BoardName): PisteAnalysis {
  let analysis = analyses.get(board);
  if (!analysis) {
    analysis = solvePisteAnalysis(board);
    analyses.set(board, analysis);
  }
  return analysis;
}

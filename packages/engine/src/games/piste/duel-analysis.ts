/**
 * Does playing to win a two-player game differ from playing to finish in the fewest expected turns,
 * and by how much? Compares three solutions of the duel (duel.ts) with the solo-optimal policy.
 */
import type { BoardName } from './board';
import type { DuelSolution } from './duel';
import { duelChoice, duelEquilibrium, duelIndex, solveDuel } from './duel';
import { optimalDice } from './policy';
import type { DiceCount } from './transitions';
import { pawnChain } from './transitions';

/** A state of the duel, seen by the player about to choose dice. */
export interface DuelState {
  readonly mover: number;
  readonly moverOver: boolean;
  readonly other: number;
  readonly otherOver: boolean;
}

/** A state where playing to win rolls other dice than the solo-optimal policy. */
export interface DuelDifference extends DuelState {
  readonly solo: DiceCount;
  readonly duel: DiceCount;
  /** The mover's win probability rolling one die / two dice now, then both following the solution. */
  readonly one: number;
  readonly two: number;
  /** What the duel choice adds to the solo choice's win probability there (≥ 0). */
  readonly gain: number;
}

export interface DuelChoiceComparison {
  /** Reachable states with a choice where the duel's dice differ from the solo-optimal dice. */
  readonly differing: number;
  /** Those states, the largest gain first. */
  readonly differences: DuelDifference[];
}

export interface DuelComparison {
  readonly board: BoardName;
  readonly end: number;
  /** P(the first player wins) from the start (both on 0, neither overshot). */
  readonly firstPlayerWins: {
    readonly soloVsSolo: number;
    /** The first player best-responds to a solo-optimal second player. */
    readonly bestResponseVsSolo: number;
    /** The first player plays solo-optimal, the second best-responds. */
    readonly soloVsBestResponse: number;
    readonly equilibrium: number;
  };
  readonly states: {
    /** (mover square, overshot, other square, overshot): 4 · END². */
    readonly total: number;
    /** Reached from the start by some play of both players. */
    readonly reachable: number;
    /** Of those, the states where the mover may choose (it has overshot). */
    readonly withChoice: number;
  };
  /** Both players maximise their win probability; gains use the equilibrium values. */
  readonly equilibrium: DuelChoiceComparison;
  /** The mover best-responds to a solo-optimal opponent; gains use that game's values. */
  readonly bestResponse: DuelChoiceComparison;
  /**
   * The largest V_best-response(s) − V_solo(s) over reachable states: what switching from solo-optimal
   * to best-responding for the rest of the game is worth from one state, the opponent staying solo.
   */
  readonly largestValueGain: DuelState & { readonly gain: number };
  readonly sweeps: {
    readonly soloVsSolo: readonly number[];
    readonly bestResponse: readonly number[];
    readonly equilibrium: readonly number[];
  };
}

/** States reachable from the start whatever both players choose (a search over the duel's moves). */
export function reachableDuelStates(board: BoardName): Uint8Array {
  const chain = pawnChain(board);
  const end = chain.end;
  const seen = new Uint8Array(4 * end * end);
  const stack: DuelState[] = [{ mover: 0, moverOver: false, other: 0, otherOver: false }];
  seen[duelIndex(end, 0, false, 0, false)] = 1;
  for (let s = stack.pop(); s; s = stack.pop()) {
    const choices: DiceCount[] = s.moverOver ? [1, 2] : [2];
    for (const dice of choices) {
      for (const step of chain.steps[dice][s.mover] ?? []) {
        if (step.won) continue;
        const next = {
          mover: s.other,
          moverOver: s.otherOver,
          other: step.to,
          otherOver: s.moverOver || step.backward,
        };
        const index = duelIndex(end, next.mover, next.moverOver, next.other, next.otherOver);
        if (seen[index] === 0) {
          seen[index] = 1;
          stack.push(next);
        }
      }
    }
  }
  return seen;
}

/** Calls `visit` for every state of a board, in index order. */
function forEachState(end: number, visit: (s: DuelState, index: number) => void) {
  for (const moverOver of [false, true]) {
    for (const otherOver of [false, true]) {
      for (let mover = 0; mover < end; mover++) {
        for (let other = 0; other < end; other++) {
          visit({ mover, moverOver, other, otherOver }, duelIndex(end, mover, moverOver, other, otherOver));
        }
      }
    }
  }
}

/** Where role 0 of `solution` chooses other dice than the solo-optimal policy, at reachable states. */
function compareChoices(solution: DuelSolution, reachable: Uint8Array): DuelChoiceComparison {
  const differences: DuelDifference[] = [];
  forEachState(solution.end, (s, index) => {
    if (!s.moverOver || reachable[index] !== 1) return;
    const choice = duelChoice(solution, 0, s.mover, s.moverOver, s.other, s.otherOver);
    const solo = optimalDice(solution.board, s.mover, true);
    if (choice.dice === solo || choice.one === undefined) return;
    const value = (d: DiceCount) => (d === 1 ? (choice.one as number) : choice.two);
    differences.push({
      ...s,
      solo,
      duel: choice.dice,
      one: choice.one,
      two: choice.two,
      gain: value(choice.dice) - value(solo),
    });
  });
  differences.sort((x, y) => y.gain - x.gain);
  return { differing: differences.length, differences };
}

/** Solves the three duels of a board and compares them (the CLI's `analyze piste --duel`). */
export function compareDuel(board: BoardName): DuelComparison {
  const chain = pawnChain(board);
  const end = chain.end;
  const soloVsSolo = solveDuel(chain, ['solo']);
  const bestResponse = solveDuel(chain, ['win', 'solo']);
  const equilibrium = duelEquilibrium(board);
  const reachable = reachableDuelStates(board);
  const start = duelIndex(end, 0, false, 0, false);
  const at = (solution: DuelSolution, role: number, index: number) => solution.values[role]?.[index] ?? 0;
  let reachableCount = 0;
  let withChoice = 0;
  let largestValueGain = { mover: 0, moverOver: false, other: 0, otherOver: false, gain: 0 };
  forEachState(end, (s, index) => {
    if (reachable[index] !== 1) return;
    reachableCount++;
    if (s.moverOver) withChoice++;
    const gain = at(bestResponse, 0, index) - at(soloVsSolo, 0, index);
    if (gain > largestValueGain.gain) largestValueGain = { ...s, gain };
  });
  return {
    board,
    end,
    firstPlayerWins: {
      soloVsSolo: at(soloVsSolo, 0, start),
      bestResponseVsSolo: at(bestResponse, 0, start),
      soloVsBestResponse: at(bestResponse, 1, start),
      equilibrium: at(equilibrium, 0, start),
    },
    states: { total: 4 * end * end, reachable: reachableCount, withChoice },
    equilibrium: compareChoices(equilibrium, reachable),
    bestResponse: compareChoices(bestResponse, reachable),
    largestValueGain,
    sweeps: {
      soloVsSolo: soloVsSolo.sweeps,
      bestResponse: bestResponse.sweeps,
      equilibrium: equilibrium.sweeps,
    },
  };
}

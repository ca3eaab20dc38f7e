import { dieOutcomes, totalWeight } from '../../core/chance';
import type { BoardName } from './board';
import { movePawn, TRACKS } from './board';

/** One way a lone pawn's turn can end, with its exact probability. */
export interface PawnStep {
  readonly to: number;
  /** The move bounced off END: from now on the pawn has overshot. */
  readonly backward: boolean;
  readonly won: boolean;
  readonly probability: number;
}

export type DiceCount = 1 | 2;

/**
 * The lone-pawn Markov chain of a board: for each square 0..END−1 and each number of dice, every
 * possible end of turn. Built from the engine's own die and `movePawn`, so no rule is restated here.
 */
export interface PawnChain {
  readonly board: BoardName;
  readonly end: number;
  readonly steps: Readonly<Record<DiceCount, readonly (readonly PawnStep[])[]>>;
}

/** The distribution of the total of `count` fair d6, as [total, probability] pairs. */
function diceTotals(count: DiceCount): [number, number][] {
  const die = dieOutcomes(6);
  const dieWeight = totalWeight(die);
  let totals = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < count; i++) {
    const next = new Map<number, number>();
    for (const [sum, p] of totals) {
      for (const { outcome, weight } of die) {
        next.set(sum + outcome, (next.get(sum + outcome) ?? 0) + (p * weight) / dieWeight);
      }
    }
    totals = next;
  }
  return [...totals.entries()];
}

export function buildChain(board: BoardName): PawnChain {
  const track = TRACKS[board];
  const stepsFor = (count: DiceCount) => {
    const totals = diceTotals(count);
    return Array.from({ length: track.end }, (_, from) =>
      totals.map(([total, probability]) => {
        const move = movePawn(track, from, total);
        return { to: move.to, backward: move.backward, won: move.won, probability };
      }),
    );
  };
  return { board, end: track.end, steps: { 1: stepsFor(1), 2: stepsFor(2) } };
}

const chains = new Map<BoardName, PawnChain>();

/** The chain of a board, built once. */
export function pawnChain(board: BoardName): PawnChain {
  let chain = chains.get(board);
  if (!chain) {
    chain = buildChain(board);
    chains.set(board, chain);
  }
  return chain;
}

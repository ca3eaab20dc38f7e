import type { DecisionJudge, Judgement } from '../../review/types';
import { duelChoice, duelEquilibrium } from './duel';
import { choiceValue, optimalPolicy } from './policy';
import type { DiceCount } from './transitions';
import { pawnChain } from './transitions';
import type { PisteMove, PisteState } from './types';

const roll = (dice: DiceCount): PisteMove => ({ kind: 'roll', dice });

/**
 * The piste's decisions (one die or two, once overshot) judged exactly, as fort chooses: with two
 * players by the chance of winning from the solved duel, with more by the expected turns to the end
 * from the solo-optimal policy (see bots.ts for why). Everything is public: the state is the view.
 */
export const pisteJudge: DecisionJudge<PisteState, PisteMove> = {
  thresholds: {
    // Exact values: only float noise is a tie, and any loss is at least a small mistake. A choice
    // here rarely costs much (the dice decide most of the race), so two points of winning chance, or
    // a quarter of a turn, already make a big one.
    chance: { close: 1e-9, mistake: 0.02 },
    turns: { close: 1e-9, mistake: 0.25 },
  },
  judge(state, seat, move, legal) {
    if (legal.length < 2) return null;
    const square = state.positions[seat] ?? 0;
    const overshot = state.overshot[seat] ?? false;
    if (state.positions.length === 2) {
      const other = 1 - seat;
      const choice = duelChoice(
        duelEquilibrium(state.board),
        0,
        square,
        overshot,
        state.positions[other] ?? 0,
        state.overshot[other] ?? false,
      );
      const chance = (dice: DiceCount) => (dice === 1 ? (choice.one ?? 0) : choice.two);
      return judgement('chance', move, choice.dice, chance);
    }
    const values = optimalPolicy(state.board).values;
    const turns = (dice: DiceCount) => choiceValue(pawnChain(state.board), values, square, dice);
    return judgement('turns', move, optimalPolicy(state.board).policy[square] ?? 2, turns);
  },
};

function judgement(
  unit: 'chance' | 'turns',
  move: PisteMove,
  bestDice: DiceCount,
  value: (dice: DiceCount) => number,
): Judgement<PisteMove> {
  return {
    unit,
    best: bestDice === move.dice ? move : roll(bestDice),
    bestValue: value(bestDice),
    playedValue: value(move.dice),
  };
}

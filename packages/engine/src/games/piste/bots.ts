import type { Bot, BotSet } from '../../bots/bot';
import { randomBot } from '../../bots/random';
import { withSlips } from '../../bots/slips';
import { duelChoice, duelEquilibrium } from './duel';
import { choiceValue, optimalPolicy } from './policy';
import type { DiceCount } from './transitions';
import { pawnChain } from './transitions';
import type { PisteMove, PisteView } from './types';

type PisteBot = Bot<PisteView, PisteMove>;

const roll = (dice: DiceCount): PisteMove => ({ kind: 'roll', dice });
const hasChoice = (legal: readonly PisteMove[]) => legal.length > 1;

/** Probability that rolling `dice` from `square` lands exactly on END this turn. */
export function winNowProbability(view: PisteView, square: number, dice: DiceCount): number {
  const steps = pawnChain(view.board).steps[dice][square] ?? [];
  return steps.reduce((p, step) => p + (step.won ? step.probability : 0), 0);
}

/**
 * Best immediate gain: the number of dice that gives the better chance of winning this very turn
 * (two dice when equal).
 */
const greedy: PisteBot = {
  name: 'greedy',
  choose(view, seat, legal) {
    if (!hasChoice(legal)) return { move: roll(2), reason: { code: 'piste.no-choice' } };
    const square = view.positions[seat] ?? 0;
    const one = winNowProbability(view, square, 1);
    const two = winNowProbability(view, square, 2);
    const dice: DiceCount = one > two ? 1 : 2;
    return { move: roll(dice), reason: { code: 'piste.win-now', params: { dice, one, two } } };
  },
};

/**
 * The exact optimum. With two players: the dice that maximise the probability of winning given where
 * the opponent stands, from the solved duel (duel.ts, the equilibrium where both play to win). With
 * three or four players the state would hold every pawn and flag: (2 · 99)³ ≈ 7.8 million states on
 * the grande piste with three, 1.5 billion with four, far too many to solve in a browser worker; so it
 * plays the solo-optimal policy there: the choice that minimises its own expected number of turns
 * (policy.ts), which ignores the others.
 */
const fort: PisteBot = {
  name: 'fort',
  choose(view, seat, legal) {
    if (!hasChoice(legal)) return { move: roll(2), reason: { code: 'piste.no-choice' } };
    const square = view.positions[seat] ?? 0;
    if (view.positions.length === 2) {
      const other = 1 - seat;
      const choice = duelChoice(
        duelEquilibrium(view.board),
        0,
        square,
        view.overshot[seat] ?? false,
        view.positions[other] ?? 0,
        view.overshot[other] ?? false,
      );
      // The bot has overshot here (it has a choice), so the one-die probability is always defined.
      const params = { dice: choice.dice, winOne: choice.one ?? 0, winTwo: choice.two };
      return { move: roll(choice.dice), reason: { code: 'piste.win-probability', params } };
    }
    const chain = pawnChain(view.board);
    const { policy, values } = optimalPolicy(view.board);
    const dice = policy[square] ?? 2;
    const one = choiceValue(chain, values, square, 1);
    const two = choiceValue(chain, values, square, 2);
    return { move: roll(dice), reason: { code: 'piste.expected-turns', params: { dice, one, two } } };
  },
};

/**
 * The levels' strength, the one place to tune it: the share of choices on which a level slips and
 * rolls a random number of dice instead of fort's exact choice. The race is mostly luck: even fort
 * against random wins only about 57–59 % of 2-player games (bots.test.ts), so the whole ladder fits
 * in that room: facile chooses at random, moyen half the time, which puts it about halfway.
 */
export const PISTE_LEVELS = {
  facile: { slips: 1 },
  moyen: { slips: 0.5 },
} as const;

export const pisteBots: BotSet<PisteView, PisteMove> = {
  random: randomBot(),
  greedy,
  facile: withSlips('facile', fort, PISTE_LEVELS.facile.slips),
  moyen: withSlips('moyen', fort, PISTE_LEVELS.moyen.slips),
  fort,
};

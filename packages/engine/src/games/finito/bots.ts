import type { Bot, BotContext, BotSet } from '../../bots/bot';
import { outOfTime, searchBudget } from '../../bots/bot';
import { randomBot } from '../../bots/random';
import { withSlips } from '../../bots/slips';
import type { Seat } from '../../core/game';
import { greedyMove } from './greedy';
import type { PlanSettings } from './plan-search';
import { planMove } from './plan-search';
import type { FinitoMove, FinitoPlayerView, FinitoView } from './types';

/**
 * Finito's computer players. Each seat acts on its own board only and the other seats never touch
 * it, so every level plays its own board as well as it can (a good solo policy); the race between
 * seats only decides who finishes first. Every bot reads its seat's view: its board and its hand;
 * the face-down tokens are known as a set (1..12 minus the board minus the hand), never in order.
 *
 * Measured solo (bench/finito-bots.ts, 2,000 games, mean turns to Finito; the floor is 12): fort
 * 24.9, greedy and the planner without look-ahead 27.3, greedy with 15 % random moves 36.3. In
 * 2-player games fort scores 65% against greedy: a few random moves weigh more than the look-ahead,
 * which is why the levels below fort are tuned by their share of random moves (FINITO_LEVELS).
 */
type FinitoBot = Bot<FinitoView, FinitoMove>;

function own(view: FinitoView, seat: Seat): FinitoPlayerView {
  const player = view.players[seat];
  if (player === undefined) throw new RangeError(`the view has no seat ${seat}`);
  return player;
}

/** Best immediate gain: the existing greedy policy (order first, then tokens near evenly spread cells). */
const greedy: FinitoBot = {
  name: 'greedy',
  choose(view, seat, legal) {
    return { move: greedyMove(own(view, seat).board, legal) };
  },
};

/**
 * The levels' strength, the one place to tune it: the share of decisions on which a level slips and
 * plays a random legal move instead of its own choice (a child's slips). Tuned so that each level beats
 * the one below about 70–85 % of the time in 2-player games (`ludimaths tournament finito --bots
 * moyen,facile --games 300`; figures in bots.test.ts and the branch report).
 */
export const FINITO_LEVELS = {
  /** The greedy move, with this share of random moves. */
  facile: { slips: 0.25 },
  /** The planning evaluation without look-ahead, with this share of random moves. */
  moyen: { slips: 0.08 },
} as const;

/** The planning evaluation of the board after each move, without looking ahead. */
const planner: FinitoBot = {
  name: 'moyen',
  choose(view, seat, legal) {
    const player = own(view, seat);
    return { move: planMove({ board: player.board, hand: player.hand }, legal).move };
  },
};

/** A child: the greedy move most of the time, a random one now and then. */
const facile = withSlips('facile', greedy, FINITO_LEVELS.facile.slips);

/** Plans the next move well, but slips now and then. */
const moyen = withSlips('moyen', planner, FINITO_LEVELS.moyen.slips);

/** Moves searched one turn ahead when no budget is given (the rest are ranked by the evaluation). */
export const FORT_DEFAULT_WIDTH = 6;

function fortSettings(context: BotContext): PlanSettings {
  const budget = searchBudget(context, FORT_DEFAULT_WIDTH);
  if (budget.kind === 'work') return { lookahead: true, width: budget.work };
  return { lookahead: true, width: Number.POSITIVE_INFINITY, stop: () => outOfTime(budget) };
}

/**
 * Plans one turn ahead: for the most promising moves, the expectation over the 20 rolls of the next
 * turn (and the token turned up next) of the best evaluation after the next move. `iterations` is
 * the number of moves searched that way; `budgetMs` searches moves, best first, until time is up.
 */
const fort: FinitoBot = {
  name: 'fort',
  choose(view, seat, legal, context) {
    const player = own(view, seat);
    const plan = planMove({ board: player.board, hand: player.hand }, legal, fortSettings(context));
    return {
      move: plan.move,
      reason: {
        code: 'finito.plan',
        params: { expectedTurns: Math.round(plan.expectedTurns * 10) / 10, misplaced: plan.misplaced },
      },
    };
  },
};

export const finitoBots: BotSet<FinitoView, FinitoMove> = {
  random: randomBot(),
  greedy,
  facile,
  moyen,
  fort,
};

import type { Bot, BotContext, BotSet, Suggestion } from '../../bots/bot';
import { searchBudget } from '../../bots/bot';
import { randomBot } from '../../bots/random';
import type { Seat } from '../../core/game';
import { stateFromView } from './from-view';
import { greedyPolicy, immediatePoints } from './greedy';
import { explainSearch } from './hint-reason';
import type { Evaluation } from './search';
import { FULL_EVALUATION, Searcher } from './search';
import { moveFromCode, SearchPosition } from './search-position';
import { rateStartSides } from './start-side';
import type { ZigzagMove, ZigzagState, ZigzagView } from './types';

type ZigzagBot = Bot<ZigzagView, ZigzagMove>;

/** Nodes per move when the caller gives no budget: a few tenths of a second at most. */
export const DEFAULT_NODES = 300_000;
/** Most plies fort looks ahead (a game rarely needs more to be solved). */
const MAX_DEPTH = 60;
/** The share of a time budget the search may use, keeping the answer within the budget. */
const BUDGET_SHARE = 0.85;

const round1 = (x: number): number => Math.round(x * 10) / 10;

/** The moves a bot can choose among when it has no choice at all, or the view cannot be read. */
function forced(legal: readonly ZigzagMove[]): Suggestion<ZigzagMove> | null {
  const only = legal[0];
  if (legal.length === 1 && only) {
    return { move: only, reason: { code: only.kind === 'pass' ? 'zigzag.no-move' : 'zigzag.only-move' } };
  }
  return null;
}

function greedyChoice(state: ZigzagState, seat: Seat, legal: readonly ZigzagMove[], seed: string | number) {
  const move = greedyPolicy(seed)(state, seat, legal);
  return {
    move,
    reason: { code: 'zigzag.scores-now', params: { points: immediatePoints(state, seat, move) } },
  };
}

/** Best immediate gain: the move that scores most now (the engine's greedy policy), ties at random. */
const greedy: ZigzagBot = {
  name: 'greedy',
  choose(view, seat, legal, context) {
    const state = stateFromView(view, context.seed);
    if (!state) return { move: legal[0] as ZigzagMove };
    return forced(legal) ?? greedyChoice(state, seat, legal, context.seed);
  },
};

export interface SearchSettings {
  readonly maxDepth: number;
  readonly evaluation: Evaluation;
  /** Own moves looked at when choosing the start side. */
  readonly sideMoves: number;
  /**
   * The share of the budget this level searches (1 for fort): of the nodes (`iterations`, or
   * DEFAULT_NODES when none is given) or of the time (`budgetMs`). The weaker levels differ from fort
   * only by this share, so their strength is tuned by one number each (ZIGZAG_LEVELS).
   */
  readonly share: number;
}

function searchLimits(settings: SearchSettings, context: BotContext) {
  const base = { maxDepth: settings.maxDepth, evaluation: settings.evaluation };
  // The share applies to the default too: searchBudget scales only the budgets the context gives.
  const budget = searchBudget(context, Math.round(DEFAULT_NODES * settings.share), settings.share);
  if (budget.kind === 'work') return { ...base, maxNodes: budget.work };
  return { ...base, clock: budget.clock, deadline: budget.start + budget.ms * BUDGET_SHARE };
}

/**
 * A look-ahead bot: the start side by a short solo look-ahead, then alpha–beta over the move tree.
 * Exported for experiments (other evaluations or depths in a benchmark).
 */
export function searchBot(name: string, settings: SearchSettings): ZigzagBot {
  return {
    name,
    choose(view, seat, legal, context) {
      const state = stateFromView(view, context.seed);
      if (!state) return { move: legal[0] as ZigzagMove };
      const only = forced(legal);
      if (only) return only;
      if (state.phase === 'start-side') {
        const rated = rateStartSides(state, seat, settings.sideMoves);
        const move =
          legal.find((m) => m.kind === 'start-side' && m.side === rated.side) ?? (legal[0] as ZigzagMove);
        return {
          move,
          reason: {
            code: 'zigzag.start-side',
            params: { side: rated.side, top: round1(rated.top), bottom: round1(rated.bottom) },
          },
        };
      }
      const result = new Searcher(SearchPosition.fromState(state), searchLimits(settings, context)).run();
      const code = result.move;
      const move = moveFromCode(code, legal) ?? (legal[0] as ZigzagMove);
      return { move, reason: explainSearch(state, seat, move, result.depth, result.value) };
    },
  };
}

/**
 * The levels' strength, the one place to tune it: the share of fort's search budget each level gets
 * (fort searches DEFAULT_NODES nodes per move, or the whole time budget). Every level is the same
 * alpha–beta with the full evaluation, so a smaller share only means a shorter look-ahead; each step
 * down is a sixth to an eighth of the nodes, which wins about 70–85 % of games (figures in
 * bots.test.ts). A bigger gap between two shares makes that step steeper.
 */
export const ZIGZAG_LEVELS = {
  facile: { share: 1 / 48 },
  moyen: { share: 1 / 8 },
  fort: { share: 1 },
} as const;

const levelBot = (name: keyof typeof ZIGZAG_LEVELS) =>
  searchBot(name, {
    maxDepth: MAX_DEPTH,
    evaluation: FULL_EVALUATION,
    sideMoves: 4,
    share: ZIGZAG_LEVELS[name].share,
  });

/** A short look-ahead: a few plies, enough to take points and avoid the plainest traps. */
const facile = levelBot('facile');

/** A middling look-ahead. */
const moyen = levelBot('moyen');

/** Iterative deepening alpha–beta as deep as the budget allows, with the full evaluation. */
const fort = levelBot('fort');

export const zigzagBots: BotSet<ZigzagView, ZigzagMove> = {
  random: randomBot(),
  greedy,
  facile,
  moyen,
  fort,
};

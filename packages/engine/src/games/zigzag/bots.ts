import type { Bot, BotContext, BotSet, Reason, Suggestion } from '../../bots/bot';
import { searchBudget } from '../../bots/bot';
import { randomBot } from '../../bots/random';
import type { Seat } from '../../core/game';
import { Rng } from '../../core/rng';
import { stateFromView } from './from-view';
import { greedyPolicy, immediatePoints } from './greedy';
import type { Evaluation } from './search';
import { FULL_EVALUATION, SCORE_ONLY, Searcher, WIN } from './search';
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

/** A child's game: usually the move that scores now, but one move in three made without looking. */
const FACILE_SLIPS = 1 / 3;
const facile: ZigzagBot = {
  name: 'facile',
  choose(view, seat, legal, context) {
    const state = stateFromView(view, context.seed);
    if (!state) return { move: legal[0] as ZigzagMove };
    const rng = Rng.fromSeed(`facile:${context.seed}`);
    if (rng.float() < FACILE_SLIPS) return { move: rng.pick(legal) };
    return forced(legal) ?? greedyChoice(state, seat, legal, context.seed);
  },
};

export interface SearchSettings {
  readonly maxDepth: number;
  readonly evaluation: Evaluation;
  /** Own moves looked at when choosing the start side. */
  readonly sideMoves: number;
  /** Moyen searches a fixed shallow depth whatever the budget. */
  readonly fixed: boolean;
}

function searchLimits(settings: SearchSettings, context: BotContext) {
  const base = { maxDepth: settings.maxDepth, evaluation: settings.evaluation };
  if (settings.fixed) return { ...base, exactRoot: true };
  const budget = searchBudget(context, DEFAULT_NODES);
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
      let code = result.move;
      if (settings.fixed) {
        // Equal moves are many at a shallow depth: pick among them at random, as a person would.
        const ties = result.ranked.filter((e) => e.value === result.value);
        code = Rng.fromSeed(`${name}:${context.seed}`).pick(ties).move;
      }
      const move = moveFromCode(code, legal) ?? (legal[0] as ZigzagMove);
      return { move, reason: explain(state, seat, move, result.depth, result.value) };
    },
  };
}

/** Why: a forced win or loss found, or points scored now, or the search's verdict in points. */
function explain(state: ZigzagState, seat: Seat, move: ZigzagMove, depth: number, value: number): Reason {
  if (value > WIN - 1000) return { code: 'zigzag.forced-win', params: { plies: WIN - value } };
  if (value < -(WIN - 1000)) return { code: 'zigzag.forced-loss', params: { plies: WIN + value } };
  const points = immediatePoints(state, seat, move);
  const lead = round1(value / 100);
  if (points > 0) return { code: 'zigzag.scores-now', params: { points, depth, value: lead } };
  return { code: 'zigzag.search', params: { depth, value: lead } };
}

/** Three plies (own move, reply, own move), points only. */
const moyen = searchBot('moyen', { maxDepth: 3, evaluation: SCORE_ONLY, sideMoves: 2, fixed: true });

/** Iterative deepening alpha–beta as deep as the budget allows, with the full evaluation. */
const fort = searchBot('fort', {
  maxDepth: MAX_DEPTH,
  evaluation: FULL_EVALUATION,
  sideMoves: 4,
  fixed: false,
});

export const zigzagBots: BotSet<ZigzagView, ZigzagMove> = {
  random: randomBot(),
  greedy,
  facile,
  moyen,
  fort,
};

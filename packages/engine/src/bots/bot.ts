import type { Seat } from '../core/game';

/**
 * What a bot may use besides its view: a seed for its own randomness (a fresh one for every decision:
 * local drivers derive it from the game's seed, the server draws a secret one since records show the
 * seed) and a budget. Search bots stop at `iterations` when given (deterministic for a seed),
 * otherwise when `budgetMs` has passed on `clock` (the engine reads no clock itself: callers pass
 * `performance.now`).
 */
export interface BotContext {
  readonly seed: string | number;
  readonly budgetMs?: number;
  readonly iterations?: number;
  readonly clock?: () => number;
}

/**
 * Why a bot chose a move, as a message code and parameters that the UI translates ("one die: from 95
 * a single die wins with probability 1/6…"), never as English text baked into the engine.
 */
export interface Reason {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface Suggestion<M> {
  readonly move: M;
  readonly reason?: Reason;
}

/**
 * A computer player. It sees exactly what its seat's view shows — never the full state — so hidden
 * information cannot reach it by construction.
 */
export interface Bot<V, M> {
  readonly name: string;
  choose(view: V, seat: Seat, legal: readonly M[], context: BotContext): Suggestion<M>;
}

/** The levels every game offers, weakest first, plus the references used to measure them. */
export const BOT_LEVELS = ['facile', 'moyen', 'fort'] as const;
export const BOT_REFERENCES = ['random', 'greedy'] as const;
export type BotName = (typeof BOT_LEVELS)[number] | (typeof BOT_REFERENCES)[number];
export const BOT_NAMES: readonly BotName[] = [...BOT_REFERENCES, ...BOT_LEVELS];

/** The level of a computer seat when nobody chose one (a new game, a record that names none). */
export const DEFAULT_BOT_LEVEL: BotName = 'moyen';

/** Is `name` one of the bots every game offers (a level or a reference)? */
export function isBotName(name: unknown): name is BotName {
  return typeof name === 'string' && (BOT_NAMES as readonly string[]).includes(name);
}

/** A game's bots by name. */
export type BotSet<V, M> = Readonly<Record<BotName, Bot<V, M>>>;

/**
 * A search bot's budget, read once from its context: an amount of work (iterations, nodes, playouts:
 * each search counts its own), or a time on the caller's clock, measured from `start`.
 */
export type SearchBudget =
  | { readonly kind: 'work'; readonly work: number }
  | { readonly kind: 'time'; readonly clock: () => number; readonly start: number; readonly ms: number };

/**
 * The budget of a search bot that may use `share` of the context's: `iterations` when given (the
 * choice then depends on the seed only), else `budgetMs` on `clock`, else `defaultWork`.
 */
export function searchBudget(context: BotContext, defaultWork: number, share = 1): SearchBudget {
  if (context.iterations !== undefined)
    return { kind: 'work', work: Math.max(1, Math.round(context.iterations * share)) };
  if (context.budgetMs !== undefined && context.clock) {
    const clock = context.clock;
    return { kind: 'time', clock, start: clock(), ms: context.budgetMs * share };
  }
  return { kind: 'work', work: defaultWork };
}

/** Whether a time budget has run out (a work budget is counted by the search itself: never). */
export function outOfTime(budget: SearchBudget): boolean {
  return budget.kind === 'time' && budget.clock() - budget.start >= budget.ms;
}

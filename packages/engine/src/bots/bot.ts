import type { Seat } from '../core/game';

/**
 * What a bot may use besides its view: a seed for its own randomness (drivers derive a fresh one for
 * every decision from the game's seed and the step number) and a budget. Search bots stop
 * at `iterations` when given (deterministic for a seed), otherwise when `budgetMs` has passed on
 * `clock` (the engine reads no clock itself: callers pass `performance.now`).
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

/** Has the budget of `context` run out, `done` iterations after `start`? */
export function budgetExhausted(context: BotContext, start: number, done: number): boolean {
  if (context.iterations !== undefined) return done >= context.iterations;
  if (context.budgetMs !== undefined && context.clock) return context.clock() - start >= context.budgetMs;
  return done >= 1000;
}

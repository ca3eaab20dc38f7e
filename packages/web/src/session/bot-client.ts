import type { BotName, Reason } from '@ludimaths/engine';
import type { Remote } from 'comlink';
import { wrap } from 'comlink';
import type { BotRequest, BotResponse, BotWorkerApi } from './bot-protocol';
import { BOT_BUDGET_MS, handleBotRequest } from './bot-protocol';

/** One decision to make: everything a bot may see (the seat's view) and the legal moves. */
export interface BotQuery<V = unknown, M = unknown> {
  readonly gameId: string;
  readonly level: BotName;
  readonly view: V;
  readonly seat: number;
  readonly moves: readonly M[];
  readonly seed: string;
  readonly budgetMs?: number;
}

export interface BotAnswer<M = unknown> {
  /** One of the query's own move objects. */
  readonly move: M;
  readonly reason?: Reason;
}

/** Runs a bot somewhere (a worker, or this thread) and answers asynchronously. */
export type BotRunner = <V, M>(query: BotQuery<V, M>) => Promise<BotAnswer<M>>;

const now = () => performance.now();

function answerOf<V, M>(query: BotQuery<V, M>, response: BotResponse): BotAnswer<M> {
  if (!response.ok) throw new Error(response.error);
  const move = query.moves[response.index];
  if (move === undefined) throw new Error('the computer player answered with no move');
  return response.reason ? { move, reason: response.reason } : { move };
}

/** The request for one query, with the level's budget unless the query names its own. */
export const requestOf = <V, M>(query: BotQuery<V, M>): BotRequest => ({
  gameId: query.gameId,
  level: query.level,
  view: query.view,
  seat: query.seat,
  moves: query.moves,
  seed: query.seed,
  budgetMs: query.budgetMs ?? BOT_BUDGET_MS[query.level],
});

/** The bot on this thread: for unit tests (no Worker in happy-dom) and when a worker cannot start. */
export const inThreadRunner: BotRunner = async (query) =>
  answerOf(query, handleBotRequest(requestOf(query), now));

/**
 * One worker for the whole page, started on the first question (so neither the worker nor the bots'
 * tables cost anything on the home screen) and kept: a bot's precomputed tables (the piste duel)
 * are built once per visit. Comlink carries the questions; if the worker fails to load or crashes,
 * the questions under way (which Comlink alone would leave waiting) and every later one are answered
 * on this thread instead.
 */
class WorkerRunner {
  private worker: Worker | null = null;
  private remote: Remote<BotWorkerApi> | null = null;
  private broken = false;
  /** Settles (rejected) when the worker fails: every question under way races it. */
  private crashed: Promise<never> = new Promise(() => {});
  private crash: (error: Error) => void = () => {};

  async run<V, M>(query: BotQuery<V, M>): Promise<BotAnswer<M>> {
    const remote = this.broken ? null : this.start();
    if (!remote) return inThreadRunner(query);
    const started = now();
    let response: BotResponse;
    try {
      response = await Promise.race([remote.choose(requestOf(query)), this.crashed]);
    } catch {
      // The worker crashed, or the view could not be copied to it (never the case for JSON views).
      return inThreadRunner(query);
    }
    // User Timing entries: the latency of every decision is visible in the browser's profiler.
    try {
      performance.measure(`bot ${query.gameId} ${query.level}`, { start: started });
    } catch {
      // Older browsers without measure options: the figure is only informative.
    }
    return answerOf(query, response);
  }

  private start(): Remote<BotWorkerApi> | null {
    if (this.remote) return this.remote;
    try {
      const worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
      this.crashed = new Promise<never>((_, reject) => {
        this.crash = reject;
      });
      // Nobody may be waiting when it fails: the rejection is handled, never reported.
      this.crashed.catch(() => {});
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        this.fail();
      });
      worker.addEventListener('messageerror', () => this.fail());
      this.worker = worker;
      this.remote = wrap<BotWorkerApi>(worker);
      return this.remote;
    } catch {
      this.broken = true;
      return null;
    }
  }

  private fail(): void {
    this.broken = true;
    this.worker?.terminate();
    this.worker = null;
    this.remote = null;
    this.crash(new Error("the computer players' worker stopped"));
  }
}

let shared: WorkerRunner | undefined;

/** The worker where the browser has workers, this thread otherwise. */
export function defaultRunner(): BotRunner {
  if (typeof Worker !== 'function') return inThreadRunner;
  shared ??= new WorkerRunner();
  const runner = shared;
  return (query) => runner.run(query);
}

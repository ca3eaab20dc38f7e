import type { BotName, Reason } from '@ludimaths/engine';
import type { BotRequest, BotResponse } from './bot-protocol';
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

/** The message for one query, with the level's budget unless the query names its own. */
export const requestOf = <V, M>(id: number, query: BotQuery<V, M>): BotRequest => ({
  id,
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
  answerOf(query, handleBotRequest(requestOf(0, query), now));

interface Pending {
  readonly query: BotQuery;
  readonly started: number;
  readonly resolve: (answer: BotAnswer) => void;
  readonly reject: (error: Error) => void;
}

/**
 * One worker for the whole page, started on the first question (so neither the worker nor the bots'
 * tables cost anything on the home screen) and kept: a bot's precomputed tables (the piste duel)
 * are built once per visit. If the worker fails to load or crashes, the waiting questions and every
 * later one are answered on this thread instead.
 */
class WorkerRunner {
  private worker: Worker | null = null;
  private broken = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  run<V, M>(query: BotQuery<V, M>): Promise<BotAnswer<M>> {
    const worker = this.broken ? null : this.start();
    if (!worker) return inThreadRunner(query);
    return new Promise<BotAnswer<M>>((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, {
        query: query as BotQuery,
        started: now(),
        resolve: resolve as (answer: BotAnswer) => void,
        reject,
      });
      try {
        worker.postMessage(requestOf(id, query));
      } catch {
        // A view that cannot be cloned (never the case for JSON views): think here instead.
        this.pending.delete(id);
        inThreadRunner(query).then(resolve, reject);
      }
    });
  }

  private start(): Worker | null {
    if (this.worker) return this.worker;
    try {
      const worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<BotResponse>) => this.receive(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        this.fail();
      };
      worker.onmessageerror = () => this.fail();
      this.worker = worker;
      return worker;
    } catch {
      this.broken = true;
      return null;
    }
  }

  private receive(response: BotResponse): void {
    const pending = response.id === null ? undefined : this.pending.get(response.id);
    if (!pending || response.id === null) return;
    this.pending.delete(response.id);
    // User Timing entries: the latency of every decision is visible in the browser's profiler.
    try {
      performance.measure(`bot ${pending.query.gameId} ${pending.query.level}`, { start: pending.started });
    } catch {
      // Older browsers without measure options: the figure is only informative.
    }
    try {
      pending.resolve(answerOf(pending.query, response));
    } catch (error) {
      pending.reject(error as Error);
    }
  }

  private fail(): void {
    this.broken = true;
    this.worker?.terminate();
    this.worker = null;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const p of waiting) inThreadRunner(p.query).then(p.resolve, p.reject);
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

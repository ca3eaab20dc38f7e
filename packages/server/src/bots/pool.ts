import { Piscina } from 'piscina';

/** One computer seat's decision: its seat's view and legal moves only, never the game state. */
export interface BotJob {
  readonly game: string;
  readonly level: string;
  readonly seat: number;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  readonly seed: string;
  readonly budgetMs: number;
}

/** The threads' script: the TypeScript worker through tsx, or the bundled one (scripts/bundle-node.mjs). */
export const WORKER_URL = new URL('./worker-entry.mjs', import.meta.url);

export interface BotPoolOptions {
  /** How long past its budget a decision may run before its thread is stopped. */
  readonly graceMs?: number;
  readonly workerUrl?: URL;
}

/**
 * Worker threads (piscina) that run the engine's bots, so a search never blocks the event loop. A
 * decision that overruns its budget by `graceMs` is aborted, which stops its thread (piscina starts
 * another), and fails: the caller falls back.
 *
 * The budget must count from the moment a thread takes the decision, not while it waits for one (a
 * busy pool would otherwise fail decisions that never ran), so at most one decision per thread is
 * handed to piscina at a time: the others wait here, and one that is handed over starts at once.
 */
export class BotPool {
  private pool: Piscina<BotJob, unknown> | null = null;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private closed = false;
  private readonly graceMs: number;
  private readonly workerUrl: URL;

  constructor(
    private readonly size: number,
    { graceMs = 5_000, workerUrl = WORKER_URL }: BotPoolOptions = {},
  ) {
    this.graceMs = graceMs;
    this.workerUrl = workerUrl;
  }

  async choose(job: BotJob): Promise<unknown> {
    if (this.running < this.size) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      if (this.closed) throw new Error('the bot pool is closed');
      return await this.run(job);
    } finally {
      // The thread's turn passes to the next decision waiting, if any.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    // Decisions waiting for a thread are refused; those running are stopped ("pool is closed").
    for (const next of this.waiting.splice(0)) next();
    await this.pool?.destroy();
  }

  private async run(job: BotJob): Promise<unknown> {
    // The threads start with the first decision: each loads the engine (about a second of CPU),
    // which a server whose tables have no computer seat never needs. They stay up after it.
    this.pool ??= new Piscina({
      filename: this.workerUrl.href,
      minThreads: this.size,
      maxThreads: this.size,
    });
    const overrun = new AbortController();
    const timer = setTimeout(
      () => overrun.abort(new Error(`bot overran its budget of ${job.budgetMs} ms`)),
      job.budgetMs + this.graceMs,
    );
    try {
      return await this.pool.run(job, { signal: overrun.signal });
    } catch (error) {
      // Piscina's AbortError says only that the task was aborted: say why.
      throw overrun.signal.aborted ? overrun.signal.reason : error;
    } finally {
      clearTimeout(timer);
    }
  }
}

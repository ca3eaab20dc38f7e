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

/** Whose decision it is: the pool shares its threads out by table, watched tables first. */
export interface BotTurn {
  readonly table: string;
  /** Someone is connected to the table (a person or a spectator). */
  readonly watched: boolean;
}

interface Waiting {
  readonly turn: BotTurn;
  start(): void;
}

const MAX_TABLES_REMEMBERED = 10_000;

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
  private readonly waiting: Waiting[] = [];
  /** When each table last had a decision started (a count of decisions), the longest ago first. */
  private readonly served = new Map<string, number>();
  private turns = 0;
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

  async choose(job: BotJob, turn: BotTurn = { table: '', watched: true }): Promise<unknown> {
    if (this.running < this.size) {
      this.running++;
      this.started(turn.table);
    } else await new Promise<void>((start) => this.waiting.push({ turn, start }));
    try {
      if (this.closed) throw new Error('the bot pool is closed');
      return await this.run(job);
    } finally {
      // The thread's turn passes to the next decision waiting, if any.
      const next = this.next();
      if (next) next.start();
      else this.running--;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    // Decisions waiting for a thread are refused; those running are stopped ("pool is closed").
    for (const next of this.waiting.splice(0)) next.start();
    await this.pool?.destroy();
  }

  /**
   * The next decision to start: a watched table's before an unwatched one's (computer-only tables
   * nobody follows must not slow the others' replies), and among those, the table whose last
   * decision started longest ago, so that a table with many seats waiting gets no more than its turn.
   */
  private next(): Waiting | undefined {
    if (this.waiting.length === 0) return undefined;
    let best = 0;
    for (let i = 1; i < this.waiting.length; i++)
      if (this.before(this.waiting[i] as Waiting, this.waiting[best] as Waiting)) best = i;
    const [next] = this.waiting.splice(best, 1) as [Waiting];
    this.started(next.turn.table);
    return next;
  }

  private before(a: Waiting, b: Waiting): boolean {
    if (a.turn.watched !== b.turn.watched) return a.turn.watched;
    return (this.served.get(a.turn.table) ?? 0) < (this.served.get(b.turn.table) ?? 0);
  }

  private started(table: string): void {
    this.served.delete(table);
    this.served.set(table, ++this.turns);
    // Tables long gone leave the record (the oldest first): a newcomer simply counts as served never.
    if (this.served.size > MAX_TABLES_REMEMBERED)
      this.served.delete(this.served.keys().next().value as string);
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

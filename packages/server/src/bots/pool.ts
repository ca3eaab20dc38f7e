import { Worker } from 'node:worker_threads';

export interface BotJob {
  readonly id: number;
  readonly game: string;
  readonly level: string;
  readonly seat: number;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  readonly seed: string;
  readonly budgetMs: number;
}

export type BotAnswer =
  | { readonly id: number; readonly move: unknown }
  | { readonly id: number; readonly error: string };

/** Whose decision it is: the pool shares its threads out by table, watched tables first. */
export interface BotTurn {
  readonly table: string;
  /** Someone is connected to the table (a person or a spectator). */
  readonly watched: boolean;
}

interface Pending {
  readonly job: BotJob;
  readonly turn: BotTurn;
  resolve(move: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
  timer: NodeJS.Timeout | null;
}

const MAX_TABLES_REMEMBERED = 10_000;

/** The threads' script: the TypeScript worker through tsx, or the bundled one (scripts/bundle.mjs). */
export const WORKER_URL = new URL('./worker-entry.mjs', import.meta.url);

export interface BotPoolOptions {
  /** How long past its budget a decision may run before its worker is replaced. */
  readonly graceMs?: number;
  readonly workerUrl?: URL;
}

/**
 * Worker threads that run the engine's bots, so a search never blocks the event loop. A decision
 * that overruns its budget by `graceMs` has its worker replaced and fails (the caller falls back).
 */
export class BotPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  /** When each table last had a decision started (a count of decisions), the longest ago first. */
  private readonly served = new Map<string, number>();
  private turns = 0;

  private readonly graceMs: number;
  private readonly workerUrl: URL;

  constructor(
    private readonly size: number,
    { graceMs = 5_000, workerUrl = WORKER_URL }: BotPoolOptions = {},
  ) {
    this.graceMs = graceMs;
    this.workerUrl = workerUrl;
  }

  choose(job: Omit<BotJob, 'id'>, turn: BotTurn = { table: '', watched: true }): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    // The threads start with the first decision: each loads the engine (about a second of CPU),
    // which a server whose tables have no computer seat never needs.
    while (this.slots.length < this.size) this.slots.push(this.spawn());
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...job, id: this.nextId++ }, turn, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('the bot pool is closed'));
    await Promise.all(
      this.slots.map((slot) => {
        if (slot.timer) clearTimeout(slot.timer);
        slot.busy?.reject(new Error('the bot pool is closed'));
        return slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const slot: Slot = { worker: new Worker(this.workerUrl), busy: null, timer: null };
    this.listen(slot);
    return slot;
  }

  private listen(slot: Slot): void {
    const worker = slot.worker;
    worker.unref();
    worker.on('message', (answer: BotAnswer) => {
      const pending = slot.busy;
      if (slot.worker !== worker || !pending || pending.job.id !== answer.id) return;
      this.finish(slot);
      if ('error' in answer) pending.reject(new Error(answer.error));
      else pending.resolve(answer.move);
    });
    worker.on('error', (error) => {
      if (slot.worker === worker) this.replace(slot, error);
    });
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.busy || this.queue.length === 0) continue;
      const pending = this.next();
      slot.busy = pending;
      slot.timer = setTimeout(
        () => this.replace(slot, new Error(`bot overran its budget of ${pending.job.budgetMs} ms`)),
        pending.job.budgetMs + this.graceMs,
      );
      slot.worker.postMessage(pending.job);
    }
  }

  /**
   * The next decision to start: a watched table's before an unwatched one's (computer-only tables
   * nobody follows must not slow the others' replies), and among those, the table whose last
   * decision started longest ago, so that a table with many seats waiting gets no more than its turn.
   */
  private next(): Pending {
    let best = 0;
    for (let i = 1; i < this.queue.length; i++)
      if (this.before(this.queue[i] as Pending, this.queue[best] as Pending)) best = i;
    const [pending] = this.queue.splice(best, 1) as [Pending];
    const table = pending.turn.table;
    this.served.delete(table);
    this.served.set(table, ++this.turns);
    // Tables long gone leave the record (the oldest first): a newcomer simply counts as served never.
    if (this.served.size > MAX_TABLES_REMEMBERED)
      this.served.delete(this.served.keys().next().value as string);
    return pending;
  }

  private before(a: Pending, b: Pending): boolean {
    if (a.turn.watched !== b.turn.watched) return a.turn.watched;
    return (this.served.get(a.turn.table) ?? 0) < (this.served.get(b.turn.table) ?? 0);
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.busy = null;
    this.pump();
  }

  /** A worker that failed or overran is thrown away and a fresh one takes its place. */
  private replace(slot: Slot, error: Error): void {
    const pending = slot.busy;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.busy = null;
    void slot.worker.terminate();
    if (this.closed) return;
    slot.worker = new Worker(this.workerUrl);
    this.listen(slot);
    pending?.reject(error);
    this.pump();
  }
}

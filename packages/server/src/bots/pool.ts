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

interface Pending {
  readonly job: BotJob;
  resolve(move: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
  timer: NodeJS.Timeout | null;
}

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

  private readonly graceMs: number;
  private readonly workerUrl: URL;

  constructor(
    private readonly size: number,
    { graceMs = 5_000, workerUrl = WORKER_URL }: BotPoolOptions = {},
  ) {
    this.graceMs = graceMs;
    this.workerUrl = workerUrl;
  }

  choose(job: Omit<BotJob, 'id'>): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    // The threads start with the first decision: each loads the engine (about a second of CPU),
    // which a server whose tables have no computer seat never needs.
    while (this.slots.length < this.size) this.slots.push(this.spawn());
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...job, id: this.nextId++ }, resolve, reject });
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
      const pending = this.queue.shift() as Pending;
      slot.busy = pending;
      slot.timer = setTimeout(
        () => this.replace(slot, new Error(`bot overran its budget of ${pending.job.budgetMs} ms`)),
        pending.job.budgetMs + this.graceMs,
      );
      slot.worker.postMessage(pending.job);
    }
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

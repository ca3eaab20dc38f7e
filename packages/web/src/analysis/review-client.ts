import type { GameReview, ReviewProgress } from '@ludimaths/engine';
import { proxy, wrap } from 'comlink';
import type { ReviewMessage, ReviewWorkerApi } from './review-protocol';
import { reviewMessages } from './review-protocol';

/** A review under way: its result, and a way to stop it (the result then never settles). */
export interface RunningReview {
  readonly result: Promise<GameReview>;
  cancel(): void;
}

export type ReviewRunner = (recordText: string, onProgress: (p: ReviewProgress) => void) => RunningReview;

/** Settles the promise from one message; returns whether the review is finished. */
function settle(
  message: ReviewMessage,
  onProgress: (p: ReviewProgress) => void,
  resolve: (review: GameReview) => void,
  reject: (error: Error) => void,
): boolean {
  if (message.kind === 'progress') {
    onProgress({ done: message.done, total: message.total });
    return false;
  }
  if (message.kind === 'done') resolve(message.review);
  else reject(new Error(message.error));
  return true;
}

/**
 * On this thread, one decision per macrotask so the page stays responsive and a cancel is seen
 * between two decisions: for unit tests (no Worker in happy-dom) and browsers without workers.
 * `judges`: see reviewMessages.
 */
export const inThreadReviewWith =
  (judges?: Parameters<typeof reviewMessages>[1]): ReviewRunner =>
  (recordText, onProgress) => {
    let cancelled = false;
    const result = new Promise<GameReview>((resolve, reject) => {
      const messages = reviewMessages({ recordText }, judges);
      const step = () => {
        if (cancelled) return;
        const next = messages.next();
        if (next.done || settle(next.value, onProgress, resolve, reject)) return;
        setTimeout(step, 0);
      };
      setTimeout(step, 0);
    });
    return { result, cancel: () => (cancelled = true) };
  };

export const inThreadReview: ReviewRunner = inThreadReviewWith();

/**
 * In a worker of its own, reached through Comlink, ended on cancel (a search cannot be interrupted
 * otherwise) and when the review is done. Falls back to this thread if the worker cannot start.
 */
export const workerReview: ReviewRunner = (recordText, onProgress) => {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return inThreadReview(recordText, onProgress);
  }
  // Comlink leaves a call waiting for ever when its worker dies: a crash rejects it instead.
  const crashed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      reject(new Error('the analysis stopped'));
    });
  });
  const remote = wrap<ReviewWorkerApi>(worker);
  const result = Promise.race([remote.review({ recordText }, proxy(onProgress)), crashed])
    .then((end) => {
      if (end.kind === 'done') return end.review;
      throw new Error(end.error);
    })
    .finally(() => worker.terminate());
  return { result, cancel: () => worker.terminate() };
};

/** The worker where the browser has workers, this thread otherwise. */
export function defaultReviewRunner(): ReviewRunner {
  return typeof Worker === 'function' ? workerReview : inThreadReview;
}

import type { AnyGame, BaseState, DecisionJudge, GameReview, ReviewProgress } from '@ludimaths/engine';
import { gameJudges, games, parseRecordText, reviewGame } from '@ludimaths/engine';
import { z } from 'zod';

/**
 * What the analysis screen asks its worker (through Comlink). The page sends a finished game's record
 * as text; the worker judges one decision at a time, telling its progress after each, then answers
 * the review. The page stops a review by ending the worker. Requests are checked like any untrusted
 * input: a bad one gets an `error` answer, never a crash.
 */
export interface ReviewRequest {
  readonly recordText: string;
}

export type ReviewMessage =
  | ({ readonly kind: 'progress' } & ReviewProgress)
  | { readonly kind: 'done'; readonly review: GameReview }
  | { readonly kind: 'error'; readonly error: string };

const requestSchema = z.strictObject({ recordText: z.string().max(32 * 1024 * 1024) });

/**
 * The review of one request as a sequence of messages, progress first and the review (or an error)
 * last: the worker posts each one, and this thread runs the same steps where there is no worker.
 * `judges`: the engine's, or in a test, lighter ones.
 */
export function* reviewMessages(
  data: unknown,
  judges: Readonly<Record<string, DecisionJudge<BaseState, unknown> | undefined>> = gameJudges,
): Generator<ReviewMessage, void, void> {
  const parsed = requestSchema.safeParse(data);
  if (!parsed.success) {
    yield { kind: 'error', error: 'invalid review request' };
    return;
  }
  const raw = parseRecordText(parsed.data.recordText);
  if (!raw.ok) {
    yield { kind: 'error', error: raw.error.message };
    return;
  }
  const id = (raw.value as { game?: unknown }).game;
  const game = typeof id === 'string' ? games[id] : undefined;
  const judge = typeof id === 'string' ? judges[id] : undefined;
  if (!game || !judge) {
    yield { kind: 'error', error: 'this game has no analysis' };
    return;
  }
  const run = reviewGame(game as AnyGame, judge, raw.value);
  for (let next = run.next(); ; next = run.next()) {
    if (!next.done) {
      yield { kind: 'progress', ...next.value };
      continue;
    }
    const result = next.value;
    yield result.ok ? { kind: 'done', review: result.value } : { kind: 'error', error: result.error.message };
    return;
  }
}

/** The end of a review: the review itself, or why there is none. */
export type ReviewEnd = Exclude<ReviewMessage, { kind: 'progress' }>;

/** The analysis worker's interface, as the page calls it through Comlink (review.worker.ts exposes it). */
export const reviewWorkerApi = {
  /**
   * Reviews one request, telling `onProgress` after each decision. Each progress call is awaited (it
   * is a round trip to the page), so none can arrive after the answer and make the review look
   * unfinished again.
   */
  async review(data: unknown, onProgress: (progress: ReviewProgress) => unknown): Promise<ReviewEnd> {
    for (const message of reviewMessages(data)) {
      if (message.kind !== 'progress') return message;
      await onProgress({ done: message.done, total: message.total });
    }
    return { kind: 'error', error: 'the analysis ended without a review' };
  },
};
export type ReviewWorkerApi = typeof reviewWorkerApi;

import type { ReviewProgress } from '@ludimaths/engine';
import { piste } from '@ludimaths/engine';
import { playSeededGame } from '@ludimaths/engine/testing';
import { proxy } from 'comlink';
import { describe, expect, it } from 'vitest';
import { overChannel } from '../worker-test-support';
import { reviewWorkerApi } from './review-protocol';

describe('analysis worker', () => {
  it('tells every decision’s progress before it answers the review', async () => {
    const worker = overChannel(reviewWorkerApi);
    const { record } = playSeededGame(piste, { board: 'petite' }, 2, 'review-worker');
    const seen: ReviewProgress[] = [];
    const end = await worker.review(
      { recordText: JSON.stringify(record) },
      proxy((progress: ReviewProgress) => void seen.push(progress)),
    );
    expect(end.kind).toBe('done');
    const total = seen.at(-1)?.total ?? -1;
    expect(total).toBeGreaterThan(0);
    // One progress per decision, in order, the last one (every decision judged) before the answer.
    const first = seen[0]?.done ?? 0;
    expect(seen.map((p) => p.done)).toEqual(seen.map((_, i) => first + i));
    expect(seen.at(-1)?.done).toBe(total);
  });

  it('answers a request that is not a record with an error, and answers again after it', async () => {
    const worker = overChannel(reviewWorkerApi);
    const noProgress = proxy(() => {
      throw new Error('no progress expected');
    });
    expect(await worker.review('hello', noProgress)).toEqual({
      kind: 'error',
      error: 'invalid review request',
    });
    expect((await worker.review({ recordText: '{' }, noProgress)).kind).toBe('error');
  });
});

import { piste } from '@ludimaths/engine';
import { playSeededGame } from '@ludimaths/engine/testing';
import { describe, expect, it } from 'vitest';
import type { FinishedGame } from './history';
import { describeFinished, HISTORY_LIMIT, memoryHistory, storageHistory } from './history';

const game = (seed: string) => playSeededGame(piste, { board: 'petite' }, 2, seed);
const WHEN = new Date('2026-12-02T10:30:00Z');

function finished(seed: string): { summary: FinishedGame; record: ReturnType<typeof game>['record'] } {
  const { record, state } = game(seed);
  const outcome = piste.outcome(state);
  if (outcome.status !== 'over') throw new Error('the seeded game did not end');
  return { summary: describeFinished('petite-piste', record, outcome, WHEN), record };
}

describe('the history of finished games', () => {
  it('keeps a finished game with its players, winner and date, and its record to replay', () => {
    const history = memoryHistory();
    const { summary, record } = finished('h1');
    history.remember(summary, record);
    const [kept] = history.list();
    expect(kept).toEqual(summary);
    expect(kept?.entry).toBe('petite-piste');
    expect(kept?.finishedAt).toBe('2026-12-02T10:30:00.000Z');
    expect(kept?.winners).toHaveLength(1);
    expect(kept?.steps).toBe(record.steps.length);
    expect(JSON.parse(history.recordText(summary.id) ?? 'null')).toEqual(record);
  });

  it('keeps a game seen over twice (a reload of the end screen) once', () => {
    const history = memoryHistory();
    const { summary, record } = finished('h2');
    history.remember(summary, record);
    history.remember({ ...summary, finishedAt: new Date(0).toISOString() }, record);
    expect(history.list()).toHaveLength(1);
  });

  it('lists the newest first and drops the oldest beyond the limit, with their records', () => {
    const history = memoryHistory();
    const first = finished('h3');
    history.remember(first.summary, first.record);
    const { record } = finished('h4');
    for (let i = 0; i < HISTORY_LIMIT; i++) history.remember({ ...first.summary, id: `game-${i}` }, record);
    const list = history.list();
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(list[0]?.id).toBe(`game-${HISTORY_LIMIT - 1}`);
    expect(list.some((g) => g.id === first.summary.id)).toBe(false);
    expect(history.recordText(first.summary.id)).toBeUndefined();
  });

  it('forgets a game and its record', () => {
    const history = memoryHistory();
    const { summary, record } = finished('h5');
    history.remember(summary, record);
    history.forget(summary.id);
    expect(history.list()).toEqual([]);
    expect(history.recordText(summary.id)).toBeUndefined();
  });

  it('reads a damaged list as empty, skipping entries of the wrong shape', () => {
    const data = new Map<string, string>([['ludimaths.history', '{not json']]);
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    expect(storageHistory(storage).list()).toEqual([]);
    const { summary } = finished('h6');
    data.set('ludimaths.history', JSON.stringify([{ id: 3 }, summary, null]));
    expect(storageHistory(storage).list()).toEqual([summary]);
  });

  it('loses only the history when the storage is full: remembering never throws', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const { summary, record } = finished('h7');
    expect(() => storageHistory(storage).remember(summary, record)).not.toThrow();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('bot worker', () => {
  it('answers every message, hostile ones with an error, and keeps answering', async () => {
    const posted: unknown[] = [];
    const scope: { onmessage: ((event: { data: unknown }) => void) | null; postMessage(m: unknown): void } = {
      onmessage: null,
      postMessage: (message) => posted.push(message),
    };
    vi.stubGlobal('self', scope);
    await import('./bot.worker');
    const send = (data: unknown) => scope.onmessage?.({ data });
    send('hello');
    send({ id: 1, gameId: 'piste', level: 'fort', view: {}, seat: 0, moves: [], seed: 'x' });
    send({
      id: 2,
      gameId: 'piste',
      level: 'facile',
      view: {},
      seat: 0,
      moves: [{ kind: 'roll', dice: 2 }],
      seed: 'x',
    });
    expect(posted).toEqual([
      { id: null, ok: false, error: expect.stringMatching(/invalid bot request/) },
      { id: 1, ok: false, error: expect.stringMatching(/moves/) },
      expect.objectContaining({ id: 2, ok: true, index: 0, move: { kind: 'roll', dice: 2 } }),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { overChannel } from '../worker-test-support';
import { botWorkerApi } from './bot-protocol';

describe('bot worker', () => {
  it('answers every question through Comlink, hostile ones with an error, and keeps answering', async () => {
    const worker = overChannel(botWorkerApi);
    const answers = [
      await worker.choose('hello'),
      await worker.choose({ gameId: 'piste', level: 'fort', view: {}, seat: 0, moves: [], seed: 'x' }),
      await worker.choose({
        gameId: 'piste',
        level: 'facile',
        view: {},
        seat: 0,
        moves: [{ kind: 'roll', dice: 2 }],
        seed: 'x',
      }),
    ];
    expect(answers).toEqual([
      { ok: false, error: expect.stringMatching(/invalid bot request/) },
      { ok: false, error: expect.stringMatching(/moves/) },
      expect.objectContaining({ ok: true, index: 0, move: { kind: 'roll', dice: 2 } }),
    ]);
  });
});

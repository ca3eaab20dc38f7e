import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CasseTete, casseTete, replay } from '@ludimaths/engine';
import { playSeededGame } from '@ludimaths/engine/testing';
import { describe, expect, it } from 'vitest';
import { playGame } from '../src/commands/play';
import { casseTeteCli } from '../src/games/casse-tete/index';
import { memoryIo } from '../src/io';
import { main } from '../src/main';

const mentions = (text: string, token: number) => new RegExp(`#${token}(?!\\d)`).test(text);

describe('casse-tete in the terminal', () => {
  it('shows a seat its own hand and the table, never another hand or the bank', () => {
    const { record } = playSeededGame(casseTete, { rotation: true }, 3, 'cli-leak');
    const replayed = replay(casseTete, record, true);
    if (!replayed.ok) throw new Error(replayed.error.message);
    for (const state of (replayed.value.history ?? []) as CasseTete.CasseTeteState[]) {
      if (state.phase !== 'turn') continue;
      for (let seat = 0; seat < 3; seat++) {
        const text = casseTeteCli.render(casseTete.view(state, seat), seat, []);
        for (const token of state.hands[seat] ?? []) expect(mentions(text, token)).toBe(true);
        const onTable = new Set(state.board.map((p) => p.token));
        for (const token of CasseTete.TOKENS.map((t) => t.id))
          if (!onTable.has(token) && !state.hands[seat]?.includes(token))
            expect(mentions(text, token)).toBe(false);
      }
    }
  });

  it('logs a draw without naming the token drawn', () => {
    expect(casseTeteCli.describeChance({ kind: 'draw', token: 17 })).not.toMatch(/17/);
    expect(casseTeteCli.describeChance({ kind: 'start', token: 17 })).toMatch(/#17/);
  });

  it('describes moves with the numbers the token shows once turned', () => {
    expect(casseTeteCli.describeMove({ kind: 'place', token: 13, cell: [0, 1], turns: 3 })).toBe(
      'token #13 at (0,1) turned ¾ clockwise [top 20%, right 3/4, bottom 3/12, left 5/2]',
    );
    expect(casseTeteCli.describeMove({ kind: 'pass' })).toMatch(/pass/);
  });

  it('plays a whole game between computers and hides nothing it should not', async () => {
    const io = memoryIo();
    const result = await playGame(
      casseTeteCli,
      { rotation: true },
      ['moyen', 'moyen'],
      'cli',
      io,
      async () => '',
    );
    expect(casseTete.outcome(result.state as CasseTete.CasseTeteState).status).toBe('over');
    expect(io.stdout.join('\n')).toMatch(/Scores: /);
  });

  it('simulates with --no-rotation and replays its own records', async () => {
    const io = memoryIo();
    expect(
      await main(
        ['sim', 'casse-tete', '--games', '100', '--players', '3', '--no-rotation', '--seed', '2', '--json'],
        io,
      ),
    ).toBe(0);
    expect(JSON.parse(io.stdout.join(''))).toMatchObject({
      game: 'casse-tete',
      players: 3,
      games: 100,
      unfinished: 0,
    });
    const { record } = playSeededGame(casseTete, { rotation: false }, 2, 'cli-replay');
    const dir = await mkdtemp(join(tmpdir(), 'ludimaths-'));
    const file = join(dir, 'casse-tete.json');
    await writeFile(file, JSON.stringify(record));
    const out = memoryIo();
    expect(await main(['replay', file, '--json'], out)).toBe(0);
    expect(JSON.parse(out.stdout.join(''))).toMatchObject({
      ok: true,
      game: 'casse-tete',
      outcome: { status: 'over' },
    });
  });
});

import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyChance, expectOk, Finito, finito } from '@ludimaths/engine';
import { playSeededGame } from '@ludimaths/engine/testing';
import { describe, expect, it } from 'vitest';
import { playGame } from '../src/commands/play';
import { finitoCli } from '../src/games/finito/index';
import { memoryIo } from '../src/io';
import { main } from '../src/main';

describe('ludimaths … finito', () => {
  it('simulates greedy games to Finito and reports lengths, win rates and the distribution', async () => {
    const io = memoryIo();
    expect(await main(['sim', 'finito', '--games', '100', '--players', '3', '--json'], io)).toBe(0);
    const summary = JSON.parse(io.stdout.join(''));
    expect(summary).toMatchObject({ game: 'finito', players: 3, games: 100, draws: 0, unfinished: 0 });
    expect(summary.length.mean).toBeGreaterThan(12);
    const text = memoryIo();
    expect(await main(['sim', 'finito', '--games', '50', '--players', '1', '--target', '24'], text)).toBe(0);
    expect(text.stdout.join('\n')).toMatch(/Turns to Finito per round: mean/);
  });

  it('names a bad Finito flag and exits with 2', async () => {
    for (const argv of [
      ['sim', 'finito', '--target', 'ten'],
      ['sim', 'finito', '--target', '0'],
      ['sim', 'finito', '--turn-cap', '-3'],
      ['sim', 'finito', '--players', '5'],
    ]) {
      const io = memoryIo();
      expect(await main(argv, io)).toBe(2);
      expect(io.stderr.join('')).toMatch(/target|turn-cap|turnCap|players/);
    }
  });

  it("announces a computer's choice only after the human has chosen on the same roll", async () => {
    const io = memoryIo();
    let firstPromptOutput: string | null = null;
    const result = await playGame(
      finitoCli,
      finito.defaultOptions,
      ['moyen', 'human'],
      'sim',
      io,
      async () => {
        firstPromptOutput ??= io.stdout.join('\n');
        return '1';
      },
    );
    expect(result.quit).toBe(false);
    expect(firstPromptOutput).not.toMatch(/\(computer, moyen\)/);
    expect(io.stdout.join('\n')).toMatch(/Player 1 \(computer, moyen\): place token/);
    expect(finito.outcome(result.state as never).status).toBe('over');
  });

  it("renders boards and hands but not another seat's pending choice", () => {
    let state: Finito.FinitoState = expectOk(finito.setup(finito.defaultOptions, 2, 'r'));
    while (finito.actors(state).kind === 'chance') {
      const next = finito.chanceOutcomes(state)[0];
      if (!next) throw new Error('no outcome');
      state = expectOk(applyChance(finito, state, next.outcome));
    }
    const move = finito.legalMoves(state, 0)[0] as Finito.FinitoMove;
    state = expectOk(finito.apply(state, 0, move));
    const described = finitoCli.describeMove(move);
    expect(finitoCli.render(finito.view(state, 0), 0, [])).toContain(described);
    expect(finitoCli.render(finito.view(state, 1), 1, [])).not.toContain(described);
    expect(finitoCli.render(finito.view(state, 1), 1, [])).toMatch(/Player 1: hand .*, has chosen/);
    expect(finitoCli.render(finito.view(state, 'spectator'), 'spectator', [])).not.toContain(described);
  });

  it('replays a Finito record', async () => {
    const { record } = playSeededGame(finito, finito.defaultOptions, 2, 'cli', Finito.greedyPolicy);
    const dir = await mkdtemp(join(tmpdir(), 'ludimaths-'));
    const path = join(dir, 'finito.json');
    await writeFile(path, JSON.stringify(record));
    const io = memoryIo();
    expect(await main(['replay', path, '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout.join(''))).toMatchObject({
      ok: true,
      game: 'finito',
      outcome: { status: 'over' },
    });
  });
});

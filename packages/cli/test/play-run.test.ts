import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { casseTeteCli } from '../src/games/casse-tete/index';
import { pisteCli } from '../src/games/piste/index';
import { memoryIo } from '../src/io';
import { main } from '../src/main';
import { checkSavePath, saveRecord } from '../src/save';
import { chooseGameSeed } from '../src/seed';

const BIN = join(import.meta.dirname, '../bin/ludimaths.js');

/** `ludimaths play …` in a child process whose input ends at once (the person quits). */
function playAndQuit(...args: string[]) {
  const run = spawnSync(process.execPath, [BIN, 'play', ...args], { input: '', encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('the seed of a game with hidden information', () => {
  it.each([['casse-tete'], ['finito']])(
    '%s: comes from a cryptographic source and is shown only once the game is over',
    (game) => {
      const seeds = [1, 2].map(() => {
        const { code, out } = playAndQuit(game, '--seats', 'human,human');
        expect(code).toBe(0);
        const seed = /Seed of this game: ([0-9a-f]+)\s*$/.exec(out)?.[1];
        expect(seed).toMatch(/^[0-9a-f]{32}$/);
        const before = out.slice(0, out.lastIndexOf('Seed of this game'));
        expect(before).not.toContain(seed);
        expect(before).not.toMatch(/seed \d/);
        return seed;
      });
      expect(seeds[0]).not.toBe(seeds[1]);
    },
  );

  it('keeps --seed, with a warning that hidden tokens can be computed from it', () => {
    const io = memoryIo();
    expect(chooseGameSeed(casseTeteCli, '42', io)).toEqual({ seed: '42', showAtStart: false });
    expect(io.stderr.join('')).toMatch(/warning: with --seed, every hidden hand and draw .* computed/);
  });

  it('still shows the seed at the start of a game without hidden information', () => {
    const io = memoryIo();
    expect(chooseGameSeed(pisteCli, '42', io)).toEqual({ seed: '42', showAtStart: true });
    expect(io.stderr).toEqual([]);
    expect(chooseGameSeed(pisteCli, undefined, io).seed).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('play --save', () => {
  it.each([
    ['/nonexistent-folder/game.json', /no such file or folder \(ENOENT\)/],
    [tmpdir(), /it is a folder \(EISDIR\)/],
  ])('refuses %s before the game starts, with exit code 2', async (path, reason) => {
    const io = memoryIo();
    expect(await main(['play', 'piste', '--seats', 'fort,fort', '--save', path], io)).toBe(2);
    expect(io.stdout).toEqual([]);
    expect(io.stderr.join('')).toMatch(`ludimaths play: --save "${path}" cannot be written: `);
    expect(io.stderr.join('')).toMatch(reason);
  });

  it('checks a path without leaving a file behind or changing an existing one', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ludimaths-save-'));
    await checkSavePath(join(folder, 'new.json'));
    expect(await readdir(folder)).toEqual([]);
    await writeFile(join(folder, 'old.json'), 'kept');
    await checkSavePath(join(folder, 'old.json'));
    expect(await readFile(join(folder, 'old.json'), 'utf8')).toBe('kept');
  });

  it('saves a finished game where asked', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'ludimaths-save-')), 'game.json');
    const io = memoryIo();
    expect(
      await main(['play', 'piste', '--board', 'petite', '--seats', 'fort,fort', '--save', path], io),
    ).toBe(0);
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({ game: 'piste' });
    expect(io.stdout.at(-1)).toBe(`Record saved to ${path}`);
  });

  it('keeps the record in the fallback folder when writing it fails at the end, and says so', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ludimaths-save-'));
    const io = memoryIo();
    const saved = await saveRecord('/dev/full', '{"game":"piste"}\n', io, folder);
    expect(saved?.asked).toBe(false);
    expect(await readFile(saved?.path ?? '', 'utf8')).toBe('{"game":"piste"}\n');
    expect(io.stderr.join('\n')).toMatch(/could not write the record to \/dev\/full: .*ENOSPC/);
    expect(io.stderr.join('\n')).toMatch(`the record was saved to ${saved?.path} instead`);
  });

  it('prints the record when no file can be written at all', async () => {
    const io = memoryIo();
    const saved = await saveRecord(
      '/nonexistent-folder/a.json',
      '{"game":"piste"}\n',
      io,
      '/nonexistent-folder',
    );
    expect(saved).toBeNull();
    expect(io.stdout).toEqual(['{"game":"piste"}\n']);
    expect(io.stderr.join('\n')).toMatch(/here it is/);
  });
});

import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { piste } from '@ludimaths/engine';
import { playSeededGame } from '@ludimaths/engine/testing';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_BYTES, readInputFile } from '../src/files';
import { memoryIo, UsageError } from '../src/io';
import { main } from '../src/main';
import { tempFile } from './support';

/** Runs the CLI and returns its exit code and what it wrote; a thrown error fails the test. */
async function cli(...argv: string[]) {
  const io = memoryIo();
  const code = await main(argv, io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

describe('names of Object.prototype members are unknown names, not crashes', () => {
  it.each([['constructor'], ['__proto__'], ['toString']])('ludimaths %s', async (name) => {
    const { code, err } = await cli(name);
    expect(code).toBe(2);
    expect(err).toBe(
      `ludimaths: unknown command "${name}" (try: play, sim, replay, analyze, tournament, board, solve, online, help)`,
    );
  });

  it.each([
    ['play', 'constructor'],
    ['sim', '__proto__'],
    ['tournament', 'hasOwnProperty', '--bots', 'random,random'],
  ])('ludimaths %s %s', async (command, name, ...rest) => {
    const { code, err } = await cli(command, name, ...rest);
    expect(code).toBe(2);
    expect(err).toMatch(new RegExp(`^ludimaths ${command}: unknown game "${name}" \\(one of: `));
  });

  it.each(['constructor', '__proto__', 'toString'])('sim piste --policy %s', async (name) => {
    const { code, err } = await cli('sim', 'piste', '--games', '1', '--policy', name);
    expect(code).toBe(2);
    expect(err).toMatch(
      `--policy must be one of random, greedy, facile, moyen, fort, optimal, not "${name}"`,
    );
  });

  it('replay of a record for the game "constructor"', async () => {
    const { record } = playSeededGame(piste, { board: 'petite' }, 2, 'proto');
    const file = await tempFile('proto.json', JSON.stringify({ ...record, game: 'constructor' }));
    const { code, err } = await cli('replay', file);
    expect(code).toBe(1);
    expect(err).toMatch(/^invalid record: unknown game "constructor" \(known: .*\) \[unknown-game\]$/);
  });
});

describe('files are read up to a documented cap', () => {
  it('refuses a device with one clear line instead of reading it', async () => {
    for (const argv of [
      ['replay', '/dev/zero'],
      ['play', 'zigzag', '--board-file', '/dev/zero'],
    ]) {
      const { code, err } = await cli(...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(err).toMatch(/cannot read "\/dev\/zero": it is a device, not a regular file$/);
    }
  });

  // A named pipe nobody writes to used to make `replay` wait for ever, in the open itself.
  it.runIf(process.platform !== 'win32')('refuses a named pipe (FIFO) at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludimaths-fifo-'));
    const fifo = join(dir, 'record.json');
    execFileSync('mkfifo', [fifo]);
    // Should the open wait for a writer after all, one comes (and writes nothing) after 3 s: the test
    // then fails on the answer instead of hanging the run.
    const writer = spawn('sh', ['-c', 'sleep 3; : > "$1"', 'sh', fifo], { stdio: 'ignore' });
    try {
      const { code, err } = await cli('replay', fifo);
      expect(code).toBe(2);
      expect(err).toMatch(/cannot read ".*record\.json": it is a named pipe \(FIFO\), not a regular file$/);
    } finally {
      writer.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a file of exactly the cap and refuses one byte more', async () => {
    const file = await tempFile('ten.txt', '0123456789');
    expect(readInputFile(file, 10)).toBe('0123456789');
    expect(() => readInputFile(file, 9)).toThrow(UsageError);
    expect(MAX_INPUT_BYTES).toBe(32 * 1024 * 1024);
  });

  it('names a folder or a missing file', async () => {
    expect((await cli('replay', '/')).err).toMatch(/cannot read "\/": it is a folder \(EISDIR\)/);
    expect((await cli('replay', '/nonexistent/r.json')).err).toMatch(/no such file or folder \(ENOENT\)/);
  });
});

describe('smaller input problems', () => {
  it('accepts a record and a board file that start with a UTF-8 byte-order mark', async () => {
    const { record } = playSeededGame(piste, { board: 'petite' }, 2, 'bom');
    const file = await tempFile('bom.json', `\uFEFF${JSON.stringify(record)}`);
    expect(await cli('replay', file)).toMatchObject({ code: 0, out: expect.stringMatching(/all legal/) });
    const board = await cli('board', 'zigzag', '--seed', 'B', '--json');
    const boardFile = await tempFile('board.json', `\uFEFF${board.out}`);
    expect((await cli('sim', 'zigzag', '--board-file', boardFile, '--games', '2')).code).toBe(0);
  });

  it('reports a malformed step of a record by its index', async () => {
    const { record } = playSeededGame(piste, { board: 'petite' }, 2, 'bad-step');
    const steps = record.steps.map((step, i) => (i === 4 ? { sat: 0 } : step));
    const file = await tempFile('bad-step.json', JSON.stringify({ ...record, steps }));
    const { code, err } = await cli('replay', file);
    expect(code).toBe(1);
    expect(err).toMatch(/^illegal step 4: invalid record at steps\.4/);
  });

  it('quotes the real seat limit for a huge seat number', async () => {
    const { record } = playSeededGame(piste, { board: 'petite' }, 2, 'seat');
    const steps = record.steps.map((step) => ('seat' in step ? { ...step, seat: 1e20 } : step));
    const file = await tempFile('seat.json', JSON.stringify({ ...record, steps }));
    const { err } = await cli('replay', file);
    expect(err).toMatch(/<=\s?15/);
    expect(err).not.toMatch(/9007199254740991/);
  });

  it.each([
    [['solve', 'casse-tete', '--rows', '-5'], '--rows must be an integer from 1 to 30, not "-5"'],
    [['sim', 'piste', '--games', '-1'], '--games must be an integer from 1 to 10000000, not "-1"'],
    [['play', 'zigzag', '--move-limit', '1e12'], '--move-limit must be a positive whole number, not "1e12"'],
    [['sim', 'finito', '--turn-cap', '-3'], '--turn-cap must be a positive whole number, not "-3"'],
  ])('%j gives one line: %s', async (argv, message) => {
    const { code, err } = await cli(...argv);
    expect(code).toBe(2);
    expect(err).toBe(`ludimaths ${argv[0]}: ${message}`);
  });

  it('takes --seed -1 as the seed "-1", like --seed=-1', async () => {
    const spaced = await cli('sim', 'piste', '--games', '3', '--seed', '-1', '--json');
    const joined = await cli('sim', 'piste', '--games', '3', '--seed=-1', '--json');
    expect(spaced.code).toBe(0);
    expect(JSON.parse(spaced.out)).toEqual(JSON.parse(joined.out));
    expect(JSON.parse(spaced.out).seed).toBe('-1');
  });

  it('refuses --mix weights whose total would overflow', async () => {
    const mix = JSON.stringify({
      add: { weight: 1e308, min: 1, max: 6 },
      subtract: { weight: 1e308, min: 1, max: 8 },
    });
    const { code, err } = await cli('board', 'zigzag', '--seed', '1', '--mix', mix);
    expect(code).toBe(2);
    expect(err).toMatch(/weight of add must be a number from 0 to 1000000/);
  });
});

import { describe, expect, it } from 'vitest';
import { memoryIo } from '../src/io';
import { main } from '../src/main';

async function solveJson(...args: string[]) {
  const io = memoryIo();
  expect(await main(['solve', 'casse-tete', ...args, '--json'], io)).toBe(0);
  expect(io.stdout).toHaveLength(1);
  return JSON.parse(io.stdout[0] ?? '');
}

describe('ludimaths solve casse-tete', () => {
  it('counts every 6 × 5 solution with rotation and prints one JSON object', async () => {
    const out = await solveJson('--rows', '6', '--cols', '5', '--all');
    expect(out).toMatchObject({ rows: 6, cols: 5, rotation: true, complete: true, solutions: 2 });
    expect(out.first).toHaveLength(6);
    expect(out.first[0][0]).toEqual({ token: 1, turns: 0 });
    expect(typeof out.nodes).toBe('number');
    expect(typeof out.ms).toBe('number');
  });

  it('derives the other side, honours --no-rotation and proves when there is no solution', async () => {
    expect(await solveJson('--cols', '5', '--no-rotation', '--all')).toMatchObject({
      rows: 6,
      rotation: false,
      complete: true,
      solutions: 1,
    });
    expect(await solveJson('--rows', '1', '--all')).toMatchObject({
      cols: 30,
      complete: true,
      solutions: 0,
      first: null,
    });
    // Without --all the search stops at the first solution: not exhaustive.
    expect(await solveJson('--rows', '5')).toMatchObject({
      solutions: 1,
      complete: false,
      stopped: 'first-solution',
    });
  });

  it('reports complete: false when --timeout stops the search', async () => {
    const out = await solveJson('--rows', '2', '--all', '--timeout', '0');
    expect(out).toMatchObject({ complete: false, stopped: 'timeout' });
  });

  it('draws the first solution with token numbers, turns and the printed numbers', async () => {
    const io = memoryIo();
    expect(await main(['solve', 'casse-tete', '--rows', '6', '--cols', '5'], io)).toBe(0);
    const text = io.stdout.join('\n');
    expect(text).toMatch(/0,65 #1↻0 1\/2/);
    expect(text).toMatch(/#30↻0/);
    const none = memoryIo();
    expect(await main(['solve', 'casse-tete', '--rows', '3', '--cols', '10', '--no-rotation'], none)).toBe(0);
    expect(none.stdout.join('\n')).toMatch(/No solution/);
  });

  it('names bad flags and values and exits with 2', async () => {
    for (const argv of [
      ['solve'],
      ['solve', 'piste', '--rows', '5'],
      ['solve', 'casse-tete'],
      ['solve', 'casse-tete', '--rows', '4'],
      ['solve', 'casse-tete', '--rows', '5', '--cols', '5'],
      ['solve', 'casse-tete', '--rows', 'x'],
      ['solve', 'casse-tete', '--rows', '5', '--timeout', '-1'],
      ['solve', 'casse-tete', '--rows', '5', '--bogus'],
      ['solve', 'casse-tete', 'extra', '--rows', '5'],
    ]) {
      const io = memoryIo();
      expect(await main(argv, io)).toBe(2);
      expect(io.stderr.join('')).toMatch(/^ludimaths solve: /);
    }
  });
});

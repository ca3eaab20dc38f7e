import { piste } from '@ludimaths/engine';
import { playSeededGame } from '@ludimaths/engine/testing';
import { describe, expect, it } from 'vitest';
import { playGame } from '../src/commands/play';
import { pisteCli } from '../src/games/piste/index';
import { memoryIo } from '../src/io';
import { main } from '../src/main';
import { tempFile } from './support';

describe('ludimaths command line', () => {
  it('names an unknown command, flag or value and exits with 2', async () => {
    for (const argv of [
      ['frob'],
      ['sim', 'piste', '--bogus'],
      ['sim', 'piste', '--board', 'moyenne'],
      ['sim', 'echecs'],
      ['sim', 'piste', '--players', '9'],
    ]) {
      const io = memoryIo();
      expect(await main(argv, io)).toBe(2);
      expect(io.stderr.join('')).toMatch(/unknown|must be/);
    }
  });

  it('prints help listing the commands', async () => {
    const io = memoryIo();
    expect(await main(['help'], io)).toBe(0);
    expect(io.stdout.join('\n')).toMatch(/replay FILE/);
  });

  it('simulates piste games and prints one JSON object', async () => {
    const io = memoryIo();
    expect(
      await main(['sim', 'piste', '--board', 'petite', '--games', '200', '--seed', '5', '--json'], io),
    ).toBe(0);
    const summary = JSON.parse(io.stdout.join(''));
    expect(summary).toMatchObject({ game: 'piste', players: 2, games: 200, unfinished: 0 });
    expect(summary.seats[0].winRate + summary.seats[1].winRate).toBeCloseTo(1);
  });

  it('replays a valid record and reports the first illegal step of a broken one', async () => {
    const { record } = playSeededGame(piste, { board: 'petite' }, 3, 11);
    const good = await tempFile('good.json', JSON.stringify(record));
    const io = memoryIo();
    expect(await main(['replay', good, '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout.join(''))).toMatchObject({
      ok: true,
      game: 'piste',
      outcome: { status: 'over' },
    });

    const steps = record.steps.map((s) =>
      'move' in s ? { seat: s.seat, move: { kind: 'roll', dice: 3 } } : s,
    );
    const bad = await tempFile('bad.json', JSON.stringify({ ...record, steps }));
    const badIo = memoryIo();
    expect(await main(['replay', bad], badIo)).toBe(1);
    expect(badIo.stderr.join('')).toMatch(/illegal step \d+: invalid move/);

    const notJson = await tempFile('x.json', '{ nope');
    const jsonIo = memoryIo();
    expect(await main(['replay', notJson], jsonIo)).toBe(1);
    expect(jsonIo.stderr.join('')).toMatch(/not JSON/);

    const missing = memoryIo();
    expect(await main(['replay', '/nonexistent/file.json'], missing)).toBe(2);
    expect(missing.stderr.join('')).toMatch(/cannot read/);
  });

  it('replays a record saved in format version 1, before chance outcomes were tagged', async () => {
    const v1 = {
      format: 'ludimaths-record',
      version: 1,
      game: 'piste',
      options: { board: 'petite' },
      seats: [{}, {}],
      steps: [{ chance: 2 }, { chance: 5 }, { seat: 1, move: { kind: 'roll', dice: 2 } }, { chance: [3, 4] }],
    };
    const io = memoryIo();
    expect(await main(['replay', await tempFile('v1.json', JSON.stringify(v1)), '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout.join(''))).toMatchObject({ ok: true, steps: 4 });
  });

  it('describes the roll-off die and the dice of a turn', () => {
    expect(pisteCli.describeChance({ kind: 'die', face: 5 })).toBe('starting roll: 5');
    expect(pisteCli.describeChance({ kind: 'dice', faces: [4, 6] })).toBe('dice: 4 and 6');
  });

  it('plays a terminal game to the end with a human answering prompts', async () => {
    const io = memoryIo();
    const prompts: string[] = [];
    const answers = ['x', '1'];
    const result = await playGame(
      pisteCli,
      { board: 'petite' },
      ['human', 'moyen'],
      'terminal',
      io,
      async (prompt) => {
        prompts.push(prompt);
        return answers.shift() ?? '';
      },
    );
    expect(result.quit).toBe(false);
    expect(piste.outcome(result.state as never).status).toBe('over');
    expect(prompts.length).toBeGreaterThan(3);
    expect(io.stdout.join('\n')).toMatch(/Won by player/);
  });

  it('stops cleanly when the player quits', async () => {
    const io = memoryIo();
    const result = await playGame(
      pisteCli,
      { board: 'grande' },
      ['human', 'human'],
      'quit',
      io,
      async () => 'q',
    );
    expect(result.quit).toBe(true);
  });
});

import { Zigzag, zigzag } from '@ludimaths/engine';
import { playSeededGame } from '@ludimaths/engine/testing';
import { describe, expect, it } from 'vitest';
import { playGame } from '../src/commands/play';
import { zigzagCli } from '../src/games/zigzag/index';
import { memoryIo } from '../src/io';
import { main } from '../src/main';
import { tempFile } from './support';

describe('ludimaths for zigzag', () => {
  it('simulates greedy games and reports length, seats and first-player advantage', async () => {
    const io = memoryIo();
    expect(await main(['sim', 'zigzag', '--games', '100', '--seed', '3'], io)).toBe(0);
    const text = io.stdout.join('\n');
    expect(text).toMatch(/Length \(pawn moves\): mean/);
    expect(text).toMatch(/first to play wins .*95% CI/);
    const json = memoryIo();
    expect(await main(['sim', 'zigzag', '--games', '50', '--policy', 'random', '--json'], json)).toBe(0);
    expect(JSON.parse(json.stdout.join(''))).toMatchObject({ game: 'zigzag', games: 50, unfinished: 0 });
  });

  it('describes each chance outcome of the setup', () => {
    expect(zigzagCli.describeChance({ kind: 'die', face: 5 })).toBe('starting roll: 5');
    expect(zigzagCli.describeChance({ kind: 'start-cell', label: 2 })).toBe('start cell die: 2');
    expect(zigzagCli.describeChance({ kind: 'start-number', tens: 2, units: 3 })).toBe(
      'dice: 2 (tens) and 3 (units) → 23',
    );
  });

  it('prints the standard board and generated boards, whose JSON rows play back with --board-file', async () => {
    const standard = memoryIo();
    expect(await main(['board', 'zigzag'], standard)).toBe(0);
    expect(standard.stdout.join('\n')).toMatch(/r1 +\+ 5 +× 2 +− 2 +\+ 1 +× 3 +− 8/);
    const json = memoryIo();
    expect(await main(['board', 'zigzag', '--seed', 'S', '--json'], json)).toBe(0);
    const rows = JSON.parse(json.stdout.join(''));
    const generated = Zigzag.generateBoard('S');
    expect(generated.ok && rows).toEqual(generated.ok && Zigzag.makeBoardRows(generated.value));
    const file = await tempFile('board.json', JSON.stringify(rows));
    expect(await main(['sim', 'zigzag', '--board-file', file, '--games', '20'], memoryIo())).toBe(0);
  });

  it('names bad boards and flags with exit code 2', async () => {
    const badBoard = await tempFile('bad.json', JSON.stringify([['+ 1', '+ 2']]));
    for (const argv of [
      ['board', 'zigzag', '--seed', '1', '--mix', '{"divide":{"weight":1,"min":2,"max":5}}'],
      ['board', 'chess'],
      ['sim', 'zigzag', '--board', 'hex'],
      ['sim', 'zigzag', '--board-file', badBoard],
      ['sim', 'zigzag', '--move-limit', '0'],
      ['sim', 'zigzag', '--players', '3'],
    ]) {
      const io = memoryIo();
      expect(await main(argv, io), argv.join(' ')).toBe(2);
      expect(io.stderr.join('')).toMatch(/must|unknown|board needs|mix|moveLimit/);
    }
  });

  it('plays a terminal game against the computer to the end', async () => {
    const io = memoryIo();
    const result = await playGame(
      zigzagCli,
      zigzag.defaultOptions,
      // facile: the quickest search level (moyen searches 37,500 nodes a move), which is all this needs.
      ['human', 'facile'],
      'terminal',
      io,
      async () => '1',
    );
    expect(result.quit).toBe(false);
    expect(zigzag.outcome(result.state as Zigzag.ZigzagState).status).toBe('over');
    expect(io.stdout.join('\n')).toMatch(/Won by player|Draw/);
    expect(io.stdout.join('\n')).toMatch(/start on the top row/);
  });

  it('replays a zigzag record', async () => {
    const { record } = playSeededGame(zigzag, zigzag.defaultOptions, 2, 4);
    const io = memoryIo();
    expect(await main(['replay', await tempFile('game.json', JSON.stringify(record)), '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout.join(''))).toMatchObject({
      ok: true,
      game: 'zigzag',
      outcome: { status: 'over' },
    });
  });
});

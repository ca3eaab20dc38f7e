import type { CasseTeteSolitaire } from '@ludimaths/engine';
import { applyChance, CasseTete, expectOk, casseTeteSolitaire as game } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import { playGame } from '../src/commands/play';
import { casseTeteSolitaireCli as cli, parseTypedMove } from '../src/games/casse-tete-solitaire/index';
import { memoryIo } from '../src/io';
import { main } from '../src/main';
import { tempFile } from './support';

type State = CasseTeteSolitaire.SolitaireState;

/** A game whose tray was shuffled into 30, 29, …, 1: label #1 is token 30. */
function reversedTray(): State {
  let state = expectOk(game.setup(game.defaultOptions, 1, 'cli'));
  for (let token = 30; token >= 1; token--)
    state = expectOk(applyChance(game, state, { kind: 'draw', token }));
  return state;
}

describe('casse-tete-solitaire in the terminal', () => {
  it('reads typed moves with tray labels and rows and columns from 1', () => {
    const state = reversedTray();
    const parse = (text: string) => {
      const parsed = parseTypedMove(text, game.view(state, 0));
      return parsed.ok ? parsed.value : parsed.error.message;
    };
    expect(parse('place 1 2 3 1')).toEqual({ kind: 'place', token: 30, row: 1, col: 2, turns: 1 });
    expect(parse(' Place 30 1 1 ')).toEqual({ kind: 'place', token: 1, row: 0, col: 0, turns: 0 });
    expect(parse('move 1 1 6 5')).toEqual({ kind: 'move', row: 0, col: 0, toRow: 5, toCol: 4 });
    expect(parse('turn 2 2 back')).toEqual({ kind: 'rotate', row: 1, col: 1, by: -1 });
    expect(parse('remove 1 2')).toEqual({ kind: 'remove', row: 0, col: 1 });
    expect(parse('undo')).toEqual({ kind: 'undo' });
    expect(parse('redo')).toEqual({ kind: 'redo' });
    expect(parse('place 31 1 1')).toMatch(/no token #31/);
    expect(parse('place 1 1 1 4')).toMatch(/0 to 3 quarter turns/);
    expect(parse('remove 1')).toMatch(/like "remove 1 1"/);
    expect(parse('jump')).toMatch(/not a move/);
  });

  it('shows tokens by their place in the tray and names them so in moves', () => {
    const state = expectOk(
      game.apply(reversedTray(), 0, {
        kind: 'place',
        token: CasseTete.tokenId(30),
        row: 0,
        col: 0,
        turns: 0,
      }),
    );
    const view = game.view(state, 0);
    const text = cli.render(view, 0, game.legalMoves(state, 0));
    expect(text).toMatch(/#1 /);
    expect(text).not.toMatch(/#30 .*3\/4/); // token 30's top 3/4 is shown under its label, #1
    expect(cli.describeMove({ kind: 'remove', row: 0, col: 0 }, view)).toBe(
      'take #1 at row 1, col 1 back to the tray',
    );
  });

  it('plays typed moves, checks and undoes, then stops when the player quits', async () => {
    const io = memoryIo();
    const answers = ['help', 'place 1 1 1', 'check', 'undo', 'place 1 9 9', 'q'];
    const result = await playGame(
      cli,
      game.defaultOptions,
      ['human'],
      'typed',
      io,
      async () => answers.shift() ?? 'q',
    );
    expect(result.quit).toBe(true);
    const moves = result.steps.flatMap((s) => ('move' in s ? [(s.move as { kind: string }).kind] : []));
    expect(moves).toEqual(['place', 'check', 'undo']);
    expect(io.stdout.join('\n')).toMatch(/Check: 1 token placed, no mismatch/);
    expect(io.stderr.join('\n')).toMatch(/outside the 6 × 5 rectangle/);
  });

  it('lets the strongest computer solve it, and replays its own record', async () => {
    const io = memoryIo();
    const result = await playGame(cli, game.defaultOptions, ['fort'], 'fort', io, async () => '');
    expect(game.outcome(result.state as State)).toMatchObject({
      winners: [0],
      scores: [30],
      reason: 'solved',
    });
    expect(io.stdout.join('\n')).toMatch(/Solved in 30 moves/);
    const record = {
      format: 'ludimaths-record',
      version: 1,
      game: game.id,
      seats: [{}],
      steps: result.steps,
    };
    const out = memoryIo();
    expect(
      await main(['replay', await tempFile('solitaire.json', JSON.stringify(record)), '--json'], out),
    ).toBe(0);
    expect(JSON.parse(out.stdout.join(''))).toMatchObject({ ok: true, outcome: { reason: 'solved' } });
  });

  it('takes the shape from --rows or --cols, and simulates', async () => {
    const io = memoryIo();
    const args = [
      'sim',
      'casse-tete-solitaire',
      '--games',
      '3',
      '--cols',
      '10',
      '--move-limit',
      '40',
      '--json',
    ];
    expect(await main(args, io)).toBe(0);
    expect(JSON.parse(io.stdout.join(''))).toMatchObject({
      options: { rows: 3, cols: 10, moveLimit: 40 },
      players: 1,
      unfinished: 0,
    });
    const bad = memoryIo();
    expect(await main(['sim', 'casse-tete-solitaire', '--rows', '4'], bad)).toBe(2);
    expect(bad.stderr.join('')).toMatch(/--rows 4 does not make a rectangle of 30 tokens/);
    const solved = memoryIo();
    expect(await main(['solve', 'casse-tete-solitaire', '--rows', '6', '--json'], solved)).toBe(0);
    expect(JSON.parse(solved.stdout.join(''))).toMatchObject({ rows: 6, cols: 5, solutions: 1 });
  });
});

/**
 * Random-playout throughput of La piste through the public engine API (legal moves + apply +
 * chance), against a baseline that moves lone pawns with the bare `movePawn` table in a loop.
 * Run: npx tsx bench/piste.ts
 */

import type { Policy } from '@ludimaths/engine';
import { expectOk, Piste, piste, playout, Rng } from '@ludimaths/engine';
import { measure, report } from './lib';

const rng = Rng.fromSeed('bench');
const randomMove: Policy<Piste.PisteState, Piste.PisteMove> = (_s, _seat, moves) =>
  moves.length === 1 ? (moves[0] as Piste.PisteMove) : rng.pick(moves);

let stepsPerGame = 0;
let movesPerGame = 0;
function playGames(board: Piste.BoardName, games: number): number {
  let steps = 0;
  let moves = 0;
  for (let g = 0; g < games; g++) {
    const start = expectOk(piste.setup({ board }, 2, rng.int(1 << 30)));
    const result = playout(piste, start, randomMove, 1_000_000, false);
    steps += result.state.turns * 2; // one seat move + one chance outcome per turn…
    moves += result.state.turns;
  }
  stepsPerGame = steps / games;
  movesPerGame = moves / games;
  return games;
}

function bareTrack(board: Piste.BoardName, turns: number): number {
  const track = Piste.TRACKS[board];
  let square = 0;
  for (let i = 0; i < turns; i++) {
    const move = Piste.movePawn(track, square, 2 + rng.int(6) + rng.int(6));
    square = move.won ? 0 : move.to;
  }
  return turns;
}

for (const board of Piste.BOARD_NAMES) {
  const baseline = measure(`baseline: bare movePawn loop (${board})`, 'turns', () =>
    bareTrack(board, 10_000),
  );
  const games = measure(`engine playout, 2 players (${board})`, 'games', () => playGames(board, 50));
  const turns = {
    ...games,
    name: `  = player moves through the API (${board})`,
    unit: 'moves',
    rate: games.rate * movesPerGame,
  };
  const steps = {
    ...games,
    name: `  = steps incl. chance (${board})`,
    unit: 'steps',
    rate: games.rate * stepsPerGame,
  };
  report(`La piste (${board}): random playouts, one core`, [baseline, turns, steps, games]);
}

/**
 * Finito throughput through the public engine API under the greedy policy (random play rarely
 * reaches Finito), in player-turns per second: one seat acting on one d20 roll (the rules' "round").
 * Baseline: the same greedy play on one bare mutable board, with no states, records or API.
 * Run: npx tsx bench/finito.ts
 */

import type { Policy } from '@ludimaths/engine';
import { expectOk, Finito, finito, playout, Rng } from '@ludimaths/engine';
import type { Measurement } from './lib';
import { measure, report } from './lib';

const rng = Rng.fromSeed('bench');

/** Solo greedy games on one mutable board: roll, choose, play, turn up, until Finito. */
function bareSolo(games: number): number {
  let turns = 0;
  for (let g = 0; g < games; g++) {
    const board = new Array<number>(Finito.CELL_COUNT).fill(0);
    const faceDown = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const hand: number[] = [];
    const draw = () => hand.push(faceDown.splice(rng.int(faceDown.length), 1)[0] as number);
    draw();
    draw();
    draw();
    while (!Finito.isFinito(board)) {
      const roll = 1 + rng.int(20);
      const cells = Finito.destinations(board, roll);
      const moves: Finito.FinitoMove[] = [];
      if (hand.length > 0)
        for (const token of hand) for (const cell of cells) moves.push({ kind: 'place', token, cell });
      else
        for (let token = 1; token <= 12; token++)
          for (const cell of cells) moves.push({ kind: 'move', token, cell });
      const move = Finito.greedyMove(board, moves);
      if (move.kind === 'pass') continue;
      if (move.kind === 'place') hand.splice(hand.indexOf(move.token), 1);
      else board[board.indexOf(move.token)] = 0;
      board[move.cell] = move.token;
      if (faceDown.length > 0 && move.kind === 'place') draw();
      turns++;
    }
  }
  return turns;
}

const greedy = Finito.greedyPolicy as Policy<Finito.FinitoState, Finito.FinitoMove>;

function engineGames(players: number, games: number, options = finito.defaultOptions): number {
  let playerTurns = 0;
  for (let g = 0; g < games; g++) {
    const start = expectOk(finito.setup(options, players, rng.int(1 << 30)));
    const result = playout(finito, start, greedy, 1_000_000, false);
    playerTurns += result.state.totalTurns * players;
  }
  return playerTurns;
}

const randomMove: Policy<Finito.FinitoState, Finito.FinitoMove> = (_s, _seat, moves) => rng.pick(moves);

function randomGames(players: number, games: number): number {
  let playerTurns = 0;
  for (let g = 0; g < games; g++) {
    const start = expectOk(
      finito.setup({ ...finito.defaultOptions, turnCap: 100 }, players, rng.int(1 << 30)),
    );
    playerTurns += playout(finito, start, randomMove, 1_000_000, false).state.totalTurns * players;
  }
  return playerTurns;
}

const rows: Measurement[] = [
  measure('baseline: bare greedy solo loop, no API', 'player-turns', () => bareSolo(20)),
];
for (const players of [1, 2, 4]) {
  rows.push(
    measure(`engine playout, greedy, ${players} player(s)`, 'player-turns', () => engineGames(players, 20)),
  );
}
rows.push(
  measure('engine playout, greedy, 4 players, match to 50', 'player-turns', () =>
    engineGames(4, 2, { ...finito.defaultOptions, targetScore: 50 }),
  ),
);
rows.push(measure('engine playout, random, 4 players, 100 turns', 'player-turns', () => randomGames(4, 5)));
report('Finito: player-turns (one seat acting on one roll) per second, one core', rows);

const { mean, count } = (() => {
  let total = 0;
  const n = 2000;
  for (let g = 0; g < n; g++) total += engineGames(1, 1);
  return { mean: total / n, count: n };
})();
console.log(`\n  greedy solo: mean ${mean.toFixed(2)} turns to Finito over ${count} games`);

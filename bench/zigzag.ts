/**
 * Random-playout throughput of Zigzag through the public engine API (actors + legalMoves + apply,
 * chance steps for the setup), against a baseline that walks one pawn over the standard board with
 * plain arrays and arithmetic (no states, no rule checks beyond "result ≥ 1").
 * Run: npx tsx bench/zigzag.ts
 */

import type { Policy } from '@ludimaths/engine';
import { expectOk, playout, Rng, Zigzag, zigzag } from '@ludimaths/engine';
import { measure, report } from './lib';

const rng = Rng.fromSeed('bench');
const randomMove: Policy<Zigzag.ZigzagState, Zigzag.ZigzagMove> = (_s, _seat, moves) =>
  moves.length === 1 ? (moves[0] as Zigzag.ZigzagMove) : rng.pick(moves);

let movesPerGame = 0;
let stepsPerGame = 0;
function playGames(
  options: Zigzag.ZigzagOptions,
  policy: Policy<Zigzag.ZigzagState, Zigzag.ZigzagMove>,
  games: number,
): number {
  let moves = 0;
  let steps = 0;
  for (let g = 0; g < games; g++) {
    const start = expectOk(zigzag.setup(options, 2, rng.int(1 << 30)));
    const result = playout(zigzag, start, policy, 100_000, true);
    moves += result.state.moves;
    steps += result.steps.length;
  }
  movesPerGame = moves / games;
  stepsPerGame = steps / games;
  return games;
}

/** The baseline: a lone pawn's random walk with the board as numbers, the cheapest possible loop. */
function bareWalk(moves: number): number {
  const ops = Zigzag.STANDARD_BOARD.operations.flat();
  const neighbours = ops.map((_, i) => {
    const r = Math.floor(i / 6);
    const c = i % 6;
    const out: number[] = [];
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        const rr = r + dr;
        const cc = c + dc;
        if ((dr || dc) && rr >= 0 && rr < 6 && cc >= 0 && cc < 6) out.push(rr * 6 + cc);
      }
    return out;
  });
  let cell = 0;
  let n = 23;
  for (let i = 0; i < moves; i++) {
    const around = neighbours[cell] as number[];
    const to = around[rng.int(around.length)] as number;
    const op = ops[to] as Zigzag.Operation;
    const next =
      op.kind === 'add'
        ? n + op.by
        : op.kind === 'subtract'
          ? n - op.by
          : op.kind === 'multiply'
            ? n * op.by
            : Math.round(n / 2);
    if (next < 1) continue;
    n = next % 10 === 0 ? next / 10 : next > 1e9 ? 23 : next;
    cell = to;
  }
  return moves;
}

const standard = zigzag.defaultOptions;
const generated: Zigzag.ZigzagOptions = { board: { kind: 'generated', seed: 'bench' }, moveLimit: 200 };

const baseline = measure('baseline: bare random walk, no engine', 'moves', () => bareWalk(10_000));
const rows = [baseline];
for (const [name, options] of [
  ['standard', standard],
  ['generated', generated],
] as const) {
  const games = measure(`engine playout, random moves (${name})`, 'games', () =>
    playGames(options, randomMove, 20),
  );
  const perGame = movesPerGame;
  const stepsGame = stepsPerGame;
  rows.push(
    { ...games, name: `  = pawn moves through the API (${name})`, unit: 'moves', rate: games.rate * perGame },
    {
      ...games,
      name: `  = steps incl. setup and chance (${name})`,
      unit: 'steps',
      rate: games.rate * stepsGame,
    },
    games,
  );
  console.log(
    `  (${name}: ${perGame.toFixed(1)} pawn moves and ${stepsGame.toFixed(1)} steps per random game)`,
  );
}
const greedy = Zigzag.greedyPolicy('bench');
const greedyGames = measure('engine playout, greedy policy (standard)', 'games', () =>
  playGames(standard, greedy, 20),
);
rows.push(
  {
    ...greedyGames,
    name: '  = pawn moves, greedy (standard)',
    unit: 'moves',
    rate: greedyGames.rate * movesPerGame,
  },
  greedyGames,
);
report('Zigzag: random playouts, one core', rows);

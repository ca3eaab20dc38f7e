/**
 * Random-playout throughput of Zigzag through the public engine API (actors + legalMoves + apply,
 * chance steps for the setup), against a baseline that walks one pawn over the standard board with
 * plain arrays and arithmetic (no states, no rule checks beyond "result ≥ 1").
 * Run: npx tsx bench/zigzag.ts
 */

import type { Policy } from '@ludimaths/engine';
import { expectOk, playout, Rng, Zigzag, zigzag } from '@ludimaths/engine';
import { bareEngineLoop } from './engine-loop';
import type { Measurement } from './lib';
import { measure, measurePair, report } from './lib';

type ZPolicy = Policy<Zigzag.ZigzagState, Zigzag.ZigzagMove>;

const rng = Rng.fromSeed('bench');
const randomMove: ZPolicy = (_s, _seat, moves) =>
  moves.length === 1 ? (moves[0] as Zigzag.ZigzagMove) : rng.pick(moves);

/** Plays games without keeping their steps (as `sim` does) and returns how many pawn moves were made. */
function playGames(options: Zigzag.ZigzagOptions, policy: ZPolicy, games: number): number {
  let moves = 0;
  for (let g = 0; g < games; g++) {
    const start = expectOk(zigzag.setup(options, 2, rng.int(1 << 30)));
    moves += playout(zigzag, start, policy, 100_000, false).state.moves;
  }
  return moves;
}

/** The same games through a bare engine loop (no match): the match loop's overhead is the ratio. */
function playGamesBare(options: Zigzag.ZigzagOptions, policy: ZPolicy, games: number): number {
  let moves = 0;
  for (let g = 0; g < games; g++) {
    const start = expectOk(zigzag.setup(options, 2, rng.int(1 << 30)));
    moves += bareEngineLoop(zigzag, start, policy).moves;
  }
  return moves;
}

/** Steps (moves, passes, setup choices and chance outcomes) per pawn move, from recorded games. */
function stepsPerMove(options: Zigzag.ZigzagOptions, policy: ZPolicy): number {
  let steps = 0;
  let moves = 0;
  for (let g = 0; g < 200; g++) {
    const result = playout(zigzag, expectOk(zigzag.setup(options, 2, g)), policy);
    steps += result.steps.length;
    moves += result.state.moves;
  }
  return steps / moves;
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

const GAMES = 20;
const setups: [string, Zigzag.ZigzagOptions, ZPolicy][] = [
  ['standard, random', zigzag.defaultOptions, randomMove],
  ['generated, random', { board: { kind: 'generated', seed: 'bench' }, moveLimit: 200 }, randomMove],
  ['standard, greedy', zigzag.defaultOptions, Zigzag.greedyPolicy('bench')],
];

const rows: Measurement[] = [
  measure('baseline: bare random walk, no engine', 'moves', () => bareWalk(10_000)),
];
const overheads: string[] = [];
for (const [name, options, policy] of setups) {
  let games = 0;
  let total = 0;
  const [moves, bare] = measurePair(
    {
      name: `pawn moves (${name})`,
      unit: 'moves',
      run: () => {
        const made = playGames(options, policy, GAMES);
        games += GAMES;
        total += made;
        return made;
      },
    },
    {
      name: `  bare engine loop, no match (${name})`,
      unit: 'moves',
      run: () => playGamesBare(options, policy, GAMES),
    },
  );
  overheads.push(`  match loop / bare engine loop (${name}): ×${(moves.rate / bare.rate).toFixed(3)}`);
  const movesPerGame = total / games;
  const ratio = stepsPerMove(options, policy);
  rows.push(
    moves,
    bare,
    {
      ...moves,
      name: `  = all steps, chance included`,
      unit: 'steps',
      rate: moves.rate * ratio,
    },
    {
      ...moves,
      name: `  = games (${movesPerGame.toFixed(1)} pawn moves each)`,
      unit: 'games',
      rate: moves.rate / movesPerGame,
    },
  );
}
report('Zigzag: playouts through the public API (the match loop), one core', rows);
for (const line of overheads) console.log(line);

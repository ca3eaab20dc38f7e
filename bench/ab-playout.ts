/**
 * A/B of random-playout throughput between this engine and another checkout's, in one process, so
 * that both builds meet the same machine load: rounds alternate A and B, each timed in CPU time
 * (`process.cpuUsage`), and the median of the per-round ratios is printed. Used to check that a
 * refactor keeps the playout figure (issue 10: within 10 % of the engine before the match loop).
 *
 * Run: npx tsx bench/ab-playout.ts /path/to/other/checkout [rounds] [games] [workload filter]
 * The other checkout needs its dependencies resolvable (e.g. a `node_modules` symlink to this one's).
 */

import { pathToFileURL } from 'node:url';
import * as current from '@ludimaths/engine';

type Engine = typeof current;
interface Workload {
  readonly name: string;
  readonly run: (engine: Engine, games: number, seed: number) => number;
}

/**
 * The harness's own generator (mulberry32): a whole number below `n` per call. The policy must be the
 * same code for both builds and call into neither: drawing with each build's `Rng` made its call site
 * see two classes, which V8 handled differently depending on the caller, and skewed the ratio.
 */
function generator(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/**
 * Plays `games` random games of `gameName` with `options` (both builds get the same seeds); answers
 * the number of seat decisions, so that games of different lengths compare fairly.
 */
function randomGames(
  engine: Engine,
  gameName: 'piste' | 'zigzag' | 'finito' | 'casseTete',
  options: object,
  seats: number,
  games: number,
  seed: number,
): number {
  const game = engine[gameName] as unknown as current.AnyGame;
  const below = generator(seed);
  let decisions = 0;
  const policy: current.Policy<current.BaseState, unknown> = (_s, _seat, moves) => {
    decisions++;
    return moves.length === 1 ? moves[0] : moves[below(moves.length)];
  };
  for (let g = 0; g < games; g++) {
    const start = engine.expectOk(
      game.setup({ ...(game.defaultOptions as object), ...options }, seats, below(1 << 30)),
    );
    engine.playout(game, start, policy, 1_000_000, false);
  }
  return decisions;
}

const WORKLOADS: readonly Workload[] = [
  {
    name: 'piste grande, 2 players',
    run: (e, n, s) => randomGames(e, 'piste', { board: 'grande' }, 2, n, s),
  },
  {
    name: 'piste petite, 2 players',
    run: (e, n, s) => randomGames(e, 'piste', { board: 'petite' }, 2, n, s),
  },
  { name: 'zigzag, 2 players', run: (e, n, s) => randomGames(e, 'zigzag', {}, 2, n / 10, s) },
  { name: 'finito, 3 players', run: (e, n, s) => randomGames(e, 'finito', {}, 3, n / 10, s) },
  { name: 'casse-tête, 2 players', run: (e, n, s) => randomGames(e, 'casseTete', {}, 2, n / 20, s) },
];

/** Seat decisions per CPU millisecond. */
function rate(run: () => number): number {
  const start = process.cpuUsage();
  const decisions = run();
  const used = process.cpuUsage(start);
  return decisions / ((used.user + used.system) / 1000);
}

const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

async function main(): Promise<void> {
  const [other, roundsArg = '10', gamesArg = '4000', only = ''] = process.argv.slice(2);
  if (!other) throw new Error('usage: bench/ab-playout.ts /path/to/other/checkout [rounds] [games]');
  const rounds = Number(roundsArg);
  const games = Number(gamesArg);
  const url = pathToFileURL(`${other}/packages/engine/src/index.ts`).href;
  const baseline = (await import(url)) as Engine;
  console.log(`A = this checkout, B = ${other}; ${rounds} rounds of ${games} games, CPU time`);
  for (const workload of WORKLOADS.filter((w) => w.name.includes(only))) {
    workload.run(current, games / 4, 0); // warm-up, both builds
    workload.run(baseline, games / 4, 0);
    const ratios: number[] = [];
    const rates: [number[], number[]] = [[], []];
    for (let round = 1; round <= rounds; round++) {
      // Alternate which build goes first, so neither always meets a freshly collected heap.
      const order = round % 2 ? [current, baseline] : [baseline, current];
      const [first, second] = order.map((engine) => rate(() => workload.run(engine, games, round)));
      const [a, b] = round % 2 ? [first, second] : [second, first];
      ratios.push((a as number) / (b as number));
      rates[0].push(a as number);
      rates[1].push(b as number);
    }
    const shown = ratios.map((r) => r.toFixed(2)).join(' ');
    const perSecond = (xs: number[]): string => Math.round(median(xs) * 1000).toLocaleString('en');
    console.log(
      `${workload.name.padEnd(26)} A/B decisions per CPU second, median ×${median(ratios).toFixed(3)}  (rounds: ${shown}; A ${perSecond(rates[0])}/s, B ${perSecond(rates[1])}/s)`,
    );
  }
}

await main();

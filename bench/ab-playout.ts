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
  const rng = engine.Rng.fromSeed(`ab-${seed}`);
  let decisions = 0;
  const policy: current.Policy<current.BaseState, unknown> = (_s, _seat, moves) => {
    decisions++;
    return moves.length === 1 ? moves[0] : rng.pick(moves);
  };
  for (let g = 0; g < games; g++) {
    const start = engine.expectOk(
      game.setup({ ...(game.defaultOptions as object), ...options }, seats, rng.int(1 << 30)),
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
    for (let round = 1; round <= rounds; round++) {
      // Alternate which build goes first, so neither always meets a freshly collected heap.
      const order = round % 2 ? [current, baseline] : [baseline, current];
      const [first, second] = order.map((engine) => rate(() => workload.run(engine, games, round)));
      const [a, b] = round % 2 ? [first, second] : [second, first];
      ratios.push((a as number) / (b as number));
    }
    const shown = ratios.map((r) => r.toFixed(2)).join(' ');
    console.log(
      `${workload.name.padEnd(26)} A/B decisions per CPU second, median ×${median(ratios).toFixed(3)}  (rounds: ${shown})`,
    );
  }
}

await main();

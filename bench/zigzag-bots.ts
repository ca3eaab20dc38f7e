/**
 * Zigzag bots: search speed (nodes per second) and strength (tournaments with seats rotated, win
 * rates with 95% Wilson intervals).
 *
 * Speed rows, on positions from random games: the engine's own legalMoves + apply walking the move
 * tree (baseline), the search position's make/unmake walking the same tree, and fort's alpha–beta
 * (transposition table, ordering, evaluation) counted in nodes.
 *
 * Run: npx tsx bench/zigzag-bots.ts [--games N] [--iterations NODES | --budget MS] [--pairs fort-random,…]
 * A bot written `name@N` in a pair searches N nodes per move whatever the budget (fort@2000-moyen,
 * fort@20000-fort@2000: how strength grows with the search).
 * Defaults: 200 games per pairing at 20 000 nodes per move (deterministic).
 */
import { parseArgs } from 'node:util';
import type { Bot, BotName, Zigzag as Z } from '@ludimaths/engine';
import { expectOk, Rng, rollChance, runTournament, wilsonInterval, Zigzag, zigzag } from '@ludimaths/engine';
import type { Measurement } from './lib';
import { measure, report } from './lib';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    iterations: { type: 'string' },
    budget: { type: 'string' },
    pairs: {
      type: 'string',
      default: 'fort-random,fort-greedy,fort-moyen,moyen-greedy,facile-greedy,greedy-random',
    },
    'skip-speed': { type: 'boolean', default: false },
  },
});

/** Play-phase positions from random games, a few moves in. */
function positions(count: number): Z.ZigzagState[] {
  const rng = Rng.fromSeed('bench-positions');
  const found: Z.ZigzagState[] = [];
  for (let g = 0; found.length < count; g++) {
    let state = expectOk(zigzag.setup(zigzag.defaultOptions, 2, `p${g}`));
    const stopAt = 4 + rng.int(20);
    while (zigzag.actors(state).kind !== 'over') {
      if (zigzag.actors(state).kind === 'chance') {
        state = rollChance(zigzag, state).state;
        continue;
      }
      if (state.phase === 'play' && state.moves >= stopAt) {
        found.push(state);
        break;
      }
      state = expectOk(zigzag.apply(state, state.turn, rng.pick(zigzag.legalMoves(state, state.turn))));
    }
  }
  return found;
}

function enginePerft(state: Z.ZigzagState, depth: number): number {
  if (depth === 0 || state.phase === 'over') return 1;
  let nodes = 1;
  for (const move of zigzag.legalMoves(state, state.turn)) {
    nodes += enginePerft(expectOk(zigzag.apply(state, state.turn, move)), depth - 1);
  }
  return nodes;
}

function searchPerft(
  position: Z.SearchPosition,
  depth: number,
  buffer: Int32Array,
  undo: Float64Array,
  ply: number,
): number {
  if (depth === 0 || position.result !== Zigzag.RUNNING) return 1;
  const seat = position.turn;
  const base = ply * 16;
  let count = position.generate(seat, buffer, base);
  if (count === 0) {
    buffer[base] = Zigzag.PASS_CODE;
    count = 1;
  }
  let nodes = 1;
  for (let i = 0; i < count; i++) {
    const code = buffer[base + i] as number;
    position.make(code, undo, ply);
    nodes += searchPerft(position, depth - 1, buffer, undo, ply + 1);
    position.unmake(seat, code, undo, ply);
  }
  return nodes;
}

if (!values['skip-speed']) {
  const sample = positions(20);
  const buffer = new Int32Array(64 * 16);
  const undo = new Float64Array(64 * 5);
  const rows: Measurement[] = [
    measure('engine legalMoves + apply, perft 4 plies', 'nodes', () =>
      sample.reduce((n, s) => n + enginePerft(s, 4), 0),
    ),
    measure('search position make/unmake, perft 4 plies', 'nodes', () =>
      sample.reduce((n, s) => n + searchPerft(Zigzag.SearchPosition.fromState(s), 4, buffer, undo, 0), 0),
    ),
    measure('fort alpha–beta, 50 000 nodes per position', 'nodes', () =>
      sample.reduce(
        (n, s) =>
          n +
          new Zigzag.Searcher(Zigzag.SearchPosition.fromState(s), {
            maxDepth: 60,
            maxNodes: 50_000,
            evaluation: Zigzag.FULL_EVALUATION,
          }).run().nodes,
        0,
      ),
    ),
  ];
  report('Zigzag search speed (20 positions from random games)', rows);
  let depth = 0;
  for (const s of sample) {
    depth += new Zigzag.Searcher(Zigzag.SearchPosition.fromState(s), {
      maxDepth: 60,
      maxNodes: 20_000,
      evaluation: Zigzag.FULL_EVALUATION,
    }).run().depth;
  }
  console.log(`  mean depth completed at 20 000 nodes: ${(depth / sample.length).toFixed(1)} plies`);
}

const games = Number(values.games);
const budgetMs = values.budget === undefined ? undefined : Number(values.budget);
const iterations =
  values.iterations !== undefined ? Number(values.iterations) : budgetMs === undefined ? 20_000 : undefined;
const budgetText = iterations !== undefined ? `${iterations} nodes per move` : `${budgetMs} ms per move`;
type ZigzagBot = Bot<Z.ZigzagView, Z.ZigzagMove>;

/** A bot by name, or `name@N`: that bot held to N nodes per move. */
function entrant(spec: string): ZigzagBot {
  const [name, nodes] = spec.split('@') as [BotName, string | undefined];
  const bot = Zigzag.zigzagBots[name];
  if (nodes === undefined) return bot;
  return {
    name: spec,
    choose: (view, seat, legal, context) =>
      bot.choose(view, seat, legal, { seed: context.seed, iterations: Number(nodes) }),
  };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

console.log(`\nZigzag bots: ${games} games per pairing, seats rotated, ${budgetText}`);
for (const pair of (values.pairs ?? '').split(',').filter(Boolean)) {
  const [a, b] = pair.split('-') as [string, string];
  const start = performance.now();
  const result = runTournament(
    zigzag,
    [
      { name: a, bot: entrant(a) },
      { name: b, bot: entrant(b) },
    ],
    {
      options: zigzag.defaultOptions,
      games,
      seed: `bench:${pair}`,
      clock: () => performance.now(),
      ...(iterations === undefined ? {} : { iterations }),
      ...(budgetMs === undefined ? {} : { budgetMs }),
    },
  );
  const [first, second] = result.entrants;
  if (!first || !second) continue;
  const interval = wilsonInterval(first.wins, games);
  const seconds = ((performance.now() - start) / 1000).toFixed(0);
  console.log(
    `  ${`${a} vs ${b}`.padEnd(18)} ${a} wins ${pct(first.wins / games)} [95% ${pct(interval.low)} – ${pct(interval.high)}]` +
      `  W ${first.wins} D ${first.draws} L ${first.losses}` +
      `  ${(first.thinkingMs / Math.max(1, first.moves)).toFixed(1)} / ${(second.thinkingMs / Math.max(1, second.moves)).toFixed(1)} ms per move  (${seconds} s)`,
  );
}

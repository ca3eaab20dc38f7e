/**
 * Casse-tête bots: speed of the determinized search (deals sampled per second, playouts per second)
 * against the engine's own greedy playouts through the public API, then matches between the levels.
 *
 * Run: npx tsx bench/casse-tete-bots.ts [--games N] [--iterations N] [--compare JSON]
 *   (defaults: 400 games of fort vs greedy at 300 playouts per move, fort vs greedy at growing budgets,
 *   and short matches between the levels). `--compare '{"randomShare":0}'` instead plays fort with
 *   those search settings against the default fort, `--games` games at `--iterations` playouts.
 *
 * The strength figures were measured with the CLI on the shared 2-core machine (load 4–10):
 *   npx ludimaths tournament casse-tete --bots fort,greedy --games 4000 --iterations 300 --seed 1
 *     fort won 3610, shared 212, lost 178: score 92.9% [95% CI 92.2% – 93.6%], 14.4 ms/move
 *   npx ludimaths tournament casse-tete --bots fort,greedy --games 4000 --budget 5 --seed 2
 *     fort score 93.6% [95% CI 92.9% – 94.3%] (3743.5 wins counting shared ones as ½, 153 lost),
 *     7.2 ms/move measured (the overrun past 5 ms is the process being descheduled under load)
 *   npx ludimaths tournament casse-tete --bots fort,greedy,greedy --games 300 --iterations 300 --seed 3
 *     fort score 70.6% [95% CI 66.0% – 75.2%] with three players (a fair share is 33%)
 * and with this file (fort vs greedy by playouts per move, 100 games each): 30 → 86.5%, 100 → 91.5%,
 * 300 → 91.9% (400 games), 1,000 → 96.5%, 3,000 → 97.0%; fort at 3,000 vs moyen (150) 67.5% ± 8.7;
 * moyen vs facile 94.3% ± 3.0; facile vs random 53.2% ± 2.9; greedy vs random 58.6% ± 2.8.
 * Speed: 55,500 search playouts/s (×8.9 the engine's greedy playouts through the public API).
 */

import type { Bot, TournamentResult } from '@ludimaths/engine';
import {
  CasseTete,
  casseTete,
  expectOk,
  meanWithError,
  playout,
  Rng,
  runTournament,
  scoreInterval,
} from '@ludimaths/engine';
import type { SearchSettings } from '@ludimaths/engine/casse-tete';
import {
  casseTeteBots,
  FORT_SETTINGS,
  PlayoutRng,
  sampleDeal,
  searchMove,
  unseenTokens,
} from '@ludimaths/engine/casse-tete';
import { measure, report } from './lib';

type State = CasseTete.CasseTeteState;
type View = CasseTete.CasseTeteView;
type Move = CasseTete.CasseTeteMove;

const args = process.argv.slice(2);
const flag = (name: string, fallback: number): number => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};

/** Positions where a seat must choose among several placements, from greedy 2-player games. */
function samplePositions(count: number): State[] {
  const rng = Rng.fromSeed('bench-positions');
  const out: State[] = [];
  for (let g = 0; out.length < count; g++) {
    const start = expectOk(casseTete.setup({ rotation: true }, 2, `bench:${g}`));
    const game = playout(casseTete, start, (_s, _seat, moves) => rng.pick(moves), 100_000, true);
    let state = start;
    for (const step of game.steps) {
      state =
        'chance' in step
          ? expectOk(casseTete.resolveChance(state, step.chance))
          : expectOk(casseTete.apply(state, step.seat, step.move));
      if (state.phase === 'turn' && casseTete.legalMoves(state, state.current).length > 1 && rng.int(3) === 0)
        out.push(state);
    }
  }
  return out.slice(0, count);
}

/** Speed of the search's parts, against whole greedy games through the public API. */
function speed(): void {
  const positions = samplePositions(60);
  const views = positions.map((s) => casseTete.view(s, s.current));
  const legals = positions.map((s) => casseTete.legalMoves(s, s.current));

  // Baseline: whole games through the public API (immutable states, chance steps, greedy moves).
  const greedyPolicy = (s: State, seat: number, moves: readonly Move[]): Move =>
    CasseTete.greedyMove(casseTete.view(s, seat), seat, moves);
  let p = 0;
  const engineGames = measure('engine greedy playout (public API)', 'playouts', () => {
    const s = positions[p++ % positions.length] as State;
    playout(casseTete, s, greedyPolicy, 100_000, false);
    return 1;
  });

  const dealRng = new PlayoutRng(7);
  let d = 0;
  const deals = measure('sample a deal of the unseen tokens', 'deals', () => {
    const i = d++ % views.length;
    const view = views[i] as View;
    const unseen = unseenTokens(view);
    for (let k = 0; k < 100; k++) sampleDeal(view, view.viewer as number, unseen, dealRng);
    return 100;
  });

  let searchedPlayouts = 0;
  let determinizations = 0;
  let q = 0;
  const playouts = measure('search playouts (table, randomised greedy)', 'playouts', () => {
    const i = q++ % views.length;
    const view = views[i] as View;
    const result = searchMove(
      view,
      view.viewer as number,
      legals[i] as Move[],
      { seed: q, iterations: 1000 },
      FORT_SETTINGS,
    );
    searchedPlayouts += result.playouts;
    determinizations += result.determinizations;
    return result.playouts;
  });
  const searchDeals: typeof playouts = {
    name: 'search deals (each shared by the surviving moves)',
    unit: 'deals',
    ms: playouts.ms,
    rate: (playouts.rate * determinizations) / searchedPlayouts,
  };
  report('Casse-tête search speed (2 players, mid-game positions)', [
    engineGames,
    deals,
    playouts,
    searchDeals,
  ]);
}

/** Outright wins, shared wins (equal top scores) and losses, from each game's score. */
function summary(title: string, result: TournamentResult): void {
  console.log(`\n${title}: mean length ${meanWithError(result.lengths).mean.toFixed(1)} moves`);
  for (const e of result.entrants) {
    const score = scoreInterval(e.scores);
    const won = e.scores.filter((x) => x === 1).length;
    const lost = e.scores.filter((x) => x === 0).length;
    const shared = e.scores.length - won - lost;
    const ci = [score.low, score.high].map((x) => (100 * x).toFixed(1));
    console.log(
      `  ${e.name.padEnd(8)} won ${String(won).padStart(5)}  shared ${String(shared).padStart(4)}  lost ${String(lost).padStart(5)}  score ${(100 * score.mean).toFixed(1)}% [95% CI ${ci[0]}% – ${ci[1]}%]  ${(e.thinkingMs / Math.max(1, e.moves)).toFixed(2)} ms/move`,
    );
  }
}

function match(a: string, b: string, games: number, iterations: number | undefined): TournamentResult {
  const bot = (name: string) => casseTeteBots[name as keyof typeof casseTeteBots] as Bot<View, Move>;
  return runTournament(
    casseTete,
    [
      { name: a, bot: bot(a) },
      { name: b, bot: bot(b) },
    ],
    {
      options: { rotation: true },
      games,
      seed: 'bench',
      clock: () => performance.now(),
      ...(iterations === undefined ? {} : { iterations }),
    },
  );
}

const games = flag('games', 400);
const compareAt = args.indexOf('--compare');
if (compareAt >= 0) {
  const variant: SearchSettings = { ...FORT_SETTINGS, ...JSON.parse(args[compareAt + 1] ?? '{}') };
  const searcher = (name: string, settings: SearchSettings): Bot<View, Move> => ({
    name,
    choose: (view, seat, legal, context) => ({
      move: legal[searchMove(view, seat, legal, context, settings).index] as Move,
    }),
  });
  const result = runTournament(
    casseTete,
    [
      { name: 'variant', bot: searcher('variant', variant) },
      { name: 'fort', bot: searcher('fort', FORT_SETTINGS) },
    ],
    { options: { rotation: true }, games, seed: 'compare', iterations: flag('iterations', 300) },
  );
  summary(`${JSON.stringify(variant)} vs fort ${JSON.stringify(FORT_SETTINGS)}`, result);
} else {
  speed();
  const iterations = flag('iterations', 300);
  summary(
    `fort vs greedy, ${games} games, ${iterations} playouts per move`,
    match('fort', 'greedy', games, iterations),
  );
  for (const budget of [30, 100, 1000, 3000])
    summary(`fort vs greedy, 100 games, ${budget} playouts per move`, match('fort', 'greedy', 100, budget));
  summary(
    `fort vs moyen, 100 games, ${10 * iterations} playouts per move (moyen gets 1/20)`,
    match('fort', 'moyen', 100, 10 * iterations),
  );
  summary('moyen vs facile, 200 games, default budget', match('moyen', 'facile', 200, undefined));
  summary('facile vs random, 1000 games', match('facile', 'random', 1000, undefined));
  summary('greedy vs random, 1000 games', match('greedy', 'random', 1000, undefined));
}

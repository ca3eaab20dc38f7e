/**
 * Finito bots' strength and speed, through the public engine API (setup, chance, view, legal moves,
 * apply), each bot seeing only its seat's view.
 * - Solo: turns (d20 rolls) to Finito per bot, mean with 95% interval, median, ms per move. The floor
 *   is 12 (every token placed in order); greedy takes about 27.
 * - Duel: fort against greedy in 2-player games (seats rotated), fort's score with 95% interval.
 * Run: npx tsx bench/finito-bots.ts [soloGames=300] [bots=greedy,facile,moyen,fort] [duelGames=200]
 * (the figures in the report used 2000 and 1000: about 10 minutes of one core). A bot name may carry
 * an iteration count (fort:24 searches every move one turn ahead; the default searches 6).
 */

import type { BotContext, BotName } from '@ludimaths/engine';
import {
  expectOk,
  Finito,
  finito,
  meanWithError,
  quantile,
  rollChance,
  runTournament,
  scoreInterval,
} from '@ludimaths/engine';

const soloGames = Number(process.argv[2] ?? 300);
const botSpecs = (process.argv[3] ?? 'greedy,facile,moyen,fort').split(',');
const duelGames = Number(process.argv[4] ?? 200);

function parseSpec(spec: string): { name: BotName; iterations?: number } {
  const [name, iterations] = spec.split(':');
  return iterations === undefined
    ? { name: name as BotName }
    : { name: name as BotName, iterations: Number(iterations) };
}

/** One solo game: the number of turns to Finito, and the thinking time of each decision. */
function soloGame(name: BotName, iterations: number | undefined, seed: number, times: number[]): number {
  const bot = Finito.finitoBots[name];
  let state = expectOk(finito.setup(finito.defaultOptions, 1, seed));
  for (let step = 0; ; step++) {
    const actors = finito.actors(state);
    if (actors.kind === 'over') return state.turn;
    if (actors.kind === 'chance') {
      state = rollChance(finito, state).state;
      continue;
    }
    const context: BotContext =
      iterations === undefined ? { seed: `${seed}:${step}` } : { seed: `${seed}:${step}`, iterations };
    const started = performance.now();
    const { move } = bot.choose(finito.view(state, 0), 0, finito.legalMoves(state, 0), context);
    times.push(performance.now() - started);
    state = expectOk(finito.apply(state, 0, move));
  }
}

console.log(`Finito solo: turns to Finito over ${soloGames} games (same seeds for every bot)`);
for (const spec of botSpecs) {
  const { name, iterations } = parseSpec(spec);
  const turns: number[] = [];
  const times: number[] = [];
  const started = performance.now();
  for (let g = 0; g < soloGames; g++) turns.push(soloGame(name, iterations, g, times));
  const seconds = (performance.now() - started) / 1000;
  const { mean, halfWidth } = meanWithError(turns);
  const msPerMove = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `  ${spec.padEnd(10)} mean ${mean.toFixed(2)} ± ${halfWidth.toFixed(2)} turns  median ${quantile(turns, 0.5)}` +
      `  p90 ${quantile(turns, 0.9)}  ${msPerMove.toFixed(2)} ms/move (max ${Math.max(...times).toFixed(1)})  ${seconds.toFixed(0)} s`,
  );
}

if (duelGames > 0) {
  const result = runTournament(
    finito,
    [
      { name: 'fort', bot: Finito.finitoBots.fort },
      { name: 'greedy', bot: Finito.finitoBots.greedy },
    ],
    { options: finito.defaultOptions, games: duelGames, seed: 'duel', clock: () => performance.now() },
  );
  console.log(`\nFinito duel, 2 players, ${duelGames} games, seats rotated (a shared Finito counts ½ each)`);
  for (const e of result.entrants) {
    const { mean, low, high } = scoreInterval(e.scores);
    const ci = `[95% CI ${(100 * low).toFixed(1)}% – ${(100 * high).toFixed(1)}%]`;
    console.log(
      `  ${e.name.padEnd(8)} score ${(100 * mean).toFixed(1)}% ${ci}  W ${e.wins.toFixed(1)}` +
        ` D ${e.draws} L ${e.losses}  ${(e.thinkingMs / e.moves).toFixed(2)} ms/move`,
    );
  }
}

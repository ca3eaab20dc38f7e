/**
 * The post-game review ("Analyse de la partie") of one game of each kind: decisions judged and the
 * time the whole review takes with the judges' default budgets (the web app runs it in a worker and
 * promises a few seconds at most). Games are played by the `moyen` level against itself.
 * Piste with 2 players also solves the duel once per worker, on its first review (about 0.7 s).
 * Run: npx tsx bench/review.ts [games=3]
 */
import type { AnyGame, BaseState } from '@ludimaths/engine';
import { expectOk, gameBots, gameJudges, games, makeRecord, reviewAll, rollChance } from '@ludimaths/engine';

const gameCount = Number(process.argv[2] ?? 3);

const CASES: readonly { id: keyof typeof gameJudges; players: number }[] = [
  { id: 'piste', players: 2 },
  { id: 'piste', players: 3 },
  { id: 'zigzag', players: 2 },
  { id: 'casse-tete', players: 2 },
  { id: 'casse-tete', players: 4 },
  { id: 'finito', players: 1 },
  { id: 'finito', players: 4 },
];

/** One game played by `moyen` on every seat, as a record. */
function playedRecord(game: AnyGame, players: number, seed: string): unknown {
  const bot = gameBots[game.id]?.moyen;
  if (!bot) throw new Error(`no bots for ${game.id}`);
  let state: BaseState = expectOk(game.setup(game.defaultOptions, players, seed));
  const steps = [];
  for (let n = 0; n < 100_000; n++) {
    const actors = game.actors(state);
    if (actors.kind === 'over') break;
    if (actors.kind === 'chance') {
      const rolled = rollChance(game, state);
      steps.push({ chance: rolled.outcome });
      state = rolled.state;
      continue;
    }
    const seat = actors.seats[0] as number;
    const legal = game.legalMoves(state, seat);
    const { move } = bot.choose(game.view(state, seat), seat, legal, { seed: `${seed}:${n}` });
    steps.push({ seat, move });
    state = expectOk(game.apply(state, seat, move));
  }
  const seats = Array.from({ length: players }, () => ({ kind: 'bot' as const, bot: 'moyen' }));
  return makeRecord(game, game.defaultOptions, seats, seed, steps);
}

console.log(`Review of ${gameCount} games of each kind (moyen against moyen), default budgets`);
for (const { id, players } of CASES) {
  const game = games[id] as AnyGame;
  const judge = gameJudges[id];
  if (!judge) continue;
  let decisions = 0;
  let worst = 0;
  let total = 0;
  for (let g = 0; g < gameCount; g++) {
    const record = playedRecord(game, players, `bench-review:${g}`);
    const start = performance.now();
    const review = reviewAll(game, judge, record);
    const ms = performance.now() - start;
    if (!review.ok) throw new Error(review.error.message);
    decisions += review.value.findings.length;
    worst = Math.max(worst, ms);
    total += ms;
  }
  console.log(
    `  ${`${id}, ${players} players`.padEnd(24)} ${(decisions / gameCount).toFixed(0).padStart(5)} decisions/game` +
      `  ${(total / gameCount).toFixed(0).padStart(6)} ms/game (worst ${worst.toFixed(0)})` +
      `  ${(total / Math.max(1, decisions)).toFixed(1).padStart(6)} ms/decision`,
  );
}

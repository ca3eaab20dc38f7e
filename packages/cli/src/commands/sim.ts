import type { BaseState } from '@ludimaths/engine';
import { drive, expectOk, Match, meanWithError, quantile, wilsonInterval } from '@ludimaths/engine';
import type { FlagSpec } from '../adapter';
import { findPolicy } from '../bots';
import { intFlag } from '../flags';
import { gameInvocation } from '../games/lookup';
import type { Io } from '../io';
import { EXIT_OK, processIo } from '../io';

export const usage =
  'ludimaths sim GAME [--players N] [--games G] [--seed S] [--policy P] [--json] [game flags]   simulate games';

const COMMON: readonly FlagSpec[] = [
  { name: 'players', type: 'string', description: 'number of players' },
  { name: 'games', type: 'string', description: 'number of games (default 1000)' },
  { name: 'seed', type: 'string', description: 'seed of the first game (default 1)' },
  {
    name: 'policy',
    type: 'string',
    description:
      "policy of every seat: a bot (random, greedy, facile, moyen, fort) or the game's own (default greedy)",
  },
  { name: 'json', type: 'boolean', description: 'print one JSON object' },
];

/** Plays G seeded games with one policy for every seat and reports length and win rates. */
export async function run(args: string[], io: Io = processIo): Promise<number> {
  const { game, values, options, players } = gameInvocation(args, COMMON);
  const count = intFlag(values, 'games', 1000, 1, 10_000_000);
  const seed = typeof values.seed === 'string' ? values.seed : '1';
  const policyName = typeof values.policy === 'string' ? values.policy : 'greedy';
  const agent = findPolicy(game, policyName);
  const seats = Array.from({ length: players }, () => ({ kind: 'bot' as const, bot: policyName }));

  const lengths: number[] = [];
  const finals: BaseState[] = [];
  const wins = new Array<number>(players).fill(0);
  let draws = 0;
  let unfinished = 0;
  for (let i = 0; i < count; i++) {
    const match = expectOk(
      Match.start(game.game, { options, seats, seed: `${seed}:${i}` }, { history: false }),
    );
    if (drive(match, agent, { maxRevision: 1_000_000 }) !== 'over') unfinished++;
    const outcome = match.outcome();
    if (outcome.status === 'over') {
      for (const seat of outcome.winners) wins[seat] = (wins[seat] ?? 0) + 1 / outcome.winners.length;
      if (outcome.winners.length === 0) draws++;
    }
    lengths.push(game.length(match.state));
    finals.push(match.state);
  }

  const length = meanWithError(lengths);
  const winRates = wins.map((w, seat) => ({ seat, winRate: w / count, ci95: wilsonInterval(w, count) }));
  const summary = {
    game: game.id,
    options: options,
    players,
    games: count,
    seed,
    policy: policyName,
    length: {
      unit: game.lengthUnit,
      mean: length.mean,
      ci95: length.halfWidth,
      median: quantile(lengths, 0.5),
      p90: quantile(lengths, 0.9),
      max: Math.max(...lengths),
    },
    seats: winRates,
    draws,
    unfinished,
  };
  if (values.json) {
    io.out(JSON.stringify(summary));
    return EXIT_OK;
  }
  const pct = (x: number) => `${(100 * x).toFixed(2)}%`;
  io.out(`${game.title}: ${count} games, ${players} players, policy ${summary.policy}, seed ${seed}`);
  io.out(
    `Length (${game.lengthUnit}): mean ${length.mean.toFixed(2)} ± ${length.halfWidth.toFixed(2)}, median ${summary.length.median}, 90th percentile ${summary.length.p90}, max ${summary.length.max}`,
  );
  for (const s of winRates) {
    io.out(`  seat ${s.seat} wins ${pct(s.winRate)}  [95% CI ${pct(s.ci95.low)} – ${pct(s.ci95.high)}]`);
  }
  if (draws > 0) io.out(`  draws: ${draws} (${pct(draws / count)})`);
  if (unfinished > 0) io.out(`  unfinished (step cap): ${unfinished}`);
  for (const line of game.simSummary?.(finals) ?? []) io.out(line);
  return EXIT_OK;
}

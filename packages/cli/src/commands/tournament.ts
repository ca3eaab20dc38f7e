import type { BotName } from '@ludimaths/engine';
import { BOT_NAMES, gameBots, meanWithError, runTournament, scoreInterval } from '@ludimaths/engine';
import type { FlagSpec } from '../adapter';
import { intFlag, parseFlags } from '../flags';
import { findGame } from '../games/lookup';
import type { Io } from '../io';
import { EXIT_OK, processIo, UsageError } from '../io';

export const usage =
  'ludimaths tournament GAME --bots A,B[,C,D] [--games N] [--seed S] [--budget MS] [--iterations N] [--json]   bots against each other';

const COMMON: readonly FlagSpec[] = [
  { name: 'bots', type: 'string', description: 'comma-separated bot names, one per seat' },
  { name: 'games', type: 'string', description: 'number of games (default 100)' },
  { name: 'seed', type: 'string', description: 'seed (default 1)' },
  { name: 'budget', type: 'string', description: 'thinking time per move of search bots, in ms' },
  { name: 'iterations', type: 'string', description: 'search iterations per move (deterministic)' },
  { name: 'json', type: 'boolean', description: 'print one JSON object' },
];

function parseBots(raw: unknown, min: number, max: number): BotName[] {
  if (typeof raw !== 'string') throw new UsageError(`missing --bots (names: ${BOT_NAMES.join(', ')})`);
  const names = raw.split(',').map((s) => s.trim());
  for (const name of names) {
    if (!(BOT_NAMES as readonly string[]).includes(name)) {
      throw new UsageError(`unknown bot "${name}" (names: ${BOT_NAMES.join(', ')})`);
    }
  }
  if (names.length < min || names.length > max) {
    throw new UsageError(`--bots must name ${min === max ? min : `${min} to ${max}`} bots, one per seat`);
  }
  return names as BotName[];
}

/** Plays bots against each other with seats rotated and reports scores with 95% intervals. */
export async function run(args: string[], io: Io = processIo): Promise<number> {
  const cli = findGame(args[0]);
  const { values } = parseFlags(args.slice(1), [...COMMON, ...cli.flags]);
  const options = cli.options(values);
  if (!options.ok) throw new UsageError(options.error.message);
  const bots = gameBots[cli.id];
  if (!bots) throw new UsageError(`${cli.id} has no bots yet`);
  const names = parseBots(values.bots, cli.game.playerCounts.min, cli.game.playerCounts.max);
  const games = intFlag(values, 'games', 100, 1, 10_000_000);
  const seed = typeof values.seed === 'string' ? values.seed : '1';
  const budgetMs = values.budget === undefined ? undefined : intFlag(values, 'budget', 100, 1, 600_000);
  const iterations =
    values.iterations === undefined ? undefined : intFlag(values, 'iterations', 1, 1, 100_000_000);

  const result = runTournament(
    cli.game,
    names.map((name) => ({ name, bot: bots[name] })),
    {
      options: options.value,
      games,
      seed,
      clock: () => performance.now(),
      ...(budgetMs === undefined ? {} : { budgetMs }),
      ...(iterations === undefined ? {} : { iterations }),
    },
  );
  const length = meanWithError(result.lengths);
  const entrants = result.entrants.map((e) => {
    const score = scoreInterval(e.scores);
    return {
      name: e.name,
      wins: e.wins,
      draws: e.draws,
      losses: e.losses,
      score: score.mean,
      scoreCi95: [score.low, score.high],
      msPerMove: e.moves > 0 ? e.thinkingMs / e.moves : 0,
    };
  });
  const summary = {
    game: cli.id,
    options: options.value,
    games,
    seed,
    budgetMs: budgetMs ?? null,
    iterations: iterations ?? null,
    meanLength: length.mean,
    lengthCi95: length.halfWidth,
    unfinished: result.unfinished,
    entrants,
  };
  if (values.json) {
    io.out(JSON.stringify(summary));
    return EXIT_OK;
  }
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  io.out(`${cli.title}: ${games} games, seats rotated, seed ${seed}`);
  io.out(`Mean game length: ${length.mean.toFixed(1)} ± ${length.halfWidth.toFixed(1)} moves`);
  for (const e of entrants) {
    io.out(
      `  ${e.name.padEnd(8)} score ${pct(e.score)} [95% CI ${pct(e.scoreCi95[0] ?? 0)} – ${pct(e.scoreCi95[1] ?? 0)}]  W ${e.wins.toFixed(1)} D ${e.draws} L ${e.losses}  ${e.msPerMove.toFixed(3)} ms/move`,
    );
  }
  if (result.unfinished > 0) io.out(`  unfinished: ${result.unfinished}`);
  return EXIT_OK;
}

import type { CliGame, FlagSpec, FlagValues } from '../adapter';
import { intFlag, parseFlags } from '../flags';
import { UsageError } from '../io';
import { cliGames } from './index';

/** The adapter for a game id given on the command line, or a UsageError listing the known games. */
export function findGame(id: string | undefined): CliGame {
  const known = [...cliGames.keys()].join(', ');
  if (id === undefined) throw new UsageError(`missing game (one of: ${known})`);
  const game = cliGames.get(id);
  if (!game) throw new UsageError(`unknown game "${id}" (one of: ${known})`);
  return game;
}

/**
 * The common start of the per-game commands: the game named by the first argument, its flags and
 * options parsed (a UsageError names any bad one), and the number of players within the game's range.
 */
export function gameInvocation(
  args: readonly string[],
  common: readonly FlagSpec[],
): { game: CliGame; values: FlagValues; options: unknown; players: number } {
  const game = findGame(args[0]);
  const { values } = parseFlags(args.slice(1), [...common, ...game.flags]);
  const options = game.options(values);
  if (!options.ok) throw new UsageError(options.error.message);
  const { min, max } = game.game.playerCounts;
  const players = intFlag(values, 'players', game.defaultPlayers, min, max);
  return { game, values, options: options.value, players };
}

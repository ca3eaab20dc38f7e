import type { CliGame } from '../adapter';
import { UsageError } from '../io';
import { cliGames } from './index';

/** The adapter for a game id given on the command line, or a UsageError listing the known games. */
export function findGame(id: string | undefined): CliGame {
  const known = Object.keys(cliGames).join(', ');
  if (id === undefined) throw new UsageError(`missing game (one of: ${known})`);
  const game = cliGames[id];
  if (!game) throw new UsageError(`unknown game "${id}" (one of: ${known})`);
  return game;
}

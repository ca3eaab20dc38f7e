import type { AnyGame } from '@ludimaths/engine';
import { games, ok } from '@ludimaths/engine';
import type { ErrorCode } from '@ludimaths/protocol';
import type { Outcome } from './errors';
import { refuse } from './errors';

/** How many people a request seats, and how a count the game does not take is refused. */
export interface PlayerCount {
  readonly count: number;
  readonly code: Extract<ErrorCode, 'bad-seats' | 'bad-options'>;
  /**
   * Class groups: whether computers fill a group smaller than the game needs (then any count up to
   * the maximum will do). Left out for a table, whose seats are all counted.
   */
  readonly fill?: boolean;
}

/** The game a request names and its options, checked, with the number of players it asks for. */
export function gameAndOptions(
  gameId: string,
  rawOptions: unknown,
  players: PlayerCount,
): Outcome<{ game: AnyGame; options: unknown }> {
  const game = games[gameId];
  if (!game)
    return refuse('unknown-game', `unknown game "${gameId}" (known: ${Object.keys(games).join(', ')})`);
  const options = game.parseOptions(rawOptions ?? {});
  if (!options.ok) return refuse('bad-options', options.error.message);
  if (agreesStarter(options.value)) {
    // An agreed starter is for people around one device (a local rematch): online, whoever creates
    // the table would otherwise choose to start, so the game's own roll decides.
    return refuse('bad-options', `online, the dice decide who starts: leave out "starter"`);
  }
  const { min, max } = game.playerCounts;
  const { count, code, fill } = players;
  if (count < min && fill === false)
    return refuse(code, `${gameId} needs ${min} players: fill the groups with computers`);
  if (count > max || (count < min && fill === undefined))
    return refuse(code, `${gameId} is played by ${min} to ${max} players, not ${count}`);
  return ok({ game, options: options.value });
}

function agreesStarter(options: unknown): boolean {
  return (
    typeof options === 'object' && options !== null && 'starter' in options && options.starter !== undefined
  );
}

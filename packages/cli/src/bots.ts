import type { BaseState, BotName, Policy } from '@ludimaths/engine';
import { BOT_NAMES, gameBots, ownValue } from '@ludimaths/engine';
import type { CliGame } from './adapter';
import { UsageError } from './io';

/** The level of a computer seat given as `computer`. */
export const DEFAULT_LEVEL: BotName = 'moyen';

/**
 * One of the engine's bots as a CLI policy. The bot sees only its seat's view, and every decision
 * gets its own seed (derived from the game's), so a seeded game replays identically.
 */
export function botPolicy(game: CliGame, name: BotName, seed: string): Policy<BaseState, unknown> {
  const bot = gameBots[game.id]?.[name];
  if (!bot) throw new UsageError(`${game.id} has no bot "${name}"`);
  let decisions = 0;
  return (state, seat, moves) =>
    bot.choose(game.game.view(state, seat), seat, moves, { seed: `${seed}:${decisions++}` }).move;
}

/** Every policy name `sim --policy` accepts for a game: the engine's bots, then the game's own. */
export function policyNames(game: CliGame): string[] {
  return [...(gameBots[game.id] ? BOT_NAMES : []), ...Object.keys(game.policies ?? {})];
}

export function isBotName(name: string): name is BotName {
  return (BOT_NAMES as readonly string[]).includes(name);
}

/** A named policy (a bot or one of the game's own), or a UsageError listing the names. */
export function findPolicy(game: CliGame, name: string, seed: string): Policy<BaseState, unknown> {
  const own = game.policies && ownValue(game.policies, name);
  if (own) return own(seed);
  if (isBotName(name) && gameBots[game.id]) return botPolicy(game, name, seed);
  throw new UsageError(`--policy must be one of ${policyNames(game).join(', ')}, not "${name}"`);
}

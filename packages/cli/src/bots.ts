import type { Agent, BotName } from '@ludimaths/engine';
import { BOT_NAMES, botAgent, gameBots, ownValue } from '@ludimaths/engine';
import type { CliGame } from './adapter';
import { UsageError } from './io';

/** The level of a computer seat given as `computer`. */
export const DEFAULT_LEVEL: BotName = 'moyen';

/** One of the engine's bots as a seat's agent: it sees only its seat's view. */
export function botSeat(game: CliGame, name: BotName): Agent<unknown, unknown> {
  const bot = gameBots[game.id]?.[name];
  if (!bot) throw new UsageError(`${game.id} has no bot "${name}"`);
  return botAgent(bot);
}

/** Every policy name `sim --policy` accepts for a game: the engine's bots, then the game's own. */
export function policyNames(game: CliGame): string[] {
  return [...BOT_NAMES, ...Object.keys(game.policies ?? {})];
}

export function isBotName(name: string): name is BotName {
  return (BOT_NAMES as readonly string[]).includes(name);
}

/** A named policy (a bot or one of the game's own) as an agent, or a UsageError listing the names. */
export function findPolicy(game: CliGame, name: string): Agent<unknown, unknown> {
  const own = game.policies && ownValue(game.policies, name);
  if (own) return botAgent(own);
  if (isBotName(name)) return botSeat(game, name);
  throw new UsageError(`--policy must be one of ${policyNames(game).join(', ')}, not "${name}"`);
}

import type { BotName, Bot as EngineBot, Seat } from '@ludimaths/engine';
import { BOT_NAMES, gameBots } from '@ludimaths/engine';
import type { BotRunner } from './bot-client';
import { defaultRunner } from './bot-client';

/**
 * A computer player. It sees only what its seat may see (`view`), is handed the legal moves (it never
 * computes rules), and answers asynchronously, so a bot running in a Web Worker plugs in unchanged
 * while the screen shows "réfléchit…". `seed` is unique to the decision, so games replay exactly.
 */
export interface Bot<V = unknown, M = unknown> {
  readonly id: string;
  choose(view: V, seat: Seat, moves: readonly M[], seed: string): Promise<M>;
}

/** The level of a new computer seat when nobody chose one. */
export const DEFAULT_LEVEL: BotName = 'moyen';

/** The levels offered to players, weakest first (the references `random` and `greedy` are for tests). */
export const PLAYER_LEVELS: readonly BotName[] = ['facile', 'moyen', 'fort'];

export function isBotName(name: unknown): name is BotName {
  return typeof name === 'string' && (BOT_NAMES as readonly string[]).includes(name);
}

/** Adapts one of the engine's bots (synchronous, seeded through its context) to the app's interface. */
export function fromEngineBot<V, M>(bot: EngineBot<V, M>): Bot<V, M> {
  return {
    id: bot.name,
    async choose(view, seat, moves, seed) {
      return bot.choose(view, seat, moves, { seed }).move;
    },
  };
}

/** The first legal move: the fallback for a game whose engine has no bots. */
export const firstMoveBot: Bot = {
  id: 'first-move',
  async choose(_view, _seat, moves) {
    const move = moves[0];
    if (move === undefined) throw new Error('no legal move for the computer');
    return move;
  },
};

/** Does the engine have computer players for this game (every game registers them in `gameBots`)? */
export function hasEngineBots(gameId: string): boolean {
  return Object.hasOwn(gameBots, gameId);
}

/**
 * The engine's bot of a game at a level, run off the page's thread by a Web Worker where there is one
 * (`runner`), with the level's time budget; the first legal move for a game without bots.
 */
export function engineBot<V, M>(
  gameId: string,
  level: BotName,
  runner: BotRunner = defaultRunner(),
): Bot<V, M> {
  if (!hasEngineBots(gameId)) return firstMoveBot as Bot<V, M>;
  return {
    id: level,
    async choose(view, seat, moves, seed) {
      return (await runner({ gameId, level, view, seat, moves, seed })).move;
    },
  };
}

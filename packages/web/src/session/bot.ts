import type { Bot as EngineBot, Seat } from '@ludimaths/engine';

/**
 * A computer player. It sees only what its seat may see (`view`), is handed the legal moves (it never
 * computes rules), and answers asynchronously, so a bot running in a Web Worker plugs in unchanged
 * while the screen shows "réfléchit…".
 */
export interface Bot<V = unknown, M = unknown> {
  readonly id: string;
  choose(view: V, seat: Seat, moves: readonly M[]): Promise<M>;
}

/** The simplest bot: the first legal move. Games list their preferred move first. */
export const firstMoveBot: Bot = {
  id: 'first-move',
  async choose(_view, _seat, moves) {
    const move = moves[0];
    if (move === undefined) throw new Error('no legal move for the computer');
    return move;
  },
};

/**
 * Adapts one of the engine's bots (synchronous, seeded through its context) to the app's interface.
 * Each decision gets its own seed, so a game's computer moves are reproducible. Heavy bots will run
 * the same call inside a Web Worker and answer through the same promise.
 */
export function fromEngineBot<V, M>(bot: EngineBot<V, M>, seed: string): Bot<V, M> {
  let decisions = 0;
  return {
    id: bot.name,
    async choose(view, seat, moves) {
      return bot.choose(view, seat, moves, { seed: `${seed}:${decisions++}` }).move;
    },
  };
}

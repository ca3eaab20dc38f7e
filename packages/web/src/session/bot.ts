import type { Seat } from '@ludimaths/engine';

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

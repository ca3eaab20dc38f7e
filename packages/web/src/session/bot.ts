import type { Agent, BotName } from '@ludimaths/engine';
import type { BotRunner } from './bot-client';
import { defaultRunner } from './bot-client';

/**
 * A computer seat: the engine's bot of the game at a level, asked through `runner` (a Web Worker where
 * there is one, so the screen shows "réfléchit…" without freezing) with only what the turn gives it:
 * the seat's view, the legal moves and the decision's own seed, so games replay exactly.
 */
export function engineBot<V, M>(
  gameId: string,
  level: BotName,
  runner: BotRunner = defaultRunner(),
): Agent<V, M> {
  return {
    kind: 'computer',
    async act(turn) {
      const query = { gameId, level, view: turn.view, seat: turn.seat, moves: turn.legal, seed: turn.seed };
      return (await runner(query)).move;
    },
  };
}

import type { GameMeta } from '../../core/game';

/** Zigzag, for two. */
export const zigzagMeta: GameMeta = {
  id: 'zigzag',
  playerCounts: { min: 2, max: 2 },
  hidesInformation: false,
};

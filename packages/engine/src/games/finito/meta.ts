import type { GameMeta } from '../../core/game';

/** Finito: each seat's placements stay secret until the round is complete. */
export const finitoMeta: GameMeta = {
  id: 'finito',
  playerCounts: { min: 1, max: 4 },
  hidesInformation: true,
};

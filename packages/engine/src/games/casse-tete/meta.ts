import type { GameMeta } from '../../core/game';

/** Casse-tête for 2 to 4 players, each with a hidden hand. */
export const casseTeteMeta: GameMeta = {
  id: 'casse-tete',
  playerCounts: { min: 2, max: 4 },
  hidesInformation: true,
};

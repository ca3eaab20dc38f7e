import type { GameMeta } from '../../core/game';

/** The 30-token Casse-tête solitaire. */
export const solitaireMeta: GameMeta = {
  id: 'casse-tete-solitaire',
  playerCounts: { min: 1, max: 1 },
  hidesInformation: false,
};

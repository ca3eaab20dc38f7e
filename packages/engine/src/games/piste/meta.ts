import type { GameMeta } from '../../core/game';

/** La piste des nombres ultimes (0–99) and la petite piste (0–50). */
export const pisteMeta: GameMeta = {
  id: 'piste',
  playerCounts: { min: 2, max: 4 },
  hidesInformation: false,
};

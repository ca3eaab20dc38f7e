import type { GameMeta } from './core/game';
import { casseTeteMeta } from './games/casse-tete/meta';
import { solitaireMeta } from './games/casse-tete-solitaire/meta';
import { finitoMeta } from './games/finito/meta';
import { pisteMeta } from './games/piste/meta';
import { zigzagMeta } from './games/zigzag/meta';

export type { GameMeta, PlayerCountRange } from './core/game';

/**
 * Every game's metadata by id, without its rules: small enough for a home screen that must not
 * load any game before one is chosen. The definitions in `games` carry the same objects.
 */
export const gameMeta = {
  piste: pisteMeta,
  zigzag: zigzagMeta,
  'casse-tete': casseTeteMeta,
  'casse-tete-solitaire': solitaireMeta,
  finito: finitoMeta,
} as const satisfies Readonly<Record<string, GameMeta>>;

export type GameId = keyof typeof gameMeta;

import type { GameId } from '@ludimaths/engine/meta';

/**
 * The games with a "Ce que l'on sait" page (issue 33). Kept apart from the page so that the rules
 * screen can link to it without loading the figures.
 */
export const GAMES_WITH_FACTS: ReadonlySet<GameId> = new Set<GameId>([
  'piste',
  'casse-tete-solitaire',
  'finito',
]);

export const factsPath = (entryId: string): string => `/facts/${entryId}`;

import type { GameId, PlayerCountRange } from '@ludimaths/engine/meta';
import { gameMeta } from '@ludimaths/engine/meta';
import type { AnyWebGame } from './games/types';
import type { MessageId } from './i18n';

export type CatalogId =
  | 'piste'
  | 'petite-piste'
  | 'zigzag'
  | 'casse-tete'
  | 'casse-tete-solitaire'
  | 'finito';

/**
 * The home screen's list. It imports only the engine's metadata (player counts, hidden information)
 * so the home screen stays small: a game's rules and screens load only when it is opened (`load`).
 */
export interface CatalogEntry {
  readonly id: CatalogId;
  /** The engine game behind the entry (the petite piste is the piste with another board). */
  readonly engineId: GameId;
  readonly title: MessageId;
  readonly description: MessageId;
  /** From the engine's metadata, as is `hidesInformation`. */
  readonly players: PlayerCountRange;
  readonly hidesInformation: boolean;
  /** Options preselected on the new-game screen. */
  readonly presetOptions?: Readonly<Record<string, unknown>>;
  /** Loads the game's engine and screens (one chunk per game). */
  readonly load: () => Promise<AnyWebGame>;
}

/**
 * One module of screens per engine game, each its own chunk. A game the engine registers (in its
 * metadata) without a module here does not compile.
 */
const GAME_MODULES = {
  piste: () => import('./games/piste/module').then((m) => m.pisteWeb as AnyWebGame),
  zigzag: () => import('./games/zigzag/module').then((m) => m.zigzagWeb as AnyWebGame),
  'casse-tete': () => import('./games/casse-tete/module').then((m) => m.casseTeteWeb as AnyWebGame),
  'casse-tete-solitaire': () =>
    import('./games/casse-tete-solitaire/module').then((m) => m.solitaireWeb as AnyWebGame),
  finito: () => import('./games/finito/module').then((m) => m.finitoWeb as AnyWebGame),
} satisfies Record<GameId, () => Promise<AnyWebGame>>;

/** An entry completed with what the engine says of its game, and the game's module. */
function entry(fields: Omit<CatalogEntry, 'players' | 'hidesInformation' | 'load'>): CatalogEntry {
  const meta = gameMeta[fields.engineId];
  return {
    ...fields,
    players: meta.playerCounts,
    hidesInformation: meta.hidesInformation,
    load: GAME_MODULES[fields.engineId],
  };
}

export const CATALOG: readonly CatalogEntry[] = [
  entry({
    id: 'piste',
    engineId: 'piste',
    title: 'game.piste.title',
    description: 'game.piste.description',
    presetOptions: { board: 'grande' },
  }),
  entry({
    id: 'petite-piste',
    engineId: 'piste',
    title: 'game.petite-piste.title',
    description: 'game.petite-piste.description',
    presetOptions: { board: 'petite' },
  }),
  entry({
    id: 'zigzag',
    engineId: 'zigzag',
    title: 'game.zigzag.title',
    description: 'game.zigzag.description',
  }),
  entry({
    id: 'casse-tete',
    engineId: 'casse-tete',
    title: 'game.casse-tete.title',
    description: 'game.casse-tete.description',
  }),
  entry({
    id: 'casse-tete-solitaire',
    engineId: 'casse-tete-solitaire',
    title: 'game.casse-tete-solitaire.title',
    description: 'game.casse-tete-solitaire.description',
  }),
  entry({
    id: 'finito',
    engineId: 'finito',
    title: 'game.finito.title',
    description: 'game.finito.description',
  }),
];

export function findEntry(id: string | undefined): CatalogEntry | undefined {
  return CATALOG.find((entry) => entry.id === id);
}

/** The entry a record belongs to: the one that started it (kept in the record), else the engine id. */
export function entryForRecord(engineId: string, meta: Readonly<Record<string, unknown>> | undefined) {
  const app = meta?.app;
  return (
    CATALOG.find((entry) => entry.id === app && entry.engineId === engineId) ??
    CATALOG.find((entry) => entry.engineId === engineId)
  );
}

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
 * The home screen's list. Kept free of engine imports so the home screen stays small: a game's
 * engine and screens load only when it is opened (`load`). Player counts are checked against the
 * engine definitions by a unit test.
 */
export interface CatalogEntry {
  readonly id: CatalogId;
  /** The engine game behind the entry (the petite piste is the piste with another board). */
  readonly engineId: string;
  readonly title: MessageId;
  readonly description: MessageId;
  readonly players: { readonly min: number; readonly max: number };
  /** Options preselected on the new-game screen. */
  readonly presetOptions?: Readonly<Record<string, unknown>>;
  /** Loads the game's engine and screens (one chunk per game). */
  readonly load: () => Promise<AnyWebGame>;
}

const loadPiste = () => import('./games/piste/module').then((m) => m.pisteWeb as AnyWebGame);

export const CATALOG: readonly CatalogEntry[] = [
  {
    id: 'piste',
    engineId: 'piste',
    title: 'game.piste.title',
    description: 'game.piste.description',
    players: { min: 2, max: 4 },
    presetOptions: { board: 'grande' },
    load: loadPiste,
  },
  {
    id: 'petite-piste',
    engineId: 'piste',
    title: 'game.petite-piste.title',
    description: 'game.petite-piste.description',
    players: { min: 2, max: 4 },
    presetOptions: { board: 'petite' },
    load: loadPiste,
  },
  {
    id: 'zigzag',
    engineId: 'zigzag',
    title: 'game.zigzag.title',
    description: 'game.zigzag.description',
    players: { min: 2, max: 2 },
    load: () => import('./games/zigzag/module').then((m) => m.zigzagWeb as AnyWebGame),
  },
  {
    id: 'casse-tete',
    engineId: 'casse-tete',
    title: 'game.casse-tete.title',
    description: 'game.casse-tete.description',
    players: { min: 2, max: 4 },
    load: () => import('./games/casse-tete/module').then((m) => m.casseTeteWeb as AnyWebGame),
  },
  {
    id: 'casse-tete-solitaire',
    engineId: 'casse-tete-solitaire',
    title: 'game.casse-tete-solitaire.title',
    description: 'game.casse-tete-solitaire.description',
    players: { min: 1, max: 1 },
    load: () => import('./games/casse-tete/solitaire-module').then((m) => m.solitaireWeb as AnyWebGame),
  },
  {
    id: 'finito',
    engineId: 'finito',
    title: 'game.finito.title',
    description: 'game.finito.description',
    players: { min: 1, max: 4 },
    load: () => import('./games/finito/module').then((m) => m.finitoWeb as AnyWebGame),
  },
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

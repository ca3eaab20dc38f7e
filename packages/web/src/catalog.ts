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

const loadPiste = () => import('./games/piste/module').then((m) => m.pisteWeb as AnyWebGame);

/** An entry completed with what the engine says of its game. */
function entry(fields: Omit<CatalogEntry, 'players' | 'hidesInformation'>): CatalogEntry {
  const meta = gameMeta[fields.engineId];
  return { ...fields, players: meta.playerCounts, hidesInformation: meta.hidesInformation };
}

export const CATALOG: readonly CatalogEntry[] = [
  entry({
    id: 'piste',
    engineId: 'piste',
    title: 'game.piste.title',
    description: 'game.piste.description',
    presetOptions: { board: 'grande' },
    load: loadPiste,
  }),
  entry({
    id: 'petite-piste',
    engineId: 'piste',
    title: 'game.petite-piste.title',
    description: 'game.petite-piste.description',
    presetOptions: { board: 'petite' },
    load: loadPiste,
  }),
  entry({
    id: 'zigzag',
    engineId: 'zigzag',
    title: 'game.zigzag.title',
    description: 'game.zigzag.description',
    load: () => import('./games/zigzag/module').then((m) => m.zigzagWeb as AnyWebGame),
  }),
  entry({
    id: 'casse-tete',
    engineId: 'casse-tete',
    title: 'game.casse-tete.title',
    description: 'game.casse-tete.description',
    load: () => import('./games/casse-tete/module').then((m) => m.casseTeteWeb as AnyWebGame),
  }),
  entry({
    id: 'casse-tete-solitaire',
    engineId: 'casse-tete-solitaire',
    title: 'game.casse-tete-solitaire.title',
    description: 'game.casse-tete-solitaire.description',
    load: () => import('./games/casse-tete/solitaire-module').then((m) => m.solitaireWeb as AnyWebGame),
  }),
  entry({
    id: 'finito',
    engineId: 'finito',
    title: 'game.finito.title',
    description: 'game.finito.description',
    load: () => import('./games/finito/module').then((m) => m.finitoWeb as AnyWebGame),
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

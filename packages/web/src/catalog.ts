import type { GameId, PlayerCountRange } from '@ludimaths/engine/meta';
import { gameMeta } from '@ludimaths/engine/meta';
import type { Emblem, FactsProps, SheetsProps } from './games/plugin';
import { WEB_GAMES } from './games/registry';
import type { AnyWebGame } from './games/types';
import type { GameMessages, MessageId } from './i18n';
import type { Tutorial } from './tutorial/types';

export type CatalogId = (typeof WEB_GAMES)[number]['entries'][number]['id'];

/**
 * The home screen's list, one card per entry of each registered game (`games/registry.ts`). It
 * imports only the engine's metadata (player counts, hidden information) so the home screen stays
 * small: a game's rules and screens load only when it is opened (`load`).
 */
export interface CatalogEntry {
  readonly id: CatalogId;
  /** The engine game behind the entry (the petite piste is the piste with another board). */
  readonly engineId: GameId;
  readonly title: MessageId;
  readonly description: MessageId;
  /** The big sign on the home screen's card. */
  readonly emblem: Emblem;
  /** From the engine's metadata, as is `hidesInformation`. */
  readonly players: PlayerCountRange;
  readonly hidesInformation: boolean;
  /** Options preselected on the new-game screen. */
  readonly presetOptions?: Readonly<Record<string, unknown>>;
  /** The game a teacher's new class form proposes first. */
  readonly suggestedForClasses?: boolean;
  /** The entry's tutorial (`/learn/<id>`), where it has one. */
  readonly tutorial?: () => Promise<Tutorial>;
  /** Loads the game's engine and screens (one chunk per game). */
  readonly load: () => Promise<AnyWebGame>;
  /** Loads the messages of the game's screens, added to the catalogues before they render. */
  readonly loadMessages: () => Promise<GameMessages>;
  /** The game's print-and-play sheets (a lazy component). */
  readonly Sheets: React.ComponentType<SheetsProps>;
  /** What the engine proves about the game ("Ce que l'on sait"), when it has such a page. */
  readonly Facts?: React.ComponentType<FactsProps>;
}

export const CATALOG: readonly CatalogEntry[] = WEB_GAMES.flatMap((game) =>
  game.entries.map(
    (entry): CatalogEntry => ({
      ...entry,
      engineId: game.engineId,
      players: gameMeta[game.engineId].playerCounts,
      hidesInformation: gameMeta[game.engineId].hidesInformation,
      load: game.load,
      loadMessages: game.loadMessages,
      Sheets: game.Sheets,
      ...(game.Facts ? { Facts: game.Facts } : {}),
    }),
  ),
);

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

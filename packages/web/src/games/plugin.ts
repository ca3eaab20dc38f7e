import type { GameId } from '@ludimaths/engine/meta';
import type { ComponentType } from 'react';
import type { RecordStore } from '../session/storage';
import type { Tutorial } from '../tutorial/types';
import type { AnyWebGame } from './types';

/** What a game's "Ce que l'on sait" figures are handed (issue 33). */
export interface FactsProps {
  /** The options the catalogue entry presets (the petite piste's small board). */
  readonly options: Readonly<Record<string, unknown>> | undefined;
}

/** A game's messages in both languages, French the reference: English has the same ids. */
export interface Messages<F extends Readonly<Record<string, string>>> {
  readonly fr: F;
  readonly en: Readonly<Record<keyof F, string>>;
}

/** What the print page hands a game's sheets. */
export interface SheetsProps {
  /** The game's title, in the player's language. */
  readonly game: string;
  /** The options the catalogue entry presets (the petite piste's small board). */
  readonly options: Readonly<Record<string, unknown>> | undefined;
  /** The word after the game in the print address (`/print/zigzag/<word>`), if any. */
  readonly seed: string | undefined;
}

/** The big sign on a home screen card (the piste's finish square, "×2", "¼") and its colour. */
export interface Emblem {
  readonly sign: string;
  /** `primary` (the app's colour), `green` or `stone` (see `.emblem-*` in styles.css). */
  readonly tone: 'primary' | 'green' | 'stone';
}

/** One card of the home screen; an engine game may have several (the piste and the petite piste). */
export interface PluginEntry<Key extends string> {
  /** The card's id, in addresses (`/new/<id>`) and saved games. */
  readonly id: string;
  readonly title: Key;
  readonly description: Key;
  readonly emblem: Emblem;
  /** Options preselected on the new-game screen. */
  readonly presetOptions?: Readonly<Record<string, unknown>>;
  /** The game a teacher's new class form proposes first (one entry of all). */
  readonly suggestedForClasses?: boolean;
  /** Its tutorial, a scripted short game loaded on demand (`games/<id>/tutorial.ts`). */
  readonly tutorial?: () => Promise<Tutorial>;
}

/**
 * Everything the web app knows of one engine game, registered once in `registry.ts`. It is part of the
 * home screen, so it holds only the game's catalogue cards and the few messages shown before the game
 * is opened; its screens, its other messages and its print sheets load on demand (one chunk each).
 */
export interface WebGamePlugin<
  Id extends GameId = GameId,
  AppFr extends Readonly<Record<string, string>> = Readonly<Record<string, string>>,
  ScreenFr extends Readonly<Record<string, string>> = Readonly<Record<string, string>>,
> {
  readonly engineId: Id;
  readonly entries: readonly PluginEntry<keyof AppFr & string>[];
  /** Cards, computer levels, hints and print sheets in words (see `app-messages.ts`). */
  readonly messages: Messages<AppFr>;
  /** The messages of its screens and rules page (`messages.ts`). */
  readonly loadMessages: () => Promise<Messages<ScreenFr>>;
  /** Its screens (`module.ts`). */
  readonly load: () => Promise<AnyWebGame>;
  /** Its print-and-play sheets, as a lazy component. */
  readonly Sheets: ComponentType<SheetsProps>;
  /** What the engine proves about the game, from src/facts/facts.json, as a lazy component (issue 33). */
  readonly Facts?: ComponentType<FactsProps>;
  /** Brings saves of an older version of the app into the record store, at start-up. */
  readonly migrateSaves?: (records: RecordStore) => void;
}

/** A plugin with its literal ids and messages kept, so the message catalogues can be typed from it. */
export function webGamePlugin<
  const Id extends GameId,
  const AppFr extends Readonly<Record<string, string>>,
  const ScreenFr extends Readonly<Record<string, string>>,
>(plugin: WebGamePlugin<Id, AppFr, ScreenFr>): WebGamePlugin<Id, AppFr, ScreenFr> {
  return plugin;
}

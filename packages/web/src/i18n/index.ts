import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { appEn } from './app-en';
import { appFr } from './app-fr';
import type { MessageId } from './fr';

export type { MessageId } from './fr';

export type Locale = 'fr' | 'en';

export const LOCALES: readonly Locale[] = ['fr', 'en'];

/** The messages a game's chunk brings, in both languages. */
export interface GameMessages {
  readonly fr: Readonly<Record<string, string>>;
  readonly en: Readonly<Record<string, string>>;
}

type Catalogs = Readonly<Record<Locale, Readonly<Record<string, string>>>>;

// The app's own messages at first; a game's are added when its chunk loads, so the home screen
// carries none of them.
let loadedCatalogs: Catalogs = { fr: appFr, en: appEn };
const added = new Set<GameMessages>();
const listeners = new Set<() => void>();

/** Adds a game's messages (once); whatever is on screen re-renders with them. */
export function addMessages(messages: GameMessages): void {
  if (added.has(messages)) return;
  added.add(messages);
  loadedCatalogs = {
    fr: { ...loadedCatalogs.fr, ...messages.fr },
    en: { ...loadedCatalogs.en, ...messages.en },
  };
  for (const listener of listeners) listener();
}

/** The messages of `locale` loaded so far, for the IntlProvider. */
export function useCatalog(locale: Locale): Readonly<Record<string, string>> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loadedCatalogs[locale],
  );
}

/** True when `id` names a loaded message (engine reasons and hints name theirs by string). */
export function isMessageId(id: string): id is MessageId {
  return id in loadedCatalogs.fr;
}

/** The Intl locale behind each language: French style numbers (decimal comma, 25 %) by default. */
export const intlLocale: Readonly<Record<Locale, string>> = { fr: 'fr-FR', en: 'en-GB' };

export type MessageValues = Record<string, string | number>;

/** A typed translator: an unknown message id is a compile error, not a blank on screen. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export function useT(): Translate {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** "2 × 2 × 3", with no-break spaces so a factor never sits alone at a line start. */
export function formatProduct(factors: readonly number[], formatNumber: (n: number) => string): string {
  return factors.map(formatNumber).join('\u00a0×\u00a0');
}

import { useIntl } from 'react-intl';
import { en } from './en';
import type { MessageId } from './fr';
import { fr } from './fr';

export type { MessageId } from './fr';

export type Locale = 'fr' | 'en';

export const LOCALES: readonly Locale[] = ['fr', 'en'];

export const catalogs: Readonly<Record<Locale, Readonly<Record<MessageId, string>>>> = { fr, en };

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

// Helpers shared by the web app's unit tests (never imported by the app itself).
import { createIntl } from 'react-intl';
import type { DescribeContext } from './games/types';
import type { MessageId } from './i18n';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import type { SeatSetup } from './session/seats';

/** What `describeStep` and friends are given, in one language, for the given seats. */
export function describeContext(locale: 'fr' | 'en', seats: readonly SeatSetup[] = []): DescribeContext {
  const intl = createIntl({
    locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
    messages: locale === 'fr' ? fr : en,
  });
  return {
    t: (id: MessageId, values) => intl.formatMessage({ id }, values),
    seats,
    formatNumber: (n) => intl.formatNumber(n),
  };
}

/** French no-break spaces as plain spaces, so expectations read naturally. */
export const nbsp = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

/** A Storage kept in memory. */
export function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

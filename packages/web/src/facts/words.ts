import { useIntl } from 'react-intl';
import { addMessages } from '../i18n';
import data from './facts.json';
import { factsEn, factsFr } from './messages';
import type { Facts } from './types';

// Loaded with the page's chunk: the catalogues get the page's words before it first renders.
addMessages({ fr: factsFr, en: factsEn });

/**
 * The figures, as `scripts/make-facts.ts` computed them from the engine. JSON imports are typed
 * loosely; facts.test.ts checks that this file equals what `buildFacts()` returns now.
 */
export const FACTS = data as Facts;

export type FactsMessageId = keyof typeof factsFr;

/** The page's translator and number formats (French: decimal comma, `25,3 %`). */
export function useFactsWords() {
  const intl = useIntl();
  return {
    t: (id: FactsMessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    decimal: (x: number, digits = 2) =>
      intl.formatNumber(x, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    integer: (x: number) => intl.formatNumber(x),
    percent: (p: number) =>
      intl.formatNumber(p, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    list: (xs: readonly number[]) => xs.map((x) => intl.formatNumber(x)).join(', '),
  };
}

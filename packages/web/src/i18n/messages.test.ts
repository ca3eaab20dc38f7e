import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';
import { intlLocale, LOCALES } from './index';

const catalogs = { fr, en };

/** Every {argument} of a message, given a harmless value so the message can be formatted. */
function sampleValues(message: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const match of message.matchAll(/\{\s*(\w+)\s*[,}]/g)) values[match[1] as string] = 1;
  return values;
}

describe('message catalogues', () => {
  it('have exactly the same ids in French and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });

  it.each(LOCALES)('%s: no message is empty and every message formats', (locale) => {
    const errors: string[] = [];
    const intl = createIntl({
      locale: intlLocale[locale],
      messages: catalogs[locale],
      onError: (e) => errors.push(e.message),
    });
    for (const [id, message] of Object.entries(catalogs[locale])) {
      expect(message.trim(), id).not.toBe('');
      const text = intl.formatMessage({ id }, sampleValues(message));
      expect(text, id).not.toMatch(/[{}]/);
    }
    expect(errors).toEqual([]);
  });

  it('English writes decimals with a point, as English tokens show them (never "0,25")', () => {
    for (const [id, message] of Object.entries(en)) {
      expect(message, id).not.toMatch(/\d,\d{1,2}(?!\d)|decimal comma/);
    }
  });

  it('French punctuation keeps its no-break space (never a line break before ":" or "!")', () => {
    for (const [id, message] of Object.entries(fr)) {
      expect(message, id).not.toMatch(/ [:!?;%]/);
    }
  });

  it('French plurals agree with the count', () => {
    const intl = createIntl({ locale: 'fr-FR', messages: fr });
    expect(intl.formatMessage({ id: 'home.playersExact' }, { count: 1 })).toBe('1 joueur');
    expect(intl.formatMessage({ id: 'home.playersExact' }, { count: 2 })).toBe('2 joueurs');
    expect(intl.formatMessage({ id: 'end.turns' }, { count: 31 })).toBe('31 tours joués');
  });

  it('formats numbers in the French way: decimal comma, grouped thousands, 25 %', () => {
    const intl = createIntl({ locale: intlLocale.fr, messages: fr });
    expect(intl.formatNumber(0.25, { style: 'percent' })).toMatch(/^25[\u00a0\u202f]%$/);
    expect(intl.formatNumber(1234.5)).toMatch(/^1[\u00a0\u202f]234,5$/);
    const english = createIntl({ locale: intlLocale.en, messages: en });
    expect(english.formatNumber(1234.5)).toBe('1,234.5');
  });
});

import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@ludimaths/protocol';
import type { Translate } from '../i18n';

export type CodeCheck =
  | { readonly ok: true; readonly code: string }
  | { readonly ok: false; readonly problem: 'empty' | 'length'; readonly length: number }
  /** Characters the codes never use (look-alikes such as O/0, I/1/L, S/5): which ones, as typed. */
  | { readonly ok: false; readonly problem: 'characters'; readonly characters: string };

/**
 * A join code as a child types it: any case, spaces, dashes, dots. The codes leave out every
 * look-alike (no O or 0, no I, L or 1…), so one of them typed is a misreading we can point at
 * rather than a code to guess.
 */
export function checkJoinCode(input: string): CodeCheck {
  const code = input.toUpperCase().replace(/[\s\-_.·]/g, '');
  if (code.length === 0) return { ok: false, problem: 'empty', length: 0 };
  const wrong = [...new Set([...code].filter((c) => !JOIN_CODE_ALPHABET.includes(c)))].join(' ');
  if (wrong) return { ok: false, problem: 'characters', characters: wrong };
  if (code.length !== JOIN_CODE_LENGTH) return { ok: false, problem: 'length', length: code.length };
  return { ok: true, code };
}

/** What is wrong with a typed code, in words (the online join and the class join say it alike). */
export function codeProblemMessage(checked: Exclude<CodeCheck, { ok: true }>, t: Translate): string {
  if (checked.problem === 'characters') return t('online.codeCharacters', { characters: checked.characters });
  return checked.problem === 'length'
    ? t('online.codeLength', { length: checked.length })
    : t('online.codeEmpty');
}

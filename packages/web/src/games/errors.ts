import type { CoreErrorCode, RuleError, TakebackErrorCode } from '@ludimaths/engine';
import type { MessageId, Translate } from '../i18n';
import { isMessageId } from '../i18n';
import type { SessionErrorCode } from '../session/session';
import type { ErrorMessages } from './types';

/** The refusals every game shares (the engine's core and takeback codes) and the session's own, in words. */
export const CORE_ERROR_MESSAGES = {
  'bad-move': 'error.bad-move',
  'bad-chance': 'error.bad-chance',
  'bad-seat': 'error.bad-seat',
  'not-your-turn': 'error.not-your-turn',
  'game-over': 'error.game-over',
  'chance-pending': 'error.chance-pending',
  'not-chance': 'error.not-chance',
  'wrong-chance': 'error.wrong-chance',
  'not-human': 'error.not-human',
  'handoff-pending': 'error.handoff-pending',
  'takeback-not-offered': 'error.takeback-not-offered',
  'takeback-chance': 'error.takeback-chance',
  'takeback-hidden': 'error.takeback-hidden',
  'takeback-over': 'error.takeback-over',
  'takeback-nothing': 'error.takeback-nothing',
  'takeback-bad-revision': 'error.takeback-bad-revision',
} as const satisfies ErrorMessages<CoreErrorCode | SessionErrorCode | TakebackErrorCode>;

/** The table's message for `code`, when `code` is one of the table's own keys (never `constructor`). */
export function errorMessageId<Code extends string>(
  table: ErrorMessages<Code>,
  code: string,
): MessageId | undefined {
  return Object.hasOwn(table, code) ? table[code as Code] : undefined;
}

/**
 * A refused action in words: the game's own table first, then the shared one, then the server's
 * refusals (`error.<code>`: a move sent during the teacher's pause). A code outside all of them
 * (possible only from untyped data) keeps the English message after a generic sentence.
 */
export function explainError(error: RuleError, gameMessages: ErrorMessages<string>, t: Translate): string {
  const server = `error.${error.code}`;
  const id =
    errorMessageId(gameMessages, error.code) ??
    errorMessageId(CORE_ERROR_MESSAGES, error.code) ??
    (isMessageId(server) ? server : undefined);
  return id ? t(id) : `${t('error.generic')} (${error.message})`;
}

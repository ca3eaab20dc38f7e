import type { MessageId } from '../i18n';
import type { ApiProblem } from './api';

/** A failed online request in plain words: what happened and, where possible, what to do. */
export function problemMessage(problem: ApiProblem): MessageId | null {
  switch (problem) {
    case 'unreachable':
    case 'bad-answer':
    case 'internal':
      return 'online.unreachable';
    case 'unknown-code':
    case 'unknown-table':
      return 'online.unknownCode';
    case 'table-full':
      return 'online.tableFull';
    case 'rate-limited':
      return 'online.rateLimited';
    default:
      return null;
  }
}

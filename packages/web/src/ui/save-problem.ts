import type { MessageId } from '../i18n';
import type { SaveOutcome } from '../session/storage';

/** The sentence for a save that failed (storage full or refused), or null when it was saved. */
export function saveProblem(outcome: SaveOutcome | undefined): MessageId | null {
  if (outcome === 'full') return 'storage.full';
  if (outcome === 'unavailable') return 'storage.unavailable';
  return null;
}

import type { Translate } from '../i18n';
import type { DefaultSeatName } from '../session/seats';

/** "Joueur 1", "Robot 2" in the reader's language: people and robots are numbered apart. */
export const defaultSeatName =
  (t: Translate): DefaultSeatName =>
  (kind, n) =>
    t(kind === 'human' ? 'new.defaultHuman' : 'new.defaultComputer', { n });

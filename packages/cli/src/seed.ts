import { randomBytes } from 'node:crypto';
import type { CliGame } from './adapter';
import type { Io } from './io';

/** How a game's seed was chosen, and whether it may be shown before the game ends. */
export interface GameSeed {
  readonly seed: string;
  /** False for a game with hidden information: the seed determines every hand, draw and roll. */
  readonly showAtStart: boolean;
}

/**
 * The seed of a terminal game. Without `--seed` it comes from a cryptographic source, never from
 * the clock: every deal and die follows from the seed, so a guessable or printed seed of a game
 * with hidden hands (Casse-tête) or hidden draws (Finito) would let anyone compute them. A given
 * seed is kept for tests and reproducible games, with a warning when it reveals hidden information.
 */
export function chooseGameSeed(game: CliGame, given: string | boolean | undefined, io: Io): GameSeed {
  if (typeof given === 'string') {
    if (game.game.hidesInformation) {
      io.err(
        `warning: with --seed, every hidden hand and draw of ${game.title} can be computed from the seed; use it only for tests and reproducible games`,
      );
    }
    return { seed: given, showAtStart: !game.game.hidesInformation };
  }
  return { seed: randomBytes(16).toString('hex'), showAtStart: !game.game.hidesInformation };
}

import type { AnyGame } from '../core/game';
import { piste } from './piste/index';
import { zigzag } from './zigzag/index';

/** Every playable game by id. Generic tools (replay, CLI, server) find games here. */
export const games: Readonly<Record<string, AnyGame>> = {
  piste,
  zigzag,
};

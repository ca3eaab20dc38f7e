import type { AnyGame } from '../core/game';
import { finito } from './finito/index';
import { piste } from './piste/index';

/** Every playable game by id. Generic tools (replay, CLI, server) find games here. */
export const games: Readonly<Record<string, AnyGame>> = {
  piste,
  finito,
};

import type { GameId } from '@ludimaths/engine/meta';
import type { CliGame } from '../adapter';
import { casseTeteCli } from './casse-tete/index';
import { casseTeteSolitaireCli } from './casse-tete-solitaire/index';
import { finitoCli } from './finito/index';
import { pisteCli } from './piste/index';
import { zigzagCli } from './zigzag/index';

/** One adapter per engine game: a game the engine registers without one here does not compile. */
const adapters = {
  piste: pisteCli,
  finito: finitoCli,
  zigzag: zigzagCli,
  'casse-tete': casseTeteCli,
  'casse-tete-solitaire': casseTeteSolitaireCli,
} satisfies Record<GameId, CliGame>;

/** Every game the CLI knows, by engine id (a Map: "constructor" is no game). */
export const cliGames: ReadonlyMap<string, CliGame> = new Map(Object.entries(adapters));

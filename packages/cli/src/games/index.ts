import type { CliGame } from '../adapter';
import { finitoCli } from './finito';
import { pisteCli } from './piste';

/** Every game the CLI knows, by engine id. */
export const cliGames: Readonly<Record<string, CliGame>> = {
  piste: pisteCli,
  finito: finitoCli,
};

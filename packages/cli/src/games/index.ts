import type { CliGame } from '../adapter';
import { pisteCli } from './piste';

/** Every game the CLI knows, by engine id. */
export const cliGames: Readonly<Record<string, CliGame>> = {
  piste: pisteCli,
};

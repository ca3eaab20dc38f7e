import { Zigzag, zigzag } from '@ludimaths/engine';
import { parseFlags } from '../../flags';
import type { Io } from '../../io';
import { EXIT_OK, processIo, UsageError } from '../../io';
import { renderBoard } from './index';

export const usage =
  'ludimaths board zigzag [--seed S] [--mix JSON] [--json]   print the standard board or a generated fair one';

/**
 * `ludimaths board zigzag`: prints the standard board, or with `--seed` a generated fair board.
 * `--json` prints the operation rows in the form `play --board-file` reads back.
 */
export async function run(args: string[], io: Io = processIo): Promise<number> {
  const { values, positionals } = parseFlags(
    args,
    [
      { name: 'seed', type: 'string', description: 'seed of a generated fair board' },
      { name: 'mix', type: 'string', description: 'JSON mix of operations for the generator' },
      { name: 'json', type: 'boolean', description: 'print the rows as JSON' },
    ],
    1,
  );
  const game = positionals[0];
  if (game !== 'zigzag') throw new UsageError(`missing or unknown game "${game ?? ''}" (boards: zigzag)`);
  let mix: unknown;
  if (typeof values.mix === 'string') {
    if (typeof values.seed !== 'string')
      throw new UsageError('--mix needs --seed (it shapes a generated board)');
    try {
      mix = JSON.parse(values.mix);
    } catch (error) {
      throw new UsageError(`--mix is not JSON: ${(error as Error).message}`);
    }
  }
  const spec =
    typeof values.seed === 'string'
      ? { kind: 'generated', seed: values.seed, ...(mix === undefined ? {} : { mix }) }
      : { kind: 'standard' };
  const options = zigzag.parseOptions({ board: spec });
  if (!options.ok) throw new UsageError(options.error.message);
  const board = Zigzag.buildBoard(options.value.board);
  if (!board.ok) throw new UsageError(board.error.message);
  const rows = Zigzag.makeBoardRows(board.value);
  if (values.json) {
    io.out(JSON.stringify(rows));
    return EXIT_OK;
  }
  const title =
    typeof values.seed === 'string'
      ? `Zigzag board generated from seed "${values.seed}"`
      : 'Zigzag standard board';
  io.out(`${title}: ${rows.length + 2} rows × 6 columns, start rows r0 and r${rows.length + 1}`);
  for (const line of renderBoard(rows)) io.out(line);
  io.out(`Half-turn symmetric: ${Zigzag.isHalfTurnSymmetric(board.value) ? 'yes' : 'no'}`);
  return EXIT_OK;
}

import { games, parseRecordText, replayAny } from '@ludimaths/engine';
import { readInputFile } from '../files';
import { parseFlags } from '../flags';
import type { Io } from '../io';
import { EXIT_INVALID, EXIT_OK, processIo, UsageError } from '../io';

export const usage =
  'ludimaths replay FILE [--json]   validate a game record; print its outcome or first illegal step';

/** Reads a JSON game record, replays it through the engine and reports the outcome or the first bad step. */
export async function run(args: string[], io: Io = processIo): Promise<number> {
  const { values, positionals } = parseFlags(
    args,
    [{ name: 'json', type: 'boolean', description: 'JSON output' }],
    1,
  );
  const file = positionals[0];
  if (!file) throw new UsageError('missing record file: ludimaths replay FILE');
  const raw = parseRecordText(readInputFile(file));
  if (!raw.ok) return fail(io, values.json === true, raw.error);
  const replayed = replayAny(games, raw.value);
  if (!replayed.ok) return fail(io, values.json === true, replayed.error);
  const { game, state, record } = replayed.value;
  const outcome = game.outcome(state);
  if (values.json) {
    io.out(JSON.stringify({ ok: true, game: game.id, steps: record.steps.length, outcome }));
  } else {
    io.out(`${game.id}: ${record.steps.length} steps replayed, all legal.`);
    if (outcome.status === 'running') io.out('The game is not finished.');
    else {
      const winners =
        outcome.winners.length > 0 ? outcome.winners.map((s) => `seat ${s}`).join(' and ') : 'nobody (draw)';
      io.out(`Game over (${outcome.reason}): won by ${winners}.`);
      if (outcome.scores) io.out(`Scores: ${outcome.scores.join(', ')}`);
    }
  }
  return EXIT_OK;
}

function fail(io: Io, json: boolean, error: { index: number; code: string; message: string }): number {
  if (json) io.out(JSON.stringify({ ok: false, ...error }));
  else if (error.index < 0) io.err(`invalid record: ${error.message} [${error.code}]`);
  else io.err(`illegal step ${error.index}: ${error.message} [${error.code}]`);
  return EXIT_INVALID;
}

import { CasseTete } from '@ludimaths/engine';
import { intFlag, parseFlags } from '../../flags';
import type { Io } from '../../io';
import { EXIT_OK, processIo, UsageError } from '../../io';
import { shapeFlags } from './index';

export const usage =
  'ludimaths solve casse-tete --rows R --cols C [--no-rotation] [--all] [--json] [--timeout MS]   solve the solitaire';

const FLAGS = [
  { name: 'rows', type: 'string', description: 'rows of the rectangle' },
  { name: 'cols', type: 'string', description: 'columns of the rectangle' },
  { name: 'no-rotation', type: 'boolean', description: 'tokens may not be turned' },
  { name: 'all', type: 'boolean', description: 'count every solution (exhaustive search)' },
  { name: 'json', type: 'boolean', description: 'print one JSON object' },
  { name: 'timeout', type: 'string', description: 'stop the search after MS milliseconds' },
] as const;

/** `ludimaths solve casse-tete`: one solution, or with --all every solution, or a proof of none. */
export async function run(args: string[], io: Io = processIo): Promise<number> {
  const { values, positionals } = parseFlags(args, FLAGS, 1);
  const game = positionals[0];
  if (game === undefined) throw new UsageError('missing game: ludimaths solve casse-tete --rows R --cols C');
  // The solitaire is the game casse-tete-solitaire; its solver came first, under casse-tete.
  if (game !== 'casse-tete' && game !== 'casse-tete-solitaire')
    throw new UsageError(`solve knows only casse-tete (the solitaire), not "${game}"`);
  const [rows, cols] = shapeFlags(values);
  const rotation = values['no-rotation'] !== true;
  const all = values.all === true;
  const timeout = values.timeout === undefined ? undefined : intFlag(values, 'timeout', 0, 0, 86_400_000);

  const start = performance.now();
  const solved = CasseTete.solve(CasseTete.tokenPieces(), {
    rows,
    cols,
    rotation,
    all,
    ...(timeout === undefined ? {} : { deadline: start + timeout, now: () => performance.now() }),
  });
  const ms = performance.now() - start;
  if (!solved.ok) throw new UsageError(solved.error.message);
  const { complete, solutions, first, nodes, stopped } = solved.value;

  if (values.json) {
    io.out(
      JSON.stringify({
        game: 'casse-tete',
        rows,
        cols,
        rotation,
        all,
        complete,
        solutions,
        first,
        nodes,
        ms: Math.round(ms * 1000) / 1000,
        stopped,
      }),
    );
    return EXIT_OK;
  }
  io.out(`Casse-tête solitaire, ${rows} × ${cols}, ${rotation ? 'tokens may be turned' : 'no rotation'}`);
  io.out(summary(all, complete, solutions, stopped));
  io.out(`${nodes.toLocaleString('en-US')} nodes, ${ms.toFixed(1)} ms`);
  if (first) {
    io.out('\nFirst solution (token number, then ↻ clockwise quarter turns; the numbers as printed):');
    io.out(drawArrangement(first));
  }
  return EXIT_OK;
}

function summary(all: boolean, complete: boolean, solutions: number, stopped: string | null): string {
  if (complete && solutions === 0) return 'No solution: the rectangle cannot be filled (exhaustive search).';
  if (complete) {
    return `${solutions} solution${solutions === 1 ? '' : 's'} (exhaustive; each distinct arrangement counts, a half-turned copy too).`;
  }
  if (stopped === 'first-solution' && !all)
    return 'A solution (search stopped at the first one; --all counts them all).';
  const found = `${solutions} solution${solutions === 1 ? '' : 's'} found so far`;
  return `Search stopped (${stopped ?? 'budget'}) before the end: ${found}; the count is not complete.`;
}

/** Each token as three lines: its top number, "left #token↻turns right", its bottom number. */
export function drawArrangement(arrangement: CasseTete.Arrangement): string {
  // The solver reports its pieces' numbers: here, the tokens from `tokenPieces()`.
  const text = (token: number, turns: number, side: CasseTete.Side): string =>
    CasseTete.placedValue(CasseTete.tokenId(token), turns as CasseTete.Turns, side).text;
  const boxes = arrangement.map((row) =>
    row.map(({ token, turns }) => [
      text(token, turns, CasseTete.TOP),
      `${text(token, turns, CasseTete.LEFT)} #${token}↻${turns} ${text(token, turns, CasseTete.RIGHT)}`,
      text(token, turns, CasseTete.BOTTOM),
    ]),
  );
  const width = Math.max(...boxes.flat(2).map((s) => s.length)) + 2;
  const center = (s: string): string => {
    const left = Math.floor((width - s.length) / 2);
    return ' '.repeat(left) + s + ' '.repeat(width - s.length - left);
  };
  const rule = `+${boxes[0]?.map(() => '-'.repeat(width)).join('+') ?? ''}+`;
  const lines = [rule];
  for (const row of boxes) {
    for (let line = 0; line < 3; line++)
      lines.push(`|${row.map((box) => center(box[line] ?? '')).join('|')}|`);
    lines.push(rule);
  }
  return lines.join('\n');
}

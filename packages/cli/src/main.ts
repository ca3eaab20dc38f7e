import type { Io } from './io';
import { EXIT_USAGE, processIo, UsageError } from './io';

interface Command {
  readonly usage: string;
  run(args: string[], io?: Io): Promise<number>;
}

/** Commands load on demand, so `ludimaths replay` does not pay for the solver or the analysis. */
/** A Map, so that a name such as "constructor" is an unknown command, not Object.prototype's. */
const COMMANDS: ReadonlyMap<string, () => Promise<Command>> = new Map<string, () => Promise<Command>>([
  ['play', () => import('./commands/play')],
  ['sim', () => import('./commands/sim')],
  ['replay', () => import('./commands/replay')],
  ['analyze', () => import('./games/piste/analyze')],
  ['tournament', () => import('./commands/tournament')],
  ['board', () => import('./games/zigzag/board')],
  ['solve', () => import('./games/casse-tete-solitaire/solve')],
  ['online', () => import('./commands/online')],
]);

async function help(io: Io): Promise<number> {
  io.out('ludimaths — Ludimaths games in the terminal\n\nCommands:');
  for (const load of COMMANDS.values()) io.out(`  ${(await load()).usage}`);
  return 0;
}

/** Runs one CLI invocation and returns its exit code; usage errors become one line on stderr. */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') return help(io);
  const load = COMMANDS.get(name);
  if (!load) {
    io.err(`ludimaths: unknown command "${name}" (try: ${[...COMMANDS.keys()].join(', ')}, help)`);
    return EXIT_USAGE;
  }
  try {
    return await (await load()).run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`ludimaths ${name}: ${error.message}`);
      return EXIT_USAGE;
    }
    throw error;
  }
}

import type { Io } from './io';
import { EXIT_USAGE, processIo, UsageError } from './io';

interface Command {
  readonly usage: string;
  run(args: string[], io?: Io): Promise<number>;
}

/** Commands load on demand, so `ludimaths replay` does not pay for the solver or the analysis. */
const COMMANDS: Readonly<Record<string, () => Promise<Command>>> = {
  play: () => import('./commands/play'),
  sim: () => import('./commands/sim'),
  replay: () => import('./commands/replay'),
  analyze: () => import('./commands/analyze'),
  tournament: () => import('./commands/tournament'),
  board: () => import('./commands/board'),
  solve: () => import('./commands/solve'),
  online: () => import('./commands/online'),
};

async function help(io: Io): Promise<number> {
  io.out('ludimaths — Ludimaths games in the terminal\n\nCommands:');
  for (const load of Object.values(COMMANDS)) io.out(`  ${(await load()).usage}`);
  return 0;
}

/** Runs one CLI invocation and returns its exit code; usage errors become one line on stderr. */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') return help(io);
  const load = COMMANDS[name];
  if (!load) {
    io.err(`ludimaths: unknown command "${name}" (try: ${Object.keys(COMMANDS).join(', ')}, help)`);
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

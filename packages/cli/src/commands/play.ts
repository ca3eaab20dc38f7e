import { writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { BaseState, BotName, Seat, Step } from '@ludimaths/engine';
import { expectOk, gameBots, makeRecord, rollChance } from '@ludimaths/engine';
import type { CliGame, FlagSpec } from '../adapter';
import { botPolicy, DEFAULT_LEVEL, isBotName } from '../bots';
import { gameInvocation } from '../games/lookup';
import type { Io } from '../io';
import { EXIT_OK, processIo, UsageError } from '../io';

export const usage =
  'ludimaths play GAME [--players N] [--seats human,fort,…] [--seed S] [--save FILE] [game flags]   play in the terminal';

const COMMON: readonly FlagSpec[] = [
  { name: 'players', type: 'string', description: 'number of players' },
  {
    name: 'seats',
    type: 'string',
    description: 'per seat: human, computer or a level (facile, moyen, fort)',
  },
  { name: 'seed', type: 'string', description: 'seed of the game' },
  { name: 'save', type: 'string', description: 'write the game record to this file at the end' },
];

/** A seat is played by a person at the terminal or by one of the engine's bots. */
export type SeatKind = 'human' | BotName;

/** Asks the person at the terminal; returns null when input ends (Ctrl-D). */
export type Ask = (prompt: string) => Promise<string | null>;

function parseSeats(game: CliGame, raw: string | boolean | undefined, players: number): SeatKind[] {
  if (raw === undefined)
    return Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : DEFAULT_LEVEL));
  const kinds = String(raw)
    .split(',')
    .map((s) => (s.trim() === 'computer' ? DEFAULT_LEVEL : s.trim()));
  const valid = (k: string) => k === 'human' || (isBotName(k) && gameBots[game.id] !== undefined);
  if (kinds.length !== players || !kinds.every(valid)) {
    throw new UsageError(
      `--seats must list ${players} entries, each human, computer or a bot level (facile, moyen, fort), not "${String(raw)}"`,
    );
  }
  return kinds as SeatKind[];
}

const CLEAR = '\x1b[2J\x1b[H';

/** The interactive game loop, independent of the terminal so that tests can drive it. */
export async function playGame(
  game: CliGame,
  options: unknown,
  seats: readonly SeatKind[],
  seed: string,
  io: Io,
  ask: Ask,
): Promise<{ state: BaseState; steps: Step[]; quit: boolean }> {
  const def = game.game;
  let state = expectOk(def.setup(options, seats.length, seed));
  const steps: Step[] = [];
  const computers = seats.map((kind, seat) =>
    kind === 'human' ? undefined : botPolicy(game, kind, `${seed}:computer:${seat}`),
  );
  let screenOwner: Seat | null = null;
  for (;;) {
    const actors = def.actors(state);
    if (actors.kind === 'over') break;
    if (actors.kind === 'chance') {
      const rolled = rollChance(def, state);
      state = rolled.state;
      steps.push({ chance: rolled.outcome });
      const said = game.describeChance(rolled.outcome);
      if (said) io.out(`  🎲 ${said}`);
      continue;
    }
    // When several seats act on the same event (Finito), computers' choices are announced only once
    // every seat has chosen, so that no human sees them before choosing.
    const simultaneous = actors.seats.length > 1;
    const announcements: string[] = [];
    for (const seat of actors.seats) {
      const moves = def.legalMoves(state, seat);
      let move: unknown;
      const computer = computers[seat];
      if (computer) {
        move = computer(state, seat, moves);
        const line = `Player ${seat + 1} (computer, ${seats[seat]}): ${game.describeMove(move, state)}`;
        if (simultaneous) announcements.push(line);
        else io.out(line);
      } else {
        if (game.hiddenInformation && screenOwner !== seat && seats.filter((k) => k === 'human').length > 1) {
          io.out(CLEAR);
          if ((await ask(`Pass the device to player ${seat + 1}, then press Enter. `)) === null)
            return { state, steps, quit: true };
        }
        screenOwner = seat;
        io.out(game.render(state, seat));
        const chosen = await chooseMove(game, state, moves, seat, io, ask);
        if (chosen === null) return { state, steps, quit: true };
        move = chosen;
      }
      const next = def.apply(state, seat, move);
      if (!next.ok) {
        io.err(`engine refused the move: ${next.error.message}`);
        continue;
      }
      state = next.value;
      steps.push({ seat, move });
    }
    for (const line of announcements) io.out(line);
  }
  io.out(game.render(state, 'spectator'));
  const outcome = def.outcome(state);
  if (outcome.status === 'over') {
    const winners = outcome.winners.map((s) => `player ${s + 1}`).join(' and ');
    io.out(outcome.winners.length > 0 ? `🏆 Won by ${winners}!` : 'Draw.');
    if (outcome.scores) io.out(`Scores: ${outcome.scores.join(', ')}`);
  }
  return { state, steps, quit: false };
}

/** Beyond this many moves a game that reads typed moves asks for one instead of listing them all. */
const MENU_LIMIT = 60;

async function chooseMove(
  game: CliGame,
  state: BaseState,
  moves: readonly unknown[],
  seat: Seat,
  io: Io,
  ask: Ask,
): Promise<unknown | null> {
  if (moves.length === 1) {
    const answer = await ask(
      `Player ${seat + 1}: ${game.describeMove(moves[0], state)} — press Enter (q to quit) `,
    );
    return answer === null || answer.trim() === 'q' ? null : moves[0];
  }
  if (game.typedMoves && moves.length > MENU_LIMIT) return typeMove(game.typedMoves, state, seat, io, ask);
  moves.forEach((m, i) => {
    io.out(`  ${String(i + 1).padStart(3)}. ${game.describeMove(m, state)}`);
  });
  for (;;) {
    const answer = await ask(`Player ${seat + 1}, choose 1–${moves.length} (q to quit): `);
    if (answer === null || answer.trim() === 'q') return null;
    const n = Number(answer.trim());
    if (Number.isInteger(n) && n >= 1 && n <= moves.length) return moves[n - 1];
    io.out(`"${answer.trim()}" is not a choice: type a number from 1 to ${moves.length}.`);
  }
}

async function typeMove(
  typed: NonNullable<CliGame['typedMoves']>,
  state: BaseState,
  seat: Seat,
  io: Io,
  ask: Ask,
): Promise<unknown | null> {
  for (;;) {
    const answer = await ask(`Player ${seat + 1}, your move (help, q to quit): `);
    if (answer === null || answer.trim() === 'q') return null;
    if (answer.trim() === 'help') {
      io.out(typed.help);
      continue;
    }
    const parsed = typed.parse(answer, state);
    if (parsed.ok) return parsed.value;
    io.out(`${parsed.error.message} (help lists the moves)`);
  }
}

/** `ludimaths play GAME`: a hot-seat game in the terminal, each seat human or computer. */
export async function run(args: string[], io: Io = processIo): Promise<number> {
  const { game, values, options, players } = gameInvocation(args, COMMON);
  const seats = parseSeats(game, values.seats, players);
  const seed = typeof values.seed === 'string' ? values.seed : String(Date.now());
  const rl = createInterface({ input: process.stdin, terminal: process.stdin.isTTY === true });
  // Reading lines through the iterator buffers them, so answers piped in ahead of their prompts
  // (scripts, tests, a teacher's prepared game) are not lost as they are with rl.question.
  const lines = rl[Symbol.asyncIterator]();
  const ask: Ask = async (prompt) => {
    process.stdout.write(prompt);
    const next = await lines.next();
    return next.done ? null : next.value;
  };
  io.out(`${game.title} — ${players} players (${seats.join(', ')}), seed ${seed}`);
  try {
    const result = await playGame(game, options, seats, seed, io, ask);
    if (typeof values.save === 'string') {
      const record = makeRecord(
        game.game,
        options,
        seats.map((kind) =>
          kind === 'human' ? { kind: 'human' as const } : { kind: 'bot' as const, bot: kind },
        ),
        seed,
        result.steps,
      );
      await writeFile(values.save, `${JSON.stringify(record, null, 2)}\n`);
      io.out(`Record saved to ${values.save}`);
    }
  } finally {
    rl.close();
  }
  return EXIT_OK;
}

import { createInterface } from 'node:readline';
import type { Seat } from '@ludimaths/engine';
import type { CliGame } from './adapter';
import type { Io } from './io';

/** Asks the person at the terminal; returns null when input ends (Ctrl-D). */
export type Ask = (prompt: string) => Promise<string | null>;

/** A question-asker on the terminal, and how to let go of standard input when done. */
export interface Prompter {
  readonly ask: Ask;
  close(): void;
}

/**
 * The person at this terminal. Reading lines through the iterator buffers them, so answers piped in
 * ahead of their prompts (scripts, tests, a teacher's prepared game) are not lost as with rl.question.
 */
export function terminalPrompter(): Prompter {
  const rl = createInterface({ input: process.stdin, terminal: process.stdin.isTTY === true });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(prompt) {
      process.stdout.write(prompt);
      const next = await lines.next();
      return next.done ? null : next.value;
    },
    close: () => rl.close(),
  };
}

/** Scripted answers instead of a terminal, for tests: each question takes the next line. */
export function scriptedPrompter(answers: readonly string[], io: Io): Prompter {
  let next = 0;
  return {
    ask: async (prompt) => {
      io.out(prompt);
      return next < answers.length ? (answers[next++] ?? null) : null;
    },
    close: () => {},
  };
}

/** Beyond this many moves a game that reads typed moves asks for one instead of listing them all. */
const MENU_LIMIT = 60;

/**
 * The person picks one of `moves` (their legal moves, seen from `view`): by Enter when there is only
 * one, by number from a menu, or typed when the game has too many to list. Null when they quit.
 */
export async function chooseMove(
  game: CliGame,
  view: unknown,
  moves: readonly unknown[],
  seat: Seat,
  io: Io,
  ask: Ask,
): Promise<unknown | null> {
  if (moves.length === 1) {
    const answer = await ask(
      `Player ${seat + 1}: ${game.describeMove(moves[0], view)} — press Enter (q to quit) `,
    );
    return answer === null || answer.trim() === 'q' ? null : moves[0];
  }
  if (game.typedMoves && moves.length > MENU_LIMIT) return typeMove(game.typedMoves, view, seat, io, ask);
  moves.forEach((m, i) => {
    io.out(`  ${String(i + 1).padStart(3)}. ${game.describeMove(m, view)}`);
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
  view: unknown,
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
    const parsed = typed.parse(answer, view);
    if (parsed.ok) return parsed.value;
    io.out(`${parsed.error.message} (help lists the moves)`);
  }
}

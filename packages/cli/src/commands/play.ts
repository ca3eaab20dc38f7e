import type { Actors, Agent, BaseState, BotName, Step } from '@ludimaths/engine';
import { DeviceHandoff, drive, expectOk, Match, makeRecord } from '@ludimaths/engine';
import type { CliGame, FlagSpec } from '../adapter';
import { botSeat, DEFAULT_LEVEL, isBotName } from '../bots';
import { gameInvocation } from '../games/lookup';
import type { Io } from '../io';
import { EXIT_INVALID, EXIT_OK, processIo, UsageError } from '../io';
import { type Ask, chooseMove, terminalPrompter } from '../prompt';
import { checkSavePath, saveRecord } from '../save';
import { chooseGameSeed } from '../seed';

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

function parseSeats(raw: string | boolean | undefined, players: number): SeatKind[] {
  if (raw === undefined)
    return Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : DEFAULT_LEVEL));
  const kinds = String(raw)
    .split(',')
    .map((s) => (s.trim() === 'computer' ? DEFAULT_LEVEL : s.trim()));
  const valid = (k: string) => k === 'human' || isBotName(k);
  if (kinds.length !== players || !kinds.every(valid)) {
    throw new UsageError(
      `--seats must list ${players} entries, each human, computer or a bot level (facile, moyen, fort), not "${String(raw)}"`,
    );
  }
  return kinds as SeatKind[];
}

const CLEAR = '\x1b[2J\x1b[H';

/** Thrown by a person's seat when they type q or input ends, to stop the match loop. */
class Quit extends Error {}

/** The interactive game, independent of the terminal so that tests can drive it. */
export async function playGame(
  game: CliGame,
  options: unknown,
  seats: readonly SeatKind[],
  seed: string,
  io: Io,
  ask: Ask,
): Promise<{ state: BaseState; steps: readonly Step[]; quit: boolean }> {
  const match = expectOk(Match.start(game.game, { options, seats: seats.map(seatInfo), seed }));
  const people = seats.filter((kind) => kind === 'human').length;
  const handoff = new DeviceHandoff(game.game.hidesInformation, people);
  const announcer = announce(match, game, seats, io);
  const person: Agent<unknown, unknown> = {
    kind: 'person',
    async act(turn) {
      if (handoff.needed(turn.seat)) {
        io.out(CLEAR);
        if ((await ask(`Pass the device to player ${turn.seat + 1}, then press Enter. `)) === null)
          throw new Quit();
      }
      handoff.handTo(turn.seat);
      io.out(game.render(turn.view, turn.seat, turn.legal));
      const chosen = await chooseMove(game, turn.view, turn.legal, turn.seat, io, ask);
      if (chosen === null) throw new Quit();
      return chosen;
    },
    refused: (_turn, error) => io.err(`engine refused the move: ${error.message}`),
  };
  const agents = seats.map((kind) => (kind === 'human' ? person : botSeat(game, kind)));
  try {
    await drive(match, agents);
  } catch (error) {
    if (error instanceof Quit) return { state: match.state, steps: match.steps, quit: true };
    throw error;
  } finally {
    announcer();
  }
  io.out(game.render(match.view('spectator'), 'spectator', []));
  const outcome = match.outcome();
  if (outcome.status === 'over') {
    const winners = outcome.winners.map((s) => `player ${s + 1}`).join(' and ');
    io.out(outcome.winners.length > 0 ? `🏆 Won by ${winners}!` : 'Draw.');
    if (outcome.scores) io.out(`Scores: ${outcome.scores.join(', ')}`);
  }
  return { state: match.state, steps: match.steps, quit: false };
}

const seatInfo = (kind: SeatKind) =>
  kind === 'human' ? { kind: 'human' as const } : { kind: 'bot' as const, bot: kind };

/**
 * Prints dice and computer moves as the match takes them. When several seats choose on the same
 * event (Finito), the computers' choices are held back until the round is complete, so that no person
 * reads them before choosing. Returns the function that stops listening.
 */
function announce(
  match: Match<BaseState, unknown, unknown, unknown, unknown>,
  game: CliGame,
  seats: readonly SeatKind[],
  io: Io,
): () => void {
  let held: string[] = [];
  return match.subscribe((event) => {
    if (event.kind !== 'step') return;
    const { step, before, after } = event;
    if ('chance' in step) {
      const said = game.describeChance(step.chance);
      if (said) io.out(`  🎲 ${said}`);
      return;
    }
    const round = game.game.actors(before);
    if (seats[step.seat] !== 'human') {
      const said = game.describeMove(step.move, game.game.view(before, step.seat));
      const line = `Player ${step.seat + 1} (computer, ${seats[step.seat]}): ${said}`;
      if (round.kind === 'seats' && round.seats.length > 1) held.push(line);
      else io.out(line);
    }
    if (held.length > 0 && roundComplete(round, game.game.actors(after))) {
      for (const line of held) io.out(line);
      held = [];
    }
  });
}

/** After a step, the round is complete unless only some of the same seats are still to choose. */
function roundComplete(before: Actors, after: Actors): boolean {
  if (before.kind !== 'seats' || after.kind !== 'seats') return true;
  return (
    !after.seats.every((seat) => before.seats.includes(seat)) || after.seats.length >= before.seats.length
  );
}

/**
 * `ludimaths play GAME`: a hot-seat game in the terminal, each seat human or computer. Exit code 1
 * when the record could not be written where `--save` asked (it is then kept elsewhere or printed).
 */
export async function run(args: string[], io: Io = processIo): Promise<number> {
  const { game, values, options, players } = gameInvocation(args, COMMON);
  const seats = parseSeats(values.seats, players);
  const save = typeof values.save === 'string' ? values.save : undefined;
  if (save !== undefined) await checkSavePath(save);
  const { seed, showAtStart } = chooseGameSeed(game, values.seed, io);
  const prompter = io.prompter?.() ?? terminalPrompter();
  const seedText = showAtStart
    ? `, seed ${seed}`
    : ' (the seed is shown at the end: it would reveal what is hidden)';
  io.out(`${game.title} — ${players} players (${seats.join(', ')})${seedText}`);
  try {
    const result = await playGame(game, options, seats, seed, io, prompter.ask);
    if (!showAtStart) io.out(`Seed of this game: ${seed}`);
    if (save !== undefined) {
      const record = makeRecord(
        game.game,
        options,
        seats.map((kind) =>
          kind === 'human' ? { kind: 'human' as const } : { kind: 'bot' as const, bot: kind },
        ),
        seed,
        result.steps,
      );
      const saved = await saveRecord(save, `${JSON.stringify(record, null, 2)}\n`, io);
      if (!saved?.asked) return EXIT_INVALID;
    }
  } finally {
    prompter.close();
  }
  return EXIT_OK;
}

import type { BotName, Reason } from '@ludimaths/engine';
import { BOT_NAMES, gameBots, games } from '@ludimaths/engine';
import { z } from 'zod';

/**
 * What the page asks the bot worker (Comlink carries the call and pairs each answer with its
 * question). A request carries everything a bot may see (the seat's view, never the state) and the
 * legal moves; the answer names the chosen move by its index in that list, so the page plays its own
 * move object. Requests are validated like any untrusted input: a malformed or hostile one gets an
 * `error` answer, never a crash of the worker.
 */
export interface BotRequest {
  readonly gameId: string;
  readonly level: BotName;
  /** The seat's own view (`session.view(seat)`): a bot never receives hidden information. */
  readonly view: unknown;
  readonly seat: number;
  readonly moves: readonly unknown[];
  /** Unique to the decision, so a bot's own randomness is reproducible. */
  readonly seed: string;
  /** Time a search bot may take; it reads the clock the worker gives it. */
  readonly budgetMs?: number;
}

export type BotResponse =
  | {
      readonly ok: true;
      readonly index: number;
      readonly move: unknown;
      readonly reason?: Reason;
      /** Time spent choosing, in milliseconds. */
      readonly elapsedMs: number;
    }
  | { readonly ok: false; readonly error: string };

/**
 * How long each level may think (search bots stop there; the others answer at once). The three
 * levels get the same budget, as on the server and in `ludimaths tournament`: a weaker level searches
 * only its share of it (the engine's ZIGZAG_LEVELS, CASSE_TETE_LEVELS), so the ladder measured there
 * is the one children meet here (zigzag moyen thinks an eighth of this, casse-tête moyen a hundredth).
 */
export const BOT_BUDGET_MS: Readonly<Record<BotName, number>> = {
  random: 50,
  greedy: 50,
  facile: 1000,
  moyen: 1000,
  fort: 1000,
};

/** The most a request may ask for: anything above would freeze the worker for nothing. */
export const MAX_BUDGET_MS = 10_000;

const requestSchema = z
  .object({
    gameId: z.string().min(1).max(64),
    level: z.enum(BOT_NAMES as [BotName, ...BotName[]]),
    view: z.unknown(),
    seat: z.number().int().min(0).max(63),
    moves: z.array(z.unknown()).min(1).max(100_000),
    seed: z.string().max(500),
    budgetMs: z.number().positive().max(MAX_BUDGET_MS).optional(),
  })
  .strict();

const reasonSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'message'}: ${issue.message}`)
    .join('; ');
}

const fail = (error: string): BotResponse => ({ ok: false, error });

/**
 * Answers one request: checks it, asks the game's bot, and checks the answer is one of the moves.
 * Runs in the worker, and on the page itself where workers are unavailable (unit tests).
 */
export function handleBotRequest(data: unknown, clock: () => number): BotResponse {
  const parsed = requestSchema.safeParse(data);
  if (!parsed.success) return fail(`invalid bot request: ${describeIssues(parsed.error)}`);
  const request = parsed.data;
  if (!('view' in request) || request.view === undefined) {
    return fail('invalid bot request: view: required');
  }
  const game = Object.hasOwn(games, request.gameId) ? games[request.gameId] : undefined;
  const bots = Object.hasOwn(gameBots, request.gameId) ? gameBots[request.gameId] : undefined;
  if (!game) return fail(`invalid bot request: unknown game "${request.gameId.slice(0, 64)}"`);
  if (!bots) return fail(`no computer player for the game "${request.gameId}"`);
  const moves: unknown[] = [];
  for (const [i, raw] of request.moves.entries()) {
    const move = game.parseMove(raw);
    if (!move.ok) return fail(`invalid bot request: moves.${i}: ${move.error.message}`);
    moves.push(move.value);
  }
  const bot = bots[request.level];
  const started = clock();
  let move: unknown;
  let reason: unknown;
  try {
    const suggestion = bot.choose(request.view, request.seat, moves, {
      seed: request.seed,
      clock,
      ...(request.budgetMs === undefined ? {} : { budgetMs: request.budgetMs }),
    });
    move = suggestion.move;
    reason = suggestion.reason;
  } catch (error) {
    // A view that does not match the game (hostile or stale) may make a bot throw: say so, stay up.
    const message = error instanceof Error ? error.message : String(error);
    return fail(`the ${request.level} computer player failed: ${message}`);
  }
  const elapsedMs = clock() - started;
  const index = indexOfMove(moves, move);
  if (index < 0) return fail(`the ${request.level} computer player chose a move that is not legal`);
  const checked = reasonSchema.safeParse(reason);
  return {
    ok: true,
    index,
    move: moves[index],
    elapsedMs,
    ...(checked.success ? { reason: checked.data } : {}),
  };
}

/** Moves are plain JSON data: the same object, or one with the same JSON text. */
function indexOfMove(moves: readonly unknown[], move: unknown): number {
  const same = moves.indexOf(move);
  if (same >= 0) return same;
  const text = JSON.stringify(move);
  return moves.findIndex((m) => JSON.stringify(m) === text);
}

/** The bot worker's interface, as the page calls it through Comlink (bot.worker.ts exposes it). */
export const botWorkerApi = {
  choose: (request: unknown): BotResponse => handleBotRequest(request, () => performance.now()),
};
export type BotWorkerApi = typeof botWorkerApi;

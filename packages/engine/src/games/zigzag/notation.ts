import { z } from 'zod';
import type { Result, RuleError } from '../../core/result';
import { ok, ruleError } from '../../core/result';
import { starterSchema, startRollDieSchema } from '../../core/start-roll';
import { describeIssue } from '../../core/validate';
import type { Board } from './board';
import { parseBoard, STANDARD_BOARD } from './board';
import { generateBoard } from './generate';
import type { BoardSpec, ZigzagChance, ZigzagMove, ZigzagOptions } from './types';

const mixEntry = z.strictObject({
  weight: z.number().min(0),
  min: z.number().int(),
  max: z.number().int(),
});

const mixSchema = z.strictObject({
  add: mixEntry.optional(),
  subtract: mixEntry.optional(),
  multiply: mixEntry.optional(),
  divide: mixEntry.optional(),
});

const boardSpecSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('standard') }),
  z.strictObject({ kind: z.literal('generated'), seed: z.string().max(200), mix: mixSchema.optional() }),
  z.strictObject({ kind: z.literal('custom'), rows: z.array(z.array(z.string().max(20)).max(50)).max(50) }),
]);

const optionsSchema = z.strictObject({
  board: boardSpecSchema.default({ kind: 'standard' }),
  moveLimit: z.number().int().min(1).max(100_000).default(200),
  starter: starterSchema,
});

const cellSchema = z.number().int().min(0).max(99);

const moveSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('start-side'), side: z.enum(['top', 'bottom']) }),
  z.strictObject({
    kind: z.literal('step'),
    to: z.tuple([cellSchema, cellSchema]),
    half: z.enum(['floor', 'round']).optional(),
  }),
  z.strictObject({ kind: z.literal('pass') }),
]);

const die = z.number().int().min(1).max(6);
const chanceSchema = z.discriminatedUnion('kind', [
  startRollDieSchema,
  z.strictObject({ kind: z.literal('start-cell'), label: die }),
  z.strictObject({ kind: z.literal('start-number'), tens: die, units: die }),
]);

/**
 * Recently built boards by spec. Simulations set up thousands of games on one generated board;
 * handing them the same board object spares the generation and lets the move tables be reused.
 */
const recentBoards = new Map<string, Result<Board, RuleError>>();
const RECENT_LIMIT = 32;

/** The board an options object names, built and checked. */
export function buildBoard(spec: BoardSpec): Result<Board, RuleError> {
  if (spec.kind === 'standard') return ok(STANDARD_BOARD);
  const key = JSON.stringify(spec);
  const known = recentBoards.get(key);
  if (known) return known;
  const built = spec.kind === 'generated' ? generateBoard(spec.seed, spec.mix) : parseBoard(spec.rows);
  if (recentBoards.size >= RECENT_LIMIT) recentBoards.clear();
  recentBoards.set(key, built);
  return built;
}

export function parseOptions(raw: unknown): Result<ZigzagOptions, RuleError> {
  const parsed = optionsSchema.safeParse(raw ?? {});
  if (!parsed.success) return ruleError('bad-options', describeIssue('options', parsed.error));
  const options: ZigzagOptions = {
    board: parsed.data.board as BoardSpec,
    moveLimit: parsed.data.moveLimit,
    ...(parsed.data.starter === undefined ? {} : { starter: parsed.data.starter }),
  };
  const board = buildBoard(options.board);
  return board.ok ? ok(options) : board;
}

export function parseMove(raw: unknown): Result<ZigzagMove, RuleError<'bad-move'>> {
  const parsed = moveSchema.safeParse(raw);
  if (!parsed.success) return ruleError('bad-move', describeIssue('move', parsed.error));
  return ok(parsed.data as ZigzagMove);
}

export function parseChance(raw: unknown): Result<ZigzagChance, RuleError<'bad-chance'>> {
  const parsed = chanceSchema.safeParse(raw);
  if (!parsed.success) return ruleError('bad-chance', describeIssue('chance outcome', parsed.error));
  return ok(parsed.data);
}

import { z } from 'zod';
import type { Result, RuleError } from '../../core/result';
import { ok, ruleError } from '../../core/result';
import { describeIssue } from '../../core/validate';
import { CELL_COUNT, DIE_FACES, TOKEN_COUNT } from './board';
import type { FinitoChance, FinitoMove, FinitoOptions } from './types';

export const DEFAULT_TURN_CAP = 500;

export const defaultOptions: FinitoOptions = Object.freeze({
  movementPassing: false,
  targetScore: null,
  turnCap: DEFAULT_TURN_CAP,
});

const optionsSchema = z.strictObject({
  movementPassing: z.boolean().default(false),
  targetScore: z.number().int().min(1).max(10_000).nullable().default(null),
  turnCap: z.number().int().min(1).max(1_000_000).default(DEFAULT_TURN_CAP),
});

const token = z.number().int().min(1).max(TOKEN_COUNT);
const cell = z
  .number()
  .int()
  .min(0)
  .max(CELL_COUNT - 1);

const moveSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('place'), token, cell }),
  z.strictObject({ kind: z.literal('move'), token, cell }),
  z.strictObject({ kind: z.literal('pass') }),
]);

const chanceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('roll'), value: z.number().int().min(1).max(DIE_FACES) }),
  z.strictObject({ kind: z.literal('turn-up'), seat: z.number().int().min(0).max(3), token }),
]);

function invalid<Code extends string>(
  code: Code,
  what: string,
  error: z.ZodError,
): Result<never, RuleError<Code>> {
  return ruleError(code, describeIssue(what, error));
}

export function parseOptions(raw: unknown): Result<FinitoOptions, RuleError> {
  const parsed = optionsSchema.safeParse(raw ?? {});
  return parsed.success ? ok(parsed.data) : invalid('bad-options', 'Finito options', parsed.error);
}

export function parseMove(raw: unknown): Result<FinitoMove, RuleError<'bad-move'>> {
  const parsed = moveSchema.safeParse(raw);
  return parsed.success ? ok(parsed.data) : invalid('bad-move', 'Finito move', parsed.error);
}

export function parseChance(raw: unknown): Result<FinitoChance, RuleError<'bad-chance'>> {
  const parsed = chanceSchema.safeParse(raw);
  return parsed.success ? ok(parsed.data) : invalid('bad-chance', 'Finito chance outcome', parsed.error);
}

import { z } from 'zod';
import type { Result, RuleError } from '../../core/result';
import { ok } from '../../core/result';
import { starterSchema, startRollDieSchema } from '../../core/start-roll';
import { parseWith } from '../../core/validate';
import { PASS } from './moves';
import { tokenIdSchema } from './tokens';
import type { CasseTeteChance, CasseTeteMove, CasseTeteOptions } from './types';

// Options, moves and chance outcomes as they are read from JSON (records, the CLI, the network).

export const DEFAULT_OPTIONS: CasseTeteOptions = { rotation: true };

const optionsSchema = z.strictObject({ rotation: z.boolean().default(true), starter: starterSchema });

export function parseOptions(raw: unknown): Result<CasseTeteOptions, RuleError> {
  return parseWith(optionsSchema, raw ?? {}, 'bad-options', 'Casse-tête options');
}

const moveSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('place'),
    token: tokenIdSchema,
    cell: z.tuple([z.number().int().min(-1000).max(1000), z.number().int().min(-1000).max(1000)]),
    turns: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  }),
  z.strictObject({ kind: z.literal('pass') }),
]);

export function parseMove(raw: unknown): Result<CasseTeteMove, RuleError<'bad-move'>> {
  const parsed = parseWith(moveSchema, raw, 'bad-move', 'move');
  // One shared constant for passing keeps move comparisons by identity cheap.
  return parsed.ok && parsed.value.kind === 'pass' ? ok(PASS) : parsed;
}

const chanceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('start'), token: tokenIdSchema }),
  z.strictObject({ kind: z.literal('draw'), token: tokenIdSchema }),
  startRollDieSchema,
]);

export function parseChance(raw: unknown): Result<CasseTeteChance, RuleError<'bad-chance'>> {
  return parseWith(chanceSchema, raw, 'bad-chance', 'chance outcome');
}

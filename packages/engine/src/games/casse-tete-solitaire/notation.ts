import { z } from 'zod';
import type { Result, RuleError } from '../../core/result';
import { ruleError } from '../../core/result';
import { parseWith } from '../../core/validate';
import { TOKEN_COUNT, tokenIdSchema } from '../casse-tete/tokens';
import { isSolitaireShape, SOLITAIRE_SHAPES } from './grid';
import type { SolitaireChance, SolitaireMove, SolitaireOptions } from './types';

/** Untrusted JSON (a record, the CLI, the network) in: options, moves and chance outcomes. */

export const DEFAULT_OPTIONS: SolitaireOptions = Object.freeze({
  rows: 6,
  cols: 5,
  rotation: true,
  moveLimit: 1000,
});

const optionsSchema = z.strictObject({
  rows: z.number().int().min(1).max(TOKEN_COUNT).default(DEFAULT_OPTIONS.rows),
  cols: z.number().int().min(1).max(TOKEN_COUNT).default(DEFAULT_OPTIONS.cols),
  rotation: z.boolean().default(DEFAULT_OPTIONS.rotation),
  // At least one move per token; at most enough for anyone (a game keeps one step per move).
  moveLimit: z.number().int().min(TOKEN_COUNT).max(100_000).default(DEFAULT_OPTIONS.moveLimit),
});

export function parseOptions(raw: unknown): Result<SolitaireOptions, RuleError> {
  const parsed = parseWith(optionsSchema, raw ?? {}, 'bad-options', 'Casse-tête solitaire options');
  if (parsed.ok && !isSolitaireShape(parsed.value.rows, parsed.value.cols)) {
    const shapes = SOLITAIRE_SHAPES.map(([r, c]) => `${r} × ${c}`).join(', ');
    return ruleError(
      'bad-options',
      `the rectangle must hold exactly ${TOKEN_COUNT} tokens (${shapes}), not ${parsed.value.rows} × ${parsed.value.cols}`,
    );
  }
  return parsed;
}

const index = z
  .number()
  .int()
  .min(0)
  .max(TOKEN_COUNT - 1);
const token = tokenIdSchema;

const moveSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('place'),
    token,
    row: index,
    col: index,
    turns: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  }),
  z.strictObject({ kind: z.literal('move'), row: index, col: index, toRow: index, toCol: index }),
  z.strictObject({ kind: z.literal('remove'), row: index, col: index }),
  z.strictObject({
    kind: z.literal('rotate'),
    row: index,
    col: index,
    by: z.union([z.literal(1), z.literal(-1)]),
  }),
  z.strictObject({ kind: z.literal('undo') }),
  z.strictObject({ kind: z.literal('redo') }),
  z.strictObject({ kind: z.literal('check') }),
]);

export function parseMove(raw: unknown): Result<SolitaireMove, RuleError<'bad-move'>> {
  return parseWith(moveSchema, raw, 'bad-move', 'solitaire move');
}

const chanceSchema = z.strictObject({ kind: z.literal('draw'), token });

export function parseChance(raw: unknown): Result<SolitaireChance, RuleError<'bad-chance'>> {
  return parseWith(chanceSchema, raw, 'bad-chance', 'chance outcome');
}

/** Whether two moves are the same action (field by field: moves from JSON may order keys differently). */
export function sameMove(a: SolitaireMove, b: SolitaireMove): boolean {
  const fields = a as unknown as Readonly<Record<string, unknown>>;
  const other = b as unknown as Readonly<Record<string, unknown>>;
  const keys = Object.keys(fields);
  return keys.length === Object.keys(other).length && keys.every((key) => fields[key] === other[key]);
}

import { z } from 'zod';
import type { ChanceOutcome } from '../../core/chance';
import type { Result, RuleError } from '../../core/result';
import type { StartRollDie } from '../../core/start-roll';
import { startRollDieSchema } from '../../core/start-roll';
import { parseWith } from '../../core/validate';
import type { TokenId } from './tokens';
import { TOKEN_COUNT, tokenIdSchema } from './tokens';

/**
 * Chance outcomes: the face-up start token, a token drawn from the bank (into a hand), or a die of
 * the start roll. Drawn tokens are named in records (so they replay without the seed) but never in
 * a view: a record is the complete story, a view is what one seat may know.
 */
export type CasseTeteChance =
  | { readonly kind: 'start'; readonly token: TokenId }
  | { readonly kind: 'draw'; readonly token: TokenId }
  | StartRollDie;

const frozenOutcomes = (kind: 'start' | 'draw'): readonly ChanceOutcome<CasseTeteChance>[] =>
  Array.from({ length: TOKEN_COUNT + 1 }, (_, token) =>
    Object.freeze({ outcome: Object.freeze({ kind, token: token as TokenId }), weight: 1 }),
  );

// One frozen outcome object per token and kind, so listing the bank allocates only the array.
const START_OUTCOMES = frozenOutcomes('start');
const DRAW_OUTCOMES = frozenOutcomes('draw');

/** Every token still in the bank, with equal weights. */
export function bankOutcomes(bank: number, kind: 'start' | 'draw'): ChanceOutcome<CasseTeteChance>[] {
  const table = kind === 'start' ? START_OUTCOMES : DRAW_OUTCOMES;
  const out: ChanceOutcome<CasseTeteChance>[] = [];
  for (let token = 1; token <= TOKEN_COUNT; token++)
    if ((bank & (1 << token)) !== 0) out.push(table[token] as ChanceOutcome<CasseTeteChance>);
  return out;
}

const chanceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('start'), token: tokenIdSchema }),
  z.strictObject({ kind: z.literal('draw'), token: tokenIdSchema }),
  startRollDieSchema,
]);

export function parseChance(raw: unknown): Result<CasseTeteChance, RuleError<'bad-chance'>> {
  return parseWith(chanceSchema, raw, 'bad-chance', 'chance outcome');
}

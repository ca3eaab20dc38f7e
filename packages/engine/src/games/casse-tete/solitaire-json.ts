import { z } from 'zod';
import type { Result, RuleError } from '../../core/result';
import { ok, ruleError } from '../../core/result';
import { describeIssue } from '../../core/validate';
import type { Turns } from './geometry';
import type { SolitaireErrorCode, SolitaireState } from './solitaire';
import { isSolitaireShape, placeToken, removeToken, rotateToken } from './solitaire';
import type { TokenId } from './tokens';
import { TOKEN_COUNT, tokenIdSchema } from './tokens';

/**
 * Untrusted JSON (a saved puzzle, a message) in and out of the solitaire: a state, and the player's
 * actions as a tagged union so the app can log and replay them.
 */

const index = z
  .number()
  .int()
  .min(0)
  .max(TOKEN_COUNT - 1);
const turns = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
const cell = z.strictObject({ token: tokenIdSchema, turns }).nullable();

const stateSchema = z.strictObject({
  rows: z.number().int().min(1).max(TOKEN_COUNT),
  cols: z.number().int().min(1).max(TOKEN_COUNT),
  rotation: z.boolean(),
  cells: z.array(z.array(cell).max(TOKEN_COUNT)).max(TOKEN_COUNT),
});

export type SolitaireAction =
  | {
      readonly kind: 'place';
      readonly token: TokenId;
      readonly row: number;
      readonly col: number;
      readonly turns: Turns;
    }
  | { readonly kind: 'remove'; readonly row: number; readonly col: number }
  | { readonly kind: 'rotate'; readonly row: number; readonly col: number; readonly by: number };

const actionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('place'),
    token: tokenIdSchema,
    row: index,
    col: index,
    turns,
  }),
  z.strictObject({ kind: z.literal('remove'), row: index, col: index }),
  z.strictObject({ kind: z.literal('rotate'), row: index, col: index, by: z.number().int().min(-3).max(3) }),
]);

/** Validates a saved puzzle: shape of 30 cells, grid dimensions, each token at most once. */
export function parseSolitaire(raw: unknown): Result<SolitaireState, RuleError> {
  const parsed = stateSchema.safeParse(raw);
  if (!parsed.success) return ruleError('bad-solitaire', describeIssue('solitaire state', parsed.error));
  const state = parsed.data;
  if (!isSolitaireShape(state.rows, state.cols)) {
    return ruleError(
      'bad-solitaire',
      `a ${state.rows} × ${state.cols} rectangle does not hold ${TOKEN_COUNT} tokens`,
    );
  }
  if (state.cells.length !== state.rows || state.cells.some((row) => row.length !== state.cols)) {
    return ruleError('bad-solitaire', `cells must be ${state.rows} rows of ${state.cols}`);
  }
  const seen = new Set<number>();
  for (const row of state.cells) {
    for (const c of row) {
      if (!c) continue;
      if (seen.has(c.token)) return ruleError('bad-solitaire', `token ${c.token} appears twice`);
      seen.add(c.token);
      if (!state.rotation && c.turns !== 0) {
        return ruleError('bad-solitaire', `token ${c.token} is turned but rotation is off`);
      }
    }
  }
  return ok(state);
}

export function parseSolitaireAction(raw: unknown): Result<SolitaireAction, RuleError> {
  const parsed = actionSchema.safeParse(raw);
  if (!parsed.success) return ruleError('bad-action', describeIssue('solitaire action', parsed.error));
  return ok(parsed.data);
}

/** Applies one action (placement mismatches are allowed and flagged, see solitaire.ts). */
export function applySolitaireAction(
  state: SolitaireState,
  action: SolitaireAction,
): Result<SolitaireState, RuleError<SolitaireErrorCode>> {
  switch (action.kind) {
    case 'place':
      return placeToken(state, action);
    case 'remove':
      return removeToken(state, action.row, action.col);
    case 'rotate':
      return rotateToken(state, action.row, action.col, action.by);
  }
}

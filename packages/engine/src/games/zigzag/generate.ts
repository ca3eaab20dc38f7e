import type { Result, RuleError } from '../../core/result';
import { ok, ruleError } from '../../core/result';
import { Rng } from '../../core/rng';
import type { Board } from './board';
import { BOARD_COLUMNS, MAX_OPERATION_ROWS, MIN_OPERATION_ROWS } from './board';
import type { Operation, OperationKind } from './operation';
import { checkOperation } from './operation';

/** How often a kind of operation appears on a generated board, and the range of its operand. */
export interface MixEntry {
  readonly weight: number;
  readonly min: number;
  readonly max: number;
}

/** The mix of operations of a generated board; a kind left out never appears. */
export type OperationMix = Partial<Readonly<Record<OperationKind, MixEntry>>>;

/**
 * The standard board's own mix: on each half of it, 5 additions (1..6), 7 subtractions (1..8),
 * 4 multiplications (× 2, × 3) and 2 halvings.
 */
export const DEFAULT_MIX: OperationMix = Object.freeze({
  add: Object.freeze({ weight: 5, min: 1, max: 6 }),
  subtract: Object.freeze({ weight: 7, min: 1, max: 8 }),
  multiply: Object.freeze({ weight: 4, min: 2, max: 3 }),
  divide: Object.freeze({ weight: 2, min: 2, max: 2 }),
});

const KINDS: readonly OperationKind[] = ['add', 'subtract', 'multiply', 'divide'];

/**
 * The largest weight of a kind. Weights are relative, so this loses nothing, and it keeps their total
 * finite: weights of 1e308 add up to Infinity, and every draw would fall on the last kind.
 */
export const MAX_MIX_WEIGHT = 1_000_000;

/** Checks a mix: weights from 0 to MAX_MIX_WEIGHT, one positive, operand ranges inside the bounds. */
export function checkMix(mix: OperationMix): Result<OperationMix, RuleError> {
  let total = 0;
  for (const kind of KINDS) {
    const entry = mix[kind];
    if (!entry) continue;
    if (!(entry.weight >= 0 && entry.weight <= MAX_MIX_WEIGHT))
      return ruleError(
        'bad-mix',
        `mix: the weight of ${kind} must be a number from 0 to ${MAX_MIX_WEIGHT}, got ${entry.weight}`,
      );
    if (entry.min > entry.max)
      return ruleError('bad-mix', `mix: ${kind} has min ${entry.min} above max ${entry.max}`);
    for (const by of [entry.min, entry.max]) {
      const checked = checkOperation(kind, by);
      if (!checked.ok) return ruleError('bad-mix', `mix: ${checked.error.message}`);
    }
    total += entry.weight;
  }
  if (total <= 0) return ruleError('bad-mix', 'mix: at least one operation needs a positive weight');
  return ok(mix);
}

/**
 * A fair board from a seed: each cell of the top half is drawn from the mix, and the bottom half is
 * its half-turn image, so the top and bottom starts are mirror images of each other.
 */
export function generateBoard(
  seed: string | number,
  mix: OperationMix = DEFAULT_MIX,
  rows = 6,
): Result<Board, RuleError> {
  const checked = checkMix(mix);
  if (!checked.ok) return checked;
  if (!Number.isInteger(rows) || rows < MIN_OPERATION_ROWS || rows > MAX_OPERATION_ROWS)
    return ruleError(
      'bad-board-size',
      `a board needs ${MIN_OPERATION_ROWS} to ${MAX_OPERATION_ROWS} operation rows, got ${rows}`,
    );
  const rng = Rng.fromSeed(`zigzag-board:${seed}`);
  const kinds = KINDS.filter((kind) => (mix[kind]?.weight ?? 0) > 0);
  const total = kinds.reduce((sum, kind) => sum + (mix[kind]?.weight ?? 0), 0);
  const draw = (): Operation => {
    let target = rng.float() * total;
    let kind = kinds[kinds.length - 1] as OperationKind;
    for (const k of kinds) {
      target -= mix[k]?.weight ?? 0;
      if (target < 0) {
        kind = k;
        break;
      }
    }
    const entry = mix[kind] as MixEntry;
    return { kind, by: entry.min + rng.int(entry.max - entry.min + 1) };
  };
  const cells: (Operation | undefined)[][] = Array.from({ length: rows }, () =>
    new Array<Operation | undefined>(BOARD_COLUMNS).fill(undefined),
  );
  // Cells in reading order; the first of each half-turn pair is drawn, its image copies it.
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < BOARD_COLUMNS; c++) {
      const row = cells[r] as (Operation | undefined)[];
      if (row[c]) continue;
      const operation = draw();
      row[c] = operation;
      (cells[rows - 1 - r] as (Operation | undefined)[])[BOARD_COLUMNS - 1 - c] = operation;
    }
  }
  return ok({ operations: cells.map((row) => row.map((cell) => cell as Operation)) });
}

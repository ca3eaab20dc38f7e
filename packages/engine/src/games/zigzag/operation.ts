import type { Result, RuleError } from '../../core/result';
import { ok, ruleError } from '../../core/result';

/** What an operation cell does to the number of the pawn that lands on it. */
export type OperationKind = 'add' | 'subtract' | 'multiply' | 'divide';

export interface Operation {
  readonly kind: OperationKind;
  readonly by: number;
}

/**
 * Operand bounds. Each bound keeps an operation meaningful (× 1 or + 0 would change nothing) and
 * within the rules: the only division the rules define a result for is ÷ 2 (integer part or rounded).
 */
export const OPERAND_RANGE: Readonly<Record<OperationKind, { readonly min: number; readonly max: number }>> =
  {
    add: { min: 1, max: 99 },
    subtract: { min: 1, max: 99 },
    multiply: { min: 2, max: 9 },
    divide: { min: 2, max: 2 },
  };

/** Typographic symbols, as printed on the board. */
export const OPERATION_SYMBOL: Readonly<Record<OperationKind, string>> = {
  add: '+',
  subtract: '−',
  multiply: '×',
  divide: '÷',
};

/** Every spelling accepted on input: typographic symbols and their ASCII stand-ins. */
const SYMBOL_KIND: Readonly<Record<string, OperationKind>> = {
  '+': 'add',
  '−': 'subtract',
  '-': 'subtract',
  '–': 'subtract',
  '×': 'multiply',
  '*': 'multiply',
  x: 'multiply',
  X: 'multiply',
  '÷': 'divide',
  '/': 'divide',
  ':': 'divide',
};

/** Checks an operation built in code (generator, tests) against the operand bounds. */
export function checkOperation(kind: OperationKind, by: number): Result<Operation, RuleError> {
  const range = OPERAND_RANGE[kind];
  const text = `${OPERATION_SYMBOL[kind]} ${by}`;
  if (!Number.isSafeInteger(by) || by < range.min || by > range.max) {
    const allowed = range.min === range.max ? `only ${range.min}` : `${range.min} to ${range.max}`;
    return ruleError('bad-operation', `bad operation "${text}": the operand of ${kind} must be ${allowed}`);
  }
  return ok({ kind, by });
}

const NOTATION = /^\s*(\S)\s*(\d+)\s*$/u;

/**
 * Reads an operation written as on the board (`+ 5`, `× 2`, `− 3`, `÷ 2`); ASCII `-`, `*`, `x`, `/`
 * and `:` are accepted too, with or without a space before the operand.
 */
export function parseOperation(text: string): Result<Operation, RuleError> {
  const match = NOTATION.exec(text);
  if (!match) {
    return ruleError(
      'bad-operation',
      `bad operation "${text}": expected a symbol (+, −, ×, ÷) followed by a whole number, like "+ 5"`,
    );
  }
  const symbol = match[1] as string;
  const kind = SYMBOL_KIND[symbol];
  if (!kind) {
    return ruleError(
      'unknown-symbol',
      `unknown operation symbol "${symbol}" in "${text}" (expected +, −, ×, ÷ or - * x / :)`,
    );
  }
  return checkOperation(kind, Number(match[2]));
}

/** Writes an operation with the typographic symbols: `+ 5`, `− 3`, `× 2`, `÷ 2`. */
export function makeOperation(operation: Operation): string {
  return `${OPERATION_SYMBOL[operation.kind]} ${operation.by}`;
}

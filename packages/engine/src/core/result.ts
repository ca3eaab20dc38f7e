/** Expected failures travel as values: `apply` and the parsers never throw for bad input. */
export type Result<T, E = RuleError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/**
 * A rule violation or bad input: a stable machine code and a readable (English) message. `Code` narrows
 * the codes to a closed union where one is known (each game's `apply` and `resolveChance`).
 */
export interface RuleError<Code extends string = string> {
  readonly code: Code;
  readonly message: string;
}

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const err = <E = RuleError>(error: E): Result<never, E> => ({ ok: false, error });

export const ruleError = <Code extends string>(code: Code, message: string): Result<never, RuleError<Code>> =>
  err({ code, message });

/** Unwraps a result whose failure would be a programming error (tests, fixed data). */
export function expectOk<T, E extends { message: string }>(result: Result<T, E>): T {
  if (!result.ok) throw new Error(`expected ok, got error: ${result.error.message}`);
  return result.value;
}

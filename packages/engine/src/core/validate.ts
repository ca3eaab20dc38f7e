import type { z } from 'zod';
import type { Result, RuleError } from './result';
import { ok, ruleError } from './result';

/** zod's first issue as one readable line that names the offending field. */
export function describeIssue(what: string, error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  return `invalid ${what}${where}: ${issue?.message ?? 'malformed'}`;
}

/**
 * Validates untrusted JSON (a record, a CLI flag, a network message) against a schema: the parsed
 * value, or a RuleError with `code` whose message names the bad field.
 */
export function parseWith<T, Code extends string>(
  schema: z.ZodType<T>,
  raw: unknown,
  code: Code,
  what: string,
): Result<T, RuleError<Code>> {
  const parsed = schema.safeParse(raw);
  return parsed.success ? ok(parsed.data) : ruleError(code, describeIssue(what, parsed.error));
}

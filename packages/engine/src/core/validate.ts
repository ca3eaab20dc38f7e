import type { z } from 'zod';
import type { Result, RuleError } from './result';
import { ok, ruleError } from './result';

/**
 * `table[name]` for a name that comes from outside (a record, a flag, an address): only the table's
 * own entries, so "constructor" or "__proto__" is unknown instead of a member of Object.prototype.
 */
export function ownValue<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/**
 * The issue to report: the first one, except that zod's "integers must be safe" bound gives way to
 * the field's own bound (a seat of 1e20 is "at most 15", not "at most 9007199254740991").
 */
export function mainIssue(error: z.ZodError): z.core.$ZodIssue | undefined {
  const isSafeIntBound = (issue: z.core.$ZodIssue) =>
    (issue.code === 'too_big' || issue.code === 'too_small') && issue.origin === 'int';
  const first = error.issues[0];
  if (!first || !isSafeIntBound(first)) return first;
  const samePath = (issue: z.core.$ZodIssue) => issue.path.join('.') === first.path.join('.');
  return error.issues.find((issue) => samePath(issue) && !isSafeIntBound(issue)) ?? first;
}

/** zod's main issue as one readable line that names the offending field. */
export function describeIssue(what: string, error: z.ZodError): string {
  const issue = mainIssue(error);
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

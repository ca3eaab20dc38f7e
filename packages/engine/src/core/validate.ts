import type { z } from 'zod';
import type { Seat } from './game';
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

/*
 * Cheap checks of untrusted input at the engine's edge (`apply`, `resolveChance`), which the server
 * will call with data from the network: no allocation and no schema walk, so random playouts through
 * `apply` stay fast. They check shapes and primitive types; each game's rules check the ranges and
 * answer with their own codes. Error messages only ever interpolate values that passed them (an
 * object such as `{ "toString": 0 }` throws when turned into a string).
 */

export const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

export const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/** A face of a die with `faces` faces (1..faces). */
export const isDieFace = (value: unknown, faces = 6): value is number =>
  isInteger(value) && value >= 1 && value <= faces;

/** One of the seats 0..playerCount − 1. */
export const isSeat = (seat: unknown, playerCount: number): seat is Seat =>
  isInteger(seat) && seat >= 0 && seat < playerCount;

/** Why `seat` may not act: there is no such seat, or another seat's turn (named by `waiting`). */
export function refuseSeat(
  seat: unknown,
  playerCount: number,
  waiting: Seat,
): Result<never, RuleError<'bad-seat' | 'not-your-turn'>> {
  if (!isSeat(seat, playerCount))
    return ruleError('bad-seat', `there is no such seat (seats are 0 to ${playerCount - 1})`);
  return ruleError('not-your-turn', `it is seat ${waiting}'s turn, not seat ${seat}'s`);
}

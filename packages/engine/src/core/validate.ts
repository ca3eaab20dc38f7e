import type { z } from 'zod';
import type { Seat } from './game';
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

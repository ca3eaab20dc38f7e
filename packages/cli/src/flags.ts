import { parseArgs } from 'node:util';
import type { Result, RuleError } from '@ludimaths/engine';
import { err, ok } from '@ludimaths/engine';
import type { FlagSpec, FlagValues } from './adapter';
import { UsageError } from './io';

type OptionConfig = Record<string, { type: 'string' | 'boolean' }>;

/**
 * `--rows -5` as `--rows=-5`: parseArgs takes a value starting with a dash for a flag and stops with
 * a three-line "ambiguous" message, while the joined form reaches the flag's own one-line check.
 * Only a negative number is joined: a flag name never starts with a digit.
 */
function joinNegativeValues(args: readonly string[], specs: readonly FlagSpec[]): string[] {
  const takesValue = new Set(specs.filter((spec) => spec.type === 'string').map((spec) => `--${spec.name}`));
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const next = args[i + 1];
    if (takesValue.has(arg) && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else joined.push(arg);
  }
  return joined;
}

/**
 * Parses `args` strictly against the given flags: an unknown flag, a missing value or a stray
 * argument becomes a UsageError that names it.
 */
export function parseFlags(
  args: readonly string[],
  specs: readonly FlagSpec[],
  positionals = 0,
): { values: FlagValues; positionals: string[] } {
  const options: OptionConfig = {};
  for (const spec of specs) options[spec.name] = { type: spec.type };
  try {
    const parsed = parseArgs({
      args: joinNegativeValues(args, specs),
      options,
      allowPositionals: true,
      strict: true,
    });
    if (parsed.positionals.length > positionals) {
      throw new UsageError(`unexpected argument "${parsed.positionals[positionals]}"`);
    }
    return { values: parsed.values as FlagValues, positionals: parsed.positionals };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    // parseArgs messages are long and mention node internals; keep their first sentence.
    throw new UsageError(message.split('. ')[0]?.replace(/^Unknown option/, 'unknown flag') ?? message);
  }
}

/**
 * A whole-number flag for a game's options (which the engine then bounds), or undefined when absent;
 * "1e12" or "-3" is refused here with the flag's name rather than by the engine as a string.
 */
export function wholeNumberFlag(values: FlagValues, name: string): Result<number | undefined, RuleError> {
  const raw = values[name];
  if (raw === undefined) return ok(undefined);
  if (typeof raw !== 'string' || !/^\d+$/.test(raw)) {
    return err({
      code: 'bad-flag',
      message: `--${name} must be a positive whole number, not "${String(raw)}"`,
    });
  }
  return ok(Number(raw));
}

/** Reads an integer flag within bounds, or its default. */
export function intFlag(
  values: FlagValues,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = values[name];
  if (raw === undefined) return fallback;
  const n = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`--${name} must be an integer from ${min} to ${max}, not "${String(raw)}"`);
  }
  return n;
}

/** Reads a string flag that must be one of `allowed`. */
export function choiceFlag<T extends string>(
  values: FlagValues,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = values[name];
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !(allowed as readonly string[]).includes(raw)) {
    throw new UsageError(`--${name} must be one of ${allowed.join(', ')}, not "${String(raw)}"`);
  }
  return raw as T;
}

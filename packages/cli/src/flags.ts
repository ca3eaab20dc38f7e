import { parseArgs } from 'node:util';
import type { FlagSpec, FlagValues } from './adapter';
import { UsageError } from './io';

type OptionConfig = Record<string, { type: 'string' | 'boolean' }>;

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
    const parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
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

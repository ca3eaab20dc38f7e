import { type Prompter, scriptedPrompter } from './prompt';

/** Where a command writes; tests pass a collecting implementation instead of the process streams. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Who answers the questions of interactive commands; the terminal when absent. */
  prompter?(): Prompter;
}

export const processIo: Io = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
};

/** An Io that remembers what was written, for tests. */
export function memoryIo(answers: readonly string[] = []): Io & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const io: Io & { stdout: string[]; stderr: string[] } = {
    stdout,
    stderr,
    out: (t) => stdout.push(t),
    err: (t) => stderr.push(t),
    prompter: () => scriptedPrompter(answers, io),
  };
  return io;
}

/** Exit codes: 0 success, 1 the input was read but is wrong (illegal record), 2 bad usage. */
export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_USAGE = 2;

/** A usage problem (bad flag or value), reported as one clear line and exit code 2. */
export class UsageError extends Error {}

import { open, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describeFsError } from './files';
import type { Io } from './io';
import { UsageError } from './io';

/**
 * Checks before a game that `--save FILE` can be written, so that a whole game is not played only to
 * fail on its last line: a new file is created and removed again, an existing one opened for
 * appending (which changes nothing). A folder, a missing folder or a read-only place is a UsageError.
 */
export async function checkSavePath(path: string): Promise<void> {
  const refuse = (error: unknown) =>
    new UsageError(`--save "${path}" cannot be written: ${describeFsError(error)}`);
  try {
    await (await open(path, 'wx')).close();
    await unlink(path);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw refuse(error);
  }
  try {
    await (await open(path, 'a')).close();
  } catch (error) {
    throw refuse(error);
  }
}

/**
 * Writes a finished game's record to `path`; if that still fails (disk full, folder removed), to a
 * new file in `fallbackFolder`, and if that fails too, prints it, so that the record is never lost.
 * Returns where it went, or null when it was printed.
 */
export async function saveRecord(
  path: string,
  text: string,
  io: Io,
  fallbackFolder = process.cwd(),
): Promise<{ path: string; asked: boolean } | null> {
  try {
    await writeFile(path, text);
    io.out(`Record saved to ${path}`);
    return { path, asked: true };
  } catch (error) {
    io.err(`could not write the record to ${path}: ${describeFsError(error)}`);
  }
  const fallback = join(fallbackFolder, `ludimaths-record-${Date.now()}.json`);
  try {
    await writeFile(fallback, text, { flag: 'wx' });
    io.err(`the record was saved to ${fallback} instead`);
    return { path: fallback, asked: false };
  } catch (error) {
    io.err(`could not write it to ${fallback} either (${describeFsError(error)}); here it is:`);
  }
  io.out(text);
  return null;
}

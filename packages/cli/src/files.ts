import type { Stats } from 'node:fs';
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { MAX_RECORD_BYTES } from '@ludimaths/engine';
import { UsageError } from './io';

/**
 * The most the CLI reads from any file it is given (records, `--board-file`): the engine's record
 * limit, 32 MiB, since a record is the largest legitimate input. Documented in the README.
 */
export const MAX_INPUT_BYTES = MAX_RECORD_BYTES;

const CHUNK_BYTES = 64 * 1024;

/**
 * Reads a regular text file named on the command line, stopping as soon as it passes `maxBytes`, so
 * that a file growing without end fails at once instead of filling the memory. Anything else (a named
 * pipe, a device, a socket) is refused before reading: a pipe nobody writes to used to hang the CLI.
 * A UTF-8 byte-order mark is dropped. Any failure is a UsageError naming the file.
 */
export function readInputFile(path: string, maxBytes = MAX_INPUT_BYTES): string {
  let fd: number;
  try {
    // Non-blocking, so that opening a named pipe returns at once (a plain open waits for a writer).
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    throw new UsageError(`cannot read "${path}": ${describeFsError(error)}`);
  }
  try {
    const kind = notRegular(fstatSync(fd));
    if (kind) throw new UsageError(`cannot read "${path}": ${kind}`);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      const read = readSync(fd, chunk, 0, CHUNK_BYTES, null);
      if (read === 0) break;
      total += read;
      if (total > maxBytes) {
        throw new UsageError(
          `cannot read "${path}": it is larger than ${formatBytes(maxBytes)}, the most ludimaths reads from a file`,
        );
      }
      chunks.push(chunk.subarray(0, read));
    }
    const text = Buffer.concat(chunks, total).toString('utf8');
    return text.startsWith('\uFEFF') ? text.slice(1) : text;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`cannot read "${path}": ${describeFsError(error)}`);
  } finally {
    closeSync(fd);
  }
}

/** Why a file is not one the CLI reads, in a few words, or null for a regular file. */
function notRegular(stats: Stats): string | null {
  if (stats.isFile()) return null;
  if (stats.isDirectory()) return 'it is a folder (EISDIR)';
  if (stats.isFIFO()) return 'it is a named pipe (FIFO), not a regular file';
  if (stats.isSocket()) return 'it is a socket, not a regular file';
  return 'it is a device, not a regular file';
}

const FS_ERRORS: ReadonlyMap<string, string> = new Map([
  ['ENOENT', 'no such file or folder'],
  ['EISDIR', 'it is a folder'],
  ['ENOTDIR', 'a part of the path is not a folder'],
  ['EACCES', 'permission denied'],
  ['EPERM', 'permission denied'],
  ['EROFS', 'read-only file system'],
  ['ENOSPC', 'no space left on the disk'],
]);

/** A file-system error in a few words, with its code ("no such file or folder (ENOENT)"). */
export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === undefined) return error instanceof Error ? error.message : String(error);
  const words = FS_ERRORS.get(code);
  return words ? `${words} (${code})` : code;
}

function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MiB` : `${bytes} bytes`;
}

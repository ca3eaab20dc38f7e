import type { ReplayError } from './record';
import type { Result } from './result';
import { err, ok } from './result';

/**
 * The largest record text the engine reads, in bytes of UTF-8 (32 MiB). The longest real game
 * (MAX_RECORD_STEPS of Zigzag steps, pretty-printed as the CLI saves them) takes about 26 MB.
 * Readers of files (the CLI, the web import) check it before reading. See docs/records.md.
 */
export const MAX_RECORD_BYTES = 32 * 1024 * 1024;

const BYTE_ORDER_MARK = '\uFEFF';

/** Bytes of `text` in UTF-8, counted without an encoder (the engine has no platform globals). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit < 0xdc00 && i + 1 < text.length) {
      bytes += 4; // a surrogate pair is one character of four bytes
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Reads a record's text (a file, a paste, an autosave): its size is checked, a UTF-8 byte-order mark
 * (which some editors write) is skipped, and bad JSON is a ReplayError, like a bad envelope.
 */
export function parseRecordText(text: string): Result<unknown, ReplayError> {
  // Every character takes at least one byte and at most three per UTF-16 unit: count only when needed.
  const tooLarge =
    text.length > MAX_RECORD_BYTES ||
    (text.length * 3 > MAX_RECORD_BYTES && utf8Length(text) > MAX_RECORD_BYTES);
  if (tooLarge) {
    return err({
      index: -1,
      code: 'too-large',
      message: `the record is larger than ${MAX_RECORD_BYTES / 1024 / 1024} MiB, the most that is read`,
    });
  }
  const body = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  try {
    return ok(JSON.parse(body));
  } catch (error) {
    return err({
      index: -1,
      code: 'bad-json',
      message: `not JSON: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
}

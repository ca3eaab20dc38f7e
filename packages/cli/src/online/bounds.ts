/** The most the CLI reads from a server in one HTTP body or one WebSocket frame (a long record fits). */
export const MAX_INCOMING_BYTES = 32 * 1024 * 1024;

/**
 * Server text as the terminal may show it: control characters (an escape sequence could clear the
 * screen or retitle the window) become `\u001b`-style escapes; tabs and new lines are kept.
 */
export function printable(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => {
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** The body of an HTTP answer as text, refused past `MAX_INCOMING_BYTES` without reading the rest. */
export async function boundedText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > MAX_INCOMING_BYTES) throw tooLarge();
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_INCOMING_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function tooLarge(): Error {
  return new Error(`the server's answer is larger than ${MAX_INCOMING_BYTES / 1024 / 1024} MiB: refused`);
}

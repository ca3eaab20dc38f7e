import type { ServerMessage } from './messages';
import { serverMessage } from './messages';

/** A frame from the server, read: the message, or why this client cannot understand it. */
export type ReadServerMessage =
  | { readonly ok: true; readonly message: ServerMessage }
  | { readonly ok: false; readonly reason: string };

/**
 * Reads one frame as the protocol says. A frame that fails is not to be dropped silently: most often
 * the server is newer than this client (a field it does not know yet), so the client says it needs
 * an update and asks for the game again rather than waiting for ever (issue 25).
 */
export function readServerMessage(data: unknown): ReadServerMessage {
  if (typeof data !== 'string') return { ok: false, reason: 'a binary frame, not JSON text' };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'a frame that is not JSON' };
  }
  const parsed = serverMessage.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const type = typeof json === 'object' && json !== null && 'type' in json ? String(json.type) : '?';
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  const reason = `a "${type.slice(0, 40)}" message this client cannot read${where}: ${issue?.message ?? 'malformed'}`;
  return { ok: false, reason: printable(reason) };
}

/** The reason quotes the server's own text: shown in a terminal, its control characters would act. */
function printable(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]/gu, '?');
}

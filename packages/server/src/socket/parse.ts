import { describeIssue } from '@ludimaths/engine';
import type { ClientMessage } from '@ludimaths/protocol';
import { CLIENT_MESSAGE_TYPES, clientMessage } from '@ludimaths/protocol';
import type { Outcome } from '../tables/errors';
import { refuse } from '../tables/errors';

/** A client's message, checked at the boundary: JSON, a known type, then the type's exact shape. */
export function parseClientMessage(text: string): Outcome<ClientMessage> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse('bad-json', 'the message is not valid JSON');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return refuse('bad-message', 'a message is a JSON object with a "type"');
  }
  const type = (json as { type?: unknown }).type;
  if (typeof type !== 'string' || !(CLIENT_MESSAGE_TYPES as readonly string[]).includes(type)) {
    const shown = typeof type === 'string' ? `"${type.slice(0, 40)}"` : 'missing';
    return refuse(
      'unknown-type',
      `message type ${shown} is unknown (known: ${CLIENT_MESSAGE_TYPES.join(', ')})`,
    );
  }
  const parsed = clientMessage.safeParse(json);
  if (!parsed.success) return refuse('bad-message', describeIssue(`"${type}" message`, parsed.error));
  return { ok: true, value: parsed.data };
}

import type { Outcome } from '@ludimaths/engine';
import { describeIssue } from '@ludimaths/engine';
import type { ServerMessage, StateMessage } from '@ludimaths/protocol';
import { serverMessage } from '@ludimaths/protocol';

/**
 * Checking every message costs a schema walk per send: done where a drift must show (tests and
 * development), skipped in production, where the types (tied to the engine's) already hold.
 */
const CHECKED = process.env.NODE_ENV === 'test' || process.env.NODE_ENV === 'development';

/**
 * The one way a message leaves the server: typed as the protocol says, and, in tests and development,
 * checked against the schema every client parses it with, so a message a client would refuse fails
 * here, loudly, naming what is wrong (issue 25: a solo Finito outcome the clients dropped).
 */
export function encode(message: ServerMessage): string {
  if (CHECKED) {
    const parsed = serverMessage.safeParse(message);
    if (!parsed.success) throw new Error(describeIssue(`outgoing "${message.type}" message`, parsed.error));
  }
  return JSON.stringify(message);
}

/** The engine's outcome as the wire carries it: the same fields, in arrays a message may hold. */
export function wireOutcome(outcome: Outcome): StateMessage['outcome'] {
  if (outcome.status === 'running') return outcome;
  const { winners, scores, ...rest } = outcome;
  return { ...rest, winners: [...winners], ...(scores ? { scores: [...scores] } : {}) };
}

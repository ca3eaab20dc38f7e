/**
 * Why the server closed a WebSocket. 1000–1015 are the standard codes; 4000–4999 are ours. Upgrade
 * refusals happen before the socket exists and answer HTTP instead: 403 for a foreign Origin, 429 for
 * too many connections from one address.
 */
export const CLOSE_CODES = {
  /** The server is shutting down or restarting: reconnect with backoff. */
  goingAway: 1001,
  /** A message over MAX_MESSAGE_BYTES. */
  tooBig: 1009,
  /** The first message was not a valid `hello`. */
  helloExpected: 4400,
  /** The credential does not hold a seat at this table. */
  badCredential: 4401,
  /** No table has this id. */
  unknownTable: 4404,
  /** No `hello` arrived in time. */
  helloTimeout: 4408,
  /**
   * Too many messages (the per-connection limit exceeded again after a warning), or too many bad
   * credentials from the address: retry later.
   */
  flood: 4429,
  /** The server failed; the table is unchanged. */
  internal: 4500,
} as const;
export type CloseCode = (typeof CLOSE_CODES)[keyof typeof CLOSE_CODES];

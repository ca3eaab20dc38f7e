import { z } from 'zod';
import { classHelloMessage, classMessage } from './classes';
import {
  actors,
  computerLevel,
  credential,
  errorBody,
  outcome,
  seatIndex,
  seatName,
  sequence,
  tableId,
  tableInfo,
} from './common';

/** The largest WebSocket message either side accepts, in bytes (a bigger one closes with 1009). */
export const MAX_MESSAGE_BYTES = 16 * 1024;

/** A client's move identifier, unique per seat at a table, so a resend is recognised. */
export const clientMoveId = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'a move id (1–64 letters, digits, _.:-)');

// ---- client → server -------------------------------------------------------------------------

/** The first message of every connection: which table, as whom, and the last seq the client saw. */
export const helloMessage = z.strictObject({
  type: z.literal('hello'),
  tableId,
  credential: credential.optional(),
  lastSeq: sequence.optional(),
});

export const moveMessage = z.strictObject({
  type: z.literal('move'),
  clientMoveId,
  expectedSeq: sequence,
  /** The game's move (docs/records.md); the server parses it with the game's rules. */
  move: z.unknown(),
});

/** Host only, before the start. */
export const renameMessage = z.strictObject({ type: z.literal('rename'), seat: seatIndex, name: seatName });

/** Host only, before the start: a free seat becomes a computer level, or a computer seat a free human seat. */
export const setSeatMessage = z.strictObject({
  type: z.literal('set-seat'),
  seat: seatIndex,
  kind: z.enum(['human', 'computer']),
  level: computerLevel.optional(),
});

export const startMessage = z.strictObject({ type: z.literal('start') });

/**
 * A seat holder (or the host) asks for a computer to take over a seat whose person has been gone
 * for a while (the delay is a server setting, a minute by default).
 */
export const replaceMessage = z.strictObject({ type: z.literal('replace'), seat: seatIndex });

/** Once the game is over: the same people at a new table (their credentials hold the same seats). */
export const rematchMessage = z.strictObject({ type: z.literal('rematch') });

/**
 * A seat holder is shown a hint (computed on their device from their own view only, so it reveals
 * nothing hidden): counted and told to everyone; refused with `hints-off` when the table forbids them.
 */
export const hintUsedMessage = z.strictObject({ type: z.literal('hint-used') });

export const pingMessage = z.strictObject({ type: z.literal('ping'), id: z.string().max(64).optional() });

export const clientMessage = z.discriminatedUnion('type', [
  helloMessage,
  classHelloMessage,
  moveMessage,
  renameMessage,
  setSeatMessage,
  startMessage,
  replaceMessage,
  rematchMessage,
  hintUsedMessage,
  pingMessage,
]);
export type ClientMessage = z.infer<typeof clientMessage>;
export type HelloMessage = z.infer<typeof helloMessage>;
export type MoveMessage = z.infer<typeof moveMessage>;
export const CLIENT_MESSAGE_TYPES = clientMessage.options.map((o) => o.shape.type.value);

// ---- server → client -------------------------------------------------------------------------

/** Answer to `hello`: who you are at this table. `code` only for seat holders and the host. */
export const welcomeMessage = z.strictObject({
  type: z.literal('welcome'),
  table: tableInfo,
  seat: seatIndex.nullable(),
  host: z.boolean(),
  code: z.string().nullable(),
  /** How long a person must be gone before the others may hand their seat to a computer. */
  absentAfterMs: z.number().int().min(0),
});

/**
 * The game as this connection may see it at `seq`: its seat's view (spectators the public one),
 * who acts, its own legal moves when it acts now, and the outcome. Sent after `welcome` once the
 * game has started, after every committed move, and as a resync.
 */
export const stateMessage = z.strictObject({
  type: z.literal('state'),
  seq: sequence,
  view: z.unknown(),
  actors,
  legal: z.array(z.unknown()),
  outcome,
  /** Milliseconds left to this seat's turn, when the table has a turn limit and this seat acts. */
  deadlineMs: z.number().int().optional(),
  cause: z.enum(['welcome', 'update', 'resync']),
});

/**
 * A step as the receiver may know it: a seat's move or a chance outcome as records write them, or,
 * when it holds what the receiver may not see, only that it happened (and whose secret choice it was).
 */
export const seenStep = z.union([
  z.strictObject({ seat: seatIndex, move: z.unknown() }),
  z.strictObject({ chance: z.unknown() }),
  z.strictObject({ hidden: z.literal('move'), seat: seatIndex }),
  z.strictObject({ hidden: z.literal('chance') }),
]);

/**
 * The game's steps after `from`, for the log: each as the receiver may know it, with the public
 * (spectator) view after it; `before` is the public view at `from`. Sent before the `state` they lead
 * to; after `hello` from the client's `lastSeq`, so a reconnection replays what it missed.
 */
export const logMessage = z.strictObject({
  type: z.literal('log'),
  from: sequence,
  before: z.unknown(),
  steps: z.array(z.strictObject({ step: seenStep, view: z.unknown() })),
});

/** The lobby changed (a seat taken, renamed, turned into a computer, connected; the game started). */
export const lobbyMessage = z.strictObject({ type: z.literal('lobby'), table: tableInfo });

/** The move is stored: `seq` is its place in the game's steps (1 = the first step). */
export const ackMessage = z.strictObject({ type: z.literal('ack'), clientMoveId, seq: sequence });

/**
 * The move was refused and nothing changed (`stale-seq` comes with a resync `state`). A move over the
 * connection's message limit is `rate-limited` with `retryAfterMs`: send it again, same id, after that.
 */
export const rejectedMessage = z.strictObject({
  type: z.literal('rejected'),
  clientMoveId,
  error: errorBody,
  retryAfterMs: z.number().int().min(0).optional(),
});

export const errorMessage = z.strictObject({ type: z.literal('error'), error: errorBody });

/** The new table of a rematch: say hello there with the same credential. */
export const rematchOfferMessage = z.strictObject({ type: z.literal('rematch'), tableId });

export const pongMessage = z.strictObject({ type: z.literal('pong'), id: z.string().max(64).optional() });

export const serverMessage = z.discriminatedUnion('type', [
  welcomeMessage,
  stateMessage,
  logMessage,
  lobbyMessage,
  ackMessage,
  rejectedMessage,
  errorMessage,
  rematchOfferMessage,
  pongMessage,
  classMessage,
]);
export type ServerMessage = z.infer<typeof serverMessage>;
export type WelcomeMessage = z.infer<typeof welcomeMessage>;
export type StateMessage = z.infer<typeof stateMessage>;
export type LogMessage = z.infer<typeof logMessage>;
export type SeenStepMessage = z.infer<typeof seenStep>;
export type LobbyMessage = z.infer<typeof lobbyMessage>;
export type AckMessage = z.infer<typeof ackMessage>;
export type RejectedMessage = z.infer<typeof rejectedMessage>;
export type ErrorMessage = z.infer<typeof errorMessage>;

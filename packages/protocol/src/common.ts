import { z } from 'zod';

/** The computer levels a seat can be given (the engine's bots: three levels and two references). */
export const COMPUTER_LEVELS = ['facile', 'moyen', 'fort', 'random', 'greedy'] as const;
export const computerLevel = z.enum(COMPUTER_LEVELS);
export type ComputerLevel = z.infer<typeof computerLevel>;

/** A game id as the engine registers it (`piste`, `zigzag`, `casse-tete`, `finito`). */
export const gameId = z.string().regex(/^[a-z][a-z-]{0,31}$/, 'a game id (lower-case letters and dashes)');

/**
 * Emoji drawn as one picture (👩‍💻, ❤️‍🔥, 👍🏽, 1️⃣, 🏴 with its tag letters): their joiners, selectors and
 * tags are format characters, which a name may hold only inside such a picture.
 */
const EMOJI_PICTURE =
  /[#*0-9]\uFE0F?\u20E3|\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F|\u20E3|[\u{E0020}-\u{E007F}])*(?:\u200D\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F)*)*/gu;
/** Characters drawn as nothing: controls, format characters, unassigned or private, and blank "letters" (ㅤ, ⠀). */
const INVISIBLE = /[\p{C}\p{Default_Ignorable_Code_Point}\u2800\u2028\u2029]/u;
/** A character a reader can see (marks only decorate one). */
const VISIBLE = /[^\p{White_Space}\p{C}\p{Default_Ignorable_Code_Point}\u2800\p{M}]/u;

const readable = (name: string): boolean => {
  const rest = name.replace(EMOJI_PICTURE, '🙂');
  return !INVISIBLE.test(rest) && VISIBLE.test(rest);
};

/** A seat's display name: 1–24 characters after trimming, all of them visible (emoji included). */
export const seatName = z
  .string()
  .trim()
  .min(1)
  .max(24)
  .refine(readable, 'visible characters only (no blank or invisible characters)');

/** Milliseconds a person has for each move (a table's optional turn limit). */
export const turnLimit = z.number().int().min(1_000).max(3_600_000);

export const seatIndex = z.number().int().min(0).max(15);
export const sequence = z.number().int().min(0).max(1_000_000);

/** Table ids are random (96 bits, base64url): knowing one lets you watch, never play. */
export const tableId = z.string().regex(/^[A-Za-z0-9_-]{16}$/, 'a table id (16 characters)');

/** Seat credentials are random tokens of 192 bits (base64url, 32 characters). */
export const credential = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'a seat credential (32 characters)');

/**
 * Join codes a child can type: six characters from an alphabet without look-alikes (no 0/O, 1/I/L,
 * 2/Z, 5/S, 8/B, U/V). `normalizeJoinCode` accepts lower case, spaces and dashes.
 */
export const JOIN_CODE_ALPHABET = 'ACDEFGHJKMNPQRTWXY34679';
export const JOIN_CODE_LENGTH = 6;
export const joinCode = z
  .string()
  .max(32)
  .transform(normalizeJoinCode)
  .pipe(
    z.string().regex(new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`), 'a 6-character join code'),
  );

export function normalizeJoinCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/** Who acts now, as the engine says (public information). */
export const actors = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('seats'), seats: z.array(seatIndex) }),
  z.strictObject({ kind: z.literal('chance') }),
  z.strictObject({ kind: z.literal('over') }),
]);

/**
 * The engine's outcome, field for field (engine-contract.ts checks it at compile time): who
 * won (empty: a draw), each seat's final score where the game scores, why it ended (the game's
 * code: `reached-end`, `blocked`, `finito`, …) and, for a Finito solo game, the d20 rolls it took.
 */
export const outcome = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('running') }),
  z.strictObject({
    status: z.literal('over'),
    winners: z.array(seatIndex),
    scores: z.array(z.number()).optional(),
    reason: z.string(),
    /** Finito solo: the d20 rolls the game took (fewer is better). */
    rolls: z.number().int().min(0).optional(),
  }),
]);

export const tableStatus = z.enum(['lobby', 'playing', 'over']);

/** One seat as everyone may see it: never its credential. */
export const seatInfo = z.strictObject({
  seat: seatIndex,
  name: seatName.nullable(),
  kind: z.enum(['human', 'computer']),
  level: computerLevel.optional(),
  /** A person holds the seat (a human seat with a credential handed out). */
  taken: z.boolean(),
  /** At least one connection of the seat's holder is open. */
  connected: z.boolean(),
});
export type SeatInfo = z.infer<typeof seatInfo>;

/** A table as everyone may see it (the lobby). */
export const tableInfo = z.strictObject({
  id: tableId,
  game: gameId,
  options: z.unknown(),
  status: tableStatus,
  seq: sequence,
  seats: z.array(seatInfo),
  spectators: z.number().int().min(0),
  outcome: outcome.optional(),
  /**
   * Whether the table's creator allows hints, and how many each seat used (by seat): everyone sees
   * them. Absent from servers before hints were a setting: no hints then.
   */
  hints: z.strictObject({ allowed: z.boolean(), used: z.array(z.number().int().min(0)) }).optional(),
});
export type TableInfo = z.infer<typeof tableInfo>;

/** Every error carries a stable code and an English message naming what is wrong. */
export const ERROR_CODES = [
  'bad-json',
  'bad-message',
  'unknown-type',
  'too-big',
  'rate-limited',
  'unknown-game',
  'bad-options',
  'bad-seats',
  'unknown-table',
  'unknown-code',
  'table-full',
  'bad-credential',
  'not-seated',
  'not-host',
  'not-started',
  'already-started',
  'seats-free',
  'seat-taken',
  'not-absent',
  'hints-off',
  'stale-seq',
  'illegal-move',
  'game-over',
  'record-unavailable',
  'unknown-class',
  'not-teacher',
  'class-ended',
  'class-full',
  'round-running',
  'unknown-pupil',
  'paused',
  'not-found',
  'internal',
] as const;
export const errorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCode>;

export const errorBody = z.strictObject({
  code: errorCode,
  message: z.string(),
  /** For `illegal-move`: the engine's own rule code (`not-your-turn`, `occupied`, …). */
  rule: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

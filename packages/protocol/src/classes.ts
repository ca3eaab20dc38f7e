import { z } from 'zod';
import {
  computerLevel,
  credential,
  gameId,
  joinCode,
  seatIndex,
  seatName,
  sequence,
  tableId,
  tableStatus,
  turnLimit,
} from './common';

/**
 * A class session ("séance"): a teacher, one class code, pupils who join with a first name and are
 * seated in groups, rounds of tables played at once. The teacher's secret is the only credential for
 * teacher actions; a pupil's credential holds the pupil's seat at each round's table and nothing more.
 */
export const CLASS_ROUTES = {
  create: '/api/classes',
  join: '/api/classes/join',
  /** GET: the teacher's view; DELETE: the session and everything in it, at once. */
  session: '/api/classes/:classId',
  actions: '/api/classes/:classId/actions',
  results: '/api/classes/:classId/results',
  records: '/api/classes/:classId/records.zip',
} as const;

export const classPath = (route: keyof typeof CLASS_ROUTES, id: string) =>
  CLASS_ROUTES[route].replace(':classId', id);

/** Class ids have the shape of table ids (96 random bits); knowing one grants nothing. */
export const classId = tableId;
export const pupilId = z.string().regex(/^[A-Za-z0-9_-]{8}$/, 'a pupil id (8 characters)');
export const classParams = z.strictObject({ classId });

/** The most pupils a session seats, and so at most this many tables per round. */
export const MAX_PUPILS = 60;
export const GROUP_SIZES = [1, 2, 3, 4] as const;

/** POST /api/classes */
export const createClassRequest = z.strictObject({
  game: gameId,
  options: z.record(z.string(), z.unknown()).optional(),
  /** Pupils per table: 1 (solo), 2, 3 or 4. */
  groupSize: z.number().int().min(1).max(4),
  /** Computer seats fill the groups left incomplete (otherwise only as many as the game needs). */
  fill: z.boolean(),
  /** The computers' level (default moyen). */
  level: computerLevel.optional(),
  /** Pupils may ask for hints (default off); the dashboard counts them. */
  hints: z.boolean().optional(),
  /** Milliseconds a pupil has for each move (none by default): a computer then plays for them. */
  turnLimitMs: turnLimit.optional(),
});
export type CreateClassRequest = z.infer<typeof createClassRequest>;

export const createClassResponse = z.strictObject({
  classId,
  code: z.string(),
  /** The teacher's secret: send it as `authorization: Bearer …` for every teacher request. */
  secret: credential,
  expiresAt: z.number().int(),
  retentionDays: z.number().int(),
});
export type CreateClassResponse = z.infer<typeof createClassResponse>;

/** POST /api/classes/join: a pupil types the class code and a first name (or a nickname). */
export const classJoinRequest = z.strictObject({ code: joinCode, name: seatName });
export const classJoinResponse = z.strictObject({ classId, pupilId, credential });
export type ClassJoinResponse = z.infer<typeof classJoinResponse>;

/** POST /api/classes/:classId/actions (teacher only). */
export const classAction = z.discriminatedUnion('type', [
  /** Starts a round: one table per group, each pupil seated with their class credential. */
  z.strictObject({ type: z.literal('start-round') }),
  /** Ends the round on screen and gathers again: `same` keeps the groups, `new` mixes them. */
  z.strictObject({ type: z.literal('new-round'), groups: z.enum(['same', 'new']) }),
  /** Before a round or between rounds: a pupil to another group (`group` may be a new one). */
  z.strictObject({ type: z.literal('move'), pupil: pupilId, group: z.number().int().min(0).max(MAX_PUPILS) }),
  /** How many pupils the teacher expects: joins beyond are refused (strangers cannot fill the class). */
  z.strictObject({ type: z.literal('expect'), pupils: z.number().int().min(1).max(MAX_PUPILS) }),
  /** Takes a pupil out of the class: their credential no longer opens the class or their seat. */
  z.strictObject({ type: z.literal('remove'), pupil: pupilId }),
  /** A pupil's nickname changed by the teacher (a typo, or an unkind one), at their table too. */
  z.strictObject({ type: z.literal('rename'), pupil: pupilId, name: seatName }),
  z.strictObject({ type: z.literal('pause') }),
  z.strictObject({ type: z.literal('resume') }),
  /** No more moves; the results and records stay until the session is deleted or expires. */
  z.strictObject({ type: z.literal('end') }),
]);
export type ClassAction = z.infer<typeof classAction>;

export const classStatus = z.enum(['open', 'ended']);
/** `gathering`: groups being formed (pupils may be moved); `playing`: the round's tables exist. */
export const classPhase = z.enum(['gathering', 'playing']);

/**
 * A game at a glance (the engine's `progress`, taken from the spectator view): turns played, and
 * per seat the figures its game counts by: points, the pawn's square (of `goal`), tokens left to lay.
 */
export const tableProgress = z.strictObject({
  turns: z.number().int().min(0),
  /** Finito played to a target score: the round being played. */
  round: z.number().int().min(1).optional(),
  /** The piste: the winning square. */
  goal: z.number().int().optional(),
  /** Casse-tête: tokens left in the bank. */
  bank: z.number().int().min(0).optional(),
  seats: z.array(
    z.strictObject({
      points: z.number().optional(),
      square: z.number().int().optional(),
      tokens: z.number().int().min(0).optional(),
    }),
  ),
});
export type TableProgress = z.infer<typeof tableProgress>;

/** One table of the round as the dashboard shows it (public information only). */
export const classTable = z.strictObject({
  id: tableId,
  status: tableStatus,
  seq: sequence,
  seats: z.array(
    z.strictObject({
      name: seatName.nullable(),
      kind: z.enum(['human', 'computer']),
      pupil: pupilId.nullable(),
      connected: z.boolean(),
    }),
  ),
  /** Seats that must act now. */
  acting: z.array(seatIndex),
  winners: z.array(seatIndex).optional(),
  scores: z.array(z.number()).optional(),
  /** Finito solo: the d20 rolls it took. */
  rolls: z.number().int().optional(),
  /** Once the game has begun. */
  progress: tableProgress.optional(),
  paused: z.boolean(),
});
export type ClassTable = z.infer<typeof classTable>;

export const classGroup = z.strictObject({
  pupils: z.array(pupilId),
  /** The round's table (phase `playing`), else null. */
  table: classTable.nullable(),
});
export type ClassGroup = z.infer<typeof classGroup>;

export const classPupil = z.strictObject({
  id: pupilId,
  name: seatName,
  connected: z.boolean(),
  /** Hints the pupil used at the session's tables (still in memory on this node). */
  hints: z.number().int().min(0),
});
export type ClassPupil = z.infer<typeof classPupil>;

/** The teacher's dashboard. */
export const teacherView = z.strictObject({
  role: z.literal('teacher'),
  id: classId,
  code: z.string(),
  game: gameId,
  options: z.unknown(),
  groupSize: z.number().int(),
  fill: z.boolean(),
  /** The séance's rules: the computers' level, whether hints are allowed, the turn limit (null: none). */
  level: computerLevel,
  hints: z.boolean(),
  turnLimitMs: z.number().int().nullable(),
  status: classStatus,
  phase: classPhase,
  round: z.number().int().min(0),
  paused: z.boolean(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  retentionDays: z.number().int(),
  pupils: z.array(classPupil),
  /** How many pupils the teacher expects (null: up to MAX_PUPILS). */
  expected: z.number().int().nullable(),
  groups: z.array(classGroup),
  /** Pupils who joined during a round: seated at the next one. */
  waiting: z.array(pupilId),
});
export type TeacherView = z.infer<typeof teacherView>;

/** A pupil's own view: where to play now, and whether the class is paused or over. */
export const pupilView = z.strictObject({
  role: z.literal('pupil'),
  id: classId,
  pupilId,
  name: seatName,
  game: gameId,
  status: classStatus,
  phase: classPhase,
  round: z.number().int().min(0),
  paused: z.boolean(),
  group: z.number().int().nullable(),
  tableId: tableId.nullable(),
  seat: seatIndex.nullable(),
});
export type PupilView = z.infer<typeof pupilView>;

export const classView = z.discriminatedUnion('role', [teacherView, pupilView]);
export type ClassView = z.infer<typeof classView>;

/** GET /api/classes/:classId/results (teacher): per pupil, from the finished games' outcomes. */
export const pupilResult = z.strictObject({
  pupil: pupilId,
  name: seatName,
  played: z.number().int(),
  wins: z.number().int(),
  /** Each finished game's score, in round order (games whose outcome has scores). */
  scores: z.array(z.number()),
  /** Finito solo: the rolls each finished game took. */
  rolls: z.array(z.number().int()),
});
export type PupilResult = z.infer<typeof pupilResult>;
export const classResults = z.strictObject({
  game: gameId,
  rows: z.array(pupilResult),
  /** Every table of the session, by round (1 = first). */
  tables: z.array(z.strictObject({ round: z.number().int(), id: tableId, status: tableStatus })),
});
export type ClassResults = z.infer<typeof classResults>;

/** WebSocket, first message instead of `hello`: follow a class as its teacher or one of its pupils. */
export const classHelloMessage = z.strictObject({ type: z.literal('class-hello'), classId, credential });
/** Server → client: the class as this connection may see it, after every change. */
export const classMessage = z.strictObject({ type: z.literal('class'), view: classView });
export type ClassMessage = z.infer<typeof classMessage>;

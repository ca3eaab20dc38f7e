import { z } from 'zod';
import {
  computerLevel,
  credential,
  errorBody,
  gameId,
  joinCode,
  seatIndex,
  seatName,
  tableId,
  tableInfo,
  turnLimit,
} from './common';

/** Every HTTP route, as a constant both sides share (`:tableId` is a path parameter). */
export const ROUTES = {
  health: '/api/health',
  createTable: '/api/tables',
  join: '/api/join',
  table: '/api/tables/:tableId',
  record: '/api/tables/:tableId/record',
  code: '/api/codes/:code',
  socket: '/api/ws',
} as const;

export const tablePath = (id: string) => ROUTES.table.replace(':tableId', id);
export const recordPath = (id: string) => ROUTES.record.replace(':tableId', id);
export const codePath = (code: string) => ROUTES.code.replace(':code', encodeURIComponent(code));

/** GET /api/codes/:code: the table a code names (to watch it or read its record, even once full). */
export const codeParams = z.strictObject({ code: joinCode });
export const codeResponse = z.strictObject({ tableId });
export type CodeResponse = z.infer<typeof codeResponse>;

export const seatSpec = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human'), name: seatName.optional() }),
  z.strictObject({ kind: z.literal('computer'), level: computerLevel }),
]);
export type SeatSpec = z.infer<typeof seatSpec>;

/** POST /api/tables */
export const createTableRequest = z.strictObject({
  game: gameId,
  /** The game's options; missing fields take the game's defaults. */
  options: z.record(z.string(), z.unknown()).optional(),
  seats: z.array(seatSpec).min(1).max(16),
  /** Take the first human seat (default true); false makes the creator a host who only watches. */
  sit: z.boolean().optional(),
  /** Start as soon as every seat is held (default false: the host starts). */
  autoStart: z.boolean().optional(),
  /** Milliseconds a person has for each move; none by default. */
  turnLimitMs: turnLimit.optional(),
  /**
   * Whether a seat may ask for a hint, which everyone then sees. Default: off when every seat is a
   * person's (a game between people), on when a computer plays or the game is solo.
   */
  hints: z.boolean().optional(),
});
export type CreateTableRequest = z.infer<typeof createTableRequest>;

/**
 * Hints are off by default in a game between people only (anyone could be helped unseen by a
 * strong player otherwise): on when a computer plays or the game is solo. The server applies it
 * when a request leaves `hints` out; the creation form shows it as the box's first state.
 */
export function hintsByDefault(seats: readonly Pick<SeatSpec, 'kind'>[]): boolean {
  return seats.length === 1 || seats.some((s) => s.kind === 'computer');
}

export const createTableResponse = z.strictObject({
  table: tableInfo,
  /** The join code (null once every seat is held). */
  code: z.string().nullable(),
  joinUrl: z.string().nullable(),
  watchUrl: z.string(),
  /** The creator's credential: host rights, and the seat below when `sit` was not false. */
  credential,
  seat: seatIndex.nullable(),
});
export type CreateTableResponse = z.infer<typeof createTableResponse>;

/** POST /api/join */
export const joinRequest = z.strictObject({ code: joinCode, name: seatName.optional() });
export type JoinRequest = z.infer<typeof joinRequest>;

export const joinResponse = z.strictObject({ table: tableInfo, seat: seatIndex, credential });
export type JoinResponse = z.infer<typeof joinResponse>;

/** GET /api/tables/:tableId answers `tableInfo`; GET …/record answers a game record (docs/records.md). */
export const tableParams = z.strictObject({ tableId });

/** GET /api/health */
export const healthResponse = z.strictObject({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
  tables: z.number().int(),
  connections: z.number().int(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** Every HTTP error answers `{ error: { code, message } }` with a matching status. */
export const httpError = z.strictObject({ error: errorBody });
export type HttpError = z.infer<typeof httpError>;

/** Web-app addresses for a join code and a table to watch (hash routes of the web app). */
export const joinLink = (origin: string, code: string) => `${origin}/#/join/${code}`;
export const watchLink = (origin: string, id: string) => `${origin}/#/watch/${id}`;

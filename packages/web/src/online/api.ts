import type {
  CreateTableRequest,
  CreateTableResponse,
  ErrorCode,
  JoinResponse,
  TableInfo,
} from '@ludimaths/protocol';
import {
  codePath,
  codeResponse,
  createTableResponse,
  httpError,
  joinResponse,
  ROUTES,
  recordPath,
  tableInfo,
  tablePath,
} from '@ludimaths/protocol';
import type { z } from 'zod';

/** Why an online request failed: the server's error code, or `unreachable` (no answer at all). */
export type ApiProblem = ErrorCode | 'unreachable' | 'bad-answer';

export type ApiResult<T> = { ok: true; value: T } | { ok: false; problem: ApiProblem; message: string };

/** A request's method and, for a class's teacher routes, the teacher's secret (a bearer token). */
export interface CallOptions {
  readonly method?: 'GET' | 'POST' | 'DELETE';
  readonly secret?: string;
}

/** JSON to and from the game server (same origin as the app), every answer checked by its schema. */
export async function call<T>(
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.secret ? { authorization: `Bearer ${options.secret}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    return { ok: false, problem: 'unreachable', message: String(error) };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    // An answer that is not JSON comes from something else than the game server (no server here).
    return {
      ok: false,
      problem: response.ok ? 'bad-answer' : 'unreachable',
      message: `HTTP ${response.status}`,
    };
  }
  if (!response.ok) {
    const error = httpError.safeParse(json);
    return error.success
      ? { ok: false, problem: error.data.error.code, message: error.data.error.message }
      : { ok: false, problem: 'unreachable', message: `HTTP ${response.status}` };
  }
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problem: 'bad-answer', message: parsed.error.message };
}

export const onlineApi = {
  create: (request: CreateTableRequest): Promise<ApiResult<CreateTableResponse>> =>
    call(ROUTES.createTable, createTableResponse, request),
  join: (code: string, name?: string): Promise<ApiResult<JoinResponse>> =>
    call(ROUTES.join, joinResponse, { code, ...(name ? { name } : {}) }),
  table: (id: string): Promise<ApiResult<TableInfo>> => call(tablePath(id), tableInfo),
  tableOfCode: (code: string) => call(codePath(code), codeResponse),
  /** The record as text, for the download (its schema is the engine's, checked when it is opened). */
  async record(id: string): Promise<ApiResult<string>> {
    try {
      const response = await fetch(recordPath(id));
      const text = await response.text();
      if (response.ok) return { ok: true, value: text };
      const error = httpError.safeParse(JSON.parse(text));
      return error.success
        ? { ok: false, problem: error.data.error.code, message: error.data.error.message }
        : { ok: false, problem: 'unreachable', message: `HTTP ${response.status}` };
    } catch (error) {
      return { ok: false, problem: 'unreachable', message: String(error) };
    }
  },
};

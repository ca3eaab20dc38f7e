import { describeIssue } from '@ludimaths/engine';
import type { ErrorBody } from '@ludimaths/protocol';
import {
  codeParams,
  createTableRequest,
  joinLink,
  joinRequest,
  ROUTES,
  tableParams,
  watchLink,
} from '@ludimaths/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiterMemory } from 'rate-limiter-flexible';
import type { z } from 'zod';
import type { LiveTable } from '../tables/live-table';
import type { TableService } from '../tables/service';

export interface RouteContext {
  readonly service: TableService;
  readonly joinLimiter: RateLimiterMemory;
  readonly createLimiter: RateLimiterMemory;
  readonly started: number;
  readonly connections: () => number;
  /** How long class sessions are kept (shown to the teacher). */
  readonly retentionDays: number;
}

const STATUS: Partial<Record<ErrorBody['code'], number>> = {
  'bad-json': 400,
  'bad-message': 400,
  'unknown-game': 400,
  'bad-options': 400,
  'bad-seats': 400,
  'too-big': 413,
  'rate-limited': 429,
  'unknown-table': 404,
  'unknown-code': 404,
  'not-found': 404,
  'table-full': 409,
  'record-unavailable': 403,
  'not-teacher': 403,
  'unknown-class': 404,
  'unknown-pupil': 404,
  'class-ended': 409,
  'class-full': 409,
  'round-running': 409,
  paused: 409,
};

export function sendError(reply: FastifyReply, error: ErrorBody, status?: number): FastifyReply {
  return reply.code(status ?? STATUS[error.code] ?? 500).send({ error });
}

export function parse<T>(
  schema: z.ZodType<T>,
  raw: unknown,
  what: string,
  reply: FastifyReply,
): T | undefined {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  sendError(reply, { code: 'bad-message', message: describeIssue(what, parsed.error) });
  return undefined;
}

/** Whether `limiter` lets this address try once more; answers 429 with Retry-After when not. */
export async function allowed(
  limiter: RateLimiterMemory,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  try {
    await limiter.consume(request.ip);
    return true;
  } catch (rejection) {
    const ms = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000;
    reply.header('retry-after', Math.ceil(ms / 1000));
    sendError(reply, {
      code: 'rate-limited',
      message: 'too many attempts from this address: try again later',
    });
    return false;
  }
}

/** Where links should point: the address the client used to reach us. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function registerRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get(ROUTES.health, async () => ({
    status: 'ok',
    uptimeSeconds: Math.round((Date.now() - ctx.started) / 1000),
    tables: ctx.service.size,
    connections: ctx.connections(),
  }));

  app.post(ROUTES.createTable, async (request, reply) => {
    const body = parse(createTableRequest, request.body, 'table', reply);
    if (!body || !(await allowed(ctx.createLimiter, request, reply))) return reply;
    const created = await ctx.service.create(body);
    if (!created.ok) return sendError(reply, created.error);
    const { table, credential, seat } = created.value;
    const origin = originOf(request);
    const code = table.liveCode();
    return reply.code(201).send({
      table: table.info(),
      code,
      joinUrl: code === null ? null : joinLink(origin, code),
      watchUrl: watchLink(origin, table.id),
      credential,
      seat,
    });
  });

  app.post(ROUTES.join, async (request, reply) => {
    if (!(await allowed(ctx.joinLimiter, request, reply))) return reply;
    const body = parse(joinRequest, request.body, 'join request', reply);
    if (!body) return reply;
    const table = await ctx.service.byCode(body.code);
    if (!table)
      return sendError(reply, {
        code: 'unknown-code',
        message: `no table waits for players with code ${body.code}`,
      });
    const joined = await table.join(body.name);
    if (!joined.ok) return sendError(reply, joined.error);
    return reply.send({ table: table.info(), ...joined.value });
  });

  app.get(ROUTES.code, async (request, reply) => {
    if (!(await allowed(ctx.joinLimiter, request, reply))) return reply;
    const params = parse(codeParams, request.params, 'code', reply);
    if (!params) return reply;
    const table = await ctx.service.named(params.code);
    if (!table)
      return sendError(reply, { code: 'unknown-code', message: `no table has code ${params.code}` });
    return reply.send({ tableId: table.id });
  });

  app.get(ROUTES.table, async (request, reply) => {
    const table = await tableFrom(ctx, request, reply);
    return table ? reply.send(table.info()) : reply;
  });

  app.get(ROUTES.record, async (request, reply) => {
    const table = await tableFrom(ctx, request, reply);
    if (!table) return reply;
    const { status } = table.row;
    const available = status === 'over' || (status === 'playing' && !table.game.hidesInformation);
    if (!available) {
      const why =
        status === 'lobby' ? 'the game has not started' : 'this game has hidden information until it ends';
      return sendError(reply, { code: 'record-unavailable', message: `no record yet: ${why}` });
    }
    return reply
      .header('content-disposition', `attachment; filename="ludimaths-${table.row.game}-${table.id}.json"`)
      .send(table.record());
  });
}

async function tableFrom(
  ctx: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<LiveTable | undefined> {
  const params = parse(tableParams, request.params, 'table address', reply);
  if (!params) return undefined;
  const table = await ctx.service.get(params.tableId);
  if (!table) sendError(reply, { code: 'unknown-table', message: `no table "${params.tableId}"` });
  return table;
}

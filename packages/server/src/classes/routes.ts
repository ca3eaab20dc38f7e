import {
  CLASS_ROUTES,
  classAction,
  classJoinRequest,
  classParams,
  createClassRequest,
} from '@ludimaths/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import type { RateLimiterMemory } from 'rate-limiter-flexible';
import type { RouteContext } from '../http/routes';
import { allowed, parse, sendError } from '../http/routes';
import type { ClassService, LiveClass } from './service';

const BEARER = /^Bearer ([A-Za-z0-9_-]{32})$/;

export interface ClassRouteContext extends RouteContext {
  readonly classes: ClassService;
  /** Class joins per address (a school's tablets share one). */
  readonly classJoinLimiter: RateLimiterMemory;
  /** Class joins per class code, from any address. */
  readonly classCodeLimiter: RateLimiterMemory;
}

/** The class routes (docs/protocol.md, "Class sessions"). Teacher routes need the teacher's secret. */
export function registerClassRoutes(app: FastifyInstance, ctx: ClassRouteContext): void {
  const { classes } = ctx;

  app.post(CLASS_ROUTES.create, async (request, reply) => {
    const body = parse(createClassRequest, request.body, 'class', reply);
    if (!body || !(await allowed(ctx.createLimiter, request, reply))) return reply;
    const created = await classes.create(body);
    if (!created.ok) return sendError(reply, created.error);
    const { row, secret } = created.value;
    return reply.code(201).send({
      classId: row.id,
      code: row.code,
      secret,
      expiresAt: row.expiresAt,
      retentionDays: ctx.retentionDays,
    });
  });

  // A whole class joins within a minute from one school address: joins are limited per address and
  // per class code with room for that, while codes that name no class (guesses) spend the address's
  // ordinary join attempts, and once those are spent no class join goes through either.
  app.post(CLASS_ROUTES.join, async (request, reply) => {
    const guesses = await ctx.joinLimiter.get(request.ip);
    if (guesses && guesses.consumedPoints >= ctx.joinLimiter.points)
      return tooMany(reply, guesses.msBeforeNext, 'too many unknown codes from this address');
    if (!(await spend(ctx.classJoinLimiter, request.ip, reply, 'too many joins from this address')))
      return reply;
    const body = parse(classJoinRequest, request.body, 'class join request', reply);
    if (!body) return reply;
    if (!(await spend(ctx.classCodeLimiter, body.code, reply, 'too many joins to this class just now')))
      return reply;
    const joined = await classes.join(body.code, body.name);
    if (!joined.ok && joined.error.code === 'unknown-code')
      await ctx.joinLimiter.consume(request.ip).catch(() => undefined);
    return joined.ok ? reply.send(joined.value) : sendError(reply, joined.error);
  });

  app.get(CLASS_ROUTES.session, async (request, reply) => {
    const live = await teacherClass(ctx, request, reply);
    return live ? reply.send(live.teacherView()) : reply;
  });

  app.delete(CLASS_ROUTES.session, async (request, reply) => {
    const live = await teacherClass(ctx, request, reply);
    if (!live) return reply;
    await classes.delete(live.row.id);
    return reply.code(204).send();
  });

  app.post(CLASS_ROUTES.actions, async (request, reply) => {
    const live = await teacherClass(ctx, request, reply);
    if (!live) return reply;
    const action = parse(classAction, request.body, 'class action', reply);
    if (!action) return reply;
    const done = await classes.act(live, action);
    return done.ok ? reply.send(done.value) : sendError(reply, done.error);
  });

  app.get(CLASS_ROUTES.results, async (request, reply) => {
    const live = await teacherClass(ctx, request, reply);
    return live ? reply.send(await classes.results(live)) : reply;
  });

  app.get(CLASS_ROUTES.records, async (request, reply) => {
    const live = await teacherClass(ctx, request, reply);
    if (!live) return reply;
    const files = await classes.records(live);
    const zip = zipSync(
      Object.fromEntries(files.map((f) => [f.name, strToU8(`${JSON.stringify(f.record, null, 2)}\n`)])),
      { level: 6 },
    );
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="ludimaths-classe-${live.row.id}.zip"`)
      .send(Buffer.from(zip));
  });
}

/** Spends one of `key`'s points; answers 429 with Retry-After when none is left. */
async function spend(
  limiter: RateLimiterMemory,
  key: string,
  reply: FastifyReply,
  what: string,
): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (rejection) {
    tooMany(reply, (rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000, what);
    return false;
  }
}

function tooMany(reply: FastifyReply, ms: number, what: string): FastifyReply {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  reply.header('retry-after', seconds);
  return sendError(reply, { code: 'rate-limited', message: `${what}: try again in ${seconds} s` });
}

/**
 * The class named in the path, when the request carries its teacher's secret. A pupil's credential,
 * or any other, is refused (and counts against the address's join attempts, as guesses do).
 */
async function teacherClass(
  ctx: ClassRouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<LiveClass | undefined> {
  const params = parse(classParams, request.params, 'class address', reply);
  if (!params) return undefined;
  const secret = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!secret) {
    sendError(reply, {
      code: 'not-teacher',
      message: 'send the teacher’s secret as "authorization: Bearer …"',
    });
    return undefined;
  }
  const live = await ctx.classes.get(params.classId);
  if (!live) {
    sendError(reply, { code: 'unknown-class', message: `no class session "${params.classId}"` });
    return undefined;
  }
  if (ctx.classes.rights(live, secret)?.pupil !== null) {
    await ctx.joinLimiter.consume(request.ip).catch(() => undefined);
    sendError(reply, { code: 'not-teacher', message: 'only the class’s teacher can do this' });
    return undefined;
  }
  return live;
}

import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { uniformChance } from '@ludimaths/engine';
import { CLOSE_CODES, MAX_MESSAGE_BYTES, ROUTES } from '@ludimaths/protocol';
import type { FastifyInstance } from 'fastify';
import Fastify, { LogController } from 'fastify';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { ComputerSeats } from './bots/computer-seats';
import { BotPool } from './bots/pool';
import { registerClassRoutes } from './classes/routes';
import { ClassService, PRESENCE_MS } from './classes/service';
import { openStorage } from './cluster/storage';
import type { ServerConfig } from './config';
import { capConnectionsPerAddress, proxyAddresses, slowClientOptions } from './http/connections';
import { registerRoutes, sendError } from './http/routes';
import { originAllowed, registerSecurityHeaders } from './http/security';
import { Connection } from './socket/connection';
import { TableService } from './tables/service';

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly service: TableService;
  readonly classes: ClassService;
  /** The address it listens on, e.g. http://127.0.0.1:4173. */
  readonly url: string;
  readonly port: number;
  /** Graceful shutdown: no new connections, sockets closed with 1001, pending moves stored. */
  close(): Promise<void>;
}

/** Builds and starts the server: store, computer seats, HTTP API, WebSocket and the web app. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(config.logStream ? { stream: config.logStream } : {}) },
    // Static files would flood the log; errors and the server's own events are logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: MAX_MESSAGE_BYTES,
    // Only the named proxies' X-Forwarded-For is believed: the client address is the first hop
    // (from the connection back) that is not one of them, so a client cannot pick its own.
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    ...slowClientOptions(config.limits),
    // A URL that does not decode (`%c0%ae`) never reaches a route: it answers the same error shape.
    frameworkErrors: (error, _request, reply) =>
      sendError(reply, { code: 'bad-message', message: error.message }, 400),
  });
  capConnectionsPerAddress(
    app.server,
    config.limits.httpConnectionsPerAddress,
    proxyAddresses(config.trustProxy),
  );
  const now = config.clock ?? Date.now;
  const storage = await openStorage(config, app.log);
  const { store } = storage;
  const pool = new BotPool(config.botWorkers, { workerUrl: config.botWorkerUrl });
  const computers = new ComputerSeats(pool, { budgetMs: config.botBudgetMs, log: app.log });
  const service = new TableService(
    store,
    uniformChance(randomInt),
    now,
    (table) => computers.attach(table),
    config.absentAfterMs,
    storage.cluster,
  );
  const classes = new ClassService(store, service, {
    retentionDays: config.classRetentionDays,
    now,
    randomIndex: (bound) => randomInt(bound),
  });
  const perAddress = new Map<string, number>();
  let openSockets = 0;
  const { limits } = config;
  const messageLimiter = new RateLimiterMemory({ points: limits.messagesPerSecond, duration: 1 });
  const joinLimiter = new RateLimiterMemory({ points: limits.joinsPerMinute, duration: 60 });
  const createLimiter = new RateLimiterMemory({ points: limits.createsPerHour, duration: 3600 });

  await registerSecurityHeaders(app);
  await app.register(websocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    errorHandler: (error, socket, request) => {
      // A peer breaking the WebSocket protocol (a frame over the limit: ws has already closed with
      // 1009) is the peer's doing: one line at warn. Anything else is the server's, with its stack.
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('WS_ERR_'))
        request.log.warn({ err: error.message, code }, 'WebSocket client broke the protocol');
      else request.log.error({ err: error }, 'WebSocket failed');
      socket.terminate();
    },
  });
  registerErrorHandlers(app);
  const routeContext = {
    service,
    joinLimiter,
    createLimiter,
    started: Date.now(),
    connections: () => openSockets,
    retentionDays: config.classRetentionDays,
  };
  registerRoutes(app, routeContext);
  registerClassRoutes(app, {
    ...routeContext,
    classes,
    classJoinLimiter: new RateLimiterMemory({ points: limits.classJoinsPerMinute, duration: 60 }),
    classCodeLimiter: new RateLimiterMemory({ points: limits.classCodeJoinsPerMinute, duration: 60 }),
  });

  const live = new Set<import('ws').WebSocket>();
  app.get(
    ROUTES.socket,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (!originAllowed(request, config.allowedOrigins, config.publicOrigin)) {
          return sendError(reply, { code: 'bad-message', message: 'this origin may not connect' }, 403);
        }
        if ((perAddress.get(request.ip) ?? 0) >= limits.connectionsPerAddress) {
          return sendError(reply, {
            code: 'rate-limited',
            message: 'too many connections from this address',
          });
        }
      },
    },
    (socket, request) => {
      const address = request.ip;
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      openSockets++;
      live.add(socket);
      answered.add(socket);
      socket.on('pong', () => answered.add(socket));
      new Connection(
        socket,
        address,
        { service, classes, limits, messageLimiter, joinLimiter, log: app.log },
        () => {
          live.delete(socket);
          openSockets--;
          const left = (perAddress.get(address) ?? 1) - 1;
          if (left > 0) perAddress.set(address, left);
          else perAddress.delete(address);
        },
      );
    },
  );

  if (config.webRoot && existsSync(config.webRoot)) await serveWebApp(app, config.webRoot);

  // Class sessions past their retention are deleted (names, results, games) as soon as seen.
  const purge = () =>
    void classes
      .purgeExpired()
      .catch((error: unknown) => app.log.warn({ err: String(error) }, 'class purge failed'));
  purge();
  // A peer that vanished without closing (a tablet asleep, a dropped network) never answers a ping:
  // it is dropped so that it stops holding its address's connection cap.
  const answered = new WeakSet<import('ws').WebSocket>();
  const heartbeat = setInterval(() => {
    for (const socket of live) {
      if (!answered.has(socket)) {
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
    service.sweep();
    classes.sweep();
    purge();
  }, config.heartbeatMs);
  heartbeat.unref();
  // Several nodes: which pupils and seats are connected where (see PRESENCE_MS).
  const tellPresence = () => {
    classes.presenceTick();
    service.presenceTick();
  };
  const presence = storage.cluster.clustered ? setInterval(tellPresence, PRESENCE_MS) : null;
  presence?.unref();

  // One node resumes what it stored; several nodes share the tables out through leases instead.
  const resumed = storage.cluster.clustered ? 0 : await service.resumeActive();
  await storage.start(service, computers, now);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const storeName = config.databaseUrl ? 'postgresql' : 'sqlite';
  app.log.info({ port, dataDir: config.dataDir, store: storeName, resumed }, 'ludimaths server ready');

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      clearInterval(heartbeat);
      if (presence) clearInterval(presence);
      for (const socket of live) socket.close(CLOSE_CODES.goingAway, 'server shutting down');
      await app.close();
      await service.drain();
      for (const table of service.all()) table.stopClocks();
      await pool.close();
      await storage.close();
    })();
    return closing;
  };
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    app,
    service,
    classes,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    close,
  };
}

function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413)
      return sendError(reply, {
        code: 'too-big',
        message: `bodies are limited to ${MAX_MESSAGE_BYTES} bytes`,
      });
    if (status === 400 && (error as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(reply, { code: 'bad-json', message: 'the body is not valid JSON' });
    }
    if (status < 500)
      return sendError(reply, { code: 'bad-message', message: String((error as Error).message) }, status);
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, { code: 'internal', message: 'the server failed; nothing changed' });
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, {
      code: 'not-found',
      message: `nothing at ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}

/** The built web app: hashed assets cached for good, the shell and the service worker revalidated. */
async function serveWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    // The build's brotli and gzip copies (vite.config.ts), chosen by Accept-Encoding, with Vary.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      const immutable = /[\\/]assets[\\/]/.test(path);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The plugin picks the compressed copy by Accept-Encoding but does not say so to caches.
      res.setHeader('vary', 'accept-encoding');
    },
  });
}

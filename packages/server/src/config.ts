import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { describeIssue } from '@ludimaths/engine';
import { z } from 'zod';

/** Abuse limits; the defaults suit a family or a class, the benchmark raises them. */
export interface Limits {
  /** Messages per second and connection before a warning, then a close (4429). */
  readonly messagesPerSecond: number;
  /** Join attempts (codes tried, bad credentials) per address and minute. */
  readonly joinsPerMinute: number;
  /**
   * Class joins per address and minute: a school puts every tablet behind one address, and several
   * classes may join at once. Codes that name no class still count against `joinsPerMinute`.
   */
  readonly classJoinsPerMinute: number;
  /** Joins per class code and minute, from any address (a class seats at most MAX_PUPILS). */
  readonly classCodeJoinsPerMinute: number;
  /** Tables created per address and hour. */
  readonly createsPerHour: number;
  /** Open WebSocket connections per address. */
  readonly connectionsPerAddress: number;
  /** Milliseconds a connection has to say hello. */
  readonly helloTimeoutMs: number;
  /** Milliseconds a client has to send a whole HTTP request (a WebSocket's upgrade too). */
  readonly requestTimeoutMs: number;
  /** Open TCP connections (HTTP and WebSocket) per peer address, trusted proxies excepted. */
  readonly httpConnectionsPerAddress: number;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly logLevel: string;
  /** Where the JSON log lines go (default: standard output; tests read them). */
  readonly logStream?: { write(line: string): void };
  /** The built web app to serve (null: API only). */
  readonly webRoot: string | null;
  /** Origins besides the server's own that may open WebSockets (a front end served elsewhere). */
  readonly allowedOrigins: readonly string[];
  /**
   * The origin players use (`https://jeux.example.org`): when set, browsers may open WebSockets from it
   * (and `allowedOrigins`) only, not from whatever name the request's Host carries (DNS rebinding).
   */
  readonly publicOrigin: string | null;
  /**
   * The reverse proxies whose `X-Forwarded-For` is believed (addresses, CIDR ranges or `loopback`);
   * empty: none, every limit keys on the connection's own address.
   */
  readonly trustProxy: readonly string[];
  readonly sync: 'normal' | 'full';
  readonly botWorkers: number;
  /** The bot threads' script (default: bots/worker-entry.mjs; the tests pass the bundled one). */
  readonly botWorkerUrl?: URL;
  /** The wall clock of turn deadlines, leases and retention (default `Date.now`; tests move their own). */
  readonly clock?: () => number;
  readonly botBudgetMs: number;
  /** How long a person must be gone before the others may hand their seat to a computer. */
  readonly absentAfterMs: number;
  /** Every this often, connections that did not answer the last ping are dropped and dormant tables leave memory. */
  readonly heartbeatMs: number;
  readonly limits: Limits;
  /** Several nodes: PostgreSQL as the store (null: the embedded SQLite file in `dataDir`). */
  readonly databaseUrl: string | null;
  /** A PostgreSQL schema of its own (default: the connection's search path). */
  readonly databaseSchema: string | null;
  /** Several nodes: Redis carries committed changes between them and holds the runner leases. */
  readonly redisUrl: string | null;
  /** How long a runner lease (computer seats and turn clocks of a table) lasts unless renewed. */
  readonly leaseMs: number;
  /** How long a class session (pupils' first names, their games and results) is kept after it is created. */
  readonly classRetentionDays: number;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const DEFAULT_LIMITS: Limits = {
  messagesPerSecond: 20,
  joinsPerMinute: 20,
  classJoinsPerMinute: 240,
  classCodeJoinsPerMinute: 90,
  createsPerHour: 60,
  connectionsPerAddress: 200,
  helloTimeoutMs: 10_000,
  // Bodies are at most a few kilobytes: 10 s is ample on a slow mobile network.
  requestTimeoutMs: 10_000,
  // Room for the WebSockets of connectionsPerAddress and as many HTTP connections besides (a school
  // behind one public address: its pupils' browsers keep a few each).
  httpConnectionsPerAddress: 400,
};

export function defaultConfig(): ServerConfig {
  const web = resolve(repoRoot, 'packages/web/dist');
  return {
    port: 4173,
    host: 'localhost',
    dataDir: resolve(process.env.INIT_CWD ?? process.cwd(), 'data'),
    logLevel: 'info',
    webRoot: existsSync(web) ? web : null,
    allowedOrigins: [],
    publicOrigin: null,
    trustProxy: [],
    sync: 'normal',
    botWorkers: 1,
    botBudgetMs: 1000,
    absentAfterMs: 60_000,
    heartbeatMs: 30_000,
    limits: DEFAULT_LIMITS,
    databaseUrl: null,
    databaseSchema: null,
    redisUrl: null,
    leaseMs: 9000,
    classRetentionDays: 7,
  };
}

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const flagsSchema = z.strictObject({
  port: int(0, 65535).optional(),
  host: z.string().min(1).optional(),
  data: z.string().min(1).optional(),
  'log-level': z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  web: z.string().min(1).optional(),
  'allowed-origins': z.string().optional(),
  'public-origin': z
    .url({ protocol: /^https?$/, error: 'an http:// or https:// origin (https://jeux.example.org)' })
    .transform((url) => new URL(url).origin)
    .optional(),
  'trust-proxy': z
    .string()
    .transform((list) => list.split(',').map((hop) => hop.trim()))
    .refine(
      (hops) => hops.every(trustedHop),
      'proxy addresses, CIDR ranges (10.0.0.0/8) or loopback, comma-separated',
    )
    .optional(),
  sync: z.enum(['normal', 'full']).optional(),
  'bot-workers': int(1, 16).optional(),
  'bot-budget-ms': int(10, 60_000).optional(),
  'absent-after-ms': int(0, 86_400_000).optional(),
  'max-connections-per-address': int(1, 1_000_000).optional(),
  'max-messages-per-second': int(1, 100_000).optional(),
  'max-joins-per-minute': int(1, 1_000_000).optional(),
  'max-creates-per-hour': int(1, 1_000_000).optional(),
  'max-http-connections-per-address': int(1, 1_000_000).optional(),
  'request-timeout-ms': int(100, 600_000).optional(),
  'database-url': z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
    .optional(),
  'database-schema': z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'lower-case letters, digits and _')
    .optional(),
  'redis-url': z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// URL')
    .optional(),
  'lease-ms': int(1000, 600_000).optional(),
  'class-retention-days': int(1, 365).optional(),
});

/** Each flag's environment variable (a flag wins over its variable). */
const ENV: Record<string, string> = {
  port: 'PORT',
  host: 'HOST',
  data: 'LUDIMATHS_DATA',
  'log-level': 'LOG_LEVEL',
  web: 'LUDIMATHS_WEB',
  'allowed-origins': 'LUDIMATHS_ALLOWED_ORIGINS',
  'public-origin': 'LUDIMATHS_PUBLIC_ORIGIN',
  'trust-proxy': 'LUDIMATHS_TRUST_PROXY',
  sync: 'LUDIMATHS_SYNC',
  'bot-workers': 'LUDIMATHS_BOT_WORKERS',
  'bot-budget-ms': 'LUDIMATHS_BOT_BUDGET_MS',
  'database-url': 'DATABASE_URL',
  'database-schema': 'LUDIMATHS_DATABASE_SCHEMA',
  'redis-url': 'REDIS_URL',
  'class-retention-days': 'LUDIMATHS_CLASS_RETENTION_DAYS',
};

export const USAGE = `usage: ludimaths-server [--port N] [--host H] [--data DIR] [--log-level LEVEL] [--web DIR]
  [--allowed-origins A,B] [--public-origin URL] [--trust-proxy ADDRESS,CIDR|loopback] [--sync normal|full] [--bot-workers N] [--bot-budget-ms MS]
  [--absent-after-ms MS] [--class-retention-days N]
  [--max-connections-per-address N] [--max-messages-per-second N] [--max-joins-per-minute N]
  [--max-creates-per-hour N] [--max-http-connections-per-address N] [--request-timeout-ms MS]
  [--database-url postgres://… --redis-url redis://… [--database-schema S] [--lease-ms MS]]`;

/** Reads flags and environment variables over the defaults; a bad value is one clear error. */
export function parseConfig(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ServerConfig {
  refuseBareTrustProxy(argv);
  const { values } = parseArgs({
    args: [...argv],
    options: Object.fromEntries(Object.keys(flagsSchema.shape).map((k) => [k, { type: 'string' as const }])),
    strict: true,
  });
  const raw: Record<string, unknown> = {};
  for (const [flag, variable] of Object.entries(ENV))
    if (env[variable] !== undefined) raw[flag] = env[variable];
  Object.assign(raw, values);
  const parsed = flagsSchema.safeParse(raw);
  if (!parsed.success) throw new Error(describeIssue('option', parsed.error));
  const f = parsed.data;
  const base = defaultConfig();
  return {
    port: f.port ?? base.port,
    host: f.host ?? base.host,
    dataDir: f.data ? resolve(env.INIT_CWD ?? process.cwd(), f.data) : base.dataDir,
    logLevel: f['log-level'] ?? base.logLevel,
    webRoot: f.web ? resolve(f.web) : base.webRoot,
    allowedOrigins: f['allowed-origins']?.split(',').filter(Boolean) ?? [],
    publicOrigin: f['public-origin'] ?? null,
    trustProxy: f['trust-proxy'] ?? [],
    sync: f.sync ?? base.sync,
    botWorkers: f['bot-workers'] ?? base.botWorkers,
    botBudgetMs: f['bot-budget-ms'] ?? base.botBudgetMs,
    absentAfterMs: f['absent-after-ms'] ?? base.absentAfterMs,
    heartbeatMs: base.heartbeatMs,
    classRetentionDays: f['class-retention-days'] ?? base.classRetentionDays,
    ...clusterFlags(f, base),
    limits: {
      ...DEFAULT_LIMITS,
      ...(f['max-connections-per-address']
        ? { connectionsPerAddress: f['max-connections-per-address'] }
        : {}),
      ...(f['max-messages-per-second'] ? { messagesPerSecond: f['max-messages-per-second'] } : {}),
      ...(f['max-joins-per-minute'] ? { joinsPerMinute: f['max-joins-per-minute'] } : {}),
      ...(f['max-creates-per-hour'] ? { createsPerHour: f['max-creates-per-hour'] } : {}),
      ...(f['max-http-connections-per-address']
        ? { httpConnectionsPerAddress: f['max-http-connections-per-address'] }
        : {}),
      ...(f['request-timeout-ms'] ? { requestTimeoutMs: f['request-timeout-ms'] } : {}),
    },
  };
}

/** PostgreSQL and Redis go together: one without the other is a configuration mistake. */
function clusterFlags(f: z.infer<typeof flagsSchema>, base: ServerConfig) {
  const databaseUrl = f['database-url'] ?? null;
  const redisUrl = f['redis-url'] ?? null;
  if ((databaseUrl === null) !== (redisUrl === null)) {
    throw new Error('option: --database-url (DATABASE_URL) and --redis-url (REDIS_URL) go together');
  }
  return {
    databaseUrl,
    redisUrl,
    databaseSchema: f['database-schema'] ?? null,
    leaseMs: f['lease-ms'] ?? base.leaseMs,
  };
}

/**
 * `--trust-proxy` used to take no value and trust every hop, which let any client choose the
 * address its limits count against: it now names the proxies, and the old bare form is refused.
 */
function refuseBareTrustProxy(argv: readonly string[]): void {
  const at = argv.indexOf('--trust-proxy');
  const value = argv[at + 1];
  if (at >= 0 && (value === undefined || value.startsWith('--'))) {
    throw new Error(
      'option --trust-proxy: name the proxies whose X-Forwarded-For to believe, e.g. --trust-proxy 10.0.0.5, --trust-proxy 10.0.0.0/24 or --trust-proxy loopback (trusting every hop would let any client pick its own address)',
    );
  }
}

/** One trusted hop: `loopback`, an IP address, or a CIDR range with a prefix its family allows. */
function trustedHop(hop: string): boolean {
  if (hop === 'loopback') return true;
  const [address = '', prefix, ...rest] = hop.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

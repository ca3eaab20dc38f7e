import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { TableChange } from '../tables/live-table';

export interface ClusterLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** What the cluster asks of this node's tables. */
export interface ClusterHooks {
  /** Another node committed a change. */
  received(change: TableChange): void;
  /** Messages may have been missed (Redis was away): every table in memory reads the store again. */
  resync(): void;
  /** This node reconnected to Redis: it tells the others where its tables are (their copies catch up). */
  reannounce(): void;
  /** This node now runs the table's computer seats and clocks. */
  gained(tableId: string): void;
  /** Tables in memory that need a runner (a computer seat or a turn limit, being played). */
  wanted(): string[];
  /** Tables that need a runner, from the store, whichever node has them. */
  candidates(): Promise<string[]>;
  /** Loads a table into memory (it becomes wanted). */
  load(tableId: string): Promise<void>;
  /** Whether the table is in memory here. */
  has(tableId: string): boolean;
}

// Renews or releases a lease only if this node still holds it.
const RENEW =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0";
const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

/**
 * Several nodes over Redis: committed changes go out on one channel and come in from the others;
 * each table that needs a runner gets one node through an expiring lease. Nothing here decides what
 * is stored: moves from every node go through the store's compare-and-set, so a lease held twice
 * for a moment costs a refused duplicate, never a wrong game.
 */
export class RedisCluster {
  readonly nodeId = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly channel: string;
  private readonly held = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;
  private hooks: ClusterHooks | null = null;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly leaseMs: number,
    private readonly log: ClusterLog,
  ) {
    const retryStrategy = (times: number) => Math.min(50 * times, 500);
    // Commands fail at once while Redis is away (a move never waits for Redis: it is already stored).
    this.pub = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy });
    this.sub = new Redis(url, { retryStrategy, maxRetriesPerRequest: null });
    this.channel = `${prefix}changes`;
    for (const [name, client] of [
      ['publisher', this.pub],
      ['subscriber', this.sub],
    ] as const) {
      client.on('error', (error: Error) =>
        this.log.warn({ err: error.message, client: name }, 'redis error'),
      );
    }
  }

  async start(hooks: ClusterHooks): Promise<void> {
    this.hooks = hooks;
    await Promise.all([waitReady(this.pub), waitReady(this.sub)]);
    this.sub.on('message', (_channel: string, text: string) => {
      const change = JSON.parse(text) as TableChange & { from: string };
      if (change.from !== this.nodeId) hooks.received(change);
    });
    await this.sub.subscribe(this.channel);
    // After the first connection, every 'ready' follows a loss: what was missed is read again.
    this.sub.on('ready', () => {
      this.log.info({}, 'redis subscriber back: reading every table again');
      hooks.resync();
    });
    this.pub.on('ready', () => hooks.reannounce());
    const every = Math.max(200, Math.floor(this.leaseMs / 3));
    this.timer = setInterval(() => void this.tick(), every);
    this.timer.unref();
    await this.tick();
  }

  /** Tells the other nodes; skipped while Redis is away (they read the store when it is back). */
  announce(change: TableChange): void {
    if (this.pub.status !== 'ready') return;
    this.pub.publish(this.channel, JSON.stringify({ ...change, from: this.nodeId })).catch(() => {});
  }

  runs(tableId: string): boolean {
    return this.held.has(tableId);
  }

  /** Leases: keep those still wanted, let go of the others, adopt tables whose runner is gone. */
  async tick(): Promise<void> {
    const hooks = this.hooks;
    if (!hooks || this.ticking || this.pub.status !== 'ready') return;
    this.ticking = true;
    try {
      await this.adoptOrphans(hooks);
      const wanted = new Set(hooks.wanted());
      for (const id of this.held) {
        if (wanted.has(id)) continue;
        this.held.delete(id);
        await this.pub.eval(RELEASE, 1, this.key(id), this.nodeId);
      }
      const ids = [...wanted];
      const batch = this.pub.pipeline();
      for (const id of ids) {
        if (this.held.has(id)) batch.eval(RENEW, 1, this.key(id), this.nodeId, this.leaseMs);
        else batch.set(this.key(id), this.nodeId, 'PX', this.leaseMs, 'NX');
      }
      const results = (await batch.exec()) ?? [];
      ids.forEach((id, i) => {
        const [error, answer] = results[i] ?? [null, null];
        if (error) return;
        if (this.held.has(id)) {
          if (answer === 0) this.held.delete(id);
        } else if (answer === 'OK') {
          this.held.add(id);
          hooks.gained(id);
        }
      });
    } catch (error) {
      // Redis or the store away: leases stay as they were; correctness never rests on them.
      this.log.warn({ err: String(error) }, 'lease round failed');
    } finally {
      this.ticking = false;
    }
  }

  private async adoptOrphans(hooks: ClusterHooks): Promise<void> {
    const absent = (await hooks.candidates()).filter((id) => !hooks.has(id));
    if (absent.length === 0) return;
    const batch = this.pub.pipeline();
    for (const id of absent) batch.exists(this.key(id));
    const results = (await batch.exec()) ?? [];
    const orphans = absent.filter((_, i) => results[i]?.[1] === 0);
    for (const id of orphans) await hooks.load(id);
  }

  /** Lets go of every lease (a graceful stop: others take over at once) and disconnects. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.hooks = null;
    if (this.pub.status === 'ready') {
      await Promise.all([...this.held].map((id) => this.pub.eval(RELEASE, 1, this.key(id), this.nodeId)));
    }
    this.held.clear();
    this.sub.disconnect();
    this.pub.disconnect();
  }

  private key(tableId: string): string {
    return `${this.prefix}lease:${tableId}`;
  }
}

function waitReady(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis did not answer within 10 s')), 10_000);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

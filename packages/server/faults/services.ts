import type { ChildProcess } from 'node:child_process';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Private PostgreSQL, Redis and HAProxy instances for the fault tests, on free loopback ports, so
 * that stopping them on purpose disturbs nothing else on the machine.
 */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${ms} ms`);
    await sleep(100);
  }
}

const succeeds = (command: string, args: string[]) => {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** A PostgreSQL cluster of its own in a temporary folder (run as the postgres user when root). */
export class Postgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly bin: string,
  ) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async start(): Promise<Postgres> {
    const versions = readdirSync('/usr/lib/postgresql').sort();
    const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
    const dir = mkdtempSync(join(tmpdir(), 'ludimaths-pg-'));
    chmodSync(dir, 0o777);
    const pg = new Postgres(join(dir, 'data'), await freePort(), bin);
    pg.run('initdb', ['-D', pg.dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await pg.up();
    return pg;
  }

  /** Starts the server (again); resolves once it accepts connections. */
  async up(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    this.run('pg_ctl', ['-D', this.dir, '-o', options, '-l', `${this.dir}.log`, '-w', 'start']);
    await waitFor(
      () => succeeds(`${this.bin}/pg_isready`, ['-q', '-h', '127.0.0.1', '-p', String(this.port)]),
      'PostgreSQL',
    );
  }

  /** Stops it at once (connections cut), as a crash or a failover would. */
  down(): void {
    this.run('pg_ctl', ['-D', this.dir, '-m', 'immediate', '-w', 'stop']);
  }

  remove(): void {
    try {
      this.down();
    } catch {}
    rmSync(join(this.dir, '..'), { recursive: true, force: true });
  }

  private run(tool: string, args: string[]): void {
    const command = `${this.bin}/${tool}`;
    if (process.getuid?.() === 0) {
      const quoted = [command, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
      execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'ignore' });
    } else execFileSync(command, args, { stdio: 'ignore' });
  }
}

/** A Redis of its own (no persistence): stopped and started again on the same port. */
export class RedisServer {
  private child: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** The running server's process id (the benchmark measures its CPU). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  static async start(): Promise<RedisServer> {
    const redis = new RedisServer(await freePort());
    await redis.up();
    return redis;
  }

  async up(): Promise<void> {
    this.child = spawn(
      'redis-server',
      ['--bind', '127.0.0.1', '--port', String(this.port), '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitFor(() => succeeds('redis-cli', ['-p', String(this.port), 'ping']), 'Redis');
  }

  async down(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}

const deployConfig = fileURLToPath(new URL('../../../deploy/haproxy.cfg', import.meta.url));

/** HAProxy running deploy/haproxy.cfg, with this test's front port and node ports substituted. */
export class Haproxy {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
    private readonly dir: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.child.pid as number;
  }

  /**
   * `source`: the address HAProxy connects to the nodes from (another loopback address than the
   * clients' 127.0.0.1, so that the nodes can trust the balancer's hop and only it).
   */
  static async start(nodePorts: readonly number[], source?: string): Promise<Haproxy> {
    const port = await freePort();
    const from = source ? ` source ${source}` : '';
    const servers = nodePorts.map((p, i) => `    server node${i + 1} 127.0.0.1:${p} check${from}`).join('\n');
    const config = readFileSync(deployConfig, 'utf8')
      .replace(/bind 127\.0\.0\.1:\d+/, `bind 127.0.0.1:${port}`)
      .replace(/( {4}server node\d+ .*\n?)+/, `${servers}\n`);
    const dir = mkdtempSync(join(tmpdir(), 'ludimaths-haproxy-'));
    const file = join(dir, 'haproxy.cfg');
    writeFileSync(file, config);
    const child = spawn('haproxy', ['-db', '-f', file], { stdio: 'ignore' });
    let missing: Error | null = null;
    child.once('error', (error) => {
      missing = new Error(`haproxy could not start (bash .ci/services installs it): ${error.message}`);
    });
    const proxy = new Haproxy(child, port, dir);
    await waitFor(() => {
      if (missing) throw missing;
      return succeeds('curl', ['-sf', `${proxy.url}/api/health`]);
    }, 'HAProxy');
    return proxy;
  }

  stop(): void {
    this.child.kill('SIGKILL');
    rmSync(this.dir, { recursive: true, force: true });
  }
}

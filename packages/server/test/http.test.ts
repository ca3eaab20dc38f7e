import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { CreateTableRequest, HttpError, JoinResponse, TableInfo } from '@ludimaths/protocol';
import { healthResponse, JOIN_CODE_ALPHABET, ROUTES, recordPath, tablePath } from '@ludimaths/protocol';
import { describe, expect, it } from 'vitest';
import { api, Client, createTable, serverForTests, tempDir } from './support';

const web = tempDir('ludimaths-web-');
writeFileSync(join(web, 'index.html'), '<!doctype html><title>Ludimaths</title>');
mkdirSync(join(web, 'assets'));
writeFileSync(join(web, 'assets', 'app-123.js'), 'console.log(1)');
// The build's compressed copies (vite.config.ts), here of a script that the server could not compress.
const script = 'console.log("compressed at build time");'.repeat(20);
writeFileSync(join(web, 'assets', 'game-456.js'), script);
writeFileSync(join(web, 'assets', 'game-456.js.br'), brotliCompressSync(script));
writeFileSync(join(web, 'assets', 'game-456.js.gz'), gzipSync(script));
const server = serverForTests({ webRoot: web, limits: { joinsPerMinute: 8 } });

const piste: CreateTableRequest = {
  game: 'piste',
  options: { board: 'petite' },
  seats: [{ kind: 'human' }, { kind: 'human' }],
};

describe('the HTTP API', () => {
  it('answers the health check', async () => {
    const { status, body } = await api(server(), ROUTES.health);
    expect(status).toBe(200);
    expect(healthResponse.parse(body).status).toBe('ok');
  });

  it('creates a table with a join code, links and the creator credential', async () => {
    const created = await createTable(server(), piste);
    expect(created.code).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{6}$`));
    expect(created.joinUrl).toBe(`${server().url}/#/join/${created.code}`);
    expect(created.watchUrl).toBe(`${server().url}/#/watch/${created.table.id}`);
    expect(created.credential).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created.seat).toBe(0);
    expect(created.table.seats.map((s) => s.taken)).toEqual([true, false]);
    const info = await api<TableInfo>(server(), tablePath(created.table.id));
    expect(info.body).toEqual(created.table);
    expect(JSON.stringify(info.body)).not.toContain(created.credential);
  });

  it('names what is wrong with a table request', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...piste, game: 'chess' }, 'unknown-game', 'chess'],
      [{ ...piste, game: 'constructor' }, 'unknown-game', 'constructor'],
      [{ ...piste, options: { board: 'huge' } }, 'bad-options', 'board'],
      [{ ...piste, options: { board: 'petite', starter: 0 } }, 'bad-options', 'starter'],
      [{ ...piste, seats: [{ kind: 'human' }] }, 'bad-seats', '2 to 4'],
      [{ ...piste, colour: 'red' }, 'bad-message', 'colour'],
      [{ ...piste, seats: [{ kind: 'computer', level: 'genius' }] }, 'bad-message', 'seats.0.level'],
      [
        {
          ...piste,
          sit: true,
          seats: [
            { kind: 'computer', level: 'fort' },
            { kind: 'computer', level: 'fort' },
          ],
        },
        'bad-seats',
        'sit',
      ],
    ];
    for (const [body, code, named] of cases) {
      const { status, body: answer } = await api<HttpError>(server(), ROUTES.createTable, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.error.code).toBe(code);
      expect(answer.error.message).toContain(named);
    }
  });

  it('answers bad JSON, big bodies and unknown routes with an error body', async () => {
    expect((await api<HttpError>(server(), ROUTES.createTable, '{oops')).body.error.code).toBe('bad-json');
    const big = await api<HttpError>(server(), ROUTES.createTable, {
      ...piste,
      options: { x: 'y'.repeat(20_000) },
    });
    expect([big.status, big.body.error.code]).toEqual([413, 'too-big']);
    const missing = await api<HttpError>(server(), '/api/nothing');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'not-found']);
    expect((await api<HttpError>(server(), tablePath('AAAAAAAAAAAAAAAA'))).status).toBe(404);
    expect((await api<HttpError>(server(), tablePath('bad id'))).status).toBe(400);
    const undecodable = await api<HttpError>(server(), '/api/tables/%c0%ae');
    expect([undecodable.status, undecodable.body.error?.code]).toEqual([400, 'bad-message']);
    expect(undecodable.body.error.message).toContain('%c0%ae');
  });

  it('lets a code take a free seat, never a held one, and expires it once the table is full', async () => {
    const created = await createTable(server(), piste);
    const typed = (created.code as string).toLowerCase().replace(/(...)/, '$1-');
    const joined = await api<JoinResponse>(server(), ROUTES.join, { code: typed, name: 'Tom' });
    expect(joined.status).toBe(200);
    expect(joined.body.seat).toBe(1);
    expect(joined.body.credential).not.toBe(created.credential);
    expect(joined.body.table.seats[1]).toMatchObject({ name: 'Tom', taken: true });
    const again = await api<HttpError>(server(), ROUTES.join, { code: created.code });
    expect([again.status, again.body.error.code]).toEqual([404, 'unknown-code']);
  });

  it('limits join attempts per address', async () => {
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i++)
      status = (await api(server(), ROUTES.join, { code: 'AAAAAA' })).status;
    expect(status).toBe(429);
  });

  it('keeps the record of a game with hidden information until it ends', async () => {
    const created = await createTable(server(), {
      game: 'finito',
      seats: [{ kind: 'human' }, { kind: 'computer', level: 'random' }],
    });
    expect((await api<HttpError>(server(), recordPath(created.table.id))).body.error.code).toBe(
      'record-unavailable',
    );
    const host = await Client.hello(server(), created.table.id, created.credential);
    host.send({ type: 'start' });
    await host.next('state');
    const during = await api<HttpError>(server(), recordPath(created.table.id));
    expect([during.status, during.body.error.code]).toEqual([403, 'record-unavailable']);
    host.close();
  });

  it('serves the web app and every answer with the security headers', async () => {
    for (const path of ['/', '/index.html', '/assets/app-123.js', ROUTES.health, '/api/nothing']) {
      const response = await fetch(`${server().url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
    const asset = await fetch(`${server().url}/assets/app-123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const page = await fetch(`${server().url}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Ludimaths</title>');
  });

  it("sends the build's brotli or gzip copy of an asset to a browser that accepts it, with Vary", async () => {
    const asset = `${server().url}/assets/game-456.js`;
    for (const [accepted, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(asset, { headers: { 'accept-encoding': accepted } });
      expect(response.headers.get('content-encoding'), accepted).toBe(encoding);
      expect(response.headers.get('vary')?.toLowerCase(), accepted).toContain('accept-encoding');
      expect(response.headers.get('cache-control'), accepted).toContain('immutable');
      expect(await response.text(), accepted).toBe(script);
    }
  });
});

describe('the WebSocket upgrade', () => {
  it('refuses a foreign Origin (403) and accepts its own', async () => {
    await expect(Client.open(server(), { origin: 'https://evil.example' })).rejects.toThrow('403');
    const own = await Client.open(server(), { origin: server().url });
    own.close();
  });
});

describe('the WebSocket upgrade with a public origin configured', () => {
  const PUBLIC = 'https://jeux.example.org';
  const behindName = serverForTests({ publicOrigin: PUBLIC, allowedOrigins: ['https://ecole.example'] });

  // A page on a name its author points at the server's address (DNS rebinding) sends an Origin that
  // matches the Host it reached: only the configured origins may connect.
  it('accepts only the public origin and the allowed ones, whatever the Host', async () => {
    await expect(Client.open(behindName(), { origin: behindName().url })).rejects.toThrow('403');
    await expect(Client.open(behindName(), { origin: 'https://evil.example' })).rejects.toThrow('403');
    for (const origin of [PUBLIC, 'https://ecole.example'])
      (await Client.open(behindName(), { origin })).close();
  });
});

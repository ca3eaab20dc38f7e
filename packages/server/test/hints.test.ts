import type {
  ClassJoinResponse,
  CreateClassResponse,
  CreateTableRequest,
  ErrorMessage,
  JoinResponse,
  TableInfo,
  TeacherView,
} from '@ludimaths/protocol';
import { CLASS_ROUTES, classPath, ROUTES, tablePath } from '@ludimaths/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestServer } from './support';
import { api, Client, createTable, removeServer, serverForTests, testServer } from './support';

const server = serverForTests({ limits: { messagesPerSecond: 1000 } });

/** Two people at a started Zigzag table, with `hints` as the creator chose (or the default). */
async function twoPeople(node: { url: string }, hints?: boolean) {
  const created = await createTable(node, {
    game: 'zigzag',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    ...(hints === undefined ? {} : { hints }),
  });
  const joined = (await api<JoinResponse>(node, ROUTES.join, { code: created.code })).body;
  const host = await Client.hello(node, created.table.id, created.credential);
  const guest = await Client.hello(node, created.table.id, joined.credential);
  host.send({ type: 'start' });
  await host.next('state');
  await guest.next('state');
  return { created, host, guest };
}

const hintsSeen = (client: Client) => (used: readonly number[]) =>
  client.until(() => {
    const lobby = client.received.filter((m) => m.type === 'lobby').at(-1);
    const hints = lobby?.type === 'lobby' ? lobby.table.hints : undefined;
    return hints && JSON.stringify(hints.used) === JSON.stringify(used) ? hints : undefined;
  }, `hints used ${used}`);

describe('hints at an online table', () => {
  it('are off by default between people only, and the creator may decide otherwise', async () => {
    const allowed = async (seats: CreateTableRequest['seats']) => {
      const made = await createTable(server(), { game: 'zigzag', seats });
      return made.table.hints?.allowed;
    };
    expect(await allowed([{ kind: 'human' }, { kind: 'human' }])).toBe(false);
    expect(await allowed([{ kind: 'human' }, { kind: 'computer', level: 'facile' }])).toBe(true);
    const solo = await createTable(server(), { game: 'finito', seats: [{ kind: 'human' }] });
    expect(solo.table.hints?.allowed).toBe(true);
    const chosen = await createTable(server(), {
      game: 'zigzag',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      hints: true,
    });
    expect(chosen.table.hints).toEqual({ allowed: true, used: [0, 0] });
    // Everyone reading the table learns the setting too.
    const read = await api<TableInfo>(server(), tablePath(chosen.table.id));
    expect(read.body.hints?.allowed).toBe(true);
  });

  it('are refused where the creator forbade them, and nothing is counted', async () => {
    const { created, host, guest } = await twoPeople(server());
    host.send({ type: 'hint-used' });
    const refused = await host.next('error');
    expect(refused.error.code).toBe('hints-off');
    const info = (await api<TableInfo>(server(), tablePath(created.table.id))).body;
    expect(info.hints).toEqual({ allowed: false, used: [0, 0] });
    host.close();
    guest.close();
  });

  it('are counted per seat and told to every seat and spectator when allowed', async () => {
    const { created, host, guest } = await twoPeople(server(), true);
    const watcher = await Client.hello(server(), created.table.id);
    guest.send({ type: 'hint-used' });
    for (const c of [host, guest, watcher]) await hintsSeen(c)([0, 1]);
    guest.send({ type: 'hint-used' });
    host.send({ type: 'hint-used' });
    for (const c of [host, guest, watcher]) await hintsSeen(c)([1, 2]);
    // A spectator holds no seat: it cannot count a hint for anyone.
    watcher.send({ type: 'hint-used' });
    expect((await watcher.next('error')).error.code).toBe('not-seated');
    expect((await api<TableInfo>(server(), tablePath(created.table.id))).body.hints?.used).toEqual([1, 2]);
    for (const c of [host, guest, watcher]) c.close();
  });
});

describe('hints stored with the table', () => {
  let first: TestServer | undefined;
  let second: TestServer | undefined;
  afterAll(async () => {
    // The second server opened the first one's data (folder or schema): removing it removes both.
    const last = second ?? first;
    if (last) await removeServer(last).catch(() => undefined);
  });

  it('keeps the setting and the counts when another server takes the table over', async () => {
    first = await testServer();
    const { created, host, guest } = await twoPeople(first, true);
    host.send({ type: 'hint-used' });
    await hintsSeen(guest)([1, 0]);
    host.close();
    guest.close();
    await first.close();
    const { dataDir, databaseUrl, redisUrl, databaseSchema } = first.config;
    second = await testServer({ dataDir, databaseUrl, redisUrl, databaseSchema });
    const info = (await api<TableInfo>(second, tablePath(created.table.id))).body;
    expect(info.hints).toEqual({ allowed: true, used: [1, 0] });
  });
});

/** A request with the teacher's secret as a bearer token. */
async function teacher<T>(secret: string, path: string, body?: unknown) {
  const response = await fetch(`${server().url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${secret}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** A séance of solo Finito with the given rules, one pupil seated at a started round's table. */
async function seance(rules: { hints?: boolean; turnLimitMs?: number }) {
  const created = (
    await api<CreateClassResponse>(server(), CLASS_ROUTES.create, {
      game: 'finito',
      groupSize: 1,
      fill: false,
      level: 'fort',
      ...rules,
    })
  ).body;
  const pupil = (
    await api<ClassJoinResponse>(server(), CLASS_ROUTES.join, { code: created.code, name: 'Ana' })
  ).body;
  const started = await teacher<TeacherView>(created.secret, classPath('actions', created.classId), {
    type: 'start-round',
  });
  const tableId = started.groups[0]?.table?.id as string;
  const player = await Client.hello(server(), tableId, pupil.credential);
  return { created, pupil, tableId, player };
}

describe('the séance’s rules', () => {
  it('are the teacher’s: hints, level and turn limit on every table, and hints counted per pupil', async () => {
    const { created, pupil, player } = await seance({ hints: true, turnLimitMs: 90_000 });
    const view = await teacher<TeacherView>(created.secret, classPath('session', created.classId));
    expect([view.hints, view.level, view.turnLimitMs]).toEqual([true, 'fort', 90_000]);
    const state = await player.until(() => player.lastState());
    // The turn limit reaches the table: the acting pupil's state carries its clock.
    expect(state.deadlineMs).toBeGreaterThan(0);
    player.send({ type: 'hint-used' });
    await hintsSeen(player)([1]);
    const after = await teacher<TeacherView>(created.secret, classPath('session', created.classId));
    expect(after.pupils.find((p) => p.id === pupil.pupilId)?.hints).toBe(1);
    player.close();
  });

  it('forbid hints unless the teacher allows them, with no turn limit by default', async () => {
    const { created, pupil, tableId, player } = await seance({});
    const view = await teacher<TeacherView>(created.secret, classPath('session', created.classId));
    expect([view.hints, view.turnLimitMs]).toEqual([false, null]);
    const state = await player.until(() => player.lastState());
    expect(state.deadlineMs).toBeUndefined();
    player.send({ type: 'hint-used' });
    expect(((await player.next('error')) as ErrorMessage).error.code).toBe('hints-off');
    const info = (await api<TableInfo>(server(), tablePath(tableId))).body;
    expect(info.hints).toEqual({ allowed: false, used: [0] });
    const after = await teacher<TeacherView>(created.secret, classPath('session', created.classId));
    expect(after.pupils.find((p) => p.id === pupil.pupilId)?.hints).toBe(0);
    player.close();
  });
});

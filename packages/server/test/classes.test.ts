import type { AnyGame } from '@ludimaths/engine';
import { games, Match, uniformChance } from '@ludimaths/engine';
import type {
  ClassJoinResponse,
  ClassMessage,
  CreateClassResponse,
  TableInfo,
  TeacherView,
} from '@ludimaths/protocol';
import {
  CLASS_ROUTES,
  CLOSE_CODES,
  classPath,
  classView,
  ROUTES,
  recordPath,
  tablePath,
} from '@ludimaths/protocol';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ON_POSTGRES } from './stores';
import { api, Client, playToEnd, removeServer, serverForTests, testServer } from './support';

// Pupils here answer as fast as the socket allows: more than the default 20 messages a second.
const server = serverForTests({ limits: { messagesPerSecond: 1000 } });

/** A request with the teacher's secret (or any credential) as a bearer token. */
async function teacher<T = unknown>(
  secret: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
) {
  const response = await fetch(`${server().url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      authorization: `Bearer ${secret}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : new Uint8Array(await response.arrayBuffer());
  return { status: response.status, body: body as T };
}

async function createClass(groupSize = 2, node: { url: string } = server()) {
  const { status, body } = await api<CreateClassResponse>(node, CLASS_ROUTES.create, {
    game: 'piste',
    options: { board: 'petite' },
    groupSize,
    fill: true,
    level: 'facile',
  });
  expect(status).toBe(201);
  return body;
}

async function join(code: string, name: string, node: { url: string } = server()) {
  const { status, body } = await api<ClassJoinResponse>(node, CLASS_ROUTES.join, { code, name });
  expect(status).toBe(200);
  return body;
}

/** Follows a class over the WebSocket; `view()` is the latest view received. */
async function follow(classId: string, credential: string) {
  const client = await Client.open(server());
  client.send({ type: 'class-hello', classId, credential });
  await client.next('class');
  const view = () => (client.received.filter((m) => m.type === 'class').at(-1) as ClassMessage).view;
  return { client, view };
}

describe('class sessions', () => {
  it('refuses hostile input at the edge with a clear error', async () => {
    const bad = await api<{ error: { code: string; message: string } }>(server(), CLASS_ROUTES.create, {
      game: 'piste',
      groupSize: 5,
      fill: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/groupSize/);
    const unknown = await api<{ error: { code: string } }>(server(), CLASS_ROUTES.create, {
      game: 'chess',
      groupSize: 2,
      fill: false,
    });
    expect(unknown.body.error.code).toBe('unknown-game');
    // An id naming one of Object's own members is no game either (it used to answer 500).
    const inherited = await api<{ error: { code: string } }>(server(), CLASS_ROUTES.create, {
      game: 'constructor',
      groupSize: 2,
      fill: false,
    });
    expect([inherited.status, inherited.body.error.code]).toEqual([400, 'unknown-game']);
    const tooMany = await api<{ error: { code: string } }>(server(), CLASS_ROUTES.create, {
      game: 'zigzag',
      groupSize: 4,
      fill: false,
    });
    expect(tooMany.body.error.code).toBe('bad-options');
    const created = await createClass();
    const control = await api<{ error: { code: string } }>(server(), CLASS_ROUTES.join, {
      code: created.code,
      name: 'a\u0000b',
    });
    expect(control.status).toBe(400);
    const noCode = await api<{ error: { code: string } }>(server(), CLASS_ROUTES.join, {
      code: 'ACDEFG',
      name: 'Zoé',
    });
    expect([404, 200]).toContain(noCode.status);
    const action = await teacher<{ error: { code: string } }>(
      created.secret,
      classPath('actions', created.classId),
      {
        body: { type: 'explode' },
      },
    );
    expect(action.status).toBe(400);
    expect(action.body.error.code).toBe('bad-message');
  });

  it('seats pupils by group, moves one, plays a round to the end, and reports results from the records', async () => {
    const created = await createClass();
    expect(created.code).toMatch(/^[ACDEFGHJKMNPQRTWXY34679]{6}$/);
    expect(created.retentionDays).toBe(7);
    // The code is forgiving: lower case and a dash.
    const ana = await join(`${created.code.slice(0, 3).toLowerCase()}-${created.code.slice(3)}`, 'Ana');
    const bea = await join(created.code, 'Béa');
    const cyr = await join(created.code, 'Cyr');
    const secret = created.secret;
    const path = classPath('session', created.classId);

    // A pupil's credential never grants the teacher's rights; neither does no credential.
    expect((await teacher(ana.credential, path)).status).toBe(403);
    expect((await api(server(), path)).status).toBe(403);
    const start = await teacher<TeacherView>(secret, path);
    expect(start.body.groups.map((g) => g.pupils)).toEqual([[ana.pupilId, bea.pupilId], [cyr.pupilId]]);
    expect(start.body.expiresAt - start.body.createdAt).toBe(7 * 24 * 3600 * 1000);

    const dashboard = await follow(created.classId, secret);
    expect(classView.parse(dashboard.view()).role).toBe('teacher');
    // No credential, nor its hash, ever leaves the server in a view.
    const shown = JSON.stringify(dashboard.view());
    for (const secretText of [secret, ana.credential, bea.credential, cyr.credential, 'tokenHash'])
      expect(shown).not.toContain(secretText);
    // A wrong credential or class on the socket: a documented close.
    const stranger = await Client.open(server());
    stranger.send({ type: 'class-hello', classId: created.classId, credential: 'x'.repeat(32) });
    expect((await stranger.closed).code).toBe(4401);
    const lost = await Client.open(server());
    lost.send({ type: 'class-hello', classId: 'A'.repeat(16), credential: secret });
    expect((await lost.closed).code).toBe(4404);
    // A pupil's class connection cannot act.
    const cyrClass = await follow(created.classId, cyr.credential);
    cyrClass.client.send({ type: 'start' });
    await cyrClass.client.next('error');

    // Ana moves to Cyr's group, before the round.
    const moved = await teacher<TeacherView>(secret, classPath('actions', created.classId), {
      body: { type: 'move', pupil: ana.pupilId, group: 1 },
    });
    expect(moved.body.groups.map((g) => g.pupils)).toEqual([[bea.pupilId], [cyr.pupilId, ana.pupilId]]);

    const started = await teacher<TeacherView>(secret, classPath('actions', created.classId), {
      body: { type: 'start-round' },
    });
    expect(started.status).toBe(200);
    expect(started.body.phase).toBe('playing');
    const late = await teacher<{ error: { code: string } }>(secret, classPath('actions', created.classId), {
      body: { type: 'move', pupil: ana.pupilId, group: 0 },
    });
    expect(late.body.error.code).toBe('round-running');

    // Each pupil hears of their table and sits there with their class credential.
    const cyrView = await cyrClass.client.until(() => {
      const v = cyrClass.view();
      return v.role === 'pupil' && v.tableId ? v : undefined;
    });
    if (cyrView.role !== 'pupil' || !cyrView.tableId) throw new Error('no table');
    const tables = started.body.groups.map((g) => g.table?.id as string);
    expect(tables).toContain(cyrView.tableId);
    // Béa plays with a computer (the class fills groups), Cyr and Ana together.
    expect(started.body.groups[0]?.table?.seats.map((s) => s.kind)).toEqual(['human', 'computer']);

    // Pause: moves are refused until the teacher resumes.
    await teacher(secret, classPath('actions', created.classId), { body: { type: 'pause' } });
    const players = await Promise.all(
      [bea, cyr, ana].map(async (p, i) =>
        Client.hello(server(), tables[i === 0 ? 0 : 1] as string, p.credential),
      ),
    );
    const [beaTable] = players as [Client, Client, Client];
    const state = await beaTable.until(() => beaTable.lastState());
    if (state.legal.length > 0) {
      beaTable.send({ type: 'move', clientMoveId: 'paused-1', expectedSeq: state.seq, move: state.legal[0] });
      const answer = await beaTable.answerTo('paused-1');
      expect(answer.type === 'rejected' && answer.error.code).toBe('paused');
    }
    await teacher(secret, classPath('actions', created.classId), { body: { type: 'resume' } });

    await Promise.all(players.map((c, i) => playToEnd(c, (legal) => legal[0], `p${i}`)));
    // The next game at a class table is the teacher's round, not a rematch.
    beaTable.send({ type: 'rematch' });
    expect((await beaTable.next('error')).error.message).toMatch(/new round/);
    const over = await dashboard.client.until(() => {
      const v = dashboard.view();
      return v.role === 'teacher' && v.groups.every((g) => g.table?.status === 'over') ? v : undefined;
    }, 'every table over on the dashboard');
    expect(over.groups.every((g) => g.table?.winners !== undefined)).toBe(true);

    // Results: what the engine says when it replays each table's record.
    const results = await teacher<{ rows: { pupil: string; played: number; wins: number }[] }>(
      secret,
      classPath('results', created.classId),
    );
    const expected = new Map<string, { played: number; wins: number }>();
    for (const g of over.groups) {
      const record = await api(server(), recordPath(g.table?.id as string));
      const replayed = Match.fromRecord(games.piste as AnyGame, record.body, {
        chance: uniformChance(() => 0),
      });
      if (!replayed.ok) throw new Error(replayed.error.message);
      const outcome = replayed.value.outcome();
      if (outcome.status !== 'over') throw new Error('a finished table replays to an unfinished game');
      g.table?.seats.forEach((s, seat) => {
        if (s.pupil) expected.set(s.pupil, { played: 1, wins: outcome.winners.includes(seat) ? 1 : 0 });
      });
    }
    for (const row of results.body.rows)
      expect({ played: row.played, wins: row.wins }).toEqual(expected.get(row.pupil));

    // Every finished game's record in one archive.
    const zip = await teacher<Uint8Array>(secret, classPath('records', created.classId));
    const files = unzipSync(zip.body);
    expect(Object.keys(files)).toHaveLength(2);
    for (const file of Object.values(files)) expect(JSON.parse(strFromU8(file)).game).toBe('piste');

    // A new round with the same groups: gathering, then new tables.
    const again = await teacher<TeacherView>(secret, classPath('actions', created.classId), {
      body: { type: 'new-round', groups: 'same' },
    });
    expect(again.body.phase).toBe('gathering');
    const second = await teacher<TeacherView>(secret, classPath('actions', created.classId), {
      body: { type: 'start-round' },
    });
    expect(second.body.round).toBe(2);
    expect(second.body.groups.map((g) => g.table?.id)).not.toContain(tables[0]);

    // Deleted at once: the class, its tables and its records are gone.
    expect((await teacher(secret, path, { method: 'DELETE' })).status).toBe(204);
    expect((await teacher(secret, path)).status).toBe(404);
    expect((await api(server(), recordPath(tables[0] as string))).status).toBe(404);
    for (const c of [...players, dashboard.client, cyrClass.client]) c.close();
  });

  it('shows every table’s progress live on the dashboard, from the public view only', async () => {
    const { status, body: created } = await api<CreateClassResponse>(server(), CLASS_ROUTES.create, {
      game: 'casse-tete',
      groupSize: 2,
      fill: false,
    });
    expect(status).toBe(201);
    const pupils = [await join(created.code, 'Ana'), await join(created.code, 'Béa')];
    const dashboard = await follow(created.classId, created.secret);
    const started = await teacher<TeacherView>(created.secret, classPath('actions', created.classId), {
      body: { type: 'start-round' },
    });
    const tableId = started.body.groups[0]?.table?.id as string;
    const players = await Promise.all(pupils.map((p) => Client.hello(server(), tableId, p.credential)));
    const glance = () => {
      const v = dashboard.view();
      return v.role === 'teacher' ? v.groups[0]?.table?.progress : undefined;
    };
    // Each pupil's hand, as its own view shows it: the dashboard says how many tokens, never which.
    const hands = await Promise.all(
      players.map(async (c) => {
        const state = await c.until(() => c.lastState());
        return (state.view as { hand: number[] }).hand;
      }),
    );
    const first = await dashboard.client.until(() => glance(), 'the table’s progress');
    expect(first.seats.map((s) => s.tokens)).toEqual(hands.map((h) => h.length));
    expect(first.seats.map((s) => s.points)).toEqual([0, 0]);
    expect(first.bank).toBeGreaterThan(0);
    expect(JSON.stringify(dashboard.view())).not.toMatch(/"hand"/);
    // A move: the dashboard follows it.
    const mover = await dashboard.client.until(
      () => players.find((c) => (c.lastState()?.legal.length ?? 0) > 0),
      'a pupil to play',
    );
    const state = mover.lastState();
    if (!state) throw new Error('nobody to play');
    mover.send({ type: 'move', clientMoveId: 'glance-1', expectedSeq: state.seq, move: state.legal[0] });
    expect((await mover.answerTo('glance-1')).type).toBe('ack');
    const moved = await dashboard.client.until(() => {
      const g = glance();
      return g && g.turns > first.turns ? g : undefined;
    }, 'the dashboard after a move');
    expect(moved.turns).toBe(first.turns + 1);
    for (const c of [...players, dashboard.client]) c.close();
  });

  it('deletes names and results once the retention period is over', async () => {
    const created = await createClass(1);
    const pupil = await join(created.code, 'Léo');
    const started = await teacher<TeacherView>(created.secret, classPath('actions', created.classId), {
      body: { type: 'start-round' },
    });
    const tableId = started.body.groups[0]?.table?.id as string;
    expect((await api(server(), ROUTES.table.replace(':tableId', tableId))).status).toBe(200);
    const { classes } = server();
    // Just before its retention runs out it is kept; then it is gone with its table and the pupil's name.
    await classes.purgeExpired(created.expiresAt - 1);
    expect((await teacher(created.secret, classPath('session', created.classId))).status).toBe(200);
    expect(await classes.purgeExpired(created.expiresAt)).toBeGreaterThanOrEqual(1);
    expect((await teacher(created.secret, classPath('session', created.classId))).status).toBe(404);
    expect((await api(server(), ROUTES.table.replace(':tableId', tableId))).status).toBe(404);
    const rejoin = await api<{ error: { code: string } }>(server(), CLASS_ROUTES.join, {
      code: created.code,
      name: 'Léo',
    });
    expect(rejoin.body.error.code).toBe('unknown-code');
    void pupil;
  });

  it('starts a round once however many starts arrive together, on one node or (PostgreSQL) two', async () => {
    const first = await testServer();
    const other = ON_POSTGRES ? await testServer({ databaseSchema: first.config.databaseSchema }) : null;
    try {
      const created = await createClass(2, first);
      for (const name of ['Ana', 'Béa', 'Cyr']) await join(created.code, name, first);
      const start = (node: { url: string }) =>
        fetch(`${node.url}${classPath('actions', created.classId)}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${created.secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'start-round' }),
        }).then(async (r) => ({ status: r.status, body: await r.json() }));
      const answers = await Promise.all([start(first), start(other ?? first), start(first)]);
      const started = answers.filter((a) => a.status === 200).map((a) => a.body as TeacherView);
      expect(started).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 200))
        expect((refused.body as { error: { code: string } }).error.code).toBe('round-running');
      const session = await fetch(`${first.url}${classPath('session', created.classId)}`, {
        headers: { authorization: `Bearer ${created.secret}` },
      });
      const view = (await session.json()) as TeacherView;
      expect(view.round).toBe(1);
      // Every table of the one round exists, and no other was stored.
      const ids = view.groups.map((g) => g.table?.id);
      expect(ids).toEqual(started[0]?.groups.map((g) => g.table?.id));
      for (const id of ids) expect((await api(first, recordPath(id as string))).status).not.toBe(404);
    } finally {
      await other?.close();
      await removeServer(first);
    }
  });

  // Each join is a compare-and-set of the class: two nodes taking joins together conflict often, and
  // three tries used to run out (500 for 4 joins of 40).
  it.skipIf(!ON_POSTGRES)('seats every pupil of forty joining at once through two nodes', async () => {
    const first = await testServer();
    const second = await testServer({ databaseSchema: first.config.databaseSchema });
    try {
      const created = await createClass(4, first);
      const names = Array.from({ length: 40 }, (_, i) => `Élève ${i + 1}`);
      const answers = await Promise.all(
        names.map((name, i) => api(i % 2 ? second : first, CLASS_ROUTES.join, { code: created.code, name })),
      );
      expect(answers.map((a) => a.status)).toEqual(names.map(() => 200));
      // The joins stored through the second node reach the first one's copy a moment later.
      const seated = async () => {
        const session = await fetch(`${first.url}${classPath('session', created.classId)}`, {
          headers: { authorization: `Bearer ${created.secret}` },
        });
        return ((await session.json()) as TeacherView).pupils.map((p) => p.name).sort();
      };
      let pupils = await seated();
      for (let i = 0; i < 100 && pupils.length < names.length; i++) {
        await new Promise((r) => setTimeout(r, 20));
        pupils = await seated();
      }
      expect(pupils).toEqual([...names].sort());
    } finally {
      await second.close();
      await removeServer(first);
    }
  });

  it.skipIf(!ON_POSTGRES)(
    'on two nodes, a pupil on one hears of the round its teacher started on the other',
    async () => {
      const first = await testServer();
      const second = await testServer({ databaseSchema: first.config.databaseSchema });
      try {
        const created = await api<CreateClassResponse>(first, CLASS_ROUTES.create, {
          game: 'piste',
          options: { board: 'petite' },
          groupSize: 1,
          fill: true,
        });
        expect(created.status).toBe(201);
        const teacherSocket = await Client.open(first);
        teacherSocket.send({
          type: 'class-hello',
          classId: created.body.classId,
          credential: created.body.secret,
        });
        const joined = await api<ClassJoinResponse>(second, CLASS_ROUTES.join, {
          code: created.body.code,
          name: 'Noé',
        });
        const pupilSocket = await Client.open(second);
        pupilSocket.send({
          type: 'class-hello',
          classId: created.body.classId,
          credential: joined.body.credential,
        });
        // The join, stored through the second node, reaches the teacher's dashboard on the first,
        // and so does the pupil's connection to the second node.
        expect(joined.status).toBe(200);
        const connected = (yes: boolean) =>
          teacherSocket.until(
            () => {
              const last = teacherSocket.received.filter((m) => m.type === 'class').at(-1);
              const pupil =
                last?.type === 'class' && last.view.role === 'teacher' ? last.view.pupils[0] : undefined;
              return pupil?.connected === yes ? true : undefined;
            },
            `the pupil shown ${yes ? 'connected' : 'away'}`,
          );
        await connected(true);
        const response = await fetch(`${first.url}${classPath('actions', created.body.classId)}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${created.body.secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'start-round' }),
        });
        expect(response.status).toBe(200);
        const seated = await pupilSocket.until(() =>
          pupilSocket.received.find(
            (m) => m.type === 'class' && m.view.role === 'pupil' && m.view.tableId !== null,
          ),
        );
        expect(seated.type === 'class' && seated.view.role === 'pupil' && seated.view.seat).toBe(0);
        pupilSocket.close();
        await connected(false);
        teacherSocket.close();
      } finally {
        await second.close();
        await removeServer(first);
      }
    },
  );

  it('lets sixty pupils join within a minute from one address, and still limits codes and guesses', async () => {
    const created = await createClass();
    // Every join comes from this test's one address, as a school's tablets do.
    const joined = await Promise.all(
      Array.from({ length: 60 }, (_, i) => join(created.code, `Élève ${i + 1}`)),
    );
    expect(new Set(joined.map((j) => j.pupilId)).size).toBe(60);
    const more = await api<{ error: { code: string } }>(server(), CLASS_ROUTES.join, {
      code: created.code,
      name: 'Soixante-et-un',
    });
    expect(more.body.error.code).toBe('class-full');

    const limited = await testServer({
      limits: { classCodeJoinsPerMinute: 3, classJoinsPerMinute: 4, joinsPerMinute: 2 },
    });
    try {
      const first = await createClass(2, limited);
      const second = await createClass(2, limited);
      for (const name of ['Ana', 'Béa', 'Cyr']) await join(first.code, name, limited);
      const byCode = await api<{ error: { code: string; message: string } }>(limited, CLASS_ROUTES.join, {
        code: first.code,
        name: 'Dan',
      });
      expect(byCode.status).toBe(429);
      expect(byCode.body.error.message).toMatch(/this class/);
      const byAddress = await api<{ error: { message: string } }>(limited, CLASS_ROUTES.join, {
        code: second.code,
        name: 'Eva',
      });
      expect(byAddress.status).toBe(429);
      expect(byAddress.body.error.message).toMatch(/this address/);
    } finally {
      await removeServer(limited);
    }

    const guarded = await testServer({ limits: { joinsPerMinute: 2 } });
    try {
      const real = await createClass(2, guarded);
      for (const code of ['ACDEFG', 'GFEDCA']) {
        const guess = await api(guarded, CLASS_ROUTES.join, { code, name: 'Max' });
        expect(guess.status).toBe(real.code === code ? 200 : 404);
      }
      // Two wrong codes spent the address's guesses: even the right one waits now.
      const after = await api<{ error: { message: string } }>(guarded, CLASS_ROUTES.join, {
        code: real.code,
        name: 'Max',
      });
      expect(after.status).toBe(429);
      expect(after.body.error.message).toMatch(/unknown codes/);
    } finally {
      await removeServer(guarded);
    }
  });

  it('refuses joins beyond the expected count; a removed pupil’s credential stops working; rename', async () => {
    const created = await createClass();
    const { secret, classId } = created;
    const act = (body: unknown) => teacher<TeacherView>(secret, classPath('actions', classId), { body });
    expect((await act({ type: 'expect', pupils: 3 })).body.expected).toBe(3);
    const ana = await join(created.code, 'Ana');
    const bea = await join(created.code, 'Béa');
    const cyr = await join(created.code, 'Cyr');
    const full = await api<{ error: { code: string; message: string } }>(server(), CLASS_ROUTES.join, {
      code: created.code,
      name: 'Intrus',
    });
    expect(full.status).toBe(409);
    expect(full.body.error).toMatchObject({
      code: 'class-full',
      message: expect.stringMatching(/expects 3/),
    });

    // Removing Cyr closes Cyr's connection and refuses the credential from then on; a place is free.
    const cyrSocket = await follow(classId, cyr.credential);
    const removed = await act({ type: 'remove', pupil: cyr.pupilId });
    expect(removed.body.pupils.map((p) => p.name)).toEqual(['Ana', 'Béa']);
    expect((await cyrSocket.client.closed).code).toBe(CLOSE_CODES.badCredential);
    const again = await Client.open(server());
    again.send({ type: 'class-hello', classId, credential: cyr.credential });
    expect((await again.next('error')).error.code).toBe('bad-credential');
    expect((await again.closed).code).toBe(CLOSE_CODES.badCredential);
    const dan = await join(created.code, 'Dan');
    expect((await act({ type: 'remove', pupil: cyr.pupilId })).body).toMatchObject({
      error: { code: 'unknown-pupil' },
    });

    const renamed = await act({ type: 'rename', pupil: ana.pupilId, name: 'Anaïs' });
    expect(renamed.body.pupils.map((p) => p.name)).toEqual(['Anaïs', 'Béa', 'Dan']);

    // During a round: the rename reaches the table, and a removed pupil's seat goes to a computer.
    const round = await act({ type: 'start-round' });
    const tableId = round.body.groups[0]?.table?.id as string;
    expect(round.body.groups[0]?.pupils).toEqual([ana.pupilId, bea.pupilId]);
    const beaAtTable = await Client.hello(server(), tableId, bea.credential);
    await act({ type: 'rename', pupil: ana.pupilId, name: 'Ana' });
    await act({ type: 'remove', pupil: bea.pupilId });
    expect((await beaAtTable.closed).code).toBe(CLOSE_CODES.badCredential);
    const refused = await Client.open(server());
    refused.send({ type: 'hello', tableId, credential: bea.credential });
    expect((await refused.next('error')).error.code).toBe('bad-credential');
    const info = await api<TableInfo>(server(), tablePath(tableId));
    expect(info.body.seats.map((s) => [s.name, s.kind])).toEqual([
      ['Ana', 'human'],
      [null, 'computer'],
    ]);
    const view = await teacher<TeacherView>(secret, classPath('session', classId));
    expect(view.body.groups[0]?.table?.seats.map((s) => s.pupil)).toEqual([ana.pupilId, null]);
    void dan;
  });

  it.skipIf(!ON_POSTGRES)(
    'on two nodes, a removal closes the pupil’s connection on the other one',
    async () => {
      const first = await testServer();
      const second = await testServer({ databaseSchema: first.config.databaseSchema });
      try {
        const created = await createClass(2, first);
        const ana = await join(created.code, 'Ana', first);
        const pupil = await Client.open(second);
        pupil.send({ type: 'class-hello', classId: created.classId, credential: ana.credential });
        await pupil.next('class');
        const teacherSocket = await Client.open(second);
        teacherSocket.send({ type: 'class-hello', classId: created.classId, credential: created.secret });
        await teacherSocket.next('class');
        const act = (body: unknown) =>
          fetch(`${first.url}${classPath('actions', created.classId)}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${created.secret}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
        expect((await act({ type: 'rename', pupil: ana.pupilId, name: 'Anaïs' })).status).toBe(200);
        await teacherSocket.until(() => {
          const last = teacherSocket.received.filter((m) => m.type === 'class').at(-1);
          return last?.type === 'class' &&
            last.view.role === 'teacher' &&
            last.view.pupils[0]?.name === 'Anaïs'
            ? true
            : undefined;
        }, 'the new name on the other node');
        expect((await act({ type: 'remove', pupil: ana.pupilId })).status).toBe(200);
        expect((await pupil.closed).code).toBe(CLOSE_CODES.badCredential);
        teacherSocket.close();
      } finally {
        await second.close();
        await removeServer(first);
      }
    },
  );
});

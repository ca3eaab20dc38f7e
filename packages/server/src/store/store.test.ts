import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropStore, freshSchema, ON_POSTGRES, openTestStore, storedBytes } from '../../test/stores';
import type { ClassRow, Store, TableRow } from './store';

const table = (id: string, code: string | null = 'ACDEFG'): TableRow => ({
  id,
  game: 'piste',
  options: { board: 'petite' },
  seed: 'seed',
  seats: [
    { name: 'Léa', kind: 'human', tokenHash: 'h0' },
    { name: null, kind: 'computer', level: 'fort', tokenHash: null },
  ],
  hostTokenHash: 'h0',
  code,
  status: 'lobby',
  seq: 0,
  settings: { autoStart: false },
  deadlines: {},
  lobbyVersion: 0,
  rematchOf: null,
  createdAt: 1,
  updatedAt: 1,
});

/** A class session still gathering its pupils. */
const gathering: ClassRow = {
  id: 'c1',
  code: 'KMNPQR',
  teacherTokenHash: 'teacher',
  version: 0,
  createdAt: 1,
  expiresAt: 2,
  data: {
    game: 'piste',
    options: { board: 'petite' },
    groupSize: 2,
    fill: true,
    level: 'moyen',
    status: 'open',
    phase: 'gathering',
    paused: false,
    pupils: [],
    groups: [[]],
    waiting: [],
    rounds: [],
  },
};

describe(`the ${ON_POSTGRES ? 'PostgreSQL' : 'SQLite'} store`, () => {
  let dir: string;
  let schema: string;
  let store: Store;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ludimaths-store-'));
    schema = freshSchema();
    store = await openTestStore(dir, schema);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
    await dropStore({ databaseSchema: schema });
  });

  it('stores a table and finds it by its live code', async () => {
    await store.createTable(table('t1'));
    expect(await store.tableIdByCode('ACDEFG')).toBe('t1');
    expect(await store.updateLobby('t1', { code: null, status: 'playing' }, 5, 0)).toBe(true);
    expect(await store.tableIdByCode('ACDEFG')).toBeUndefined();
    const loaded = await store.loadTable('t1');
    expect(loaded?.table).toMatchObject({
      status: 'playing',
      code: null,
      updatedAt: 5,
      options: { board: 'petite' },
    });
  });

  it('appends steps with a compare-and-set on the sequence number', async () => {
    await store.createTable(table('t1'));
    expect(
      await store.appendSteps('t1', 0, [{ chance: 3 }, { chance: 5 }], { clientMoveId: null, now: 2 }),
    ).toEqual({
      kind: 'stored',
      seq: 2,
    });
    expect(
      await store.appendSteps('t1', 2, [{ seat: 0, move: { kind: 'roll', dice: 2 } }], {
        clientMoveId: 'm1',
        now: 3,
      }),
    ).toEqual({
      kind: 'stored',
      seq: 3,
    });
    // A second writer at the same seq loses and learns where the table is.
    expect(await store.appendSteps('t1', 2, [{ chance: 1 }], { clientMoveId: null, now: 4 })).toEqual({
      kind: 'conflict',
      seq: 3,
    });
    // The same client move id is recognised, whatever seq it claims.
    expect(await store.appendSteps('t1', 3, [{ chance: 1 }], { clientMoveId: 'm1', now: 4 })).toEqual({
      kind: 'duplicate',
      seq: 3,
    });
    const loaded = await store.loadTable('t1');
    expect(loaded?.table.seq).toBe(3);
    expect(loaded?.steps.map((s) => [s.seq, s.clientMoveId])).toEqual([
      [1, null],
      [2, null],
      [3, 'm1'],
    ]);
  });

  it('stores the turn clocks with the steps that start them, and keeps them otherwise', async () => {
    await store.createTable(table('t1'));
    expect((await store.loadTable('t1'))?.table.deadlines).toEqual({});
    await store.appendSteps('t1', 0, [{ chance: 2 }], { clientMoveId: null, now: 2, deadlines: { 0: 9000 } });
    expect((await store.loadTable('t1'))?.table.deadlines).toEqual({ 0: 9000 });
    // Steps that leave the clocks alone (none given), then a move that hands the turn over.
    await store.appendSteps('t1', 1, [{ chance: 3 }], { clientMoveId: null, now: 3 });
    expect((await store.loadTable('t1'))?.table.deadlines).toEqual({ 0: 9000 });
    await store.appendSteps('t1', 2, [{ seat: 0, move: 'x' }], {
      clientMoveId: 'm',
      now: 4,
      deadlines: { 1: 9500 },
    });
    expect((await store.loadTable('t1'))?.table.deadlines).toEqual({ 1: 9500 });
    // A refused write changes nothing, clocks included.
    await store.appendSteps('t1', 2, [{ chance: 1 }], { clientMoveId: null, now: 5, deadlines: {} });
    expect((await store.loadTable('t1'))?.table.deadlines).toEqual({ 1: 9500 });
  });

  it('stores a lobby change only on the lobby version it was decided on', async () => {
    await store.createTable(table('t1'));
    const lea = { name: 'Léa', kind: 'human', tokenHash: 'h0' } as const;
    const tom = { name: 'Tom', kind: 'human', tokenHash: 'h1' } as const;
    const zoe = { name: 'Zoé', kind: 'human', tokenHash: 'h2' } as const;
    // Two nodes give the free seat away, both having read version 0: the second one is refused.
    expect(await store.updateLobby('t1', { seats: [lea, tom] }, 2, 0)).toBe(true);
    expect(await store.updateLobby('t1', { seats: [lea, zoe] }, 2, 0)).toBe(false);
    const loaded = await store.loadTable('t1');
    expect(loaded?.table.seats).toEqual([lea, tom]);
    expect(loaded?.table.lobbyVersion).toBe(1);
    expect(await store.updateLobby('t1', { status: 'playing' }, 3, 1)).toBe(true);
    expect((await store.loadTable('t1'))?.table).toMatchObject({ status: 'playing', lobbyVersion: 2 });
  });

  it('stores a round’s tables with the class’s compare-and-set, or none of them', async () => {
    await store.createClass(gathering);
    // Two starts decided on version 0 (two clicks, two nodes): the first stores its round and table.
    const start = (id: string): ClassRow => ({
      ...gathering,
      version: 1,
      data: { ...gathering.data, phase: 'playing', rounds: [{ tables: [{ id, pupils: [] }] }] },
    });
    expect(await store.saveClass(start('first'), [table('first', null)])).toBe(true);
    expect(await store.saveClass(start('second'), [table('second', null)])).toBe(false);
    expect((await store.loadClass('c1'))?.data.rounds).toEqual([{ tables: [{ id: 'first', pupils: [] }] }]);
    expect(await store.loadTable('first')).toBeDefined();
    expect(await store.loadTable('second')).toBeUndefined();

    // The teacher's expected count, a rename and a removal are stored with the class, once.
    const stored = (await store.loadClass('c1')) as ClassRow;
    const ana = { id: 'pupilAna', name: 'Anaïs', tokenHash: 'hAna' };
    const managed: ClassRow = {
      ...stored,
      version: 2,
      data: { ...stored.data, expected: 24, pupils: [ana], groups: [['pupilAna']] },
    };
    expect(await store.saveClass(managed)).toBe(true);
    expect(await store.saveClass({ ...managed, data: { ...managed.data, pupils: [] } })).toBe(false);
    const loaded = await store.loadClass('c1');
    expect(loaded?.data).toMatchObject({ expected: 24, pupils: [ana], groups: [['pupilAna']] });
    expect(loaded?.version).toBe(2);
  });

  it('lets a finished table have one rematch only', async () => {
    await store.createTable(table('t1'));
    expect(await store.rematchIdOf('t1')).toBeUndefined();
    await store.createTable({ ...table('t2', null), rematchOf: 't1' });
    await expect(store.createTable({ ...table('t3', null), rematchOf: 't1' })).rejects.toThrow();
    expect(await store.rematchIdOf('t1')).toBe('t2');
    expect((await store.loadTable('t2'))?.table.rematchOf).toBe('t1');
    expect(await store.loadTable('t3')).toBeUndefined();
  });

  it('keeps two tables apart and lists the active ones', async () => {
    await store.createTable(table('t1'));
    await store.createTable(table('t2', 'HJKMNP'));
    await store.appendSteps('t1', 0, [{ chance: 1 }], { clientMoveId: 'same', now: 10 });
    expect((await store.appendSteps('t2', 0, [{ chance: 1 }], { clientMoveId: 'same', now: 10 })).kind).toBe(
      'stored',
    );
    await store.updateLobby('t2', { status: 'over' }, 11, 0);
    expect(await store.activeTableIds(0)).toEqual(['t1']);
    expect(await store.activeTableIds(11)).toEqual([]);
  });

  it('reopens the same data with its steps', async () => {
    await store.createTable(table('t1'));
    await store.appendSteps('t1', 0, [{ chance: 4 }], { clientMoveId: null, now: 2 });
    await store.close();
    store = await openTestStore(dir, schema);
    expect((await store.loadTable('t1'))?.steps).toEqual([
      { seq: 1, step: { chance: 4 }, clientMoveId: null },
    ]);
  });

  it('leaves no pupil’s name in its files once a class is deleted', async () => {
    const withPupils = (id: string, name: string): ClassRow => ({
      ...gathering,
      id,
      code: id === 'c1' ? 'KMNPQR' : 'HJKMNP',
      data: { ...gathering.data, pupils: [{ id: 'p1', name, tokenHash: 'h' }] },
    });
    const seated = (id: string, name: string): TableRow => ({
      ...table(id, null),
      seats: [{ name, kind: 'human', tokenHash: 'h0' }, ...table(id).seats.slice(1)],
    });
    await store.createClass(withPupils('c1', 'Zéphyrine'));
    await store.createTable(seated('t1', 'Zéphyrine'));
    await store.createClass(withPupils('c2', 'Anatole'));
    await store.createTable(seated('t2', 'Anatole'));
    // Renamed once: the first version of the row is deleted content too.
    await store.saveClass({ ...withPupils('c1', 'Zéphyrine-Aude'), version: 1 });
    const before = await storedBytes(dir, schema);
    expect(before.includes('Zéphyrine')).toBe(true);
    await store.deleteClass('c1', ['t1']);
    const after = await storedBytes(dir, schema);
    expect(after.includes('Zéphyrine')).toBe(false);
    // The other class is still there, on disk and through the store.
    expect(after.includes('Anatole')).toBe(true);
    expect((await store.loadClass('c2'))?.data.pupils[0]?.name).toBe('Anatole');
    expect((await store.loadTable('t2'))?.table.seats[0]?.name).toBe('Anatole');
  });
});

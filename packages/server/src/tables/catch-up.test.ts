import { randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { uniformChance } from '@ludimaths/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { dropStore, freshSchema, openTestStore } from '../../test/stores';
import { tempDir } from '../../test/support';
import { startedZigzag } from '../../test/tables';
import type { Store } from '../store/store';
import type { TableChange } from './live-table';
import { TableService } from './service';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

/** What each node tells the others (here: recorded, and handed on by the test itself). */
const cluster = (told: TableChange[] = []) => ({
  clustered: true,
  announce: (change: TableChange) => void told.push(change),
  runs: () => true,
});

/** The store as one node sees it, whose next `failures` table reads fail (a database restarting). */
function flaky(store: Store): { store: Store; failNext(count: number): void } {
  let failures = 0;
  const wrapped = new Proxy(store, {
    get(target, property) {
      if (property === 'loadTable' && failures > 0) {
        failures--;
        return () => Promise.reject(new Error('connection terminated'));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { store: wrapped, failNext: (count) => (failures = count) };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

/** The store as one node sees it, whose first table read is answered only on `release` (a slow load). */
function slowFirstLoad(store: Store): { store: Store; read: Promise<void>; release(): void } {
  let calls = 0;
  let release = () => {};
  let markRead = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const read = new Promise<void>((resolve) => (markRead = resolve));
  const wrapped = new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property !== 'loadTable' || calls > 0)
        return typeof value === 'function' ? value.bind(target) : value;
      calls++;
      return async (...args: Parameters<Store['loadTable']>) => {
        const result = await target.loadTable(...args);
        markRead();
        await released;
        return result;
      };
    },
  });
  return { store: wrapped, read, release };
}

/** Two nodes over one store, `there` seeing it through `wrap`; a started zigzag table made `here`. */
async function twoNodes(wrap: (store: Store) => Store) {
  const dir = tempDir();
  const schema = freshSchema();
  const store = await openTestStore(dir, schema);
  const chance = uniformChance(randomInt);
  const told: TableChange[] = [];
  const here = new TableService(store, chance, Date.now, () => {}, 60_000, cluster(told));
  const there = new TableService(wrap(store), chance, Date.now, () => {}, 60_000, cluster());
  cleanup = async () => {
    await Promise.all([here.drain(), there.drain()]);
    await store.close();
    rmSync(dir, { recursive: true, force: true });
    await dropStore({ databaseSchema: schema });
  };
  const table = await startedZigzag(here);
  const match = table.match;
  if (!match) throw new Error('the table did not start');
  /** The seat to play now plays its first legal move, stored `here`. */
  const playOne = async (clientMoveId: string) => {
    const actors = match.actors();
    if (actors.kind !== 'seats') throw new Error('no seat to act');
    const seat = actors.seats[0] as number;
    const played = await table.play(seat, clientMoveId, match.revision, match.legalMoves(seat)[0]);
    expect(played.kind).toBe('stored');
  };
  return { here, there, table, match, told, playOne };
}

describe('a copy of a table on another node', () => {
  it('catches up once the store answers again, when a change arrived while it could not read it', async () => {
    let other: ReturnType<typeof flaky> | undefined;
    const { there, table, match, playOne } = await twoNodes((store) => {
      other = flaky(store);
      return other.store;
    });
    const copy = await there.get(table.id);
    if (!copy?.match || !other) throw new Error('the copy did not load');
    expect(copy.match.revision).toBe(match.revision);
    await playOne('m1');

    // Told with no steps (as after a retried move found stored): the copy must read the store.
    other.failNext(2);
    await expect(there.received({ table: table.id, seq: match.revision })).rejects.toThrow(
      'connection terminated',
    );
    expect(copy.match.revision).toBeLessThan(match.revision);
    await until(() => copy.match?.revision === match.revision);
    expect(copy.match?.state).toEqual(match.state);
  });

  it('hears of a change told while it was still loading the table from an older read', async () => {
    let slow: ReturnType<typeof slowFirstLoad> | undefined;
    const { there, table, match, told, playOne } = await twoNodes((store) => {
      slow = slowFirstLoad(store);
      return slow.store;
    });
    if (!slow) throw new Error('no store');
    // A player reconnects to `there`: the table is read before the move below is stored.
    const loading = there.get(table.id);
    await slow.read;
    const before = match.revision;
    await playOne('m1');
    const change = told.at(-1);
    if (!change) throw new Error('the move was not told to the other nodes');
    const heard = there.received(change);
    slow.release();
    await heard;
    const copy = await loading;
    expect(before).toBeLessThan(match.revision);
    expect(copy?.match?.revision).toBe(match.revision);
    expect(copy?.match?.state).toEqual(match.state);
  });
});

import { randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { uniformChance } from '@ludimaths/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { dropStore, freshSchema, openTestStore } from '../../test/stores';
import { tempDir } from '../../test/support';
import { startedZigzag } from '../../test/tables';
import type { Store } from '../store/store';
import { TableService } from './service';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

const cluster = { clustered: true, announce: () => {}, runs: () => true };

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

describe('a copy of a table on another node', () => {
  it('catches up once the store answers again, when a change arrived while it could not read it', async () => {
    const dir = tempDir();
    const schema = freshSchema();
    const store = await openTestStore(dir, schema);
    const chance = uniformChance(randomInt);
    const here = new TableService(store, chance, Date.now, () => {}, 60_000, cluster);
    const other = flaky(store);
    const there = new TableService(other.store, chance, Date.now, () => {}, 60_000, cluster);
    cleanup = async () => {
      await Promise.all([here.drain(), there.drain()]);
      await store.close();
      rmSync(dir, { recursive: true, force: true });
      await dropStore({ databaseSchema: schema });
    };
    const table = await startedZigzag(here);
    const copy = await there.get(table.id);
    const match = table.match;
    if (!copy?.match || !match) throw new Error('the table did not start');
    expect(copy.match.revision).toBe(match.revision);

    const actors = match.actors();
    if (actors.kind !== 'seats') throw new Error('no seat to act');
    const seat = actors.seats[0] as number;
    const played = await table.play(seat, 'm1', match.revision, match.legalMoves(seat)[0]);
    expect(played.kind).toBe('stored');

    // Told with no steps (as after a retried move found stored): the copy must read the store.
    other.failNext(2);
    await expect(there.received({ table: table.id, seq: match.revision })).rejects.toThrow(
      'connection terminated',
    );
    expect(copy.match.revision).toBeLessThan(match.revision);
    await until(() => copy.match?.revision === match.revision);
    expect(copy.match?.state).toEqual(match.state);
  });
});

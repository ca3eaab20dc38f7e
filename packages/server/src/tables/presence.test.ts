import { randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { uniformChance } from '@ludimaths/engine';
import { CLOSE_CODES } from '@ludimaths/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { dropStore, freshSchema, openTestStore } from '../../test/stores';
import { tempDir } from '../../test/support';
import { startedZigzag } from '../../test/tables';
import type { LiveTable, Member } from './live-table';
import { TableService } from './service';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

/**
 * Two nodes over one store, with no wait before an absent seat may be replaced. `wired`: each
 * node's announcements reach the other (Redis); otherwise they are lost.
 */
async function twoNodes(wired: boolean) {
  const dir = tempDir();
  const schema = freshSchema();
  const store = await openTestStore(dir, schema);
  const chance = uniformChance(randomInt);
  const nodes: TableService[] = [];
  const to = (i: number) => ({
    clustered: true,
    runs: () => true,
    announce: wired
      ? (change: Parameters<TableService['received']>[0]) => void nodes[i]?.received(change)
      : () => {},
  });
  nodes.push(new TableService(store, chance, Date.now, () => {}, 0, to(1)));
  nodes.push(new TableService(store, chance, Date.now, () => {}, 0, to(0)));
  const [here, there] = nodes as [TableService, TableService];
  cleanup = async () => {
    await Promise.all(nodes.map((n) => n.drain()));
    await store.close();
    rmSync(dir, { recursive: true, force: true });
    await dropStore({ databaseSchema: schema });
  };
  const table = await startedZigzag(here);
  const copy = (await there.get(table.id)) as LiveTable;
  return { table, copy };
}

/** Tom's connection (seat 1), recording how it was closed. */
function tom(): Member & { closedWith: number | null } {
  return {
    seat: 1,
    host: false,
    logged: 0,
    closedWith: null,
    send() {},
    close(code) {
      this.closedWith = code;
    },
  };
}

const settled = () => new Promise((r) => setTimeout(r, 20));

describe('a seat connected to another node', () => {
  it('is not handed to a computer while connected there, and is once gone from it', async () => {
    const { table, copy } = await twoNodes(true);
    const connection = tom();
    copy.addMember(connection);
    await settled();
    const refused = await table.replaceAbsent(1);
    expect(refused.ok ? 'replaced' : refused.error.code).toBe('not-absent');
    copy.removeMember(connection);
    await settled();
    expect((await table.replaceAbsent(1)).ok).toBe(true);
    expect(table.row.seats[1]?.kind).toBe('computer');
  });

  it('once handed to a computer anyway (its node was not heard), is told and can no longer move', async () => {
    const { table, copy } = await twoNodes(false);
    const connection = tom();
    copy.addMember(connection);
    expect((await table.replaceAbsent(1)).ok).toBe(true);
    await copy.receive({ table: table.id, seq: table.row.seq, lobby: true });
    expect(connection.closedWith).toBe(CLOSE_CODES.badCredential);
    const move = await copy.play(1, 'late', copy.row.seq, {});
    expect(move.kind === 'refused' ? move.error.code : move.kind).toBe('not-seated');
  });
});

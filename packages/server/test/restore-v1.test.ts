import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { RECORD_VERSION, replay, zigzag } from '@ludimaths/engine';
import Sqlite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ON_POSTGRES } from './stores';
import { api, Client, createTable, playToEnd, tempDir, testServer } from './support';

const FAST_PLAY = { limits: { messagesPerSecond: 10_000 } };

/** A zigzag chance outcome as record format 1 wrote it: bare numbers, the start number as a pair. */
function asVersion1(chance: { kind: string; face?: number; tens?: number; units?: number; label?: number }) {
  if (chance.kind === 'die') return chance.face;
  if (chance.kind === 'start-number') return [chance.tens, chance.units];
  if (chance.kind === 'start-cell') return chance.label;
  return chance;
}

/** Rewrites a table's stored chance steps in version 1's form; returns how many were rewritten. */
function downgradeStoredSteps(dataDir: string, tableId: string): number {
  // The same addon build as the store's (CI's Node 24 run points at its own).
  const nativeBinding = process.env.LUDIMATHS_SQLITE_BINDING;
  const db = new Sqlite(join(dataDir, 'ludimaths.sqlite'), nativeBinding ? { nativeBinding } : {});
  try {
    const rows = db.prepare('SELECT seq, step FROM steps WHERE table_id = ?').all(tableId) as {
      seq: number;
      step: string;
    }[];
    const update = db.prepare('UPDATE steps SET step = ? WHERE table_id = ? AND seq = ?');
    let rewritten = 0;
    for (const row of rows) {
      const step = JSON.parse(row.step);
      if (!('chance' in step)) continue;
      update.run(JSON.stringify({ chance: asVersion1(step.chance) }), tableId, row.seq);
      rewritten++;
    }
    return rewritten;
  } finally {
    db.close();
  }
}

/**
 * The downloaded record is of the version it says: every chance step in version 2's tagged form, and
 * the record replays as it is, with no upgrade.
 */
async function expectTrueVersion2(server: { url: string }, tableId: string): Promise<void> {
  const { status, body } = await api<{ version: number; steps: ({ chance: unknown } | { move: unknown })[] }>(
    server,
    `/api/tables/${tableId}/record`,
  );
  expect(status).toBe(200);
  expect(body.version).toBe(RECORD_VERSION);
  const chances = body.steps.flatMap((s) => ('chance' in s ? [s.chance] : []));
  expect(chances.length).toBeGreaterThan(0);
  for (const chance of chances) expect(chance).toMatchObject({ kind: expect.any(String) });
  const replayed = replay(zigzag, body);
  expect(replayed.ok && replayed.value.steps.length).toBe(body.steps.length);
}

// The rewrite reaches into the SQLite file; the restore it tests is the same on PostgreSQL.
describe.skipIf(ON_POSTGRES)('a table stored before record format 2', () => {
  it('restores with its version-1 chance steps upgraded, and plays on to the end', async () => {
    const dataDir = tempDir();
    try {
      let server = await testServer({ ...FAST_PLAY, dataDir });
      const created = await createTable(server, {
        game: 'zigzag',
        options: {},
        seats: [{ kind: 'human' }, { kind: 'computer', level: 'random' }],
      });
      const tableId = created.table.id;
      const lea = await Client.hello(server, tableId, created.credential);
      lea.send({ type: 'start' });
      for (let n = 0; n < 3; n++) {
        const state = await lea.until(() => {
          const s = lea.lastState();
          return s && s.legal.length > 0 && s.outcome.status === 'running' ? s : undefined;
        }, 'my turn');
        lea.send({ type: 'move', clientMoveId: `m${n}`, expectedSeq: state.seq, move: state.legal[0] });
        await lea.answerTo(`m${n}`);
        await lea.next('state', (m) => m.seq > state.seq);
      }
      const before = lea.lastState()?.seq ?? 0;
      lea.close();
      await server.close();

      expect(downgradeStoredSteps(dataDir, tableId)).toBeGreaterThan(0);
      server = await testServer({ ...FAST_PLAY, dataDir });
      const back = await Client.hello(server, tableId, created.credential);
      expect((await back.next('state')).seq).toBeGreaterThanOrEqual(before);
      await expectTrueVersion2(server, tableId);
      expect((await playToEnd(back, (legal) => legal[0], 'after')).outcome.status).toBe('over');
      await server.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

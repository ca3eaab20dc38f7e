/**
 * A class of 30 tables with the teacher's dashboard open: one server process (embedded store), 60
 * scripted pupils in pairs playing the grande piste with random legal moves over real WebSockets,
 * and one dashboard connection. Reports the dashboard's update latency (a move acknowledged to its
 * pupil → the dashboard showing that table at or past the move), p50/p95/p99, the moves per second,
 * and the dashboard's message rate and size.
 *
 * Usage: npx tsx bench/classroom.ts [--pupils 60] [--seconds 20] [--think-ms 1000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ClassJoinResponse, CreateClassResponse, ServerMessage, TeacherView } from '@ludimaths/protocol';
import { CLASS_ROUTES, classPath } from '@ludimaths/protocol';
import type WebSocket from 'ws';
import { post } from '../packages/server/faults/players';
import { spawnServer } from '../packages/server/src/index';
import type { Load } from './server-load';
import { connect, percentile, seat } from './server-load';

const { values } = parseArgs({
  options: {
    pupils: { type: 'string', default: '60' },
    seconds: { type: 'string', default: '20' },
    'think-ms': { type: 'string', default: '1000' },
  },
});
const pupilCount = Number(values.pupils);
const seconds = Number(values.seconds);
const thinkMs = Number(values['think-ms']);

const dataDir = mkdtempSync(join(tmpdir(), 'ludimaths-bench-class-'));
const server = await spawnServer(dataDir, [
  '--max-creates-per-hour',
  '1000000',
  '--max-connections-per-address',
  '1000000',
  '--max-joins-per-minute',
  '1000000',
  '--max-http-connections-per-address',
  '1000000',
]);
const { url } = server;
const sockets = new Set<WebSocket>();
try {
  const created = await post<CreateClassResponse>(url, CLASS_ROUTES.create, {
    game: 'piste',
    groupSize: 2,
    fill: false,
  });
  const pupils: ClassJoinResponse[] = [];
  for (let i = 0; i < pupilCount; i++)
    pupils.push(
      await post<ClassJoinResponse>(url, CLASS_ROUTES.join, { code: created.code, name: `Élève ${i + 1}` }),
    );

  // The dashboard: every update is read as the teacher's screen would.
  const pending = new Map<string, { seq: number; at: number }[]>();
  const latencies: number[] = [];
  let updates = 0;
  let bytes = 0;
  const dashboard = await connect(url);
  sockets.add(dashboard);
  dashboard.on('message', (data) => {
    const text = String(data);
    const m = JSON.parse(text) as ServerMessage;
    if (m.type !== 'class' || m.view.role !== 'teacher') return;
    updates++;
    bytes += text.length;
    const now = performance.now();
    for (const group of m.view.groups) {
      const table = group.table;
      const waiting = table ? pending.get(table.id) : undefined;
      if (!table || !waiting) continue;
      while (waiting.length > 0 && (waiting[0]?.seq ?? Infinity) <= table.seq) {
        latencies.push(now - (waiting.shift()?.at ?? now));
      }
    }
  });
  dashboard.send(
    JSON.stringify({ type: 'class-hello', classId: created.classId, credential: created.secret }),
  );

  const response = await fetch(`${url}${classPath('actions', created.classId)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${created.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'start-round' }),
  });
  const view = (await response.json()) as TeacherView;
  const tableOf = new Map<string, { id: string; seat: number }>();
  for (const group of view.groups)
    group.table?.seats.forEach((s, i) => {
      if (s.pupil) tableOf.set(s.pupil, { id: group.table?.id as string, seat: i });
    });
  console.log(
    `${view.groups.length} tables, ${pupilCount} pupils, think time ${thinkMs} ms ± 50 %, ${seconds} s`,
  );

  const load: Load = { latencies: [], moves: 0, stopped: false };
  for (const pupil of pupils) {
    const placed = tableOf.get(pupil.pupilId);
    if (!placed) continue;
    const onAck = (seq: number) => {
      const list = pending.get(placed.id) ?? [];
      list.push({ seq, at: performance.now() });
      pending.set(placed.id, list);
    };
    sockets.add(await seat(url, placed.id, pupil.credential, load, thinkMs, () => {}, onAck));
  }
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  load.stopped = true;
  const sorted = [...latencies].sort((a, b) => a - b);
  const p = (q: number) => `${percentile(sorted, q).toFixed(1)} ms`;
  console.log(
    `moves/s ${(load.moves / seconds).toFixed(1)}, ack p50 ${percentile(
      [...load.latencies].sort((a, b) => a - b),
      0.5,
    ).toFixed(1)} ms`,
  );
  console.log(
    `dashboard update latency (ack → dashboard): p50 ${p(0.5)}, p95 ${p(0.95)}, p99 ${p(0.99)}, max ${p(1)} over ${sorted.length} moves`,
  );
  console.log(
    `dashboard messages: ${(updates / seconds).toFixed(1)}/s, ${(bytes / Math.max(1, updates) / 1024).toFixed(1)} KB each`,
  );
} finally {
  for (const s of sockets) s.close();
  server.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

/** Scripted players for the server benchmarks: two-player zigzag tables over real WebSockets. */
import type { ServerMessage } from '@ludimaths/protocol';
import { ROUTES } from '@ludimaths/protocol';
import WebSocket from 'ws';
import { tableForTwo } from '../packages/server/faults/players';

export function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}${ROUTES.socket}`);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

export interface Load {
  latencies: number[];
  moves: number;
  stopped: boolean;
}

/** One seat: whenever its state offers moves, it waits `thinkMs` (jittered), plays one, times the ack. */
export async function seat(
  url: string,
  tableId: string,
  credential: string,
  load: Load,
  thinkMs: number,
  onOver: () => void,
  /** Told of each acknowledged move's step number. */
  onAck: (seq: number) => void = () => {},
) {
  const socket = await connect(url);
  const sentAt = new Map<string, number>();
  let answered = -1;
  let n = 0;
  socket.on('message', (data) => {
    const m = JSON.parse(String(data)) as ServerMessage;
    if (m.type === 'ack') {
      const t = sentAt.get(m.clientMoveId);
      onAck(m.seq);
      if (t !== undefined && !load.stopped) {
        load.latencies.push(performance.now() - t);
        load.moves++;
      }
    } else if (m.type === 'state') {
      if (m.outcome.status === 'over') {
        socket.close();
        onOver();
        return;
      }
      if (m.legal.length === 0 || m.seq === answered) return;
      answered = m.seq;
      const move = m.legal[Math.floor(Math.random() * m.legal.length)];
      setTimeout(
        () => {
          if (load.stopped) return;
          const clientMoveId = `b${n++}`;
          sentAt.set(clientMoveId, performance.now());
          socket.send(JSON.stringify({ type: 'move', clientMoveId, expectedSeq: m.seq, move }));
        },
        thinkMs * (0.5 + Math.random()),
      );
    }
  });
  socket.send(JSON.stringify({ type: 'hello', tableId, credential }));
  return socket;
}

/** A two-player zigzag table of scripted players; a finished table is replaced by a new one. */
export async function table(
  url: string,
  load: Load,
  sockets: Set<WebSocket>,
  thinkMs: number,
): Promise<void> {
  if (load.stopped) return;
  const { tableId, credentials } = await tableForTwo(url, { game: 'zigzag' });
  let over = 0;
  const again = () => {
    if (++over === 2) void table(url, load, sockets, thinkMs);
  };
  for (const credential of credentials)
    sockets.add(await seat(url, tableId, credential, load, thinkMs, again));
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

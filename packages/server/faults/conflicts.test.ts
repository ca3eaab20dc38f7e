import { randomInt } from 'node:crypto';
import { uniformChance } from '@ludimaths/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../src/store/postgres';
import type { Store } from '../src/store/store';
import type { LiveTable, TableChange } from '../src/tables/live-table';
import { TableService } from '../src/tables/service';
import { Postgres } from './services';

/** Games raced through the tables' own code (engine, catch-up, resync), and straight on the store. */
const LIVE_GAMES = 40;
const STORE_GAMES = 1000;
const TURNS = 10;
/** Turns raced per game on the bare stores: 5,000 races, each one both nodes writing the same seq. */
const STORE_TURNS = 5;

/**
 * Two nodes in one process (two services, two connection pools on one PostgreSQL, changes handed
 * over directly as Redis would): both play the seat to act at once, on every turn of every game.
 */
let pg: Postgres;
const stores: Store[] = [];
beforeAll(async () => {
  pg = await Postgres.start();
});
afterAll(async () => {
  for (const store of stores) await store.close();
  pg?.remove();
});

async function twoNodes(): Promise<[TableService, TableService]> {
  const nodes: TableService[] = [];
  for (let i = 0; i < 2; i++) {
    const store = await openPostgresStore(pg.url, { poolSize: 20 });
    stores.push(store);
    const cluster = {
      clustered: true,
      announce: (change: TableChange) => void nodes[1 - i]?.received(change),
      runs: () => false,
    };
    nodes.push(new TableService(store, uniformChance(randomInt), Date.now, () => {}, 60_000, cluster));
  }
  return nodes as [TableService, TableService];
}

/** One turn played by both nodes at once: what each one's move came to. */
async function race(a: LiveTable, b: LiveTable, turn: number): Promise<string[]> {
  const attempt = (table: LiveTable, tag: string) => {
    const match = table.match;
    const actors = match?.actors();
    if (!match || actors?.kind !== 'seats') return Promise.resolve({ kind: 'idle' } as const);
    const seat = actors.seats[0] as number;
    const legal = match.legalMoves(seat);
    // The seats are computers': their moves are the computer's, as the node that runs them plays them.
    const move = legal[randomInt(legal.length)];
    return table.play(seat, `${tag}${turn}`, match.revision, move, () => {}, 'computer');
  };
  const results = await Promise.all([attempt(a, 'a'), attempt(b, 'b')]);
  // The loser is told the game moved on: stale, or over when the winner's move ended it.
  return results.map((r) =>
    r.kind === 'stale' || (r.kind === 'refused' && 'error' in r && r.error.code === 'game-over')
      ? 'resynced'
      : r.kind,
  );
}

describe('conflicting moves for one table on two nodes', () => {
  it(`commit one and resync the other, over ${LIVE_GAMES} games`, async () => {
    const [one, two] = await twoNodes();
    const outcomes = new Map<string, number>();
    const ids: string[] = [];
    const play = async () => {
      const created = await one.create({
        game: 'piste',
        options: { board: 'petite' },
        seats: [
          { kind: 'computer', level: 'random' },
          { kind: 'computer', level: 'random' },
        ],
        sit: false,
        autoStart: true,
      });
      if (!created.ok) throw new Error(created.error.message);
      const a = created.value.table;
      const b = (await two.get(a.id)) as LiveTable;
      ids.push(a.id);
      for (let turn = 0; turn < TURNS && a.row.status === 'playing'; turn++) {
        const kinds = (await race(a, b, turn)).sort().join('+');
        outcomes.set(kinds, (outcomes.get(kinds) ?? 0) + 1);
        await Promise.all([a.idle(), b.idle()]);
      }
    };
    await Promise.all(Array.from({ length: LIVE_GAMES }, play));
    console.log(`conflicts: ${JSON.stringify(Object.fromEntries(outcomes))}`);
    // Every turn: exactly one node stored its move, the other was told the game moved on.
    expect([...outcomes.keys()]).toEqual(['resynced+stored']);
    const store = stores[0] as Store;
    for (const id of ids) {
      const loaded = await store.loadTable(id);
      const seqs = loaded?.steps.map((s) => s.seq) ?? [];
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
      expect(loaded?.table.seq).toBe(seqs.length);
    }
  });

  it(`store one step per seq over ${STORE_GAMES} games raced by two nodes' stores`, async () => {
    const [one, two] = [
      await openPostgresStore(pg.url, { poolSize: 10 }),
      await openPostgresStore(pg.url, { poolSize: 10 }),
    ];
    stores.push(one, two);
    const kinds = new Map<string, number>();
    const game = async (n: number) => {
      const id = `race${n}`;
      await one.createTable({
        id,
        game: 'piste',
        options: {},
        seed: 's',
        seats: [],
        hostTokenHash: 'h',
        code: null,
        status: 'playing',
        seq: 0,
        settings: { autoStart: false },
        deadlines: {},
        lobbyVersion: 0,
        rematchOf: null,
        createdAt: 0,
        updatedAt: 0,
      });
      // Each node appends from where it last saw the table; the loser reads the seq and goes on.
      const seen = [0, 0];
      for (let turn = 0; turn < STORE_TURNS; turn++) {
        const results = await Promise.all(
          [one, two].map((store, i) =>
            store.appendSteps(id, seen[i] as number, [{ chance: turn }], {
              clientMoveId: `n${i}-${turn}`,
              now: 1,
            }),
          ),
        );
        const key = results
          .map((r) => r.kind)
          .sort()
          .join('+');
        kinds.set(key, (kinds.get(key) ?? 0) + 1);
        for (const [i, r] of results.entries()) seen[i] = r.seq;
      }
      const loaded = await one.loadTable(id);
      return loaded?.steps.map((s) => s.seq) ?? [];
    };
    const all: number[][] = [];
    for (let i = 0; i < STORE_GAMES; i += 100) {
      all.push(...(await Promise.all(Array.from({ length: 100 }, (_, j) => game(i + j)))));
    }
    console.log(`store race: ${JSON.stringify(Object.fromEntries(kinds))}`);
    // Racing from the same seq: one stores, the other conflicts (and learns the new seq).
    expect(kinds.get('conflict+stored')).toBeGreaterThan(0);
    for (const seqs of all) expect(seqs).toEqual(Array.from({ length: STORE_TURNS }, (_, i) => i + 1));
  });
});

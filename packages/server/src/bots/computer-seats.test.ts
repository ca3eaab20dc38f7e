import { randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { games, Match, uniformChance } from '@ludimaths/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { dropStore, freshSchema, openTestStore } from '../../test/stores';
import { tempDir } from '../../test/support';
import { TableService } from '../tables/service';
import { ComputerSeats } from './computer-seats';
import type { BotJob, BotPool, BotTurn } from './pool';

const quiet = { warn() {}, error() {} };
let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

/** A service whose computer seats ask `choose` instead of worker threads. */
async function serviceWith(choose: (job: BotJob, turn: BotTurn) => Promise<unknown>) {
  const dir = tempDir();
  const schema = freshSchema();
  const store = await openTestStore(dir, schema);
  const seats = new ComputerSeats({ choose } as unknown as BotPool, { budgetMs: 10, log: quiet });
  const service = new TableService(store, uniformChance(randomInt), Date.now, (t) => seats.attach(t));
  cleanup = async () => {
    await service.drain();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
    await dropStore({ databaseSchema: schema });
  };
  return { service, store };
}

/** A bot that answers only when told to, counting how often it was asked. */
function heldBot() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bot = {
    asked: 0,
    release,
    choose: async (job: BotJob) => {
      bot.asked++;
      await held;
      return job.legal[0];
    },
  };
  return bot;
}

const twoComputers = [
  { kind: 'computer', level: 'facile' },
  { kind: 'computer', level: 'facile' },
] as const;
const CLOSED = 4404;

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('computer seats', () => {
  it('ask the bot with their own seat’s view and legal moves, never the state', async () => {
    const jobs: (BotJob & { revision: number | undefined })[] = [];
    const { service } = await serviceWith(async (job, turn) => {
      jobs.push({ ...job, revision: service.peek(turn.table)?.match?.revision });
      return job.legal[0];
    });
    const created = await service.create({
      game: 'casse-tete',
      seats: [
        { kind: 'computer', level: 'fort' },
        { kind: 'computer', level: 'facile' },
      ],
      sit: false,
      autoStart: true,
    });
    if (!created.ok) throw new Error(created.error.message);
    const table = created.value.table;
    await until(() => table.row.status === 'over');
    expect(jobs.length).toBeGreaterThan(2);
    const game = games['casse-tete'];
    const match = table.match;
    if (!game || !match) throw new Error('no match');
    // Replay the decisions: each job carried exactly the view and legal moves of its seat then.
    let checked = 0;
    for (let revision = 0; revision <= match.revision; revision++) {
      const state = match.stateAt(revision);
      const job = jobs.find((j) => j.revision === revision);
      if (!state || !job) continue;
      expect(job.view).toEqual(game.view(state, job.seat));
      expect(job.legal).toEqual(game.legalMoves(state, job.seat));
      expect(job.level).toBe(job.seat === 0 ? 'fort' : 'facile');
      checked++;
    }
    expect(checked).toBe(jobs.length);
  });

  // A class's deletion takes its tables with it, on whichever node: a seat thinking meanwhile used to
  // find its move refused as stale again and again, and asked the bot anew without end.
  it.each([
    ['by this node', true],
    ['by another node (only the store knows)', false],
  ])('stop when their table is deleted %s while they think', async (_, here) => {
    const bot = heldBot();
    const { service, store } = await serviceWith(bot.choose);
    const created = await service.create({
      game: 'zigzag',
      seats: [...twoComputers],
      sit: false,
      autoStart: true,
    });
    if (!created.ok) throw new Error(created.error.message);
    const table = created.value.table;
    await until(() => bot.asked === 1);
    const revision = table.match?.revision;
    await store.deleteClass('a class', [table.id]);
    if (here) service.forget(table.id, CLOSED);
    bot.release();
    await until(() => table.deleted && table.thinking.size === 0 && table.match?.revision === revision);
    await new Promise((r) => setTimeout(r, 300));
    expect(bot.asked).toBe(1);
    expect(await store.loadTable(table.id)).toBeUndefined();
    // Anyone's move on it is refused, in words that name the reason, and nothing is stored.
    const late = await table.play(0, 'late', revision ?? 0, table.match?.legalMoves(0)[0]);
    expect(late).toMatchObject({ kind: 'refused', error: { code: 'unknown-table' } });
    expect(table.match?.revision).toBe(revision);
  });

  // A record can be fetched while a public game runs, and it shows the table's seed: the dice and the
  // computer's choices must owe it nothing, or anyone could replay them ahead of the table.
  it('owe neither their decisions nor the dice to the seed a record shows during play', async () => {
    const seeds: string[] = [];
    const { service } = await serviceWith(async (job) => {
      seeds.push(String(job.seed));
      return job.legal[0];
    });
    const created = await service.create({
      game: 'piste',
      seats: [...twoComputers],
      sit: false,
      autoStart: true,
    });
    if (!created.ok) throw new Error(created.error.message);
    const table = created.value.table;
    await until(() => table.row.status === 'over');
    const record = table.match?.record();
    const game = games.piste;
    if (!record || !game) throw new Error('no record');
    expect(record.seed).toBeTruthy();
    expect(seeds.length).toBeGreaterThan(2);
    for (const seed of seeds) expect(seed).not.toContain(String(record.seed));
    expect(new Set(seeds).size).toBe(seeds.length);
    // Each roll, predicted from the record as it stood just before it, by the engine's own generator.
    let rolls = 0;
    let foreseen = 0;
    record.steps.forEach((step, i) => {
      if (!('chance' in step)) return;
      const before = Match.fromRecord(game, { ...record, steps: record.steps.slice(0, i) });
      if (!before.ok) throw new Error(before.error.message);
      const predicted = before.value.rollChance();
      rolls++;
      if (predicted.ok && JSON.stringify(predicted.value) === JSON.stringify(step.chance)) foreseen++;
    });
    expect(rolls).toBeGreaterThan(5);
    expect(foreseen).toBeLessThan(rolls);
  });

  it('fall back to a random legal move when the bot fails', async () => {
    const { service } = await serviceWith(async () => {
      throw new Error('bot overran its budget');
    });
    const created = await service.create({
      game: 'zigzag',
      seats: [
        { kind: 'computer', level: 'fort' },
        { kind: 'computer', level: 'fort' },
      ],
      sit: false,
      autoStart: true,
    });
    if (!created.ok) throw new Error(created.error.message);
    await until(() => created.value.table.row.status === 'over');
  });
});

import { expectOk, Match, zigzag } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import { BotPool } from './pool';

/** A decision at a state where a seat acts (after the opening chance). */
function job(level: string, budgetMs = 50) {
  const match = expectOk(
    Match.start(zigzag, { options: zigzag.defaultOptions, seats: [{}, {}], seed: 'pool' }),
  );
  match.settle();
  const actors = match.actors();
  const seat = actors.kind === 'seats' ? (actors.seats[0] as number) : 0;
  return {
    game: 'zigzag',
    level,
    seat,
    view: match.view(seat),
    legal: match.legalMoves(seat),
    seed: 's',
    budgetMs,
  };
}

describe('the bot pool', () => {
  it('answers with a legal move from a worker thread, and reports a bot it does not know', async () => {
    const pool = new BotPool(1);
    try {
      // A budget far above the worker's start-up: on a loaded machine, loading the engine in a new
      // thread can take longer than a real decision's budget (the next test covers overruns).
      const decision = job('greedy', 10_000);
      expect(decision.legal).toContainEqual(await pool.choose(decision));
      await expect(pool.choose(job('grandmaster', 10_000))).rejects.toThrow('no bot "grandmaster"');
      expect(decision.legal).toContainEqual(await pool.choose(decision));
    } finally {
      await pool.close();
    }
  });

  it('stops a decision that overruns its budget, and carries on with a fresh thread', async () => {
    const workerUrl = new URL('./stuck-worker.test-support.mjs', import.meta.url);
    const pool = new BotPool(1, { graceMs: 0, workerUrl });
    try {
      await expect(pool.choose(job('stuck', 20))).rejects.toThrow('bot overran its budget of 20 ms');
      // A budget far above a fresh thread's start-up, which counts in it (as on a loaded machine).
      const decision = job('first', 10_000);
      expect(await pool.choose(decision)).toEqual(decision.legal[0]);
    } finally {
      await pool.close();
    }
  });

  it('rejects the decisions still pending when it closes', async () => {
    const workerUrl = new URL('./stuck-worker.test-support.mjs', import.meta.url);
    const pool = new BotPool(1, { workerUrl });
    const running = expect(pool.choose(job('stuck', 60_000))).rejects.toThrow();
    const waiting = expect(pool.choose(job('first', 60_000))).rejects.toThrow();
    await pool.close();
    await running;
    await waiting;
    await expect(pool.choose(job('first'))).rejects.toThrow('the bot pool is closed');
  });

  it('starts watched tables’ decisions first, and takes the waiting tables in turn', async () => {
    const pool = new BotPool(1);
    const order: string[] = [];
    const decide = (name: string, table: string, watched: boolean) =>
      pool.choose(job('random', 10_000), { table, watched }).then(() => order.push(name));
    try {
      // The first one occupies the only thread (loading the engine): the others queue behind it.
      const all = [
        decide('first', 'first', true),
        decide('alone-1', 'alone', false),
        decide('alone-2', 'alone', false),
        decide('alone-3', 'alone', false),
        decide('other', 'other', false),
        decide('watched', 'watched', true),
      ];
      await Promise.all(all);
      expect(order).toEqual(['first', 'watched', 'alone-1', 'other', 'alone-2', 'alone-3']);
    } finally {
      await pool.close();
    }
  });
});

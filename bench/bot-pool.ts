/**
 * The server's bot pool (packages/server/src/bots/pool.ts): decisions per second and the median
 * round trip of a quick decision (`random`, `greedy` on a zigzag opening), one then two threads, once
 * the threads are up. What it measures is the pool's own cost around a bot, not the bots.
 *
 * Usage: npx tsx --conditions=source bench/bot-pool.ts [--decisions 2000]
 */
import { parseArgs } from 'node:util';
import { expectOk, Match, zigzag } from '@ludimaths/engine';
import { BotPool } from '../packages/server/src/bots/pool';

const { values } = parseArgs({ options: { decisions: { type: 'string', default: '2000' } } });
const decisions = Number(values.decisions);

const match = expectOk(
  Match.start(zigzag, { options: zigzag.defaultOptions, seats: [{}, {}], seed: 'bench' }),
);
match.settle();
const actors = match.actors();
const seat = actors.kind === 'seats' ? (actors.seats[0] as number) : 0;
const job = (level: string, i: number) => ({
  game: 'zigzag',
  level,
  seat,
  view: match.view(seat),
  legal: match.legalMoves(seat),
  seed: `bench-${i}`,
  budgetMs: 1000,
});

console.log(`\nBot pool, ${decisions} decisions each`);
for (const threads of [1, 2]) {
  const pool = new BotPool(threads);
  // Up and warm: every thread has loaded the engine.
  await Promise.all(Array.from({ length: threads * 20 }, (_, i) => pool.choose(job('random', i))));
  for (const level of ['random', 'greedy']) {
    const one: number[] = [];
    for (let i = 0; i < 200; i++) {
      const start = performance.now();
      await pool.choose(job(level, i));
      one.push(performance.now() - start);
    }
    one.sort((a, b) => a - b);
    const start = performance.now();
    await Promise.all(Array.from({ length: decisions }, (_, i) => pool.choose(job(level, i))));
    const rate = (decisions * 1000) / (performance.now() - start);
    const median = one[one.length >> 1] ?? 0;
    console.log(
      `  ${threads} thread(s), ${level.padEnd(7)} ${Math.round(rate).toString().padStart(7)} decisions/s   round trip alone: median ${median.toFixed(3)} ms`,
    );
  }
  await pool.close();
}

import { parentPort } from 'node:worker_threads';
import type { BotName } from '@ludimaths/engine';
import { gameBots } from '@ludimaths/engine';
import type { BotAnswer, BotJob } from './pool';

// A computer seat's decision, off the event loop: the bot sees its seat's view and legal moves only.
parentPort?.on('message', (job: BotJob) => {
  let answer: BotAnswer;
  try {
    const bot = gameBots[job.game]?.[job.level as BotName];
    if (!bot) throw new Error(`no bot "${job.level}" for ${job.game}`);
    const { move } = bot.choose(job.view, job.seat, job.legal, {
      seed: job.seed,
      budgetMs: job.budgetMs,
      clock: () => performance.now(),
    });
    answer = { id: job.id, move };
  } catch (error) {
    answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});

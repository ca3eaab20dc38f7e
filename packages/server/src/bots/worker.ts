import type { BotName } from '@ludimaths/engine';
import { gameBots } from '@ludimaths/engine';
import type { BotJob } from './pool';

/**
 * A computer seat's decision, off the event loop (a piscina task): the bot sees its seat's view and
 * legal moves only. An unknown bot throws, which rejects the caller's promise.
 */
export default function choose(job: BotJob): unknown {
  const bot = gameBots[job.game]?.[job.level as BotName];
  if (!bot) throw new Error(`no bot "${job.level}" for ${job.game}`);
  return bot.choose(job.view, job.seat, job.legal, {
    seed: job.seed,
    budgetMs: job.budgetMs,
    clock: () => performance.now(),
  }).move;
}

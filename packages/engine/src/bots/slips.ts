import { Rng } from '../core/rng';
import type { Bot } from './bot';
import { randomBot } from './random';

/**
 * A level that plays like `bot` except that, on a share `rate` of its decisions (those with more than
 * one legal move), it slips and plays `slip`'s move instead (a random legal move unless given): the
 * one tunable knob behind the weaker levels, so that each level beats the one below about 70–85 % of
 * the time (see each game's `*_LEVELS`). Whether a decision slips depends on the decision's seed
 * only, so a seeded game stays reproducible.
 */
export function withSlips<V, M>(
  name: string,
  bot: Bot<V, M>,
  rate: number,
  slip: Bot<V, M> = randomBot(),
): Bot<V, M> {
  if (!(rate >= 0 && rate <= 1)) throw new RangeError(`a slip rate is between 0 and 1, not ${rate}`);
  return {
    name,
    choose(view, seat, legal, context) {
      const slips = legal.length > 1 && rate > 0 && Rng.fromSeed(`slip:${context.seed}`).float() < rate;
      return slips ? slip.choose(view, seat, legal, context) : bot.choose(view, seat, legal, context);
    },
  };
}

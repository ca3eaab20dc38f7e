import { Rng } from '../core/rng';
import type { Bot } from './bot';

/** The reference opponent: a uniformly random legal move, drawn from the decision's seed. */
export function randomBot<V, M>(): Bot<V, M> {
  return {
    name: 'random',
    choose(_view, _seat, legal, context) {
      const rng = Rng.fromSeed(context.seed);
      return { move: rng.pick(legal) };
    },
  };
}

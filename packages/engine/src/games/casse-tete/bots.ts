import type { Bot, BotSet, Suggestion } from '../../bots/bot';
import { randomBot } from '../../bots/random';
import { Rng } from '../../core/rng';
import { greedyBot, greedyMove } from './greedy';
import type { CasseTeteMove } from './moves';
import { placementPoints } from './moves';
import type { SearchSettings } from './search';
import { searchMove } from './search';
import type { CasseTeteView } from './view';

type CasseTeteBot = Bot<CasseTeteView, CasseTeteMove>;

const NO_PLACEMENT = { code: 'casse-tete.no-placement' } as const;

/**
 * A child's play: half the time the placement that scores most, otherwise any placement that fits
 * (it never misses a 40-point hole on purpose, but it often lays a token anywhere).
 */
const facile: CasseTeteBot = {
  name: 'facile',
  choose(view, seat, legal, context) {
    const rng = Rng.fromSeed(context.seed);
    const move = rng.int(2) === 0 ? rng.pick(legal) : greedyMove(view, seat, legal);
    if (move.kind === 'pass') return { move, reason: NO_PLACEMENT };
    return {
      move,
      reason: { code: 'casse-tete.fits', params: { points: placementPoints(view.board, move.cell) } },
    };
  },
};

/**
 * A search bot: determinized Monte Carlo (search.ts) with `share` of the context's budget, so the
 * levels differ by how far they look ahead on the same clock.
 */
function searchBot(name: string, settings: SearchSettings, share: number): CasseTeteBot {
  return {
    name,
    choose(view, seat, legal, context): Suggestion<CasseTeteMove> {
      if (legal.length === 1 && legal[0]?.kind === 'pass') return { move: legal[0], reason: NO_PLACEMENT };
      const result = searchMove(view, seat, legal, context, settings, share);
      const move = legal[result.index] as CasseTeteMove;
      if (move.kind === 'pass') return { move, reason: NO_PLACEMENT };
      const points = placementPoints(view.board, move.cell);
      if (Number.isNaN(result.winChance))
        return { move, reason: { code: 'casse-tete.only-move', params: { points } } };
      return {
        move,
        reason: {
          code: 'casse-tete.best-chance',
          params: { points, winPercent: Math.round(100 * result.winChance) },
        },
      };
    },
  };
}

/** The strongest level's search settings (see bench/casse-tete-bots.ts for how they were chosen). */
export const FORT_SETTINGS: SearchSettings = { defaultPlayouts: 10_000, randomShare: 0.1, marginWeight: 0.2 };

/** `fort`: the full budget (10,000 playouts, about 0.2 s, when none is given). */
const fort = searchBot('fort', FORT_SETTINGS, 1);

/** `moyen`: the same search with a twentieth of the budget — it sees the big holes, not the subtle ones. */
const moyen = searchBot('moyen', { ...FORT_SETTINGS, defaultPlayouts: 500 }, 1 / 20);

export const casseTeteBots: BotSet<CasseTeteView, CasseTeteMove> = {
  random: randomBot(),
  greedy: greedyBot,
  facile,
  moyen,
  fort,
};

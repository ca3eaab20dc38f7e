import type { Bot, BotSet, Suggestion } from '../../bots/bot';
import { randomBot } from '../../bots/random';
import { withSlips } from '../../bots/slips';
import { greedyBot } from './greedy';
import { placementPoints } from './moves';
import type { SearchSettings } from './search';
import { searchMove } from './search';
import type { CasseTeteMove, CasseTeteView } from './types';

type CasseTeteBot = Bot<CasseTeteView, CasseTeteMove>;

const NO_PLACEMENT = { code: 'casse-tete.no-placement' } as const;

/**
 * A search bot: determinized Monte Carlo (search.ts) with `share` of the context's budget, so the
 * levels differ by how far they look ahead on the same clock.
 */
export function searchBot(name: string, settings: SearchSettings, share: number): CasseTeteBot {
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

/**
 * The levels' strength, the one place to tune it. moyen runs fort's search with `share` of its budget
 * (100 playouts instead of 10,000 when none is given) and slips on `slips` of its decisions (a random
 * placement); facile places where the token scores most now, slipping as often. Even a very short
 * search beats the greedy placement most of the time (the search looks at every candidate once
 * whatever the budget), so the slips are what bring moyen down to a step above facile.
 */
export const CASSE_TETE_LEVELS = {
  facile: { slips: 0 },
  moyen: { share: 1 / 100, slips: 0.3 },
} as const;

/** `fort`: the full budget (10,000 playouts, about 0.2 s, when none is given). */
const fort = searchBot('fort', FORT_SETTINGS, 1);

const { moyen: moyenLevel, facile: facileLevel } = CASSE_TETE_LEVELS;

/** `moyen`: the same search with a hundredth of the budget, and a few careless placements. */
const moyen = withSlips(
  'moyen',
  searchBot(
    'moyen',
    { ...FORT_SETTINGS, defaultPlayouts: FORT_SETTINGS.defaultPlayouts * moyenLevel.share },
    moyenLevel.share,
  ),
  moyenLevel.slips,
);

/** `facile`: a child's play, the placement that scores most now (the greedy reference) or a slip. */
const facile = withSlips('facile', greedyBot, facileLevel.slips);

export const casseTeteBots: BotSet<CasseTeteView, CasseTeteMove> = {
  random: randomBot(),
  greedy: greedyBot,
  facile,
  moyen,
  fort,
};

import type { BaseState } from '../core/game';
import { casseTeteJudge } from '../games/casse-tete/review';
import { finitoJudge } from '../games/finito/review';
import { pisteJudge } from '../games/piste/review';
import { zigzagJudge } from '../games/zigzag/review';
import type { GameId } from '../meta';
import type { DecisionJudge } from './types';

/**
 * The games whose decisions a review judges, by game id, at the budget that keeps a whole game's
 * review within a few seconds in a browser worker. The solitaire has none: it has its hints and its
 * solver, and no opponent to measure a decision against.
 */
export const gameJudges: Readonly<Partial<Record<GameId, DecisionJudge<BaseState, unknown>>>> = {
  piste: pisteJudge as DecisionJudge<BaseState, unknown>,
  zigzag: zigzagJudge() as DecisionJudge<BaseState, unknown>,
  'casse-tete': casseTeteJudge() as DecisionJudge<BaseState, unknown>,
  finito: finitoJudge as DecisionJudge<BaseState, unknown>,
};

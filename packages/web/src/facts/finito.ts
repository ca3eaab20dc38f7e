import type { BotContext } from '@ludimaths/engine';
import { expectOk, Finito, finito, meanWithError, quantile, rollChance } from '@ludimaths/engine';
import type { FinitoFacts } from './types';

/**
 * Finito solo under the strongest computer level, fort, at its default search width (deterministic:
 * no clock), over seeded games. About two seconds a game on this machine, so the figures are made
 * once by `npm run make-facts -w @ludimaths/web -- --finito N` and kept; the test replays a few seeds.
 */
export function finitoSoloRolls(seed: number): number {
  const bot = Finito.finitoBots.fort;
  let state = expectOk(finito.setup(finito.defaultOptions, 1, seed));
  for (let step = 0; ; step++) {
    const actors = finito.actors(state);
    if (actors.kind === 'over') return state.turn;
    if (actors.kind === 'chance') {
      state = rollChance(finito, state).state;
      continue;
    }
    const context: BotContext = { seed: `${seed}:${step}` };
    const { move } = bot.choose(finito.view(state, 0), 0, finito.legalMoves(state, 0), context);
    state = expectOk(finito.apply(state, 0, move));
  }
}

/** The summary the page shows, from the rolls of games seeded 0, 1, 2, … */
export function finitoFacts(rolls: readonly number[]): FinitoFacts {
  const { mean, halfWidth } = meanWithError(rolls);
  return {
    bot: 'fort',
    width: Finito.FORT_DEFAULT_WIDTH,
    // Each roll places at most one token and Finito needs all of them on the board.
    floor: Finito.TOKEN_COUNT,
    rolls,
    mean,
    halfWidth,
    median: quantile(rolls, 0.5),
    p90: quantile(rolls, 0.9),
    best: Math.min(...rolls),
    worst: Math.max(...rolls),
  };
}

import type { Progress } from '../../core/game';
import { TRACKS } from './board';
import type { PisteState, PisteView } from './types';

/** Everything is public in the piste but the generator: a view is the state without it. */
export function view(state: PisteState): PisteView {
  const { rng: _hidden, ...visible } = state;
  return visible;
}

/** Each pawn's square on the way to END, and the turns played. */
export function progress(view: PisteView): Progress {
  return {
    turns: view.turns,
    goal: TRACKS[view.board].end,
    seats: view.positions.map((square) => ({ square })),
  };
}

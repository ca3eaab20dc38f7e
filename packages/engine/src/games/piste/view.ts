import type { PisteState, PisteView } from './types';

/** Everything is public in the piste but the generator: a view is the state without it. */
export function view(state: PisteState): PisteView {
  const { rng: _hidden, ...visible } = state;
  return visible;
}

import type { BaseState, GameDefinition } from '../core/game';
import type { Policy, Step } from '../core/play';
import type { Agent, Turn } from './agent';
import { drive } from './drive';
import { Match } from './match';

export interface PlayoutResult<S, M, C> {
  readonly state: S;
  readonly steps: readonly Step<M, C>[];
  /** True when the game ended before `maxSteps`. */
  readonly finished: boolean;
}

/**
 * Plays a game forward from `start` with one policy for every seat and chance from the state's own
 * generator, through the match loop. Simulations, property tests and benchmarks use it; a policy reads
 * the full state, so it is for trusted code only (computer players are agents that see views).
 */
export function playout<S extends BaseState, M, C>(
  game: GameDefinition<S, M, C, unknown, unknown>,
  start: S,
  policy: Policy<S, M>,
  maxSteps = 100_000,
  record = true,
): PlayoutResult<S, M, C> {
  const match = Match.resume(game, start, { history: record });
  const end = drive(match, new PolicyAgent(match, policy), { maxRevision: maxSteps });
  if (typeof end !== 'string') throw new Error('a synchronous policy made the playout asynchronous');
  return { state: match.state, steps: match.steps, finished: end === 'over' };
}

/**
 * A policy as an agent. A class rather than a closure made per playout: the driver's call to `act`
 * then always meets the same function, which V8 can inline (a fresh closure per game defeats that).
 */
class PolicyAgent<S extends BaseState, M> implements Agent<unknown, M> {
  readonly kind = 'computer';
  constructor(
    private readonly match: { readonly state: S },
    private readonly policy: Policy<S, M>,
  ) {}

  act(turn: Turn<unknown, M>): M {
    return this.policy(this.match.state, turn.seat, turn.legal);
  }
}

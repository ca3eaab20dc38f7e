import type { Bot, BotContext, Reason } from '../bots/bot';
import type { Seat } from '../core/game';
import type { MatchError } from './events';

/** One decision asked of a seat: what the seat may see and do, and a seed unique to the decision. */
export interface Turn<V, M> {
  readonly seat: Seat;
  readonly view: V;
  readonly legal: readonly M[];
  /** The match's revision when the turn was asked; the move is played against it. */
  readonly revision: number;
  /** `${match seed}:${revision}:${seat}`, so a seeded game replays with the same decisions. */
  readonly seed: string;
}

/**
 * Whoever plays a seat: a person (through a screen, a terminal or the network) or a computer level.
 * The driver asks, the agent answers, sync or async. A refused answer is reported with `refused`
 * and the turn asked again; a computer's refused move is an engine bug and stops the driver.
 */
export interface Agent<V, M> {
  readonly kind: 'person' | 'computer';
  act(turn: Turn<V, M>): M | Promise<M>;
  refused?(turn: Turn<V, M>, error: MatchError): void;
}

/** What a computer agent reports about each decision (the hint panel, tournaments' time per move). */
export interface Decision<M> {
  readonly seat: Seat;
  readonly move: M;
  readonly reason?: Reason;
}

/**
 * One of the engine's bots as an agent. It sees only its seat's view; `context` adds a budget or a
 * clock to every decision (the seed always comes from the turn).
 */
export function botAgent<V, M>(
  bot: Bot<V, M>,
  context: Omit<BotContext, 'seed'> = {},
  onDecision?: (decision: Decision<M>) => void,
): Agent<V, M> {
  return {
    kind: 'computer',
    act(turn) {
      const { move, reason } = bot.choose(turn.view, turn.seat, turn.legal, { ...context, seed: turn.seed });
      onDecision?.(reason ? { seat: turn.seat, move, reason } : { seat: turn.seat, move });
      return move;
    },
  };
}

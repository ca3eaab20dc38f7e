import { z } from 'zod';
import type { ChanceOutcome } from './chance';
import type { Seat } from './game';
import type { Result, RuleError } from './result';
import { ok, ruleError } from './result';

/**
 * "Who starts" by dice, shared by the turn-based games: every contender rolls one d6 in seat order;
 * the highest starts; players tied for highest roll again among themselves.
 */
export interface StartRoll {
  readonly contenders: readonly Seat[];
  /** Rolls so far in this round, one per contender in order. */
  readonly rolls: readonly number[];
}

export type StartRollStep =
  | { readonly kind: 'rolling'; readonly startRoll: StartRoll }
  | { readonly kind: 'decided'; readonly starter: Seat };

/** One die of the roll-off, as a chance outcome (the same in every game that rolls for who starts). */
export interface StartRollDie {
  readonly kind: 'die';
  readonly face: number;
}

/** The roll-off die's six outcomes, one frozen object each, so rolling allocates nothing. */
export const START_ROLL_OUTCOMES: readonly ChanceOutcome<StartRollDie>[] = Object.freeze(
  [1, 2, 3, 4, 5, 6].map((face) =>
    Object.freeze({ outcome: Object.freeze({ kind: 'die', face }), weight: 1 }),
  ),
);

export const startRollDieSchema = z.strictObject({
  kind: z.literal('die'),
  face: z.number().int().min(1).max(6),
});

/**
 * A starting seat agreed before the game replaces the roll-off (a rematch where the loser starts).
 * Absent, the dice decide, as the rules say. Read from JSON by each game's options schema.
 */
export const starterSchema = z.number().int().min(0).max(3).optional();

/** An agreed starter must be one of the game's seats. */
export function checkStarter(starter: Seat | undefined, playerCount: number): Result<void, RuleError> {
  if (starter === undefined || (Number.isInteger(starter) && starter >= 0 && starter < playerCount))
    return ok(undefined);
  return ruleError('bad-options', `the starter must be a seat from 0 to ${playerCount - 1}, not ${starter}`);
}

export function beginStartRoll(playerCount: number): StartRoll {
  return { contenders: Array.from({ length: playerCount }, (_, seat) => seat), rolls: [] };
}

/** The seat whose die is awaited. */
export function nextStartRoller(startRoll: StartRoll): Seat {
  const seat = startRoll.contenders[startRoll.rolls.length];
  if (seat === undefined) throw new Error('start roll already complete');
  return seat;
}

export function addStartRoll(startRoll: StartRoll, die: number): StartRollStep {
  const rolls = [...startRoll.rolls, die];
  if (rolls.length < startRoll.contenders.length)
    return { kind: 'rolling', startRoll: { ...startRoll, rolls } };
  const best = Math.max(...rolls);
  const tied = startRoll.contenders.filter((_, i) => rolls[i] === best);
  if (tied.length === 1) return { kind: 'decided', starter: tied[0] as Seat };
  return { kind: 'rolling', startRoll: { contenders: tied, rolls: [] } };
}

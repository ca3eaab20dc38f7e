import type { Actors, BotName, Outcome, Progress, SeenStep } from '@ludimaths/engine';
import type { z } from 'zod';
import type { classTable, tableProgress } from './classes';
import type { actors, computerLevel, outcome } from './common';
import type { seenStep } from './messages';

/**
 * The wire restates, as zod schemas, types the engine defines (the outcome, who acts, a game's
 * progress, the computer levels, a seen step). Each pair is checked here at compile time, so a field
 * added to or changed in the engine fails the build until the protocol follows (issue 25: Finito's
 * solo `rolls` was refused by every client because the two had drifted). Nothing here runs.
 */

/** The engine's types are read-only all the way down; what zod infers is not: compared without it. */
type Writable<T> = T extends readonly (infer E)[]
  ? Writable<E>[]
  : T extends object
    ? { -readonly [K in keyof T]: Writable<T[K]> }
    : T;

/**
 * Exactly the same type (optional fields and all): mutual assignability would miss an optional
 * field on one side only, which is how `rolls` went missing.
 */
export type Equals<A, B> =
  (<T>() => T extends Writable<A> ? 1 : 2) extends <T>() => T extends Writable<B> ? 1 : 2 ? true : false;

type Over = Extract<Outcome, { status: 'over' }>;

export const outcomeMatchesEngine: Equals<z.infer<typeof outcome>, Outcome> = true;
export const actorsMatchEngine: Equals<z.infer<typeof actors>, Actors> = true;
export const progressMatchesEngine: Equals<z.infer<typeof tableProgress>, Progress> = true;
export const levelsMatchEngine: Equals<z.infer<typeof computerLevel>, BotName> = true;
export const seenStepMatchesEngine: Equals<z.infer<typeof seenStep>, SeenStep> = true;
/** A class dashboard's finished table carries the outcome's figures. */
export const classOutcomeMatchesEngine: Equals<
  Required<Pick<z.infer<typeof classTable>, 'winners' | 'scores' | 'rolls'>>,
  Required<Pick<Over, 'winners' | 'scores' | 'rolls'>>
> = true;

// The check itself is checked: the very drift of issue 25 (an optional field the wire lacks) and a
// changed field type must be told apart from equal types, or every line above would pass vacuously.
type WithRolls = { winners: readonly number[]; rolls?: number };
// @ts-expect-error `rolls` on one side only
export const driftIsSeen: Equals<{ winners: number[] }, WithRolls> = true;
// @ts-expect-error a field of another type
export const typeChangeIsSeen: Equals<{ reason: string }, { reason: number }> = true;
export const readonlyIsNotADrift: Equals<{ seats: number[] }, { readonly seats: readonly number[] }> = true;

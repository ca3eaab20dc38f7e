import type { BaseState, GameDefinition, Seat } from '@ludimaths/engine';
import type { MessageId } from '../i18n';

/**
 * A tutorial is a short scripted game: the engine plays the real rules on fixed dice and deals, the
 * script only says what to teach, which control the child must tap and which chance outcomes follow.
 * No rule is restated here: every move and every outcome goes through the engine (`playScript`).
 */

/** The target of the screen's Continue button. */
export const CONTINUE = 'continue';

/** One engine step the script plays itself: another seat's move, or the dice it fixes. */
export type ScriptedPlay<M, C> =
  | { readonly kind: 'move'; readonly seat: Seat; readonly move: M }
  | { readonly kind: 'chance'; readonly outcome: C };

/** The place to tap, found on screen by `data-tutorial-target` (a square, a button). */
export type Target<V> = string | ((view: V) => string);

/** What the child must do to finish a lesson. */
export type Task<M, V> =
  /** Read, then tap "Continue" (the goal, the end). */
  | { readonly kind: 'continue' }
  /** Play `move` (a legal move the engine must accept) by tapping `target`. */
  | { readonly kind: 'move'; readonly move: M; readonly target: Target<V> }
  /** Try `move`, which the engine must refuse with the error `error`: the refusal is the lesson. */
  | { readonly kind: 'refused'; readonly move: M; readonly error: string; readonly target: Target<V> }
  /** Point at what the engine just did (the square a pawn was sent to), read from the view. */
  | { readonly kind: 'point'; readonly target: Target<V> };

/** One idea: a short sentence, the thing to tap, a gentle hint for a wrong tap, what follows. */
export interface Lesson<M, C, V> {
  readonly say: MessageId;
  readonly task: Task<M, V>;
  /** Shown when the child taps anything else than the lit target. */
  readonly hint: MessageId;
  /** Played by the script once the task is done (after the child's move, if any). */
  readonly after?: readonly ScriptedPlay<M, C>[];
}

export interface TutorialScript<S extends BaseState, M, C, O, V> {
  readonly definition: GameDefinition<S, M, C, O, V>;
  readonly options: O;
  readonly playerCount: number;
  /** The child's seat; the other seats are played by the script. */
  readonly seat: Seat;
  /** Played before the first lesson (a roll-off, say). */
  readonly opening?: readonly ScriptedPlay<M, C>[];
  readonly lessons: readonly Lesson<M, C, V>[];
}

// biome-ignore lint/suspicious/noExplicitAny: a script of any game, as the screen handles it
export type AnyTutorialScript = TutorialScript<any, any, any, any, any>;

/** The state at the start of each lesson, and at the end (one more than the lessons). */
export type ScriptRun<S> =
  | { readonly ok: true; readonly states: readonly S[] }
  | { readonly ok: false; readonly lesson: number; readonly problem: string };

/** Plays one scripted step with the engine; the reason it was refused otherwise. */
export function playStep<S extends BaseState, M, C, O, V>(
  definition: GameDefinition<S, M, C, O, V>,
  state: S,
  play: ScriptedPlay<M, C>,
): { ok: true; state: S } | { ok: false; problem: string } {
  if (play.kind === 'move') {
    const actors = definition.actors(state);
    if (actors.kind !== 'seats' || !actors.seats.includes(play.seat))
      return { ok: false, problem: `seat ${play.seat} is not to play` };
    const next = definition.apply(state, play.seat, play.move);
    return next.ok ? { ok: true, state: next.value } : { ok: false, problem: next.error.message };
  }
  // A fixed outcome must be one the dice could really show, with a chance above nought.
  const possible = definition
    .chanceOutcomes(state)
    .some((c) => c.weight > 0 && JSON.stringify(c.outcome) === JSON.stringify(play.outcome));
  if (!possible) return { ok: false, problem: `${JSON.stringify(play.outcome)} cannot happen here` };
  const next = definition.resolveChance(state, play.outcome);
  return next.ok ? { ok: true, state: next.value } : { ok: false, problem: next.error.message };
}

/** The child's part of a lesson, checked by the engine: the state after it. */
export function doTask<S extends BaseState, M, C, O, V>(
  script: TutorialScript<S, M, C, O, V>,
  state: S,
  task: Task<M, V>,
): { ok: true; state: S } | { ok: false; problem: string } {
  const { definition, seat } = script;
  if (task.kind === 'move') return playStep(definition, state, { kind: 'move', seat, move: task.move });
  if (task.kind === 'refused') {
    const tried = definition.apply(state, seat, task.move);
    if (tried.ok) return { ok: false, problem: 'the engine accepted the move meant to be refused' };
    if (tried.error.code !== task.error)
      return { ok: false, problem: `refused with ${tried.error.code}, not ${task.error}` };
  }
  return { ok: true, state };
}

/** Plays the whole script with the engine: the state before each lesson, or the first step refused. */
export function playScript<S extends BaseState, M, C, O, V>(
  script: TutorialScript<S, M, C, O, V>,
): ScriptRun<S> {
  const set = script.definition.setup(script.options, script.playerCount, 'tutorial');
  if (!set.ok) return { ok: false, lesson: -1, problem: set.error.message };
  let state = set.value;
  const states: S[] = [];
  const run = (plays: readonly ScriptedPlay<M, C>[] | undefined): string | undefined => {
    for (const play of plays ?? []) {
      const next = playStep(script.definition, state, play);
      if (!next.ok) return next.problem;
      state = next.state;
    }
    return undefined;
  };
  const opening = run(script.opening);
  if (opening) return { ok: false, lesson: -1, problem: opening };
  for (const [index, lesson] of script.lessons.entries()) {
    states.push(state);
    const done = doTask(script, state, lesson.task);
    if (!done.ok) return { ok: false, lesson: index, problem: done.problem };
    state = done.state;
    const afterProblem = run(lesson.after);
    if (afterProblem) return { ok: false, lesson: index, problem: afterProblem };
  }
  states.push(state);
  return { ok: true, states };
}

/** The target of a task in a view ("continue": the screen's own Continue button). */
export function targetOf<V>(task: Task<unknown, V>, view: V): string {
  if (task.kind === 'continue') return CONTINUE;
  return typeof task.target === 'function' ? task.target(view) : task.target;
}

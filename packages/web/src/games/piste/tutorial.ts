import type { Piste } from '@ludimaths/engine';
import { piste } from '@ludimaths/engine';
import type { Lesson, ScriptedPlay, TutorialScript } from '../../tutorial/script';
import { defineTutorial } from '../../tutorial/types';
import { PisteTutorialBoard } from './TutorialBoard';

type PisteLesson = Lesson<Piste.PisteMove, Piste.PisteChance, Piste.PisteView>;
type PistePlay = ScriptedPlay<Piste.PisteMove, Piste.PisteChance>;

const TWO: Piste.PisteMove = { kind: 'roll', dice: 2 };
const ONE: Piste.PisteMove = { kind: 'roll', dice: 1 };
const dice = (...faces: number[]): PistePlay => ({ kind: 'chance', outcome: { kind: 'dice', faces } });
/** Léo (seat 1) rolls both dice, which show `faces`. */
const friendRolls = (a: number, b: number): PistePlay[] => [{ kind: 'move', seat: 1, move: TWO }, dice(a, b)];
/** The square the engine sent the last pawn to: the answer of a "point" lesson, never worked out here. */
const arrival = (view: Piste.PisteView) => `square-${view.lastTurn?.to ?? 0}`;

/**
 * The petite piste in eleven steps, the child (seat 0) against Léo: the goal, a roll, an ultimate
 * number (7 → 11), a raised number (9 → 3), the single die refused, two rolls to 43, the bounce
 * (52 → 48), the single die allowed, and the win on 50.
 */
const lessons: readonly PisteLesson[] = [
  { say: 'tutorial.piste.goal', hint: 'tutorial.piste.goalHint', task: { kind: 'continue' } },
  {
    say: 'tutorial.piste.roll',
    hint: 'tutorial.piste.rollHint',
    task: { kind: 'move', move: TWO, target: 'roll-2' },
    after: [dice(3, 4)],
  },
  {
    say: 'tutorial.piste.ultimate',
    hint: 'tutorial.piste.ultimateHint',
    task: { kind: 'point', target: arrival },
    after: friendRolls(5, 4),
  },
  {
    say: 'tutorial.piste.raised',
    hint: 'tutorial.piste.raisedHint',
    task: { kind: 'point', target: arrival },
  },
  {
    say: 'tutorial.piste.tryOneDie',
    hint: 'tutorial.piste.tryOneDieHint',
    task: { kind: 'refused', move: ONE, error: 'one-die-not-allowed', target: 'roll-1' },
  },
  {
    say: 'tutorial.piste.refused',
    hint: 'tutorial.piste.refusedHint',
    task: { kind: 'move', move: TWO, target: 'roll-2' },
    after: [dice(6, 6), ...friendRolls(6, 6)],
  },
  {
    say: 'tutorial.piste.again',
    hint: 'tutorial.piste.rollHint',
    task: { kind: 'move', move: TWO, target: 'roll-2' },
    after: [dice(6, 6), ...friendRolls(1, 1)],
  },
  {
    say: 'tutorial.piste.near',
    hint: 'tutorial.piste.rollHint',
    task: { kind: 'move', move: TWO, target: 'roll-2' },
    after: [dice(5, 4)],
  },
  {
    say: 'tutorial.piste.bounce',
    hint: 'tutorial.piste.bounceHint',
    task: { kind: 'point', target: arrival },
    after: friendRolls(2, 2),
  },
  {
    say: 'tutorial.piste.oneDie',
    hint: 'tutorial.piste.oneDieHint',
    task: { kind: 'move', move: ONE, target: 'roll-1' },
    after: [dice(2)],
  },
  { say: 'tutorial.piste.won', hint: 'tutorial.piste.wonHint', task: { kind: 'continue' } },
];

export const petitePisteScript: TutorialScript<
  Piste.PisteState,
  Piste.PisteMove,
  Piste.PisteChance,
  Piste.PisteOptions,
  Piste.PisteView
> = {
  definition: piste,
  // The child starts: an agreed starter skips the roll-off, which teaches nothing here.
  options: { board: 'petite', starter: 0 },
  playerCount: 2,
  seat: 0,
  lessons,
};

export const petitePisteTutorial = defineTutorial(petitePisteScript, PisteTutorialBoard);

import { piste } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import { playScript, targetOf } from '../../tutorial/script';
import { petitePisteScript } from './tutorial';
import { pisteTutorialEn, pisteTutorialFr } from './tutorial-messages';

// The sentences name squares (7 → 11, 9 → 3, 52 → 48, the win on 50): the engine must agree with them.
describe('the petite piste tutorial', () => {
  const run = playScript(petitePisteScript);
  if (!run.ok) throw new Error(`lesson ${run.lesson}: ${run.problem}`);
  const lessonAt = (say: string) => petitePisteScript.lessons.findIndex((lesson) => lesson.say === say);
  const viewAt = (say: string) => piste.view(run.states[lessonAt(say)] as never, 0);

  it.each([
    ['tutorial.piste.ultimate', 'square-11', 7],
    ['tutorial.piste.raised', 'square-3', 9],
    ['tutorial.piste.bounce', 'square-48', 48],
  ] as const)(
    '%s: the pawn lands where the sentence says and the lit square is where the engine sends it',
    (say, target, landed) => {
      const lesson = petitePisteScript.lessons[lessonAt(say)];
      const view = viewAt(say);
      expect(lesson && targetOf(lesson.task, view)).toBe(target);
      expect(view.lastTurn?.landed).toBe(landed);
    },
  );

  it('reaches 43 before the bounce, and the child wins on 50 with one die', () => {
    expect(viewAt('tutorial.piste.near').positions[0]).toBe(43);
    const end = piste.view(run.states.at(-2) as never, 0);
    expect(end.positions[0]).toBe(50);
    expect(end.phase).toEqual({ kind: 'over', winner: 0 });
    expect(end.lastTurn?.dice).toEqual([2]);
  });

  it('has its sentences in both languages', () => {
    expect(Object.keys(pisteTutorialEn).sort()).toEqual(Object.keys(pisteTutorialFr).sort());
  });
});

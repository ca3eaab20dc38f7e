import { describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog';
import { petitePisteScript } from '../games/piste/tutorial';
import { playScript } from './script';

describe('tutorial scripts', () => {
  const withTutorial = CATALOG.filter((entry) => entry.tutorial);

  it('the petite piste has one', () => {
    expect(withTutorial.map((entry) => entry.id)).toContain('petite-piste');
  });

  it.each(withTutorial.map((entry) => [entry.id, entry] as const))(
    '%s: every scripted position is reached by the engine, and the game ends',
    async (_id, entry) => {
      const { script } = await (entry.tutorial as NonNullable<typeof entry.tutorial>)();
      const run = playScript(script);
      expect(run).toMatchObject({ ok: true });
      if (!run.ok) return;
      expect(run.states).toHaveLength(script.lessons.length + 1);
      expect(script.definition.outcome(run.states.at(-1)).status).toBe('over');
    },
  );

  it('names a die the dice cannot show', () => {
    const lessons = petitePisteScript.lessons.map((lesson, i) =>
      i === 1
        ? {
            ...lesson,
            after: [{ kind: 'chance' as const, outcome: { kind: 'dice' as const, faces: [7, 1] } }],
          }
        : lesson,
    );
    expect(playScript({ ...petitePisteScript, lessons })).toMatchObject({ ok: false, lesson: 1 });
  });

  it('names a move meant to be refused that the engine accepts', () => {
    const lessons = petitePisteScript.lessons.map((lesson) =>
      lesson.task.kind === 'refused'
        ? { ...lesson, task: { ...lesson.task, move: { kind: 'roll' as const, dice: 2 as const } } }
        : lesson,
    );
    const run = playScript({ ...petitePisteScript, lessons });
    expect(run).toMatchObject({ ok: false, problem: 'the engine accepted the move meant to be refused' });
  });

  it('names a seat playing out of turn', () => {
    const lessons = petitePisteScript.lessons.map((lesson, i) =>
      i === 0
        ? {
            ...lesson,
            after: [{ kind: 'move' as const, seat: 1, move: { kind: 'roll' as const, dice: 2 as const } }],
          }
        : lesson,
    );
    expect(playScript({ ...petitePisteScript, lessons })).toMatchObject({ ok: false, lesson: 0 });
  });
});

import './tutorial.css';
import { Suspense, use, useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { useReducedMotion, useSettings } from '../app/context';
import type { CatalogEntry } from '../catalog';
import { findEntry } from '../catalog';
import { loadGame } from '../games/load';
import { useT } from '../i18n';
import { NotFound } from '../screens/NotFound';
import { lessonOf, markFinished, markLesson, markOffered } from './progress';
import type { Lesson } from './script';
import { CONTINUE, doTask, playScript, playStep, targetOf } from './script';
import { useReadAloud } from './speech';
import type { Tutorial } from './types';

const loaded = new Map<string, Promise<Tutorial>>();

/** The game (for its messages) and its tutorial, one promise per entry so `use` suspends once. */
function loadTutorial(entry: CatalogEntry & { tutorial: () => Promise<Tutorial> }): Promise<Tutorial> {
  let promise = loaded.get(entry.id);
  if (!promise) {
    promise = Promise.all([loadGame(entry), entry.tutorial()]).then(([, tutorial]) => tutorial);
    loaded.set(entry.id, promise);
  }
  return promise;
}

export default function TutorialScreen({ id }: { id: string }) {
  const entry = findEntry(id);
  if (!entry?.tutorial) return <NotFound />;
  return (
    <Suspense fallback={null}>
      <Loaded entry={entry} tutorial={loadTutorial({ ...entry, tutorial: entry.tutorial })} />
    </Suspense>
  );
}

function Loaded({ entry, tutorial }: { entry: CatalogEntry; tutorial: Promise<Tutorial> }) {
  return <Lessons entry={entry} tutorial={use(tutorial)} />;
}

// biome-ignore lint/suspicious/noExplicitAny: the screen drives a script of any game
type AnyLesson = Lesson<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: likewise, the engine state of any game
type AnyState = any;

/** The engine's states before each lesson; the unit test of each script proves they are reached. */
function lessonStates(tutorial: Tutorial): readonly AnyState[] {
  const run = playScript(tutorial.script);
  if (!run.ok) throw new Error(`tutorial script, lesson ${run.lesson}: ${run.problem}`);
  return run.states;
}

/** Plays scripted steps; the unit test of each script proves they are legal, so a refusal is a bug. */
function advance(tutorial: Tutorial, state: AnyState, plays: AnyLesson['after']): AnyState {
  let next = state;
  for (const play of plays ?? []) {
    const done = playStep(tutorial.script.definition, next, play);
    if (!done.ok) throw new Error(`tutorial script: ${done.problem}`);
    next = done.state;
  }
  return next;
}

function Lessons({ entry, tutorial }: { entry: CatalogEntry; tutorial: Tutorial }) {
  const t = useT();
  const [settings] = useSettings();
  const reducedMotion = useReducedMotion();
  const speak = useReadAloud(settings.locale);
  const { script, Board } = tutorial;
  // A tutorial left unfinished starts again at the lesson it was at, its position replayed by the engine.
  const [states] = useState(() => lessonStates(tutorial));
  const [index, setIndex] = useState(() => Math.min(lessonOf(entry.id), script.lessons.length - 1));
  const [state, setState] = useState(() => states[index]);
  const [hint, setHint] = useState(false);
  const sentenceId = useId();
  const lesson = script.lessons[index] as AnyLesson | undefined;
  const view = script.definition.view(state, script.seat);
  const lit = lesson ? targetOf(lesson.task, view) : undefined;
  const sentence = lesson ? t(lesson.say) : t('tutorial.done', { game: t(entry.title) });

  useEffect(() => markOffered(entry.id), [entry.id]);
  useEffect(() => {
    if (lesson) markLesson(entry.id, index);
    else markFinished(entry.id);
  }, [lesson, index, entry.id]);

  // Each new lesson brings its lit target on screen and under the keyboard (the sentence describes it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per lesson, not per render
  useEffect(() => {
    // The Continue button and the last screen's link are outside the board.
    const target = document.querySelector<HTMLElement>(`[data-tutorial-target="${lit ?? CONTINUE}"]`);
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [index]);

  const finishLesson = (after: AnyState) => {
    setState(advance(tutorial, after, lesson?.after));
    setHint(false);
    setIndex((i) => i + 1);
  };

  const restart = () => {
    setState(states[0]);
    setHint(false);
    setIndex(0);
  };

  const onTap = (target: string) => {
    if (!lesson || target !== lit) {
      setHint(true);
      return;
    }
    const done = doTask(script, state, lesson.task);
    if (!done.ok) throw new Error(`tutorial script: ${done.problem}`);
    finishLesson(done.state);
  };

  const total = script.lessons.length;
  return (
    <div className="page tutorial">
      <h1>{t('tutorial.heading', { game: t(entry.title) })}</h1>
      {/* Out of the coach, which stays on screen: it keeps the sentence and its buttons short. */}
      <p className="actions">
        <Link href="/" className="button secondary">
          {lesson ? t('tutorial.leave') : t('nav.home')}
        </Link>
        {lesson && index > 0 && (
          <button type="button" className="button secondary" onClick={restart} data-testid="tutorial-restart">
            {t('tutorial.restart')}
          </button>
        )}
      </p>
      <div className="tutorial-coach">
        <p className="tutorial-step">{t('tutorial.step', { n: Math.min(index + 1, total), total })}</p>
        <p id={sentenceId} className="tutorial-say" aria-live="polite" data-testid="tutorial-say">
          {sentence}
        </p>
        <p className="tutorial-hint" role="status" data-testid="tutorial-hint">
          {hint && lesson ? t(lesson.hint) : ''}
        </p>
        <div className="actions">
          {speak && (
            <button type="button" className="button secondary" onClick={() => speak(sentence)}>
              {t('tutorial.readAloud')}
            </button>
          )}
          {lesson?.task.kind === 'continue' && (
            <button
              type="button"
              className="button primary big lit"
              data-tutorial-target={CONTINUE}
              aria-describedby={sentenceId}
              onClick={() => onTap(CONTINUE)}
            >
              {t('tutorial.continue')}
            </button>
          )}
          {!lesson && (
            <Link href={`/new/${entry.id}`} className="button primary big" data-tutorial-target={CONTINUE}>
              {t('tutorial.playNow')}
            </Link>
          )}
        </div>
      </div>
      <div className={reducedMotion ? 'tutorial-board' : 'tutorial-board animate'}>
        <Board
          view={view}
          lit={lit}
          pointing={lesson?.task.kind === 'point'}
          describedBy={sentenceId}
          onTap={onTap}
        />
      </div>
    </div>
  );
}

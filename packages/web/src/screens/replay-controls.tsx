import { useEffect, useRef, useState } from 'react';

/** Time between two steps while a replay plays by itself: long enough to read a step's sentence. */
export const AUTOPLAY_MS = 1200;

/**
 * ← and → step back and forward, Home and End jump to the start and the end, anywhere on the
 * replay page except in a field (the slider and the text box handle their own keys).
 */
export function useReplayKeys(go: (position: number) => void, position: number, total: number): void {
  const latest = useRef({ go, position, total });
  latest.current = { go, position, total };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const inField = event.target instanceof Element && event.target.closest('input, textarea, select');
      if (inField || event.altKey || event.ctrlKey || event.metaKey) return;
      const { go: jump, position: at, total: end } = latest.current;
      const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: end }[event.key];
      if (to === undefined) return;
      event.preventDefault();
      jump(to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** Plays the replay one step at a time until its end or a pause; answers [playing, setPlaying]. */
export function useAutoplay(
  position: number,
  total: number,
  advance: () => void,
): [boolean, (playing: boolean) => void] {
  const [playing, setPlaying] = useState(false);
  const atEnd = position >= total;
  useEffect(() => {
    if (!playing) return;
    if (atEnd) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(advance, AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, atEnd, advance]);
  return [playing, setPlaying];
}

/** Every step of the record in words; each one is a button that shows the game at that step. */
export function ReplaySteps({
  steps,
  position,
  onJump,
  heading,
  start,
  unnamed,
}: {
  steps: readonly (readonly string[])[];
  position: number;
  onJump: (position: number) => void;
  heading: string;
  start: string;
  /** The name of a step that says nothing by itself (a choice whose result the next step tells). */
  unnamed: (position: number) => string;
}) {
  return (
    <section className="replay-steps" aria-labelledby="replay-steps-title">
      <h3 id="replay-steps-title">{heading}</h3>
      <ol data-testid="replay-steps">
        {[[start], ...steps].map((lines, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional and never reordered
          <li key={at}>
            <button
              type="button"
              className="replay-step"
              aria-current={at === position ? 'step' : undefined}
              onClick={() => onJump(at)}
            >
              {lines.join(' ') || unnamed(at)}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useSyncExternalStore } from 'react';

/**
 * Tutorial progress kept on the device: the tutorials finished (ticked on the game's card) and the
 * ones already offered (offered once, on a game's first visit). A full or forbidden storage only
 * forgets: the tutorials still work.
 */
const KEY = 'ludimaths.tutorials';

interface Progress {
  readonly finished: readonly string[];
  readonly offered: readonly string[];
  /** The lesson each tutorial left unfinished was at, to come back to it. */
  readonly at: Readonly<Record<string, number>>;
}

const EMPTY: Progress = { finished: [], offered: [], at: {} };
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const lessons = (value: unknown): Record<string, number> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).filter(([, n]) => Number.isInteger(n) && (n as number) >= 0))
    : {};

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function read(): Progress {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return EMPTY;
    const { finished, offered, at } = raw as Record<string, unknown>;
    return { finished: strings(finished), offered: strings(offered), at: lessons(at) };
  } catch {
    return EMPTY;
  }
}

let current: Progress | undefined;
const listeners = new Set<() => void>();

function snapshot(): Progress {
  current ??= read();
  return current;
}

function write(next: Progress): void {
  current = next;
  try {
    storage()?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Kept for this visit only.
  }
  for (const listener of listeners) listener();
}

const add = (list: readonly string[], id: string) => (list.includes(id) ? list : [...list, id]);

export function markFinished(id: string): void {
  const { [id]: _done, ...at } = snapshot().at;
  write({ ...snapshot(), finished: add(snapshot().finished, id), at });
}

/** Remembers the lesson a tutorial is at (a child who leaves comes back to it). */
export function markLesson(id: string, lesson: number): void {
  const progress = snapshot();
  if (progress.at[id] !== lesson) write({ ...progress, at: { ...progress.at, [id]: lesson } });
}

/** The lesson a tutorial was left at (0: from the start). */
export function lessonOf(id: string): number {
  return snapshot().at[id] ?? 0;
}

export function markOffered(id: string): void {
  const progress = snapshot();
  if (!progress.offered.includes(id)) write({ ...progress, offered: add(progress.offered, id) });
}

/** Whether the tutorial of entry `id` was offered before (the first visit's offer is not repeated). */
export function wasOffered(id: string): boolean {
  return snapshot().offered.includes(id) || snapshot().finished.includes(id);
}

/** The tutorial progress, re-rendering when it changes. */
export function useTutorialProgress(): Progress {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => EMPTY,
  );
}

/** For tests: forget the cached copy so the next read comes from storage. */
export function resetTutorialProgressCache(): void {
  current = undefined;
}

import { findEntry } from '../catalog';
import type { GameHistory } from '../session/history';
import type { RecordStore } from '../session/storage';

/**
 * Where a finished game opened by a route comes from: the autosaved game of a catalogue entry
 * (`/replay/:id`) or a game of the history (`/replay/history/:historyId`). The replay viewer and the
 * analysis open the same games, and link to each other, through it.
 */
export type RecordSource =
  | { readonly kind: 'saved'; readonly id: string }
  | { readonly kind: 'history'; readonly id: string };

export function sourceOf(params: { id?: string; historyId?: string }): RecordSource | null {
  if (params.historyId !== undefined) return { kind: 'history', id: decodeParam(params.historyId) };
  return params.id === undefined ? null : { kind: 'saved', id: params.id };
}

/** The path of a source under a screen's prefix (`/replay`, `/analysis`). */
export function sourcePath(prefix: string, source: RecordSource): string {
  return source.kind === 'history'
    ? `${prefix}/history/${encodeURIComponent(source.id)}`
    : `${prefix}/${source.id}`;
}

/** The record of a source as text, to open like any record; undefined when it is not on the device. */
export function sourceText(
  source: RecordSource,
  services: { records: RecordStore; history: GameHistory },
): string | undefined {
  if (source.kind === 'history') return services.history.recordText(source.id);
  const entry = findEntry(source.id);
  const saved = entry ? services.records.load(entry.id) : undefined;
  return saved?.ok ? JSON.stringify(saved.value) : undefined;
}

/** A path segment as written by `encodeURIComponent` (the router hands it over still encoded). */
function decodeParam(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape names no game: the screen says the game is missing
  }
}

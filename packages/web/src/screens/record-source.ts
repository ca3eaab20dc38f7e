import type { GameRecord } from '@ludimaths/engine';
import { findEntry } from '../catalog';
import type { GameHistory } from '../session/history';
import type { RecordStore, SaveOutcome } from '../session/storage';

/**
 * Where a finished game opened by a route comes from: the autosaved game of a catalogue entry
 * (`/replay/:id`), a game of the history (`/replay/history/:historyId`), or the record last opened
 * from a file, a paste or an online table (`/replay/opened`). The replay viewer and the analysis
 * open the same games, and link to each other, through it.
 */
export type RecordSource =
  | { readonly kind: 'saved'; readonly id: string }
  | { readonly kind: 'history'; readonly id: string }
  | { readonly kind: 'opened' };

/**
 * The path segment, and the record store's key, of the record opened from elsewhere: no catalogue
 * entry has this id, so it never names a game in progress.
 */
export const OPENED = 'opened';

export function sourceOf(params: { id?: string; historyId?: string }): RecordSource | null {
  if (params.historyId !== undefined) return { kind: 'history', id: decodeParam(params.historyId) };
  if (params.id === OPENED) return { kind: 'opened' };
  return params.id === undefined ? null : { kind: 'saved', id: params.id };
}

/** The path of a source under a screen's prefix (`/replay`, `/analysis`). */
export function sourcePath(prefix: string, source: RecordSource): string {
  if (source.kind === 'opened') return `${prefix}/${OPENED}`;
  return source.kind === 'history'
    ? `${prefix}/history/${encodeURIComponent(source.id)}`
    : `${prefix}/${source.id}`;
}

/**
 * Keeps a record read from a file, a paste or the server as the opened record, so the analysis (and
 * the replay it links back to) can open it by route, after a reload too. One at a time: the next one
 * opened this way replaces it.
 */
export function keepOpened(records: RecordStore, record: GameRecord): SaveOutcome {
  return records.save(OPENED, record);
}

/** The record of a source as text, to open like any record; undefined when it is not on the device. */
export function sourceText(
  source: RecordSource,
  services: { records: RecordStore; history: GameHistory },
): string | undefined {
  if (source.kind === 'history') return services.history.recordText(source.id);
  if (source.kind === 'opened') return textOf(services.records, OPENED);
  const entry = findEntry(source.id);
  return entry ? textOf(services.records, entry.id) : undefined;
}

function textOf(records: RecordStore, key: string): string | undefined {
  const saved = records.load(key);
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

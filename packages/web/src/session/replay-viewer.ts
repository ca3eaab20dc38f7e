import type { AnyGame, BaseState, GameRecord, ReplayError, Result, Step } from '@ludimaths/engine';
import { ok, parseRecordText, replayAny } from '@ludimaths/engine';

/** A record opened for step-by-step viewing: every state is rebuilt and checked once, up front. */
export interface ReplayViewer {
  readonly game: AnyGame;
  readonly record: GameRecord;
  /** states[0] is the setup; states[i + 1] follows step i. */
  readonly states: readonly BaseState[];
  readonly steps: readonly Step[];
}

/** Reads a record from text (a file or a paste): JSON errors and illegal steps say where they are. */
export function openRecord(
  text: string,
  games: Readonly<Record<string, AnyGame>>,
): Result<ReplayViewer, ReplayError> {
  const raw = parseRecordText(text);
  if (!raw.ok) return raw;
  const replayed = replayAny(games, raw.value, true);
  if (!replayed.ok) return replayed;
  const { game, record, history, state } = replayed.value;
  return ok({ game, record, states: history ?? [state], steps: record.steps });
}

/** Position in a replay, clamped to the record; pure so buttons and keys share it. */
export function clampStep(viewer: ReplayViewer, position: number): number {
  return Math.max(0, Math.min(viewer.steps.length, Math.round(position)));
}

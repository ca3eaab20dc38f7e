import type { AnyGame, GameRecord, ReplayError, Result, Step } from '@ludimaths/engine';
import { ok, parseRecordText, replayAny } from '@ludimaths/engine';

/** A record opened for step-by-step viewing: every step is checked once, up front. */
export interface ReplayViewer {
  readonly game: AnyGame;
  readonly record: GameRecord;
  /** The public (spectator) picture: views[0] is the setup; views[i + 1] follows step i. */
  readonly views: readonly unknown[];
  /** The steps as the game parsed them. */
  readonly steps: readonly Step[];
  /** Whether the record reaches the end of the game. */
  readonly over: boolean;
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
  const { game, record, history, state, steps } = replayed.value;
  return ok({
    game,
    record,
    views: (history ?? [state]).map((s) => game.view(s, 'spectator')),
    steps,
    over: game.outcome(state).status === 'over',
  });
}

/** Position in a replay, clamped to the record; pure so buttons and keys share it. */
export function clampStep(viewer: ReplayViewer, position: number): number {
  return Math.max(0, Math.min(viewer.steps.length, Math.round(position)));
}

import { gameJudges } from '@ludimaths/engine';

/** Whether the engine reviews this game's decisions (every game but the solitaire). */
export function hasAnalysis(gameId: string): boolean {
  return Object.hasOwn(gameJudges, gameId);
}

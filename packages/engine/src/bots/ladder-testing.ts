import type { BaseState, GameDefinition } from '../core/game';
import type { Bot } from './bot';
import type { TournamentOptions } from './tournament';
import { runTournament } from './tournament';

/**
 * For the level-ladder tests: the score of `strong` (a win counts 1, a shared win or a draw its
 * share) per game against `weak` over a seeded tournament with seats rotated, so the figure is the
 * same on every run and machine. Throws if a game did not finish, which would make the score mean
 * nothing.
 */
export function headToHeadScore<S extends BaseState, M, C, O, V>(
  game: GameDefinition<S, M, C, O, V>,
  strong: Bot<V, M>,
  weak: Bot<V, M>,
  settings: TournamentOptions<O>,
): number {
  const result = runTournament(
    game,
    [
      { name: strong.name, bot: strong },
      { name: weak.name, bot: weak },
    ],
    settings,
  );
  if (result.unfinished > 0) throw new Error(`${result.unfinished} games did not finish`);
  const scores = result.entrants[0]?.scores ?? [];
  return scores.reduce((sum, s) => sum + s, 0) / settings.games;
}

import type { FinishedGame } from './history';

/** What the history screen tells about one catalogue entry, from the games kept on this device. */
export interface EntryStats {
  readonly entry: string;
  readonly played: number;
  /** Games that a seat played by a person on this device won (alone or sharing the win). */
  readonly won: number;
  /** The fewest rolls of a won solo game, where the game counts them (Finito); else null. */
  readonly bestSoloRolls: number | null;
  /** The mean score of the people's seats over the games that scored; null where none did. */
  readonly averageScore: number | null;
}

/**
 * The seats a person played: the recorded ones, or every seat in games kept before they were recorded
 * (those were most often played together on one device).
 */
const peopleOf = (game: FinishedGame): readonly number[] =>
  game.people ?? game.players.map((_, seat) => seat);

const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;

function statsOf(entry: string, games: readonly FinishedGame[]): EntryStats {
  const won = games.filter((game) => peopleOf(game).some((seat) => game.winners.includes(seat))).length;
  const soloRolls = games.flatMap((game) =>
    game.players.length === 1 && game.winners.length > 0 && game.rolls !== undefined ? [game.rolls] : [],
  );
  const scores = games.flatMap((game) => {
    const { scores: all } = game;
    if (!all) return [];
    return peopleOf(game).flatMap((seat) => (all[seat] === undefined ? [] : [all[seat]]));
  });
  return {
    entry,
    played: games.length,
    won,
    bestSoloRolls: soloRolls.length === 0 ? null : Math.min(...soloRolls),
    averageScore: mean(scores),
  };
}

/** One line per catalogue entry played, most played first (ties in the order first met, newest first). */
export function historyStats(games: readonly FinishedGame[]): EntryStats[] {
  const byEntry = new Map<string, FinishedGame[]>();
  for (const game of games) {
    const list = byEntry.get(game.entry) ?? [];
    list.push(game);
    byEntry.set(game.entry, list);
  }
  return [...byEntry].map(([entry, list]) => statsOf(entry, list)).sort((a, b) => b.played - a.played);
}

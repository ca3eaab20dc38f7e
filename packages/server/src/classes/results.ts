import type { ClassResults, PupilResult } from '@ludimaths/protocol';
import type { ClassRow } from '../store/store';
import type { LiveTable } from '../tables/live-table';

/**
 * Per pupil: games finished, wins and scores, read from each finished table's outcome as the engine
 * computes it from the stored steps (the table was rebuilt by replaying them); nothing is re-scored here.
 */
export async function classResults(
  row: ClassRow,
  load: (id: string) => Promise<LiveTable | undefined>,
): Promise<ClassResults> {
  const rows = new Map<string, PupilResult>(
    row.data.pupils.map((p) => [
      p.id,
      { pupil: p.id, name: p.name, played: 0, wins: 0, scores: [], rolls: [] },
    ]),
  );
  const tables: ClassResults['tables'] = [];
  for (const [r, round] of row.data.rounds.entries()) {
    for (const placed of round.tables) {
      const table = await load(placed.id);
      if (!table) continue;
      tables.push({ round: r + 1, id: placed.id, status: table.row.status });
      const outcome = table.match?.outcome();
      if (outcome?.status !== 'over') continue;
      for (const [seat, pupil] of placed.pupils.entries()) {
        const result = pupil === null ? undefined : rows.get(pupil);
        if (!result) continue;
        const score = outcome.scores?.[seat];
        rows.set(result.pupil, {
          ...result,
          played: result.played + 1,
          wins: result.wins + (outcome.winners.includes(seat) ? 1 : 0),
          scores: score === undefined ? result.scores : [...result.scores, score],
          rolls: outcome.rolls === undefined ? result.rolls : [...result.rolls, outcome.rolls],
        });
      }
    }
  }
  return { game: row.data.game, rows: [...rows.values()], tables };
}

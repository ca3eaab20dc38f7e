import type { ClassTable, PupilView, TableProgress, TeacherView } from '@ludimaths/protocol';
import type { ClassRow } from '../store/store';
import type { LiveTable } from '../tables/live-table';

/** Whose class connections are open now (pupil ids), and the round's tables in memory. */
export interface Presence {
  readonly pupils: ReadonlySet<string>;
  readonly tables: ReadonlyMap<string, LiveTable>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The round being played, or undefined while gathering. */
export function currentRound(row: ClassRow) {
  return row.data.phase === 'playing' ? row.data.rounds.at(-1) : undefined;
}

/**
 * A table at a glance, from the engine's match: seats, who acts, and the outcome once over. A
 * pupil's seat counts as connected when the table or the class hears them (on several nodes, the
 * table here only knows its own connections; the class knows every node's pupils).
 */
export function tableSummary(
  table: LiveTable,
  pupils: readonly (string | null)[],
  present: ReadonlySet<string> = new Set(),
): ClassTable {
  const info = table.info();
  const match = table.match;
  const actors = match?.actors();
  const outcome = match?.outcome();
  return {
    id: table.id,
    status: table.row.status,
    seq: table.row.seq,
    seats: info.seats.map((s, i) => ({
      name: s.name,
      kind: s.kind,
      pupil: pupils[i] ?? null,
      connected: s.connected || present.has(pupils[i] ?? ''),
    })),
    acting: actors?.kind === 'seats' ? [...actors.seats] : [],
    ...(outcome?.status === 'over'
      ? {
          winners: [...outcome.winners],
          ...(outcome.scores ? { scores: [...outcome.scores] } : {}),
          ...(outcome.rolls !== undefined ? { rolls: outcome.rolls } : {}),
        }
      : {}),
    ...(match ? { progress: atAGlance(table, match) } : {}),
    paused: Boolean(table.row.settings.paused),
  };
}

/** The game's own figures, from the spectator's view only: what any watcher may see, never a hand. */
function atAGlance(table: LiveTable, match: NonNullable<LiveTable['match']>): TableProgress {
  const progress = table.game.progress(match.view('spectator'));
  return { ...progress, seats: [...progress.seats] };
}

export function teacherView(row: ClassRow, presence: Presence): TeacherView {
  const { data } = row;
  const round = currentRound(row);
  return {
    role: 'teacher',
    id: row.id,
    code: row.code,
    game: data.game,
    options: data.options,
    groupSize: data.groupSize,
    fill: data.fill,
    level: data.level,
    hints: data.hints ?? false,
    turnLimitMs: data.turnLimitMs ?? null,
    status: data.status,
    phase: data.phase,
    round: data.rounds.length,
    paused: data.paused,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    retentionDays: Math.round((row.expiresAt - row.createdAt) / DAY_MS),
    pupils: data.pupils.map((p) => ({
      id: p.id,
      name: p.name,
      connected: presence.pupils.has(p.id),
      hints: hintsOf(row, presence.tables, p.id),
    })),
    expected: data.expected ?? null,
    groups: data.groups.map((pupils, i) => {
      const placed = round?.tables[i];
      const table = placed ? presence.tables.get(placed.id) : undefined;
      return {
        pupils: [...pupils],
        table: placed && table ? tableSummary(table, placed.pupils, presence.pupils) : null,
      };
    }),
    waiting: [...data.waiting],
  };
}

/** The hints a pupil used at every table of the session this node holds in memory. */
function hintsOf(row: ClassRow, tables: Presence['tables'], pupil: string): number {
  let hints = 0;
  for (const round of row.data.rounds)
    for (const placed of round.tables) {
      const seat = placed.pupils.indexOf(pupil);
      const table = seat < 0 ? undefined : tables.get(placed.id);
      hints += table?.hintsUsed()[seat] ?? 0;
    }
  return hints;
}

export function pupilView(row: ClassRow, pupilId: string): PupilView {
  const { data } = row;
  const pupil = data.pupils.find((p) => p.id === pupilId);
  const round = currentRound(row);
  let tableId: string | null = null;
  let seat: number | null = null;
  for (const table of round?.tables ?? []) {
    const at = table.pupils.indexOf(pupilId);
    if (at >= 0) {
      tableId = table.id;
      seat = at;
    }
  }
  const group = data.groups.findIndex((g) => g.includes(pupilId));
  return {
    role: 'pupil',
    id: row.id,
    pupilId,
    name: pupil?.name ?? '?',
    game: data.game,
    status: data.status,
    phase: data.phase,
    round: data.rounds.length,
    paused: data.paused,
    group: group < 0 ? null : group,
    tableId,
    seat,
  };
}

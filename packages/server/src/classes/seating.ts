import type { ClassData, StoredPupil, StoredSeat } from '../store/store';

/**
 * How pupils are put into groups, as pure functions of a class's data: a newcomer fills the first
 * group that has room, a pupil moved between rounds changes group, and a new round keeps the groups
 * or mixes them. Empty groups never stay.
 */

/** A pupil who just joined: into the first group with room while gathering, else waits for the next round. */
export function seatNewcomer(data: ClassData, pupil: StoredPupil): ClassData {
  const pupils = [...data.pupils, pupil];
  if (data.phase === 'playing') return { ...data, pupils, waiting: [...data.waiting, pupil.id] };
  return { ...data, pupils, groups: placeIn(data.groups, [pupil.id], data.groupSize) };
}

/** Adds pupils to the groups that have room, in order, opening new groups when all are full. */
function placeIn(groups: readonly (readonly string[])[], ids: readonly string[], size: number) {
  const result = groups.map((g) => [...g]);
  for (const id of ids) {
    const room = result.find((g) => g.length < size);
    if (room) room.push(id);
    else result.push([id]);
  }
  return result;
}

/** Moves a pupil to group `to` (`groups.length` opens a new one). Undefined when `to` is out of range. */
export function movePupil(data: ClassData, pupil: string, to: number): ClassData | undefined {
  if (to < 0 || to > data.groups.length) return undefined;
  const groups = data.groups.map((g) => g.filter((id) => id !== pupil));
  if (to === groups.length) groups.push([]);
  (groups[to] as string[]).push(pupil);
  return { ...data, groups: groups.filter((g) => g.length > 0) };
}

/**
 * Gathers again after a round: the same groups (latecomers placed where there is room) or new ones
 * (every pupil shuffled with `randomIndex`, then grouped in order).
 */
export function regroup(
  data: ClassData,
  mode: 'same' | 'new',
  randomIndex: (bound: number) => number,
): ClassData {
  const base = { ...data, phase: 'gathering' as const, waiting: [] };
  if (mode === 'same') {
    const kept = data.groups.filter((g) => g.length > 0);
    return { ...base, groups: placeIn(kept, data.waiting, data.groupSize) };
  }
  const ids = data.pupils.map((p) => p.id);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1);
    [ids[i], ids[j]] = [ids[j] as string, ids[i] as string];
  }
  return { ...base, groups: placeIn([], ids, data.groupSize) };
}

/**
 * The seats of a group's table: its pupils (each seat held by the pupil's credential), then computer
 * seats up to the group size when the class fills groups, and in any case up to what the game needs.
 */
export function groupSeats(
  data: ClassData,
  group: readonly string[],
  players: { readonly min: number; readonly max: number },
): { seats: StoredSeat[]; pupils: (string | null)[] } {
  const byId = new Map(data.pupils.map((p) => [p.id, p]));
  const seats: StoredSeat[] = [];
  const pupils: (string | null)[] = [];
  for (const id of group) {
    const pupil = byId.get(id);
    if (!pupil) continue;
    seats.push({ name: pupil.name, kind: 'human', tokenHash: pupil.tokenHash });
    pupils.push(id);
  }
  const wanted = Math.min(players.max, Math.max(players.min, data.fill ? data.groupSize : seats.length));
  while (seats.length < wanted) {
    seats.push({ name: null, kind: 'computer', level: data.level, tokenHash: null });
    pupils.push(null);
  }
  return { seats, pupils };
}

/**
 * Takes a pupil out of the class: out of the pupils, the groups (an emptied group closes, once no
 * round is played) and the waiting list, and out of every round's seating (a seat taken from them is a computer's from now on).
 */
export function withoutPupil(data: ClassData, pupil: string): ClassData {
  return {
    ...data,
    pupils: data.pupils.filter((p) => p.id !== pupil),
    // While a round is played, group i is table i's: an emptied group stays until the next round.
    groups: data.groups
      .map((g) => g.filter((id) => id !== pupil))
      .filter((g) => g.length > 0 || data.phase === 'playing'),
    waiting: data.waiting.filter((id) => id !== pupil),
    rounds: data.rounds.map((round) => ({
      tables: round.tables.map((t) => ({ ...t, pupils: t.pupils.map((id) => (id === pupil ? null : id)) })),
    })),
  };
}

/** The same class with one pupil's nickname changed. */
export function renamedPupil(data: ClassData, pupil: string, name: string): ClassData {
  return { ...data, pupils: data.pupils.map((p) => (p.id === pupil ? { ...p, name } : p)) };
}

import { describe, expect, it } from 'vitest';
import type { ClassData } from '../store/store';
import { groupSeats, movePupil, regroup, renamedPupil, seatNewcomer, withoutPupil } from './seating';

const empty: ClassData = {
  game: 'piste',
  options: { board: 'petite' },
  groupSize: 2,
  fill: false,
  level: 'moyen',
  status: 'open',
  phase: 'gathering',
  paused: false,
  pupils: [],
  groups: [],
  waiting: [],
  rounds: [],
};

const pupil = (id: string) => ({ id, name: id, tokenHash: `h${id}` });
const withPupils = (ids: string[], base = empty) => ids.reduce((d, id) => seatNewcomer(d, pupil(id)), base);

describe('seating', () => {
  it('fills groups in order and opens a new one when all are full', () => {
    expect(withPupils(['a', 'b', 'c']).groups).toEqual([['a', 'b'], ['c']]);
  });

  it('keeps latecomers for the next round while one is played', () => {
    const playing = withPupils(['d'], { ...withPupils(['a', 'b', 'c']), phase: 'playing' });
    expect(playing.waiting).toEqual(['d']);
    expect(regroup(playing, 'same', () => 0).groups).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('moves a pupil to another or a new group and drops empty groups', () => {
    const data = withPupils(['a', 'b', 'c']);
    expect(movePupil(data, 'c', 0)?.groups).toEqual([['a', 'b', 'c']]);
    expect(movePupil(data, 'a', 2)?.groups).toEqual([['b'], ['c'], ['a']]);
    expect(movePupil(data, 'a', 3)).toBeUndefined();
  });

  it('new groups hold every pupil once', () => {
    const mixed = regroup(withPupils(['a', 'b', 'c', 'd', 'e']), 'new', (bound) => bound - 1);
    expect(mixed.groups.flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(mixed.groups.map((g) => g.length)).toEqual([2, 2, 1]);
  });

  it('seats a group, with computers up to the group size or the game’s minimum', () => {
    const data = withPupils(['a', 'b', 'c']);
    const alone = groupSeats(data, ['c'], { min: 2, max: 4 });
    expect(alone.seats.map((s) => s.kind)).toEqual(['human', 'computer']);
    expect(alone.pupils).toEqual(['c', null]);
    expect(alone.seats[0]?.tokenHash).toBe('hc');
    const filled = groupSeats({ ...data, fill: true, groupSize: 4 }, ['a'], { min: 1, max: 4 });
    expect(filled.seats).toHaveLength(4);
    expect(groupSeats(data, ['a'], { min: 1, max: 4 }).seats).toHaveLength(1);
  });

  it('takes a removed pupil out of groups, waiting list and seating; an emptied group closes between rounds', () => {
    const gathering = withPupils(['a', 'b', 'c']);
    expect(withoutPupil(gathering, 'c').groups).toEqual([['a', 'b']]);
    expect(withoutPupil(gathering, 'c').pupils.map((p) => p.id)).toEqual(['a', 'b']);
    const round = {
      tables: [
        { id: 't1', pupils: ['a', 'b'] },
        { id: 't2', pupils: ['c', null] },
      ],
    };
    const playing = withPupils(['d'], { ...gathering, phase: 'playing', rounds: [round] });
    const removed = withoutPupil(withoutPupil(playing, 'c'), 'd');
    // Group 2 is still table 2's while the round is played; the next round closes it.
    expect(removed.groups).toEqual([['a', 'b'], []]);
    expect(removed.waiting).toEqual([]);
    expect(removed.rounds[0]?.tables[1]?.pupils).toEqual([null, null]);
    expect(regroup(removed, 'same', () => 0).groups).toEqual([['a', 'b']]);
  });

  it('renames one pupil only', () => {
    const renamed = renamedPupil(withPupils(['a', 'b']), 'b', 'Zoé');
    expect(renamed.pupils.map((p) => p.name)).toEqual(['a', 'Zoé']);
  });
});

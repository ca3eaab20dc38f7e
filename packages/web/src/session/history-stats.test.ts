import { finito, RECORD_FORMAT, RECORD_VERSION } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import type { FinishedGame } from './history';
import { describeFinished } from './history';
import { historyStats } from './history-stats';

let next = 0;
const game = (entry: string, fields: Partial<FinishedGame>): FinishedGame => ({
  id: `g${next++}`,
  entry,
  finishedAt: '2026-12-02T10:30:00.000Z',
  players: ['Léa', 'Robot'],
  winners: [0],
  scores: null,
  steps: 40,
  people: [0],
  ...fields,
});

describe('the statistics of the finished games', () => {
  it('counts the games played and those a person won, per entry, most played first', () => {
    const stats = historyStats([
      game('zigzag', { winners: [1] }),
      game('piste', { winners: [0] }),
      game('zigzag', { winners: [0] }),
      game('zigzag', { winners: [] }),
      game('zigzag', { winners: [0, 1] }),
    ]);
    expect(stats.map((s) => [s.entry, s.played, s.won])).toEqual([
      ['zigzag', 4, 2],
      ['piste', 1, 1],
    ]);
  });

  it('counts a win by any person at a table of several people, and every seat in older games', () => {
    const [stats] = historyStats([
      game('piste', { players: ['Léa', 'Tom'], winners: [1], people: [0, 1] }),
      game('piste', { players: ['Léa', 'Robot'], winners: [1], people: undefined }),
      game('piste', { players: ['Léa', 'Robot'], winners: [1], people: [0] }),
    ]);
    expect(stats?.won).toBe(2);
  });

  it('keeps the fewest rolls of a won solo game, ignoring unfinished solos and games with others', () => {
    const [stats] = historyStats([
      game('finito', { players: ['Léa'], people: [0], rolls: 31 }),
      game('finito', { players: ['Léa'], people: [0], rolls: 27 }),
      game('finito', { players: ['Léa'], people: [0], winners: [], rolls: 12 }),
      game('finito', { players: ['Léa', 'Robot'], rolls: 14 }),
      game('finito', { players: ['Léa'], people: [0], rolls: undefined }),
    ]);
    expect(stats?.bestSoloRolls).toBe(27);
  });

  it('averages the people’s scores over the games that scored, and gives none where no game did', () => {
    const stats = historyStats([
      game('finito', { players: ['Léa', 'Robot'], scores: [12, 7] }),
      game('finito', { players: ['Léa', 'Robot'], scores: [9, 12] }),
      game('finito', { players: ['Léa', 'Robot'], scores: null }),
      game('zigzag', {}),
    ]);
    expect(stats.map((s) => [s.entry, s.averageScore])).toEqual([
      ['finito', 10.5],
      ['zigzag', null],
    ]);
    expect(stats[1]?.bestSoloRolls).toBeNull();
  });

  it('reads the rolls and the people from a finished game’s summary', () => {
    const summary = describeFinished(
      'finito',
      { format: RECORD_FORMAT, version: RECORD_VERSION, game: finito.id, seed: 's', seats: [{}], steps: [] },
      { status: 'over', winners: [0], scores: [12], reason: 'finito', rolls: 42 },
      new Date(0),
      ['Léa'],
      [0],
    );
    expect(summary).toMatchObject({ people: [0], rolls: 42 });
    expect(historyStats([summary])[0]).toMatchObject({ won: 1, bestSoloRolls: 42, averageScore: 12 });
  });
});

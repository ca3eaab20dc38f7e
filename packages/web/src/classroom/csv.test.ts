import { describe, expect, it } from 'vitest';
import { resultsCsv } from './csv';

const results = {
  game: 'finito',
  rows: [
    { pupil: 'aaaaaaaa', name: 'Léa', played: 2, wins: 1, scores: [12, 9], rolls: [14, 20] },
    { pupil: 'bbbbbbbb', name: '=HYPERLINK("x")', played: 0, wins: 0, scores: [], rolls: [] },
    { pupil: 'cccccccc', name: 'Tom; Jr', played: 1, wins: 0, scores: [3], rolls: [] },
  ],
  tables: [],
};

describe('results CSV', () => {
  it('writes one row per pupil, with the locale’s separator', () => {
    const csv = resultsCsv(results, ['Élève', 'Parties', 'Victoires', 'Scores', 'Lancers'], ';');
    expect(csv.split('\r\n')).toEqual([
      'Élève;Parties;Victoires;Scores;Lancers',
      'Léa;2;1;12 9;14 20',
      `"'=HYPERLINK(""x"")";0;0;;`,
      '"Tom; Jr";1;0;3;',
      '',
    ]);
  });

  it('quotes commas in English', () => {
    const csv = resultsCsv(
      { ...results, rows: [{ ...(results.rows[0] as (typeof results.rows)[0]), name: 'Ana, B' }] },
      ['Pupil', 'Games', 'Wins', 'Scores', 'Rolls'],
      ',',
    );
    expect(csv).toContain('"Ana, B",2,1,12 9,14 20');
  });
});

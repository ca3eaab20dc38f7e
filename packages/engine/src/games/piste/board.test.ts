import { describe, expect, it } from 'vitest';
import { isUltimate, movePawn, primeFactors, raisedSource, TRACKS } from './board';

const squares = (end: number) => Array.from({ length: end + 1 }, (_, n) => n);

describe('ultimate and raised numbers', () => {
  it('counts 0, 1 and the primes as ultimate', () => {
    expect(squares(30).filter(isUltimate)).toEqual([0, 1, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29]);
  });

  it('lists the raised numbers of the grande piste with their sources', () => {
    const raised = squares(99).filter((n) => raisedSource(n) !== undefined);
    expect(raised.map((n) => [n, raisedSource(n)])).toEqual([
      [4, 2],
      [8, 2],
      [9, 3],
      [16, 2],
      [25, 5],
      [27, 3],
      [32, 2],
      [49, 7],
      [64, 2],
      [81, 3],
    ]);
  });

  it('lists the raised numbers of the petite piste with their sources', () => {
    const raised = squares(50).filter((n) => raisedSource(n) !== undefined);
    expect(raised).toEqual([4, 8, 9, 16, 25, 27, 32, 49]);
  });

  it('has 97 (grande) and 47 (petite) as last ultimate, preceded by 89 and 43', () => {
    expect(TRACKS.grande.lastUltimate).toBe(97);
    expect(TRACKS.petite.lastUltimate).toBe(47);
    expect(TRACKS.grande.backward[97]).toBe(89);
    expect(TRACKS.petite.backward[47]).toBe(43);
  });

  it('factorises composites as printed on the boards', () => {
    expect(primeFactors(12)).toEqual([2, 2, 3]);
    expect(primeFactors(49)).toEqual([7, 7]);
    expect(primeFactors(95)).toEqual([5, 19]);
  });
});

describe('moving a pawn forward', () => {
  const grande = TRACKS.grande;

  it('stays on a plain square', () => {
    expect(movePawn(grande, 0, 6)).toMatchObject({ landed: 6, to: 6, rule: 'plain', backward: false });
  });

  it('goes on to the next ultimate number from an ultimate number', () => {
    expect(movePawn(grande, 6, 7)).toMatchObject({ landed: 13, to: 17, rule: 'ultimate' });
    expect(movePawn(grande, 80, 9)).toMatchObject({ landed: 89, to: 97, rule: 'ultimate' });
  });

  it('goes back to the source of a raised number', () => {
    expect(movePawn(grande, 40, 9)).toMatchObject({ landed: 49, to: 7, rule: 'raised' });
    expect(movePawn(grande, 70, 11)).toMatchObject({ landed: 81, to: 3, rule: 'raised' });
    expect(movePawn(grande, 60, 4)).toMatchObject({ landed: 64, to: 2, rule: 'raised' });
  });

  it('sends a pawn landing on the last ultimate back to 0', () => {
    expect(movePawn(grande, 90, 7)).toMatchObject({ landed: 97, to: 0, rule: 'last-ultimate' });
    expect(movePawn(TRACKS.petite, 40, 7)).toMatchObject({ landed: 47, to: 0, rule: 'last-ultimate' });
  });

  it('does not resolve the square a pawn is sent to (Decision)', () => {
    // 89 sends the pawn to 97, the last ultimate, where it stays instead of going to 0.
    expect(movePawn(grande, 83, 6).to).toBe(97);
    // 2 sends the pawn to 3, an ultimate, where it stays instead of going on to 5.
    expect(movePawn(grande, 0, 2).to).toBe(3);
  });

  it('applies the same forward rules to a single die, so 1 leads on to 2', () => {
    expect(movePawn(grande, 0, 1)).toMatchObject({ landed: 1, to: 2, rule: 'ultimate' });
  });

  it('wins on an exact landing on END', () => {
    expect(movePawn(grande, 90, 9)).toMatchObject({ to: 99, won: true });
    expect(movePawn(TRACKS.petite, 44, 6)).toMatchObject({ to: 50, won: true });
  });
});

describe('bouncing back past END', () => {
  const grande = TRACKS.grande;

  it('moves back by the excess and counts as a backward move', () => {
    expect(movePawn(grande, 95, 10)).toMatchObject({ landed: 93, to: 93, backward: true, rule: 'plain' });
  });

  it('sends a pawn bouncing onto an ultimate number to the previous ultimate, the last one included', () => {
    expect(movePawn(grande, 98, 3)).toMatchObject({ landed: 97, to: 89, backward: true, rule: 'ultimate' });
    expect(movePawn(grande, 98, 11)).toMatchObject({ landed: 89, to: 83, backward: true, rule: 'ultimate' });
    expect(movePawn(TRACKS.petite, 48, 5)).toMatchObject({ landed: 47, to: 43, rule: 'ultimate' });
  });

  it('sends a pawn bouncing onto a raised number to its source', () => {
    expect(movePawn(TRACKS.petite, 46, 5)).toMatchObject({
      landed: 49,
      to: 7,
      backward: true,
      rule: 'raised',
    });
  });

  it('never leaves the board', () => {
    for (const track of Object.values(TRACKS)) {
      for (let from = 0; from < track.end; from++) {
        for (let total = 1; total <= 12; total++) {
          const { to } = movePawn(track, from, total);
          expect(to).toBeGreaterThanOrEqual(0);
          expect(to).toBeLessThanOrEqual(track.end);
        }
      }
    }
  });
});

import { CasseTete, Finito, Piste } from '@ludimaths/engine';
import { describe, expect, it } from 'vitest';
import { buildFacts } from './build';
import data from './facts.json';
import { finitoFacts, finitoSoloRolls } from './finito';
import type { Facts, SolitaireShapeFacts } from './types';

/**
 * The "Ce que l'on sait" pages cannot drift from the engine (issue 33): every figure in facts.json is
 * recomputed here. The whole file is compared with `buildFacts()`, and each figure is also checked
 * against the engine's own analyses directly, so a mistake in `build.ts` does not check itself.
 * The piste and the solitaire are exact and solve in well under a second; Finito's figures come from
 * seeded games of about two seconds each, so only the first few are replayed here.
 */
const page = data as Facts;
const STALE = 'facts.json is stale: run `npm run make-facts -w @ludimaths/web`';

describe('the facts pages data', () => {
  it('is exactly what the engine computes now', () => {
    expect(buildFacts(page.finito), STALE).toEqual(page);
  });
});

describe('la piste', () => {
  it('has both boards', () => {
    expect(page.piste.map((b) => b.board)).toEqual([...Piste.BOARD_NAMES]);
  });

  for (const board of Piste.BOARD_NAMES) {
    const facts = page.piste.find((b) => b.board === board);
    const analysis = Piste.analyzePiste(board);

    it(`${board}: expected turns with two dice and with the optimal choice`, () => {
      expect(facts?.expectedTurns.twoDice).toBe(analysis.expectedTurnsTwoDice);
      expect(facts?.expectedTurns.optimal).toBe(analysis.expectedTurnsOptimal);
      expect(facts?.medianTurns.optimal).toBe(analysis.distribution.optimal.median);
      // Choosing well can only help.
      expect(facts?.expectedTurns.optimal).toBeLessThan(facts?.expectedTurns.twoDice ?? 0);
    });

    it(`${board}: the one-die squares are those where one die is worth fewer turns`, () => {
      const reachable = analysis.squares.filter((s) => s.reachable);
      expect(facts?.squares.map((s) => s.square)).toEqual(reachable.map((s) => s.square));
      const better = facts?.squares.filter((s) => s.oneDie < s.twoDice).map((s) => s.square);
      expect(facts?.oneDieSquares).toEqual(better);
      const reachableOneDie = analysis.oneDieSquares.filter((s) => reachable.some((q) => q.square === s));
      expect(facts?.oneDieSquares).toEqual(reachableOneDie);
    });

    it(`${board}: the raised squares are the prime powers below the finish`, () => {
      const powers = Array.from({ length: analysis.end }, (_, n) => n).filter(
        (n) => Piste.raisedSource(n) !== undefined,
      );
      expect(facts?.raised).toEqual(powers.map((n) => ({ square: n, source: Piste.raisedSource(n) })));
    });

    it(`${board}: each seat's chance of winning, for 2, 3 and 4 players`, () => {
      for (const n of Piste.PLAYER_COUNTS) {
        const seats = facts?.winProbability[n] ?? [];
        expect(seats).toEqual(analysis.winProbability.optimal[n]);
        expect(seats.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        // The "pourquoi" says the first player wins most often.
        expect(Math.max(...seats)).toBe(seats[0]);
      }
    });
  }
});

/** Every two touching sides of a drawn solution carry equal numbers, and it uses every token once. */
function checkDrawn(shape: SolitaireShapeFacts) {
  const grid = shape.drawn ?? [];
  expect(grid).toHaveLength(shape.rows);
  const tokens = grid.flat().map((p) => p.token);
  expect(new Set(tokens).size).toBe(CasseTete.TOKEN_COUNT);
  const value = (r: number, c: number, side: CasseTete.Side) => {
    const p = grid[r]?.[c];
    if (!p) throw new Error(`no token at ${r}, ${c}`);
    if (!shape.rotation) expect(p.turns).toBe(0);
    return CasseTete.sideValueId(CasseTete.tokenId(p.token), p.turns, side);
  };
  for (let r = 0; r < shape.rows; r++) {
    expect(grid[r]).toHaveLength(shape.cols);
    for (let c = 0; c < shape.cols; c++) {
      const p = grid[r]?.[c];
      const id = CasseTete.tokenId(p?.token ?? 0);
      expect(p?.top).toBe(CasseTete.placedValue(id, p?.turns ?? 0, CasseTete.TOP).text);
      expect(p?.left).toBe(CasseTete.placedValue(id, p?.turns ?? 0, CasseTete.LEFT).text);
      if (c + 1 < shape.cols) expect(value(r, c, CasseTete.RIGHT)).toBe(value(r, c + 1, CasseTete.LEFT));
      if (r + 1 < shape.rows) expect(value(r, c, CasseTete.BOTTOM)).toBe(value(r + 1, c, CasseTete.TOP));
    }
  }
}

describe('the solitaire', () => {
  it('counts every rectangle of the 30 tokens, with and without rotation', () => {
    const shapes = page.solitaire.shapes;
    expect(shapes).toHaveLength(16);
    for (const shape of shapes) {
      const solved = CasseTete.solve(CasseTete.tokenPieces(), { ...shape, all: true });
      if (!solved.ok) throw new Error(solved.error.message);
      expect(solved.value.complete).toBe(true);
      expect(shape.solutions, `${shape.rows} × ${shape.cols}`).toBe(solved.value.solutions);
      expect(shape.drawn === null).toBe(shape.solutions === 0);
    }
  });

  it('draws one valid solution of each rectangle that has any', () => {
    const solved = page.solitaire.shapes.filter((s) => s.solutions > 0);
    expect(solved.length).toBeGreaterThan(0);
    for (const shape of solved) checkDrawn(shape);
  });

  it('says how many numbers occur an odd number of times', () => {
    const counts = new Map<string, number>();
    for (const token of CasseTete.TOKENS) {
      for (const side of CasseTete.SIDES) {
        // Equal numbers written differently (1/4, 25 %) are one number: key by the exact rational.
        const { value } = CasseTete.placedValue(token.id, 0, side);
        const key = CasseTete.formatRational(value);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    const odd = [...counts.values()].filter((n) => n % 2 === 1).length;
    expect(page.solitaire.oddValues).toBe(odd);
  });
});

describe('Finito solo', () => {
  const { finito } = page;
  const REPLAYED = 2;

  it(`replays the first ${REPLAYED} seeded games to the same number of rolls`, () => {
    expect(finito.rolls.length).toBeGreaterThanOrEqual(100);
    const replayed = Array.from({ length: REPLAYED }, (_, seed) => finitoSoloRolls(seed));
    expect(replayed).toEqual(finito.rolls.slice(0, REPLAYED));
  });

  it('summarises exactly the kept games', () => {
    expect(finito).toEqual(finitoFacts(finito.rolls));
    expect(finito.median).toBeGreaterThanOrEqual(finito.best);
    expect(finito.p90).toBeGreaterThanOrEqual(finito.median);
  });

  it('never beats the proved floor: Finito needs every token on the board, one placed per roll', () => {
    // Tokens 1 … floor in reading order make a Finito; one fewer never does.
    const board = (tokens: number) =>
      Array.from({ length: Finito.CELL_COUNT }, (_, cell) => (cell < tokens ? cell + 1 : 0));
    expect(Finito.isFinito(board(finito.floor))).toBe(true);
    expect(Finito.isFinito(board(finito.floor - 1))).toBe(false);
    expect(finito.best).toBeGreaterThanOrEqual(finito.floor);
  });
});

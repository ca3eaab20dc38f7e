import { CasseTete, CasseTeteSolitaire, Piste } from '@ludimaths/engine';
import type {
  DrawnToken,
  Facts,
  FinitoFacts,
  PisteBoardFacts,
  SolitaireFacts,
  SolitaireShapeFacts,
} from './types';

/**
 * Computes every figure of the "Ce que l'on sait" pages from the engine's exact analyses (issue 33).
 * Only `scripts/make-facts.ts` (at build time) and the tests call it: the app imports the JSON it
 * wrote, so no page ships or runs a solver. The piste and the solitaire solve in well under a second;
 * Finito's figures come from games that take minutes (finito.ts), so they are passed in.
 */
export function buildFacts(finito: FinitoFacts): Facts {
  return { piste: Piste.BOARD_NAMES.map(pisteBoardFacts), solitaire: solitaireFacts(), finito };
}

export function pisteBoardFacts(board: Piste.BoardName): PisteBoardFacts {
  const track = Piste.TRACKS[board];
  const analysis = Piste.solvePisteAnalysis(board);
  const raised = track.forwardRule.flatMap((rule, square) =>
    rule === 'raised' ? [{ square, source: track.forward[square] as number }] : [],
  );
  const squares = analysis.squares
    .filter((s) => s.reachable)
    .map(({ square, oneDie, twoDice }) => ({ square, oneDie, twoDice }));
  return {
    board,
    end: track.end,
    lastUltimate: track.lastUltimate,
    raised,
    expectedTurns: { twoDice: analysis.expectedTurnsTwoDice, optimal: analysis.expectedTurnsOptimal },
    medianTurns: {
      twoDice: analysis.distribution.twoDice.median,
      optimal: analysis.distribution.optimal.median,
    },
    oneDieSquares: analysis.squares.filter((s) => s.reachable && s.best === 1).map((s) => s.square),
    squares,
    winProbability: analysis.winProbability.optimal,
    expectedGameTurns: analysis.expectedGameTurns.optimal,
  };
}

/** The numbers on a token's four sides once turned, as printed (fractions, decimals, percentages). */
export function drawToken(token: number, turns: CasseTete.Turns): DrawnToken {
  const id = CasseTete.tokenId(token);
  const text = (side: CasseTete.Side) => CasseTete.placedValue(id, turns, side).text;
  return {
    token,
    turns,
    top: text(CasseTete.TOP),
    right: text(CasseTete.RIGHT),
    bottom: text(CasseTete.BOTTOM),
    left: text(CasseTete.LEFT),
  };
}

export function solitaireShapeFacts(rows: number, cols: number, rotation: boolean): SolitaireShapeFacts {
  const solved = CasseTete.solve(CasseTete.tokenPieces(), { rows, cols, rotation, all: true });
  if (!solved.ok) throw new Error(solved.error.message);
  const { complete, solutions, nodes, first } = solved.value;
  // The page says "exactly": an interrupted search would make that false.
  if (!complete) throw new Error(`the ${rows} × ${cols} search did not finish`);
  const drawn = first?.map((row) => row.map((p) => drawToken(p.token, p.turns as CasseTete.Turns))) ?? null;
  return { rows, cols, rotation, solutions, nodes, drawn };
}

/** Values (equal numbers share an id) that occur an odd number of times on all tokens' sides. */
export function oddValueCount(): number {
  const counts = new Map<number, number>();
  for (let token = 1; token <= CasseTete.TOKEN_COUNT; token++) {
    for (const side of CasseTete.SIDES) {
      const value = CasseTete.sideValueId(CasseTete.tokenId(token), 0, side);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return [...counts.values()].filter((n) => n % 2 === 1).length;
}

function solitaireFacts(): SolitaireFacts {
  const shapes = [true, false].flatMap((rotation) =>
    CasseTeteSolitaire.SOLITAIRE_SHAPES.map(([rows, cols]) => solitaireShapeFacts(rows, cols, rotation)),
  );
  return { tokens: CasseTete.TOKEN_COUNT, oddValues: oddValueCount(), shapes };
}

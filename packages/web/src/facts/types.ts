import type { CasseTete, Piste } from '@ludimaths/engine';

/**
 * What the "Ce que l'on sait" pages show, as plain JSON (issue 33). `build.ts` computes it from the
 * engine's exact analyses; `scripts/make-facts.ts` writes it to `facts.json`, which the pages import,
 * and `facts.test.ts` recomputes it so the pages cannot drift from the engine.
 */
export interface Facts {
  readonly piste: readonly PisteBoardFacts[];
  readonly solitaire: SolitaireFacts;
  readonly finito: FinitoFacts;
}

type PerPlayerCount<T> = Readonly<Record<Piste.PlayerCount, T>>;

/** One overshot square where the choice matters: expected turns left with one die, with two. */
export interface PisteSquareFacts {
  readonly square: number;
  readonly oneDie: number;
  readonly twoDice: number;
}

export interface PisteBoardFacts {
  readonly board: Piste.BoardName;
  readonly end: number;
  readonly lastUltimate: number;
  /** Raised squares (p^k, k ≥ 2) and the prime p each sends a pawn back to. */
  readonly raised: readonly { readonly square: number; readonly source: number }[];
  /** Expected turns of a lone pawn always rolling two dice, and under the optimal policy. */
  readonly expectedTurns: Readonly<Record<Piste.PolicyName, number>>;
  readonly medianTurns: Readonly<Record<Piste.PolicyName, number>>;
  /** Squares where an overshot pawn that can stand there should roll one die. */
  readonly oneDieSquares: readonly number[];
  /** Every square an overshot pawn can stand on, with both expected values. */
  readonly squares: readonly PisteSquareFacts[];
  /** Chance that each seat (in turn order) wins, by player count, under the optimal policy. */
  readonly winProbability: PerPlayerCount<readonly number[]>;
  readonly expectedGameTurns: PerPlayerCount<number>;
}

/** A placed token as drawn: its number and its four printed numbers after turning. */
export interface DrawnToken {
  readonly token: number;
  readonly turns: CasseTete.Turns;
  readonly top: string;
  readonly right: string;
  readonly bottom: string;
  readonly left: string;
}

export interface SolitaireShapeFacts {
  readonly rows: number;
  readonly cols: number;
  readonly rotation: boolean;
  /** Exact number of solutions (the search is exhaustive; a half-turned copy counts). */
  readonly solutions: number;
  /** Placements the exhaustive search tried; 0 means counting alone proved there is none. */
  readonly nodes: number;
  /** The first solution found, row by row, or null. */
  readonly drawn: readonly (readonly DrawnToken[])[] | null;
}

export interface SolitaireFacts {
  readonly tokens: number;
  /** Numbers that occur an odd number of times on the 120 sides (each needs a border side). */
  readonly oddValues: number;
  readonly shapes: readonly SolitaireShapeFacts[];
}

/** Finito solo: rolls of the d20 to Finito under the strongest level, over games seeded 0, 1, 2, … */
export interface FinitoFacts {
  readonly bot: 'fort';
  /** Moves the bot searches one turn ahead. */
  readonly width: number;
  /** Proved: no game can end in fewer rolls (one token placed per roll, twelve tokens). */
  readonly floor: number;
  readonly rolls: readonly number[];
  readonly mean: number;
  /** Half-width of the 95 % confidence interval of the mean. */
  readonly halfWidth: number;
  readonly median: number;
  readonly p90: number;
  readonly best: number;
  readonly worst: number;
}

// The solitaire and its solver, re-exported as one block from the game's index.
export { BOTTOM, LEFT, RIGHT, TOP } from './geometry';
export { tokenPieces } from './pieces';
export * from './solitaire';
export * from './solitaire-hint';
export * from './solitaire-json';
export type { Arrangement, Placement, SolveOptions, SolveResult, SolverPiece } from './solver';
export { solve } from './solver';

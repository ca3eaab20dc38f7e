import type { ChanceOutcome } from '../../core/chance';
import type { Actors, GameError, Outcome, Seat } from '../../core/game';
import type { Result, RuleError } from '../../core/result';
import { ok, ruleError } from '../../core/result';
import type { RngState } from '../../core/rng';
import { seedRng } from '../../core/rng';
import { isInteger, isObject, refuseSeat } from '../../core/validate';
import type { Turns } from '../casse-tete/geometry';
import { TOKEN_COUNT, TOKENS } from '../casse-tete/tokens';
import type { GridErrorCode, SolitaireGrid } from './grid';
import { cellAt, checkSolitaire, emptyGrid, placeToken, removeToken, rotateToken } from './grid';
import type {
  GridMove,
  SolitaireChance,
  SolitaireErrorCode,
  SolitaireMove,
  SolitaireOptions,
  SolitaireState,
} from './types';

type Refusable = Result<SolitaireState, GameError<SolitaireErrorCode>>;

/**
 * Undo reaches this many grid moves back: as many as a game with the default move limit can make, so
 * that undo goes back to the empty grid (a state holds one small object per move kept).
 */
export const UNDO_DEPTH = 1000;

export function setup(
  options: SolitaireOptions,
  playerCount: number,
  seed: string | number,
): Result<SolitaireState, RuleError> {
  if (playerCount !== 1)
    return ruleError('bad-player-count', `the solitaire is for one player, not ${playerCount}`);
  const grid = emptyGrid(options.rows, options.cols, options.rotation);
  if (!grid.ok) return grid;
  return ok({
    rng: seedRng(seed),
    options,
    order: [],
    grid: grid.value,
    moves: 0,
    checks: 0,
    checked: false,
    undo: [],
    redo: [],
    end: null,
  });
}

const CHANCE: Actors = Object.freeze({ kind: 'chance' });
const OVER: Actors = Object.freeze({ kind: 'over' });
const PLAYER: Actors = Object.freeze({ kind: 'seats', seats: Object.freeze([0]) });

/** Shuffling the tray (one draw per token), then the one player until the grid is solved or time is up. */
export function actors(state: SolitaireState): Actors {
  if (state.end) return OVER;
  return state.order.length < TOKEN_COUNT ? CHANCE : PLAYER;
}

// One frozen outcome per token, so listing the tokens left to draw allocates only the array.
const DRAW_OUTCOMES: readonly ChanceOutcome<SolitaireChance>[] = TOKENS.map(({ id: token }) =>
  Object.freeze({ outcome: Object.freeze({ kind: 'draw' as const, token }), weight: 1 }),
);

/** The tokens not yet in the tray's order, equally likely. */
export function chanceOutcomes(state: SolitaireState): readonly ChanceOutcome<SolitaireChance>[] {
  if (actors(state) !== CHANCE) return [];
  const drawn = new Set(state.order);
  return DRAW_OUTCOMES.filter((o) => !drawn.has(o.outcome.token));
}

export function resolveChance(state: SolitaireState, outcome: SolitaireChance, rng = state.rng): Refusable {
  const actor = actors(state);
  if (actor === OVER) return ruleError('game-over', 'the game is over');
  if (actor !== CHANCE) return ruleError('not-chance', 'no chance event is pending: the tray is shuffled');
  if (!isObject(outcome) || outcome.kind !== 'draw')
    return ruleError('bad-chance', 'the only chance event is drawing the next tray token');
  if (!isInteger(outcome.token)) return ruleError('bad-chance', 'a drawn token is a whole number');
  if (outcome.token < 1 || outcome.token > TOKEN_COUNT)
    return ruleError('bad-chance', `there is no token ${outcome.token} (tokens are 1 to ${TOKEN_COUNT})`);
  if (state.order.includes(outcome.token))
    return ruleError('already-drawn', `token ${outcome.token} is already in the tray's order`);
  return ok(afterDraw(state, rng, [...state.order, outcome.token]));
}

/**
 * The state after a draw, written field by field: `{ ...state, rng, … }` made every later step of a
 * game slower (see zigzag's `beforePlay`).
 */
function afterDraw(state: SolitaireState, rng: RngState, order: SolitaireState['order']): SolitaireState {
  const { options, grid, moves, checks, checked, undo, redo, end } = state;
  return { rng, options, order, grid, moves, checks, checked, undo, redo, end };
}

/** Every legal move: placements, slides, removals, turns, then undo and check when they apply. */
export function legalMoves(state: SolitaireState, seat: Seat): readonly SolitaireMove[] {
  if (actors(state) !== PLAYER || seat !== 0) return [];
  const { grid, order } = state;
  const placed: [number, number][] = [];
  const empty: [number, number][] = [];
  const onGrid = new Set<number>();
  for (let row = 0; row < grid.rows; row++)
    for (let col = 0; col < grid.cols; col++) {
      const cell = cellAt(grid, row, col);
      if (cell) onGrid.add(cell.token);
      (cell ? placed : empty).push([row, col]);
    }
  const allTurns: readonly Turns[] = grid.rotation ? [0, 1, 2, 3] : [0];
  const moves: SolitaireMove[] = [];
  for (const token of order) {
    if (onGrid.has(token)) continue;
    for (const [row, col] of empty)
      for (const turns of allTurns) moves.push({ kind: 'place', token, row, col, turns });
  }
  for (const [row, col] of placed) {
    for (const [toRow, toCol] of empty) moves.push({ kind: 'move', row, col, toRow, toCol });
    moves.push({ kind: 'remove', row, col });
    if (grid.rotation) moves.push({ kind: 'rotate', row, col, by: 1 }, { kind: 'rotate', row, col, by: -1 });
  }
  if (state.undo.length > 0) moves.push({ kind: 'undo' });
  if (state.redo.length > 0) moves.push({ kind: 'redo' });
  if (placed.length > 0 && !state.checked) moves.push({ kind: 'check' });
  return moves;
}

export function apply(state: SolitaireState, seat: Seat, move: SolitaireMove): Refusable {
  const actor = actors(state);
  if (actor === OVER) return ruleError('game-over', 'the game is over');
  if (actor === CHANCE) return ruleError('chance-pending', 'the tray is still being shuffled');
  if (seat !== 0) return refuseSeat(seat, 1, 0);
  if (!wellFormed(move))
    return ruleError('bad-move', 'a move is place, move, remove, rotate, undo, redo or check');
  switch (move.kind) {
    case 'check':
      return check(state);
    case 'undo': {
      const last = state.undo[state.undo.length - 1];
      if (!last) return ruleError('nothing-to-undo', 'there is no move to undo');
      const grid = applyGridMove(state.grid, last);
      // The inverse of a legal move is legal on the grid it produced.
      if (!grid.ok) return grid;
      const redo = [...state.redo, grid.value.inverse];
      return ok(afterGridMove(state, grid.value.grid, state.undo.slice(0, -1), redo));
    }
    case 'redo': {
      const redo = state.redo;
      const last = redo[redo.length - 1];
      if (!last) return ruleError('nothing-to-redo', 'there is no undone move to play again');
      const grid = applyGridMove(state.grid, last);
      // An undone move is legal again on the grid its undo gave back.
      if (!grid.ok) return grid;
      const undo = [...state.undo, grid.value.inverse].slice(-UNDO_DEPTH);
      return ok(afterGridMove(state, grid.value.grid, undo, redo.slice(0, -1)));
    }
    case 'place':
    case 'move':
    case 'remove':
    case 'rotate': {
      const done = applyGridMove(state.grid, move);
      if (!done.ok) return done;
      const undo = [...state.undo, done.value.inverse].slice(-UNDO_DEPTH);
      return ok(afterGridMove(state, done.value.grid, undo, []));
    }
  }
}

/**
 * Whether `move` has the shape of a solitaire move with whole numbers where numbers belong: checked
 * before the rules read a field, so that a refusal quotes only values that passed (an object such as
 * `{ "toString": 0 }` from the network cannot make a message throw).
 */
function wellFormed(move: unknown): move is SolitaireMove {
  if (!isObject(move)) return false;
  const m = move as Readonly<Record<string, unknown>>;
  const whole = (...keys: string[]) => keys.every((key) => isInteger(m[key]));
  switch (m.kind) {
    case 'place':
      return whole('token', 'row', 'col', 'turns');
    case 'move':
      return whole('row', 'col', 'toRow', 'toCol');
    case 'remove':
      return whole('row', 'col');
    case 'rotate':
      return whole('row', 'col', 'by');
    case 'undo':
    case 'redo':
    case 'check':
      return true;
    default:
      return false;
  }
}

function check(state: SolitaireState): Refusable {
  if (state.checked) return ruleError('already-checked', 'the grid has not changed since the last check');
  if (checkSolitaire(state.grid).placed === 0) return ruleError('nothing-to-check', 'the grid is empty');
  return ok({ ...state, checks: state.checks + 1, checked: true });
}

/** A changed grid: one more move, the last check forgotten, and the end if solved or out of moves. */
function afterGridMove(
  state: SolitaireState,
  grid: SolitaireGrid,
  undo: readonly GridMove[],
  redo: readonly GridMove[],
): SolitaireState {
  const moves = state.moves + 1;
  const end = checkSolitaire(grid).solved ? 'solved' : moves >= state.options.moveLimit ? 'move-limit' : null;
  return { ...state, grid, moves, checked: false, undo, redo, end };
}

/** Applies a grid move and returns the move that takes it back. */
function applyGridMove(
  grid: SolitaireGrid,
  move: GridMove,
): Result<{ grid: SolitaireGrid; inverse: GridMove }, RuleError<GridErrorCode>> {
  const { row, col } = move;
  const withInverse = (next: Result<SolitaireGrid, RuleError<GridErrorCode>>, inverse: GridMove) =>
    next.ok ? ok({ grid: next.value, inverse }) : next;
  switch (move.kind) {
    case 'place':
      return withInverse(placeToken(grid, move), { kind: 'remove', row, col });
    case 'remove': {
      const cell = cellAt(grid, row, col);
      const removed = removeToken(grid, row, col);
      // A removal succeeds only on a cell that holds a token.
      if (!removed.ok || !cell)
        return removed.ok ? ruleError('empty-cell', `cell (${row}, ${col}) is empty`) : removed;
      return withInverse(removed, { kind: 'place', token: cell.token, row, col, turns: cell.turns });
    }
    case 'rotate':
      if (move.by !== 1 && move.by !== -1)
        return ruleError('bad-turns', `a token turns by one quarter turn (1 or -1), not ${move.by}`);
      return withInverse(rotateToken(grid, row, col, move.by), {
        kind: 'rotate',
        row,
        col,
        by: move.by === 1 ? -1 : 1,
      });
    case 'move': {
      const { toRow, toCol } = move;
      if (cellAt(grid, toRow, toCol) || (toRow === row && toCol === col))
        return ruleError('occupied', `cell (${toRow}, ${toCol}) is not empty`);
      const cell = cellAt(grid, row, col);
      const lifted = removeToken(grid, row, col);
      if (!lifted.ok || !cell)
        return lifted.ok ? ruleError('empty-cell', `cell (${row}, ${col}) is empty`) : lifted;
      const moved = placeToken(lifted.value, {
        token: cell.token,
        row: toRow,
        col: toCol,
        turns: cell.turns,
      });
      return withInverse(moved, { kind: 'move', row: toRow, col: toCol, toRow: row, toCol: col });
    }
  }
}

/** Solved: the one seat wins; out of moves: nobody does. The score is the number of moves. */
export function outcome(state: SolitaireState): Outcome {
  if (!state.end) return { status: 'running' };
  return {
    status: 'over',
    winners: state.end === 'solved' ? [0] : [],
    scores: [state.moves],
    reason: state.end,
  };
}

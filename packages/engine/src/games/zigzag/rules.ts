import type { Actors, GameError, Outcome, Seat } from '../../core/game';
import type { Result } from '../../core/result';
import { ok, ruleError } from '../../core/result';
import type { RngState } from '../../core/rng';
import { seedRng } from '../../core/rng';
import type { StartRoll } from '../../core/start-roll';
import { addStartRoll, beginStartRoll } from '../../core/start-roll';
import { isDieFace, isInteger, isObject, refuseSeat } from '../../core/validate';
import { operate, scoreNumber, TARGET_SCORE } from './arithmetic';
import type { Board } from './board';
import { BOARD_COLUMNS } from './board';
import { cellIndex, layoutOf } from './layout';
import { legalSteps } from './moves';
import { makeOperation } from './operation';
import type {
  EndReason,
  Phase,
  PlayerState,
  ZigzagChance,
  ZigzagErrorCode,
  ZigzagMove,
  ZigzagState,
} from './types';

type Applied = Result<ZigzagState, GameError<ZigzagErrorCode>>;

const EMPTY_PLAYER: PlayerState = Object.freeze({ label: 0, cell: -1, previous: -1, number: 0, score: 0 });

/** A game before its first die; `starter`, when agreed beforehand, replaces the roll-off. */
export function initialState(
  board: Board,
  moveLimit: number,
  seed: string | number,
  starter?: Seat,
): ZigzagState {
  const agreed = starter !== undefined;
  // One literal, no spread: every state then has the same object shape as the ones moves build.
  return {
    rng: seedRng(seed),
    board,
    moveLimit,
    phase: agreed ? 'start-cell' : 'start-roll',
    startRoll: agreed ? null : beginStartRoll(2),
    starter: agreed ? starter : -1,
    turn: agreed ? starter : 0,
    players: [EMPTY_PLAYER, EMPTY_PLAYER],
    moves: 0,
    passes: 0,
    endReason: null,
  };
}

const CHANCE: Actors = Object.freeze({ kind: 'chance' });
const OVER: Actors = Object.freeze({ kind: 'over' });
const SEAT: readonly Actors[] = Object.freeze([
  Object.freeze({ kind: 'seats', seats: Object.freeze([0]) }),
  Object.freeze({ kind: 'seats', seats: Object.freeze([1]) }),
]);

export function actors(state: ZigzagState): Actors {
  switch (state.phase) {
    case 'start-side':
    case 'play':
      return SEAT[state.turn] as Actors;
    case 'over':
      return OVER;
    default:
      return CHANCE;
  }
}

export function outcome(state: ZigzagState): Outcome {
  if (state.phase !== 'over') return { status: 'running' };
  const [a, b] = state.players;
  const winners = a.score > b.score ? [0] : b.score > a.score ? [1] : [];
  return { status: 'over', winners, scores: [a.score, b.score], reason: state.endReason ?? 'over' };
}

const withPlayer = (
  players: ZigzagState['players'],
  seat: Seat,
  player: PlayerState,
): ZigzagState['players'] => (seat === 0 ? [player, players[1]] : [players[0], player]);

const other = (seat: Seat): Seat => 1 - seat;

export function apply(state: ZigzagState, seat: Seat, move: ZigzagMove): Applied {
  if (state.phase === 'over') return ruleError('game-over', 'the game is over');
  if (state.phase !== 'start-side' && state.phase !== 'play')
    return ruleError('chance-pending', 'a die must be rolled first');
  if (seat !== state.turn) return refuseSeat(seat, 2, state.turn);
  // Typed callers cannot pass these, but untyped JavaScript can: answer with an error, never a throw.
  if (typeof move !== 'object' || move === null) return ruleError('bad-move', 'a move must be an object');
  switch (move.kind) {
    case 'start-side':
      return chooseSide(state, seat, move.side);
    case 'step':
      return step(state, seat, move);
    case 'pass':
      return pass(state, seat);
    default:
      return ruleError('bad-move', 'unknown kind of move');
  }
}

function chooseSide(state: ZigzagState, seat: Seat, side: string): Applied {
  if (state.phase !== 'start-side')
    return ruleError('wrong-phase', 'the start side is chosen only when placing the pawn at the start');
  if (side !== 'top' && side !== 'bottom')
    return ruleError('bad-move', 'the start side is "top" or "bottom"');
  const player = state.players[seat as 0 | 1];
  const row = side === 'top' ? 0 : layoutOf(state.board).rows - 1;
  const placed = { ...player, cell: cellIndex(row, player.label - 1) };
  const players = withPlayer(state.players, seat, placed);
  // The starter places first; then the other player rolls; after both, the starter rolls a number.
  if (seat === state.starter)
    return ok(beforePlay(state, state.rng, { phase: 'start-cell', turn: other(seat), players }));
  return ok(beforePlay(state, state.rng, { phase: 'start-number', turn: state.starter, players }));
}

const BAD_STEP = 'a step names its destination as to: [row, column], two whole numbers';

function step(state: ZigzagState, seat: Seat, move: Extract<ZigzagMove, { kind: 'step' }>): Applied {
  if (state.phase !== 'play') return ruleError('wrong-phase', 'the pawns are not on the board yet');
  const layout = layoutOf(state.board);
  const to = move.to;
  if (!Array.isArray(to)) return ruleError('bad-move', BAD_STEP);
  const row = to[0];
  const column = to[1];
  // One test on the common path; the rare failures are told apart after it.
  if (
    !Number.isInteger(row) ||
    !Number.isInteger(column) ||
    row < 0 ||
    row >= layout.rows ||
    column < 0 ||
    column >= BOARD_COLUMNS
  ) {
    if (!isInteger(row) || !isInteger(column)) return ruleError('bad-move', BAD_STEP);
    return ruleError('off-board', `cell [${row}, ${column}] is not on the board (${layout.rows} × 6)`);
  }
  const player = state.players[seat as 0 | 1];
  const from = player.cell;
  const target = cellIndex(row, column);
  const fromRow = Math.floor(from / BOARD_COLUMNS);
  const fromColumn = from % BOARD_COLUMNS;
  if (target === from || Math.abs(row - fromRow) > 1 || Math.abs(column - fromColumn) > 1)
    return ruleError(
      'not-neighbour',
      `cell [${row}, ${column}] is not next to the pawn at [${fromRow}, ${fromColumn}]`,
    );
  if (row === 0 || row === layout.rows - 1)
    return ruleError('start-row', 'a pawn never returns to a start row');
  if (target === player.previous)
    return ruleError('immediate-return', `the pawn cannot go straight back to [${row}, ${column}]`);
  if (target === state.players[other(seat) as 0 | 1].cell)
    return ruleError('occupied', `cell [${row}, ${column}] is occupied by the other pawn`);
  const kind = layout.kind[target];
  const by = layout.by[target] as number;
  if (kind === undefined) return ruleError('start-row', 'a pawn never returns to a start row');
  const half: unknown = move.half;
  if (half !== undefined && half !== 'floor' && half !== 'round')
    return ruleError('bad-move', 'half is "floor" or "round"');
  if (kind === 'divide' && player.number % by !== 0 && half === undefined)
    return ruleError('half-required', `${player.number} is odd: choose "floor" or "round" for ÷ ${by}`);
  if (half !== undefined && (kind !== 'divide' || player.number % by === 0))
    return ruleError('half-not-needed', 'a ÷ 2 choice is made only when halving an odd number');
  const result = operate(kind, by, player.number, half);
  if (result === 0) {
    if (kind === 'add' || kind === 'multiply')
      return ruleError(
        'too-large',
        'this move would take the number past 2^53 − 1, the largest exact number',
      );
    return ruleError(
      'below-one',
      `${player.number} ${makeOperation({ kind, by })} would give a result below 1`,
    );
  }
  const scored = scoreNumber(result);
  const score = player.score + scored.points;
  const moved: PlayerState = {
    label: player.label,
    cell: target,
    previous: from,
    number: scored.number,
    score,
  };
  const players = withPlayer(state.players, seat, moved);
  const moves = state.moves + 1;
  const end: EndReason | null =
    score >= TARGET_SCORE ? 'target-reached' : moves >= state.moveLimit ? 'move-limit' : null;
  return ok(afterTurn(state, players, moves, 0, end === null ? other(seat) : seat, end));
}

/** What a step of the start phases changes; the fields left out keep their values. */
interface StartChange {
  readonly phase: Phase;
  readonly turn: Seat;
  readonly players?: ZigzagState['players'];
  readonly startRoll?: StartRoll | null;
  readonly starter?: Seat;
}

/**
 * A state of the start phases, written field by field like `afterTurn`. Spreading the state and then
 * replacing its generator (`{ ...state, rng, … }`) left every later move of the game slower (about
 * 12 % of a random playout, measured by bench/ab-playout.ts), however V8 came to that.
 */
function beforePlay(state: ZigzagState, rng: RngState, change: StartChange): ZigzagState {
  return {
    rng,
    board: state.board,
    moveLimit: state.moveLimit,
    phase: change.phase,
    startRoll: change.startRoll === undefined ? state.startRoll : change.startRoll,
    starter: change.starter ?? state.starter,
    turn: change.turn,
    players: change.players ?? state.players,
    moves: state.moves,
    passes: state.passes,
    endReason: state.endReason,
  };
}

/**
 * The state after a pawn move or a pass, written field by field: every play state then has one
 * object shape, which keeps the hot path of simulations fast (a spread here cost half the time).
 */
function afterTurn(
  state: ZigzagState,
  players: ZigzagState['players'],
  moves: number,
  passes: number,
  turn: Seat,
  endReason: EndReason | null,
): ZigzagState {
  return {
    rng: state.rng,
    board: state.board,
    moveLimit: state.moveLimit,
    phase: endReason === null ? 'play' : 'over',
    startRoll: null,
    starter: state.starter,
    turn,
    players,
    moves,
    passes,
    endReason,
  };
}

function pass(state: ZigzagState, seat: Seat): Applied {
  if (state.phase !== 'play') return ruleError('wrong-phase', 'a pass is possible only during play');
  if (legalSteps(state, seat).length > 0)
    return ruleError('pass-not-allowed', 'a player may pass only when no pawn move is legal');
  const passes = state.passes + 1;
  // The pawn and its "cell before" stay as they are.
  if (passes >= 2) return ok(afterTurn(state, state.players, state.moves, passes, seat, 'both-passed'));
  return ok(afterTurn(state, state.players, state.moves, passes, other(seat), null));
}

const CHANCE_KINDS: readonly unknown[] = ['die', 'start-cell', 'start-number'];

export function resolveChance(state: ZigzagState, outcome: ZigzagChance, rng = state.rng): Applied {
  if (!isObject(outcome) || !CHANCE_KINDS.includes(outcome.kind))
    return ruleError('bad-chance', 'a chance outcome is a die, a start cell or a starting number');
  switch (state.phase) {
    case 'start-roll': {
      if (outcome.kind !== 'die') return ruleError('wrong-chance', 'the roll-off is one die');
      if (!isDieFace(outcome.face)) return ruleError('bad-chance', 'a die shows 1 to 6');
      const rolled = addStartRoll(state.startRoll ?? beginStartRoll(2), outcome.face);
      if (rolled.kind === 'rolling')
        return ok(
          beforePlay(state, rng, { phase: 'start-roll', turn: state.turn, startRoll: rolled.startRoll }),
        );
      return ok(
        beforePlay(state, rng, {
          phase: 'start-cell',
          turn: rolled.starter,
          startRoll: null,
          starter: rolled.starter,
        }),
      );
    }
    case 'start-cell': {
      if (outcome.kind !== 'start-cell')
        return ruleError('wrong-chance', 'the start cell die is to be rolled');
      if (!isDieFace(outcome.label)) return ruleError('bad-chance', 'the start cell is one die, 1 to 6');
      const taken = state.players[other(state.turn) as 0 | 1].label;
      if (outcome.label === taken)
        return ruleError(
          'same-start-cell',
          `start cell ${outcome.label} is the first player's: the die is rolled again`,
        );
      const players = withPlayer(state.players, state.turn, {
        ...state.players[state.turn as 0 | 1],
        label: outcome.label,
      });
      return ok(beforePlay(state, rng, { phase: 'start-side', turn: state.turn, players }));
    }
    case 'start-number': {
      if (outcome.kind !== 'start-number')
        return ruleError('wrong-chance', 'the starting number is to be rolled');
      if (!isDieFace(outcome.tens) || !isDieFace(outcome.units))
        return ruleError('bad-chance', 'the starting number is two dice, tens and units, each 1 to 6');
      const number = outcome.tens * 10 + outcome.units;
      const players = withPlayer(state.players, state.turn, {
        ...state.players[state.turn as 0 | 1],
        number,
      });
      if (state.turn === state.starter)
        return ok(beforePlay(state, rng, { phase: 'start-number', turn: other(state.turn), players }));
      return ok(beforePlay(state, rng, { phase: 'play', turn: state.starter, players }));
    }
    case 'over':
      return ruleError('game-over', 'the game is over');
    default:
      return ruleError('not-chance', 'no die is to be rolled now: a seat must act');
  }
}

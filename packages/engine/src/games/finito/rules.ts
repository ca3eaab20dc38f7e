/**
 * Finito's rules (see `types.ts` for the words turn, round and match). Where the rules are silent:
 * - A turn's order is: refill hands (turn-ups, seat by seat), roll the d20, every seat chooses, the
 *   turn resolves. Choices are collected and applied together, so none can depend on another.
 * - The turn cap counts the turns of the current round: a round that reaches it ends without a
 *   Finito and scores as usual; a single round so stopped is a draw, a match goes on.
 * - A match ends after `ROUND_CAP` rounds at most. Then, and when several seats reach the target in
 *   the same round, the highest total wins and equal highest totals share the win.
 * - Solo play may also use a target score (practice rounds); its length is counted in turns, and the
 *   outcome of a solo game carries that count.
 */
import type { ChanceOutcome } from '../../core/chance';
import type { Actors, GameError, Outcome, Seat } from '../../core/game';
import type { Result, RuleError } from '../../core/result';
import { ok, ruleError } from '../../core/result';
import type { RngState } from '../../core/rng';
import { seedRng } from '../../core/rng';
import { isDieFace, isInteger, isObject, isSeat } from '../../core/validate';
import { CELL_LABELS, DIE_FACES, destinations, EMPTY_BOARD, HAND_SIZE, TOKEN_COUNT } from './board';
import { finitoMeta } from './meta';
import { isFinito, longestRun, tokenCells } from './scoring';
import {
  ALL_FACE_DOWN,
  CHANCE_ACTORS,
  moveMove,
  OVER_ACTORS,
  PASS,
  placeMove,
  ROLL_OUTCOMES,
  seatActors,
  turnUpOutcomes,
} from './tables';
import type {
  FinitoChance,
  FinitoErrorCode,
  FinitoMove,
  FinitoOptions,
  FinitoPlayer,
  FinitoState,
  RoundResult,
} from './types';

type Applied = Result<FinitoState, GameError<FinitoErrorCode>>;

const BAD_MOVE = 'a move is { kind: "place" | "move", token, cell } or { kind: "pass" }';

export const MIN_PLAYERS = finitoMeta.playerCounts.min;
export const MAX_PLAYERS = finitoMeta.playerCounts.max;
/** The most rounds a match lasts, so that a match can never go on for ever. */
export const ROUND_CAP = 50;

const FRESH_PLAYER: FinitoPlayer = Object.freeze({
  board: EMPTY_BOARD,
  hand: Object.freeze([]),
  faceDown: ALL_FACE_DOWN,
});

/** "Nobody has chosen yet", one constant array per player count (built once, shared by all states). */
const NO_PENDING: readonly (readonly null[])[] = Object.freeze(
  Array.from({ length: MAX_PLAYERS + 1 }, (_, n) => Object.freeze(new Array<null>(n).fill(null))),
);

const noPending = (playerCount: number): readonly (FinitoMove | null)[] => NO_PENDING[playerCount] ?? [];

/** Setup draws nothing: the first hands are turned up by chance steps, then the die is rolled. */
export function setup(
  options: FinitoOptions,
  playerCount: number,
  seed: string | number,
): Result<FinitoState, RuleError> {
  if (!Number.isInteger(playerCount) || playerCount < MIN_PLAYERS || playerCount > MAX_PLAYERS)
    return ruleError(
      'bad-player-count',
      `Finito is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${playerCount}`,
    );
  return ok({
    rng: seedRng(seed),
    options,
    players: new Array<FinitoPlayer>(playerCount).fill(FRESH_PLAYER),
    roll: null,
    pending: noPending(playerCount),
    turn: 0,
    totalTurns: 0,
    scores: new Array<number>(playerCount).fill(0),
    rounds: [],
    lastTurn: null,
    result: null,
  });
}

/** True while the player still has tokens off the board (in hand or face down). */
export function inPlacementPhase(player: FinitoPlayer): boolean {
  return player.hand.length > 0 || player.faceDown !== 0;
}

/** The first seat whose hand must be refilled by turning up a face-down token, or -1. */
export function seatToTurnUp(state: FinitoState): Seat {
  const players = state.players;
  for (let seat = 0; seat < players.length; seat++) {
    const player = players[seat] as FinitoPlayer;
    if (player.hand.length < HAND_SIZE && player.faceDown !== 0) return seat;
  }
  return -1;
}

export function actors(state: FinitoState): Actors {
  if (state.result !== null) return OVER_ACTORS;
  if (state.roll === null) return CHANCE_ACTORS;
  let acted = 0;
  const pending = state.pending;
  for (let seat = 0; seat < pending.length; seat++) if (pending[seat] !== null) acted |= 1 << seat;
  return seatActors(pending.length, acted);
}

/** What a seat may do on this turn's roll; it depends only on the seat's own board and hand. */
export function legalMoves(state: FinitoState, seat: Seat): readonly FinitoMove[] {
  const player = state.players[seat];
  const roll = state.roll;
  if (state.result !== null || roll === null || player === undefined || state.pending[seat] !== null)
    return [];
  const cells = destinations(player.board, roll);
  const moves: FinitoMove[] = [];
  if (inPlacementPhase(player)) {
    for (const token of player.hand) for (const cell of cells) moves.push(placeMove(token, cell));
    return moves;
  }
  const board = player.board;
  // Tokens in ascending order, so menus and records list them predictably.
  const where = tokenCells(board);
  for (let token = 1; token < where.length; token++) {
    if ((where[token] as number) < 0) continue;
    for (const cell of cells) moves.push(moveMove(token, cell));
  }
  if (state.options.movementPassing) moves.push(PASS);
  return moves;
}

function describeCells(cells: readonly number[]): string {
  return cells.map((cell) => `${cell} (label ${CELL_LABELS[cell]})`).join(' or ');
}

/** Checks a move against the seat's own board only; other seats' choices never enter. */
function checkMove(
  player: FinitoPlayer,
  roll: number,
  move: FinitoMove,
  options: FinitoOptions,
): Result<true, GameError<FinitoErrorCode>> {
  if (!isObject(move)) return ruleError('bad-move', BAD_MOVE);
  const placing = inPlacementPhase(player);
  if (move.kind === 'pass') {
    if (placing)
      return ruleError('wrong-phase', 'passing is possible only once all twelve tokens are on the board');
    if (!options.movementPassing)
      return ruleError('pass-not-allowed', 'moving a token is compulsory in this game');
    return ok(true);
  }
  if ((move.kind !== 'place' && move.kind !== 'move') || !isInteger(move.token) || !isInteger(move.cell))
    return ruleError('bad-move', BAD_MOVE);
  if (move.kind === 'place') {
    if (!placing)
      return ruleError('wrong-phase', 'all twelve tokens are on the board: move one instead of placing');
    if (!player.hand.includes(move.token))
      return ruleError(
        'not-in-hand',
        `token ${move.token} is not among your face-up tokens (${player.hand.join(', ')})`,
      );
  } else {
    if (placing) return ruleError('wrong-phase', 'tokens can be moved only once all twelve are on the board');
    if (move.token < 1 || !player.board.includes(move.token))
      return ruleError('not-on-board', `token ${move.token} is not on your board`);
  }
  const cells = destinations(player.board, roll);
  if (!cells.includes(move.cell))
    return ruleError(
      'bad-cell',
      `with a roll of ${roll} the token must go to cell ${describeCells(cells)}, not ${move.cell}`,
    );
  return ok(true);
}

/**
 * Records a seat's choice for the turn. The turn resolves when the last seat has chosen, so no seat's
 * choice can depend on another's: choices are applied to their own boards only then.
 */
export function apply(state: FinitoState, seat: Seat, move: FinitoMove): Applied {
  if (state.result !== null) return ruleError('game-over', 'the game is over');
  if (!isSeat(seat, state.players.length))
    return ruleError('bad-seat', `there is no such seat (seats are 0 to ${state.players.length - 1})`);
  const player = state.players[seat] as FinitoPlayer;
  if (state.roll === null)
    return ruleError('chance-pending', 'the die has not been rolled for this turn yet');
  if (state.pending[seat] !== null)
    return ruleError('already-acted', `seat ${seat} has already chosen for this turn`);
  const checked = checkMove(player, state.roll, move, state.options);
  if (!checked.ok) return checked;
  const pending = state.pending.slice();
  pending[seat] = move;
  if (pending.includes(null)) return ok({ ...state, pending });
  return ok(resolveTurn(state, pending as readonly FinitoMove[]));
}

function playMove(player: FinitoPlayer, move: FinitoMove): FinitoPlayer {
  if (move.kind === 'pass') return player;
  const board = player.board.slice();
  if (move.kind === 'place') {
    board[move.cell] = move.token;
    return { ...player, board, hand: player.hand.filter((t) => t !== move.token) };
  }
  board[board.indexOf(move.token)] = 0;
  board[move.cell] = move.token;
  return { ...player, board };
}

/** Every seat has chosen: play the choices, then look for Finito and the turn cap of the round. */
function resolveTurn(state: FinitoState, moves: readonly FinitoMove[]): FinitoState {
  const players = state.players.map((player, seat) => playMove(player, moves[seat] as FinitoMove));
  const next: FinitoState = {
    ...state,
    players,
    roll: null,
    pending: noPending(players.length),
    turn: state.turn + 1,
    totalTurns: state.totalTurns + 1,
    lastTurn: { roll: state.roll as number, choices: moves },
  };
  const finito: Seat[] = [];
  for (let seat = 0; seat < players.length; seat++)
    if (isFinito((players[seat] as FinitoPlayer).board)) finito.push(seat);
  if (finito.length > 0 || next.turn >= state.options.turnCap) return endRound(next, finito);
  return next;
}

/** Every seat scores its longest run (a Finito scores 12) into the match points. */
function scoreRound(state: FinitoState, finito: readonly Seat[]): FinitoState {
  const points = state.players.map((player) => longestRun(player.board));
  const round: RoundResult = { turns: state.turn, finito, points };
  return {
    ...state,
    scores: state.scores.map((score, seat) => score + (points[seat] as number)),
    rounds: [...state.rounds, round],
  };
}

/** The seats with the highest total: they share the win. */
function leaders(scores: readonly number[]): Seat[] {
  const best = Math.max(...scores);
  return scores.flatMap((score, seat) => (score === best ? [seat] : []));
}

/** A single round stopped by the turn cap: nobody wins. */
const DRAW = { winners: [], reason: 'turn-cap' } as const;

/**
 * A round ends by Finito or by the turn cap; either way it is scored. A single round then ends the
 * game (a capped one in a draw); a match ends once a total reaches the target or after `ROUND_CAP`
 * rounds, else a new round starts.
 */
function endRound(state: FinitoState, finito: readonly Seat[]): FinitoState {
  const scored = scoreRound(state, finito);
  const target = state.options.targetScore;
  if (target === null) {
    const result = finito.length > 0 ? { winners: finito, reason: 'finito' as const } : DRAW;
    return { ...scored, result };
  }
  if (Math.max(...scored.scores) >= target)
    return { ...scored, result: { winners: leaders(scored.scores), reason: 'target-reached' } };
  if (scored.rounds.length >= ROUND_CAP)
    return { ...scored, result: { winners: leaders(scored.scores), reason: 'round-cap' } };
  return {
    ...scored,
    players: new Array<FinitoPlayer>(state.players.length).fill(FRESH_PLAYER),
    turn: 0,
  };
}

export function chanceOutcomes(state: FinitoState): readonly ChanceOutcome<FinitoChance>[] {
  if (state.result !== null) return [];
  const seat = seatToTurnUp(state);
  if (seat >= 0) return turnUpOutcomes(seat, (state.players[seat] as FinitoPlayer).faceDown);
  return state.roll === null ? ROLL_OUTCOMES : [];
}

/** Hands are refilled (turn-ups, in seat order) before the die is rolled for the next turn. */
export function resolveChance(state: FinitoState, outcome: FinitoChance, rng = state.rng): Applied {
  if (state.result !== null) return ruleError('game-over', 'the game is over');
  if (!isObject(outcome) || (outcome.kind !== 'roll' && outcome.kind !== 'turn-up'))
    return ruleError('bad-chance', 'a chance outcome is a roll of the d20 or a turned-up token');
  const seat = seatToTurnUp(state);
  if (seat >= 0) {
    if (outcome.kind !== 'turn-up' || outcome.seat !== seat)
      return ruleError('wrong-chance', `seat ${seat} must turn up a face-down token before anything else`);
    if (!isDieFace(outcome.token, TOKEN_COUNT))
      return ruleError('bad-chance', `tokens are numbered 1 to ${TOKEN_COUNT}`);
    const player = state.players[seat] as FinitoPlayer;
    const bit = 1 << (outcome.token - 1);
    if (!(player.faceDown & bit))
      return ruleError('not-face-down', `token ${outcome.token} of seat ${seat} is not face down`);
    const players = state.players.slice();
    players[seat] = { ...player, hand: [...player.hand, outcome.token], faceDown: player.faceDown & ~bit };
    return ok(afterChance(state, rng, players, state.roll));
  }
  if (state.roll !== null) return ruleError('not-chance', 'no chance event is pending: seats must act');
  if (outcome.kind !== 'roll') return ruleError('wrong-chance', 'the die must be rolled now');
  if (!isDieFace(outcome.value, DIE_FACES)) return ruleError('bad-chance', `a d20 shows 1 to ${DIE_FACES}`);
  return ok(afterChance(state, rng, state.players, outcome.value));
}

/**
 * The state after a chance step, written field by field: `{ ...state, rng, … }` made every later step
 * of a game slower (see zigzag's `beforePlay`).
 */
function afterChance(
  state: FinitoState,
  rng: RngState,
  players: FinitoState['players'],
  roll: number | null,
): FinitoState {
  return {
    rng,
    options: state.options,
    players,
    roll,
    pending: state.pending,
    turn: state.turn,
    totalTurns: state.totalTurns,
    scores: state.scores,
    rounds: state.rounds,
    lastTurn: state.lastTurn,
    result: state.result,
  };
}

export function outcome(state: FinitoState): Outcome {
  if (state.result === null) return { status: 'running' };
  const { winners, reason } = state.result;
  // Solo play is measured in rolls (fewer is better): the outcome says how many it took.
  if (state.players.length === 1)
    return { status: 'over', winners, scores: state.scores, reason, rolls: state.totalTurns };
  return { status: 'over', winners, scores: state.scores, reason };
}

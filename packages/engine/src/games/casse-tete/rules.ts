import type { ChanceOutcome } from '../../core/chance';
import type { Actors, GameError, Outcome, Seat } from '../../core/game';
import type { Result, RuleError } from '../../core/result';
import { ok, ruleError } from '../../core/result';
import type { RngState } from '../../core/rng';
import { seedRng } from '../../core/rng';
import type { StartRoll } from '../../core/start-roll';
import { addStartRoll, beginStartRoll, checkStarter, START_ROLL_OUTCOMES } from '../../core/start-roll';
import { isDieFace, isInteger, isObject, refuseSeat } from '../../core/validate';
import { handMask, inBank } from './bank';
import { canPlace, fitsAt, isOccupied, touchingCount } from './board';
import { bankOutcomes } from './chance';
import type { Side } from './geometry';
import { neighbour, opposite, placedValue, SIDE_NAMES, SIDES } from './geometry';
import { POINTS } from './moves';
import type { TokenId } from './tokens';
import { isTokenId, TOKEN_COUNT } from './tokens';
import type {
  CasseTeteChance,
  CasseTeteErrorCode,
  CasseTeteMove,
  CasseTeteOptions,
  CasseTeteState,
  Phase,
  PlaceMove,
} from './types';

export const HAND_SIZE = 5;
/** Points lost per token still in hand at the end. */
export const PENALTY_PER_TOKEN = 5;

type Applied = Result<CasseTeteState, GameError<CasseTeteErrorCode>>;

/** Every token, as a bank bit set (bits 1..30). */
const FULL_BANK = ((2 ** (TOKEN_COUNT + 1) - 1) & ~1) | 0;

export function setup(
  options: CasseTeteOptions,
  playerCount: number,
  seed: string | number,
): Result<CasseTeteState, RuleError> {
  if (!Number.isInteger(playerCount) || playerCount < 2 || playerCount > 4)
    return ruleError('bad-player-count', `Casse-tête is for 2 to 4 players, not ${playerCount}`);
  const starter = checkStarter(options.starter, playerCount);
  if (!starter.ok) return starter;
  return ok({
    rng: seedRng(seed),
    options,
    playerCount,
    phase: 'start-token',
    bank: FULL_BANK,
    hands: Array.from({ length: playerCount }, () => []),
    board: [],
    scores: Array.from({ length: playerCount }, () => 0),
    current: 0,
    startRoll: null,
    turnCount: 0,
    lastTurn: null,
    penalties: null,
    endReason: null,
  });
}

const CHANCE: Actors = Object.freeze({ kind: 'chance' });
const CHANCE_KINDS: readonly unknown[] = ['die', 'start', 'draw'];
const OVER: Actors = Object.freeze({ kind: 'over' });
// One frozen actor record per seat, so `actors` allocates nothing.
const SEAT_ACTORS: readonly Actors[] = [0, 1, 2, 3].map((seat) =>
  Object.freeze({ kind: 'seats', seats: [seat] }),
);

export function actors(state: CasseTeteState): Actors {
  if (state.phase === 'over') return OVER;
  if (state.phase === 'turn') return SEAT_ACTORS[state.current] ?? OVER;
  return CHANCE;
}

export function chanceOutcomes(state: CasseTeteState): readonly ChanceOutcome<CasseTeteChance>[] {
  switch (state.phase) {
    case 'start-token':
      return bankOutcomes(state.bank, 'start');
    case 'deal':
    case 'draw':
      return bankOutcomes(state.bank, 'draw');
    case 'start-roll':
      return START_ROLL_OUTCOMES;
    default:
      return [];
  }
}

export function resolveChance(state: CasseTeteState, outcome: CasseTeteChance, rng = state.rng): Applied {
  const phase = state.phase;
  if (phase === 'over') return ruleError('game-over', 'the game is over');
  if (phase === 'turn') return ruleError('not-chance', `no chance event is pending: ${awaited(state)}`);
  if (!isObject(outcome) || !CHANCE_KINDS.includes(outcome.kind))
    return ruleError('bad-chance', 'a chance outcome is a die, the start token or a drawn token');
  if (outcome.kind === 'die') {
    if (phase !== 'start-roll' || !state.startRoll)
      return ruleError('wrong-chance', `a die was given but the game waits for ${awaited(state)}`);
    if (!isDieFace(outcome.face)) return ruleError('bad-chance', 'a d6 shows 1 to 6');
    const step = addStartRoll(state.startRoll, outcome.face);
    if (step.kind === 'rolling') return ok(afterChance(state, rng, { startRoll: step.startRoll }));
    return ok(afterChance(state, rng, { phase: 'turn', current: step.starter }));
  }
  const expected = phase === 'start-token' ? 'start' : phase === 'deal' || phase === 'draw' ? 'draw' : null;
  if (outcome.kind !== expected)
    return ruleError(
      'wrong-chance',
      `a ${outcome.kind} token was given but the game waits for ${awaited(state)}`,
    );
  const token = outcome.token;
  if (!isTokenId(token)) return ruleError('bad-chance', `tokens are numbered 1 to ${TOKEN_COUNT}`);
  if (!inBank(state.bank, token)) return ruleError('not-in-bank', `token ${token} is not in the bank`);
  const bank = state.bank & ~(1 << token);
  if (phase === 'start-token')
    return ok(afterChance(state, rng, { bank, phase: 'deal', board: [{ token, cell: [0, 0], turns: 0 }] }));
  if (phase === 'deal') {
    let dealt = 0;
    for (const hand of state.hands) dealt += hand.length;
    const hands = giveToken(state.hands, drawnBy(state) as Seat, token);
    if (dealt + 1 < HAND_SIZE * state.playerCount) return ok(afterChance(state, rng, { bank, hands }));
    // Once dealt, an agreed starter plays at once; otherwise the dice decide who starts.
    const starter = state.options.starter;
    if (starter !== undefined)
      return ok(afterChance(state, rng, { bank, hands, phase: 'turn', current: starter }));
    return ok(
      afterChance(state, rng, {
        bank,
        hands,
        phase: 'start-roll',
        startRoll: beginStartRoll(state.playerCount),
      }),
    );
  }
  const hands = giveToken(state.hands, state.current, token);
  // With tokens left in the bank the game goes on (the common case, one object built).
  if (bank !== 0)
    return ok(
      afterChance(state, rng, {
        bank,
        hands,
        phase: 'turn',
        current: (state.current + 1) % state.playerCount,
      }),
    );
  return ok(endTurn(afterChance(state, rng, { bank, hands }), state.current));
}

/** What a chance step changes; the fields left out keep their values. */
interface ChanceChange {
  readonly phase?: Phase;
  readonly bank?: number;
  readonly hands?: CasseTeteState['hands'];
  readonly board?: CasseTeteState['board'];
  readonly current?: Seat;
  readonly startRoll?: StartRoll | null;
}

/**
 * The state after a chance step, written field by field: `{ ...state, rng, … }` made every later step
 * of a game slower (see zigzag's `beforePlay`).
 */
function afterChance(state: CasseTeteState, rng: RngState, change: ChanceChange): CasseTeteState {
  return {
    rng,
    options: state.options,
    playerCount: state.playerCount,
    phase: change.phase ?? state.phase,
    bank: change.bank ?? state.bank,
    hands: change.hands ?? state.hands,
    board: change.board ?? state.board,
    scores: state.scores,
    current: change.current ?? state.current,
    startRoll: change.startRoll === undefined ? state.startRoll : change.startRoll,
    turnCount: state.turnCount,
    lastTurn: state.lastTurn,
    penalties: state.penalties,
    endReason: state.endReason,
  };
}

/**
 * The seat whose hand the pending draw fills, or null when no token is being drawn. The deal goes
 * round the table: the k-th dealt token goes to seat k mod n; after a turn, its player draws.
 */
export function drawnBy(state: CasseTeteState): Seat | null {
  if (state.phase === 'draw') return state.current;
  if (state.phase !== 'deal') return null;
  let dealt = 0;
  for (const hand of state.hands) dealt += hand.length;
  return dealt % state.playerCount;
}

function awaited(state: CasseTeteState): string {
  switch (state.phase) {
    case 'start-token':
      return 'the start token';
    case 'deal':
    case 'draw':
      return 'a token drawn from the bank';
    case 'start-roll':
      return 'a die of the start roll';
    case 'turn':
      return `seat ${state.current} to play`;
    default:
      return 'nothing (the game is over)';
  }
}

function giveToken(
  hands: readonly (readonly TokenId[])[],
  seat: Seat,
  token: TokenId,
): readonly (readonly TokenId[])[] {
  const next = hands.slice();
  next[seat] = [...(hands[seat] ?? []), token];
  return next;
}

export function apply(state: CasseTeteState, seat: Seat, move: CasseTeteMove): Applied {
  if (state.phase === 'over') return ruleError('game-over', 'the game is over');
  if (state.phase !== 'turn')
    return ruleError('chance-pending', `no seat may move now: the game waits for ${awaited(state)}`);
  if (seat !== state.current) return refuseSeat(seat, state.playerCount, state.current);
  if (!isObject(move)) return ruleError('bad-move', 'a move is either a placement or a pass');
  const hand = state.hands[seat] ?? [];
  if (move.kind === 'pass') {
    if (canPlace(state.board, handMask(hand), state.options.rotation))
      return ruleError(
        'pass-not-allowed',
        'you can place a token, so you must place one (passing is only allowed when no token fits)',
      );
    const passed: CasseTeteState = {
      ...state,
      phase: 'draw',
      turnCount: state.turnCount + 1,
      lastTurn: { seat, placed: false, points: 0 },
    };
    return ok(state.bank !== 0 ? passed : endTurn(passed, seat));
  }
  if (move.kind !== 'place') return ruleError('bad-move', 'a move is either a placement or a pass');
  const checked = checkPlacement(state, seat, move);
  if (!checked.ok) return checked;
  const points = checked.value;
  const scores = state.scores.slice();
  scores[seat] = (scores[seat] ?? 0) + points;
  const hands = state.hands.slice();
  hands[seat] = hand.filter((t) => t !== move.token);
  const placed: CasseTeteState = {
    ...state,
    phase: 'draw',
    hands,
    scores,
    board: [...state.board, { token: move.token, cell: [move.cell[0], move.cell[1]], turns: move.turns }],
    turnCount: state.turnCount + 1,
    lastTurn: { seat, placed: true, points },
  };
  return ok(state.bank !== 0 ? placed : endTurn(placed, seat));
}

/**
 * Checks a placement and returns the points it scores. Messages name only the mover's own token and
 * public facts about the table, never where a token outside the hand is.
 */
function checkPlacement(
  state: CasseTeteState,
  seat: Seat,
  move: PlaceMove,
): Result<number, GameError<CasseTeteErrorCode>> {
  const { token, cell, turns } = move;
  if (typeof token !== 'number' || !Array.isArray(cell) || !isInteger(cell[0]) || !isInteger(cell[1]))
    return ruleError('bad-move', 'a placement is { kind: "place", token, cell: [x, y], turns }');
  if (!isTokenId(token))
    return ruleError('bad-move', `there is no token ${token} (tokens are 1 to ${TOKEN_COUNT})`);
  if (turns !== 0 && turns !== 1 && turns !== 2 && turns !== 3)
    return ruleError('bad-move', 'turns must be 0, 1, 2 or 3');
  if (!(state.hands[seat] ?? []).includes(token)) {
    if (state.board.some((p) => p.token === token))
      return ruleError('not-in-hand', `token ${token} is already on the table`);
    return ruleError('not-in-hand', `token ${token} is not in your hand`);
  }
  if (turns !== 0 && !state.options.rotation)
    return ruleError('rotation-off', 'tokens may not be turned in this game (rotation is off)');
  const [x, y] = cell;
  if (isOccupied(state.board, x, y))
    return ruleError('occupied', `cell [${cell[0]}, ${cell[1]}] is already taken`);
  const touching = touchingCount(state.board, x, y);
  if (touching === 0)
    return ruleError('not-adjacent', `cell [${cell[0]}, ${cell[1]}] does not touch any token on the table`);
  if (!fitsAt(state.board, x, y, token, turns))
    return ruleError('sides-mismatch', mismatchMessage(state, move));
  return ok(POINTS[touching] ?? 0);
}

function mismatchMessage(state: CasseTeteState, move: PlaceMove): string {
  for (const side of SIDES) {
    const [nx, ny] = neighbour(move.cell, side);
    const other = state.board.find((p) => p.cell[0] === nx && p.cell[1] === ny);
    if (!other) continue;
    const mine = placedValue(move.token, move.turns, side);
    const theirs = placedValue(other.token, other.turns, opposite(side as Side));
    if (mine.value.num !== theirs.value.num || mine.value.den !== theirs.value.den)
      return `token ${move.token} shows ${mine.text} on its ${SIDE_NAMES[side]} side, which does not equal ${theirs.text} on token ${other.token}`;
  }
  return `token ${move.token} does not match its neighbours`;
}

/** After a turn (and its draw): the game ends, or the next seat plays. */
function endTurn(state: CasseTeteState, seat: Seat): CasseTeteState {
  if ((state.hands[seat] ?? []).length === 0) return finish(state, 'hand-empty');
  if (state.bank === 0) {
    const someoneCan = state.hands.some((hand) =>
      canPlace(state.board, handMask(hand), state.options.rotation),
    );
    if (!someoneCan) return finish(state, 'blocked');
  }
  return { ...state, phase: 'turn', current: (seat + 1) % state.playerCount };
}

function finish(state: CasseTeteState, reason: 'hand-empty' | 'blocked'): CasseTeteState {
  const penalties = state.hands.map((hand) => hand.length * PENALTY_PER_TOKEN);
  const scores = state.scores.map((s, i) => s - (penalties[i] ?? 0));
  return { ...state, phase: 'over', scores, penalties, endReason: reason };
}

export function outcome(state: CasseTeteState): Outcome {
  if (state.phase !== 'over') return { status: 'running' };
  const best = Math.max(...state.scores);
  const winners = state.scores.flatMap((s, seat) => (s === best ? [seat] : []));
  return { status: 'over', winners, scores: state.scores, reason: state.endReason ?? 'blocked' };
}

import type { ChanceOutcome } from '../../core/chance';
import type { Actors, GameError, Outcome, Seat } from '../../core/game';
import type { Result, RuleError } from '../../core/result';
import { ok, ruleError } from '../../core/result';
import type { RngState } from '../../core/rng';
import { seedRng } from '../../core/rng';
import type { StartRoll } from '../../core/start-roll';
import { addStartRoll, beginStartRoll, checkStarter, START_ROLL_OUTCOMES } from '../../core/start-roll';
import { isDieFace, refuseSeat } from '../../core/validate';
import { movePawn, TRACKS } from './board';
import type { PisteChance, PisteErrorCode, PisteMove, PisteOptions, PistePhase, PisteState } from './types';

// The rules of a turn: choose one or two dice, then the dice move the pawn (see board.ts for the squares).

const TWO_DICE: readonly PisteMove[] = Object.freeze([{ kind: 'roll', dice: 2 }]);
const ONE_OR_TWO_DICE: readonly PisteMove[] = Object.freeze([
  { kind: 'roll', dice: 2 },
  { kind: 'roll', dice: 1 },
]);
const diceOutcome = (faces: readonly number[]): ChanceOutcome<PisteChance> =>
  Object.freeze({ outcome: Object.freeze({ kind: 'dice', faces: Object.freeze(faces) }), weight: 1 });
const TWO_D6: readonly ChanceOutcome<PisteChance>[] = Object.freeze(
  Array.from({ length: 36 }, (_, i) => diceOutcome([Math.floor(i / 6) + 1, (i % 6) + 1])),
);
const ONE_D6: readonly ChanceOutcome<PisteChance>[] = Object.freeze(
  Array.from({ length: 6 }, (_, i) => diceOutcome([i + 1])),
);

// Constant phases and answers of `actors`, shared so that the playout hot path allocates nothing for them.
const SEAT_TO_PLAY: readonly Actors[] = [0, 1, 2, 3].map((seat) =>
  Object.freeze({ kind: 'seats', seats: [seat] }),
);
const CHOOSE: readonly PistePhase[] = [0, 1, 2, 3].map((seat) => Object.freeze({ kind: 'choose', seat }));
const DICE: readonly (readonly PistePhase[])[] = [0, 1, 2, 3].map((seat) =>
  ([1, 2] as const).map((dice) => Object.freeze({ kind: 'dice', seat, dice })),
);
const CHANCE: Actors = Object.freeze({ kind: 'chance' });
const OVER: Actors = Object.freeze({ kind: 'over' });

/**
 * The state with a new phase (and, after the roll-off, its generator and first seat), written field by
 * field: `{ ...state, rng, … }` made every later step of a game slower (see zigzag's `beforePlay`).
 */
function withPhase(
  state: PisteState,
  phase: PistePhase,
  rng = state.rng,
  firstSeat = state.firstSeat,
): PisteState {
  const { board, positions, overshot, turns, lastTurn } = state;
  return { rng, board, positions, overshot, firstSeat, phase, turns, lastTurn };
}

function nextSeat(state: PisteState, seat: Seat): Seat {
  return (seat + 1) % state.positions.length;
}

type Resolved = Result<PisteState, GameError<PisteErrorCode>>;

const BAD_CHANCE = 'a chance outcome is { kind: "die", face } or { kind: "dice", faces: [a] or [a, b] }';

// Outcomes and moves come from untyped callers too (`?.`: null and undefined are refused, not read).

function resolveStartRoll(
  state: PisteState,
  startRoll: StartRoll,
  die: PisteChance,
  rng: RngState,
): Resolved {
  if (die?.kind !== 'die') {
    if (die?.kind === 'dice') return ruleError('wrong-chance', 'the starting roll is a single die');
    return ruleError('bad-chance', BAD_CHANCE);
  }
  if (!isDieFace(die.face)) return ruleError('bad-chance', FACES);
  const step = addStartRoll(startRoll, die.face);
  if (step.kind === 'rolling')
    return ok(withPhase(state, { kind: 'start-roll', startRoll: step.startRoll }, rng));
  return ok(withPhase(state, CHOOSE[step.starter] as PistePhase, rng, step.starter));
}

const FACES = 'a die shows 1 to 6';

function refuseDice(outcome: PisteChance, count: 1 | 2): Resolved {
  if (outcome?.kind === 'die') return ruleError('wrong-chance', 'expected the dice of a turn');
  const dice: unknown = outcome?.kind === 'dice' ? outcome.faces : undefined;
  if (!Array.isArray(dice) || (dice.length !== 1 && dice.length !== 2))
    return ruleError('bad-chance', BAD_CHANCE);
  if (!dice.every((face) => isDieFace(face))) return ruleError('bad-chance', FACES);
  return ruleError('wrong-chance', `expected ${count} ${count === 1 ? 'die' : 'dice'}`);
}

function resolveDice(state: PisteState, outcome: PisteChance, rng: RngState): Resolved {
  if (state.phase.kind !== 'dice') {
    if (state.phase.kind === 'over') return ruleError('game-over', 'the game is over');
    return ruleError('not-chance', 'no dice roll is pending: a seat must choose its dice');
  }
  const { seat, dice: count } = state.phase;
  const dice = outcome?.kind === 'dice' ? outcome.faces : undefined;
  // The common path costs one test per check; the rare refusals are told apart after it.
  if (!Array.isArray(dice) || dice.length !== count) return refuseDice(outcome, count);
  const first = dice[0];
  const second = count === 2 ? dice[1] : 0;
  if (!isDieFace(first) || (count === 2 && !isDieFace(second))) return ruleError('bad-chance', FACES);
  const total = first + (second as number);
  const from = state.positions[seat] as number;
  const move = movePawn(TRACKS[state.board], from, total);
  const positions = state.positions.slice();
  positions[seat] = move.to;
  // Overshooting is permanent: it unlocks the one-die choice for the rest of the game.
  const overshot =
    move.backward && !state.overshot[seat] ? state.overshot.map((o, i) => o || i === seat) : state.overshot;
  // Fields are listed rather than spread: every state then shares one hidden class, which keeps the
  // playout hot path fast (spreading was the largest cost in profiles).
  return ok({
    rng,
    board: state.board,
    positions,
    overshot,
    firstSeat: state.firstSeat,
    phase: move.won ? { kind: 'over', winner: seat } : (CHOOSE[nextSeat(state, seat)] as PistePhase),
    turns: state.turns + 1,
    lastTurn: {
      seat,
      dice,
      from,
      landed: move.landed,
      to: move.to,
      backward: move.backward,
      rule: move.rule,
    },
  });
}

export function setup(
  options: PisteOptions,
  playerCount: number,
  seed: string | number,
): Result<PisteState, RuleError> {
  if (!Number.isInteger(playerCount) || playerCount < 2 || playerCount > 4) {
    return ruleError('bad-player-count', `piste is for 2 to 4 players, not ${playerCount}`);
  }
  if (!TRACKS[options.board]) return ruleError('bad-options', `unknown board "${options.board}"`);
  const starter = options.starter;
  const starterOk = checkStarter(starter, playerCount);
  if (!starterOk.ok) return starterOk;
  return ok({
    rng: seedRng(seed),
    board: options.board,
    positions: new Array<number>(playerCount).fill(0),
    overshot: new Array<boolean>(playerCount).fill(false),
    firstSeat: starter ?? null,
    phase:
      starter === undefined
        ? { kind: 'start-roll', startRoll: beginStartRoll(playerCount) }
        : (CHOOSE[starter] as PistePhase),
    turns: 0,
    lastTurn: null,
  });
}

export function actors(state: PisteState): Actors {
  switch (state.phase.kind) {
    case 'choose':
      return SEAT_TO_PLAY[state.phase.seat] as Actors;
    case 'over':
      return OVER;
    default:
      return CHANCE;
  }
}

export function legalMoves(state: PisteState, seat: Seat): readonly PisteMove[] {
  if (state.phase.kind !== 'choose' || state.phase.seat !== seat) return [];
  return state.overshot[seat] ? ONE_OR_TWO_DICE : TWO_DICE;
}

export function apply(state: PisteState, seat: Seat, move: PisteMove): Resolved {
  if (state.phase.kind === 'over') return ruleError('game-over', 'the game is over');
  if (state.phase.kind !== 'choose') return ruleError('chance-pending', 'the dice must be rolled first');
  if (state.phase.seat !== seat) return refuseSeat(seat, state.positions.length, state.phase.seat);
  if (move?.kind !== 'roll' || (move.dice !== 1 && move.dice !== 2))
    return ruleError('bad-move', 'a move is { kind: "roll", dice: 1 | 2 }');
  if (move.dice === 1 && !state.overshot[seat]) {
    return ruleError(
      'one-die-not-allowed',
      'a single die is allowed only after overshooting the last square',
    );
  }
  return ok(withPhase(state, DICE[seat]?.[move.dice - 1] as PistePhase));
}

export function chanceOutcomes(state: PisteState): readonly ChanceOutcome<PisteChance>[] {
  if (state.phase.kind === 'start-roll') return START_ROLL_OUTCOMES;
  if (state.phase.kind === 'dice') return state.phase.dice === 2 ? TWO_D6 : ONE_D6;
  return [];
}

export function resolveChance(state: PisteState, outcome: PisteChance, rng = state.rng): Resolved {
  return state.phase.kind === 'start-roll'
    ? resolveStartRoll(state, state.phase.startRoll, outcome, rng)
    : resolveDice(state, outcome, rng);
}

export function outcome(state: PisteState): Outcome {
  if (state.phase.kind !== 'over') return { status: 'running' };
  return { status: 'over', winners: [state.phase.winner], reason: 'reached-end' };
}

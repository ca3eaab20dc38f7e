import { z } from 'zod';
import type { ChanceOutcome } from '../../core/chance';
import { dieOutcomes } from '../../core/chance';
import type { Actors, GameDefinition, Outcome, Seat } from '../../core/game';
import type { Result, RuleError } from '../../core/result';
import { ok, ruleError } from '../../core/result';
import { seedRng } from '../../core/rng';
import { addStartRoll, beginStartRoll } from '../../core/start-roll';
import { parseWith } from '../../core/validate';
import { BOARD_NAMES, movePawn, TRACKS } from './board';
import { pisteMeta } from './meta';
import type { PisteChance, PisteMove, PisteOptions, PistePhase, PisteState, PisteView } from './state';

export * from './analysis';
export * from './board';
// The exact solvers behind the analysis, public for benchmarks that time them one by one.
export { turnDistribution } from './distribution';
export * from './duel';
export * from './duel-analysis';
export { expectedTurnsTwoDice, solveOptimalPolicy } from './policy';
export * from './state';
export { buildChain, pawnChain } from './transitions';

const TWO_DICE: readonly PisteMove[] = Object.freeze([{ kind: 'roll', dice: 2 }]);
const ONE_OR_TWO_DICE: readonly PisteMove[] = Object.freeze([
  { kind: 'roll', dice: 2 },
  { kind: 'roll', dice: 1 },
]);
const D6 = dieOutcomes(6);
const TWO_D6: readonly ChanceOutcome<PisteChance>[] = Object.freeze(
  Array.from({ length: 36 }, (_, i) => ({
    outcome: Object.freeze([Math.floor(i / 6) + 1, (i % 6) + 1]),
    weight: 1,
  })),
);
const ONE_D6: readonly ChanceOutcome<PisteChance>[] = Object.freeze(
  D6.map(({ outcome }) => ({ outcome: [outcome], weight: 1 })),
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

const optionsSchema = z.strictObject({ board: z.enum(BOARD_NAMES).default('grande') });
const moveSchema = z.strictObject({ kind: z.literal('roll'), dice: z.union([z.literal(1), z.literal(2)]) });
const face = z.number().int().min(1).max(6);
const chanceSchema = z.union([face, z.array(face).min(1).max(2)]);

function withPhase(state: PisteState, phase: PistePhase): PisteState {
  const { rng, board, positions, overshot, firstSeat, turns, lastTurn } = state;
  return { rng, board, positions, overshot, firstSeat, phase, turns, lastTurn };
}

function nextSeat(state: PisteState, seat: Seat): Seat {
  return (seat + 1) % state.positions.length;
}

function resolveStartRoll(state: PisteState, die: PisteChance): Result<PisteState, RuleError> {
  if (state.phase.kind !== 'start-roll') return ruleError('bad-chance', 'no starting roll is pending');
  if (typeof die !== 'number') return ruleError('bad-chance', 'the starting roll is a single die');
  const step = addStartRoll(state.phase.startRoll, die);
  if (step.kind === 'rolling')
    return ok({ ...state, phase: { kind: 'start-roll', startRoll: step.startRoll } });
  return ok({ ...state, phase: CHOOSE[step.starter] as PistePhase, firstSeat: step.starter });
}

function resolveDice(state: PisteState, dice: PisteChance): Result<PisteState, RuleError> {
  if (state.phase.kind !== 'dice') return ruleError('bad-chance', 'no dice roll is pending');
  const { seat, dice: count } = state.phase;
  if (typeof dice === 'number' || dice.length !== count) {
    return ruleError('bad-chance', `expected ${count} ${count === 1 ? 'die' : 'dice'}`);
  }
  const total = dice.length === 1 ? (dice[0] as number) : (dice[0] as number) + (dice[1] as number);
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
    rng: state.rng,
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

/** La piste des nombres ultimes (grande, 0–99) and la petite piste (0–50). */
export const piste: GameDefinition<PisteState, PisteMove, PisteChance, PisteOptions, PisteView> = {
  ...pisteMeta,
  defaultOptions: { board: 'grande' },

  parseOptions: (raw) => parseWith(optionsSchema, raw, 'bad-options', 'options'),
  parseMove: (raw) => parseWith(moveSchema, raw, 'bad-move', 'move'),
  parseChance: (raw) => parseWith(chanceSchema, raw, 'bad-chance', 'chance'),

  setup(options, playerCount, seed) {
    if (!Number.isInteger(playerCount) || playerCount < 2 || playerCount > 4) {
      return ruleError('bad-player-count', `piste is for 2 to 4 players, not ${playerCount}`);
    }
    if (!TRACKS[options.board]) return ruleError('bad-options', `unknown board "${options.board}"`);
    return ok({
      rng: seedRng(seed),
      board: options.board,
      positions: new Array<number>(playerCount).fill(0),
      overshot: new Array<boolean>(playerCount).fill(false),
      firstSeat: null,
      phase: { kind: 'start-roll', startRoll: beginStartRoll(playerCount) },
      turns: 0,
      lastTurn: null,
    });
  },

  actors(state): Actors {
    switch (state.phase.kind) {
      case 'choose':
        return SEAT_TO_PLAY[state.phase.seat] as Actors;
      case 'over':
        return OVER;
      default:
        return CHANCE;
    }
  },

  legalMoves(state, seat) {
    if (state.phase.kind !== 'choose' || state.phase.seat !== seat) return [];
    return state.overshot[seat] ? ONE_OR_TWO_DICE : TWO_DICE;
  },

  apply(state, seat, move) {
    if (state.phase.kind !== 'choose') return ruleError('not-your-turn', 'no seat may choose dice now');
    if (state.phase.seat !== seat)
      return ruleError('not-your-turn', `it is seat ${state.phase.seat}'s turn, not seat ${seat}'s`);
    if (move.kind !== 'roll' || (move.dice !== 1 && move.dice !== 2))
      return ruleError('bad-move', 'a move is { kind: "roll", dice: 1 | 2 }');
    if (move.dice === 1 && !state.overshot[seat]) {
      return ruleError(
        'one-die-not-allowed',
        'a single die is allowed only after overshooting the last square',
      );
    }
    return ok(withPhase(state, DICE[seat]?.[move.dice - 1] as PistePhase));
  },

  chanceOutcomes(state) {
    if (state.phase.kind === 'start-roll') return D6;
    if (state.phase.kind === 'dice') return state.phase.dice === 2 ? TWO_D6 : ONE_D6;
    return [];
  },

  resolveChance(state, outcome) {
    return state.phase.kind === 'start-roll' ? resolveStartRoll(state, outcome) : resolveDice(state, outcome);
  },

  view(state) {
    const { rng: _hidden, ...visible } = state;
    return visible;
  },

  outcome(state): Outcome {
    if (state.phase.kind !== 'over') return { status: 'running' };
    return { status: 'over', winners: [state.phase.winner], reason: 'reached-end' };
  },
};

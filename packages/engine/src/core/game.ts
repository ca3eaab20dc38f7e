import type { ChanceOutcome } from './chance';
import type { Step } from './play';
import type { Result, RuleError } from './result';
import type { RngState } from './rng';
import type { SeenStep } from './seen-step';

/** A seat index 0..n-1. */
export type Seat = number;

/** Who looks at the game: one seat, or a spectator who sees only public information. */
export type Viewer = Seat | 'spectator';

/** Every game state is plain JSON data and carries its own generator state. */
export interface BaseState {
  readonly rng: RngState;
}

/** Who must act now. Several seats act at once in simultaneous rounds (Finito). */
export type Actors =
  | { readonly kind: 'seats'; readonly seats: readonly Seat[] }
  | { readonly kind: 'chance' }
  | { readonly kind: 'over' };

export type Outcome =
  | { readonly status: 'running' }
  | {
      readonly status: 'over';
      /** Seats that share the win; empty for a draw with no winner. */
      readonly winners: readonly Seat[];
      /** Final score per seat, where the game keeps scores. */
      readonly scores?: readonly number[];
      /** A short machine code saying why the game ended (`reached-end`, `move-limit`, …). */
      readonly reason: string;
      /** Chance rolls the game took, where that is its measure (a Finito solo game: fewer is better). */
      readonly rolls?: number;
    };

/**
 * Where one seat stands, in the figures its game counts by (each game fills the ones it has): a
 * teacher's dashboard shows them for every table of a class.
 */
export interface SeatProgress {
  /** Points so far (Zigzag, Casse-tête, Finito). */
  readonly points?: number;
  /** The square the seat's pawn stands on (the piste). */
  readonly square?: number;
  /** Tokens the seat still has to lay (in hand, face down, or on the solitaire's tray). */
  readonly tokens?: number;
}

/**
 * A game at a glance, taken from a spectator's view only, so it can be shown to anyone watching:
 * how far the game has gone and where each seat stands.
 */
export interface Progress {
  /** Turns (or moves) played so far, as the game counts them; in rounds, within the round. */
  readonly turns: number;
  /** Games played in rounds to a target (Finito): the round being played, from 1. */
  readonly round?: number;
  /** The square that wins (the piste's END), for `square`. */
  readonly goal?: number;
  /** Tokens left in the bank to draw from (Casse-tête). */
  readonly bank?: number;
  /** One entry per seat. */
  readonly seats: readonly SeatProgress[];
}

/**
 * Refusals that belong to the contract rather than to one game's rules, answered alike by every game's
 * `apply` and `resolveChance` (and by `applyStep`), so that one table explains them for all games.
 */
export const CORE_ERROR_CODES = [
  /** Not a move of this game at all (malformed data). */
  'bad-move',
  /** Not a chance outcome of this game at all (malformed data, a die showing 7). */
  'bad-chance',
  /** There is no such seat in this game. */
  'bad-seat',
  /** That seat may not act now. */
  'not-your-turn',
  'game-over',
  /** A chance event (dice, a draw) must be resolved before any seat acts. */
  'chance-pending',
  /** No chance event is pending: a seat must act. */
  'not-chance',
  /** A well-formed outcome of another chance event than the pending one (two dice for one). */
  'wrong-chance',
] as const;

export type CoreErrorCode = (typeof CORE_ERROR_CODES)[number];

/** What `apply` and `resolveChance` refuse with: the core codes and the game's own closed union. */
export type GameError<E extends string> = RuleError<CoreErrorCode | E>;

export interface PlayerCountRange {
  readonly min: number;
  readonly max: number;
}

/**
 * What may be known of a game without loading its rules (the home screen lists games from it): a
 * game folder's `meta.ts`, spread into its definition so it is written once.
 */
export interface GameMeta {
  readonly id: string;
  readonly playerCounts: PlayerCountRange;
  /**
   * True when a seat's view leaves out something another seat knows (a hand, a secret choice): a
   * shared device is then passed between people, and a game's seed and record are withheld until
   * its end, since either would reveal what is hidden.
   */
  readonly hidesInformation: boolean;
}

/**
 * One game, as the rest of the system sees it: UI, server, bots, analyses and the CLI use these
 * functions and nothing else of a game. Methods use method syntax on purpose: it lets a registry hold
 * every game under one erased type (`AnyGame`).
 *
 * Contract:
 * - `setup` draws nothing: every random event (starting roll, dice, draws) is a chance step, so a
 *   record with its chance outcomes written out replays without the seed.
 * - `apply` and `resolveChance` never mutate their input and never throw for bad input.
 * - `view` is the only way information leaves the engine towards a player.
 *
 * `E` is the closed union of the game's own rule-error codes (beside `CoreErrorCode`), so that callers
 * can explain every refusal with an exhaustive table.
 */
export interface GameDefinition<S extends BaseState, M, C, O, V, E extends string = string> extends GameMeta {
  readonly defaultOptions: O;

  /** Validates options coming from outside (a record, the CLI, the network), filling defaults. */
  parseOptions(raw: unknown): Result<O, RuleError>;
  setup(options: O, playerCount: number, seed: string | number): Result<S, RuleError>;

  actors(state: S): Actors;
  legalMoves(state: S, seat: Seat): readonly M[];
  apply(state: S, seat: Seat, move: M): Result<S, GameError<E>>;
  chanceOutcomes(state: S): readonly ChanceOutcome<C>[];
  /**
   * Applies a chance outcome. `rng` is the generator after the event, which the caller (the match,
   * `play.ts`) has advanced; the state answered carries it (default: `state.rng` unchanged). Passing
   * it in, rather than the caller copying the state to set it, spares one copy of the whole state per
   * chance event: the largest cost of a random playout.
   */
  resolveChance(state: S, outcome: C, rng?: RngState): Result<S, GameError<E>>;

  view(state: S, viewer: Viewer): V;
  outcome(state: S): Outcome;
  /** The game at a glance, from a spectator's view (never from a state: nothing hidden can leak). */
  progress(view: V): Progress;

  /** Validate moves and chance outcomes read from JSON (records, network). */
  parseMove(raw: unknown): Result<M, RuleError<'bad-move'>>;
  parseChance(raw: unknown): Result<C, RuleError<'bad-chance'>>;

  /**
   * Rewrites the steps of a record written in an older format `version` into the current shapes
   * (see `upgradeRecord`). Only games whose moves or chance outcomes changed shape define it.
   */
  upgradeSteps?(steps: readonly Step[], version: number): readonly Step[];

  /**
   * A step taken from `before` as `viewer` may know it (see `seenStep`): games whose steps carry
   * something a view hides (a token drawn into a hand, a secret choice) define it; in the others every
   * step is public.
   */
  seenStep?(before: S, step: Step<M, C>, viewer: Viewer): SeenStep<M, C>;
}

/**
 * Any game, with its types erased, for registries and generic tools (method parameters are
 * bivariant, so every concrete definition is assignable to this).
 */
export type AnyGame = GameDefinition<BaseState, unknown, unknown, unknown, unknown>;

import type { ChanceOutcome } from './chance';
import type { Result, RuleError } from './result';
import type { RngState } from './rng';

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
 */
export interface GameDefinition<S extends BaseState, M, C, O, V> extends GameMeta {
  readonly defaultOptions: O;

  /** Validates options coming from outside (a record, the CLI, the network), filling defaults. */
  parseOptions(raw: unknown): Result<O, RuleError>;
  setup(options: O, playerCount: number, seed: string | number): Result<S, RuleError>;

  actors(state: S): Actors;
  legalMoves(state: S, seat: Seat): readonly M[];
  apply(state: S, seat: Seat, move: M): Result<S, RuleError>;
  chanceOutcomes(state: S): readonly ChanceOutcome<C>[];
  /** Applies a chance outcome; the caller (see `play.ts`) advances the generator. */
  resolveChance(state: S, outcome: C): Result<S, RuleError>;

  view(state: S, viewer: Viewer): V;
  outcome(state: S): Outcome;

  /** Validate moves and chance outcomes read from JSON (records, network). */
  parseMove(raw: unknown): Result<M, RuleError>;
  parseChance(raw: unknown): Result<C, RuleError>;
}

/**
 * Any game, with its types erased, for registries and generic tools (method parameters are
 * bivariant, so every concrete definition is assignable to this).
 */
export type AnyGame = GameDefinition<BaseState, unknown, unknown, unknown, unknown>;

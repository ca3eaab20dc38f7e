import type { AnyGame, BaseState, Bot, Result, RuleError, Viewer } from '@ludimaths/engine';

/** A game-specific command-line flag (`--board grande`, `--no-rotation`). */
export interface FlagSpec {
  readonly name: string;
  readonly type: 'string' | 'boolean';
  readonly description: string;
}

export type FlagValues = Readonly<Record<string, string | boolean | undefined>>;

/**
 * What the CLI needs to know about one game beyond its engine definition: how to turn flags into
 * options, and how to show states, moves and chance outcomes as terminal text. No rules here: every
 * rule comes from the engine.
 */
export interface CliGame {
  readonly id: string;
  readonly title: string;
  readonly game: AnyGame;
  /** Flags understood by `play` and `sim` for this game, besides the common ones. */
  readonly flags: readonly FlagSpec[];
  /** Builds engine options from the flags; the error names the bad flag and the allowed values. */
  options(flags: FlagValues): Result<unknown, RuleError>;
  /** Default number of players (`--players`). */
  readonly defaultPlayers: number;
  /**
   * The terminal picture of a view: what `viewer` may see, and what each of `legal` (the viewer's
   * moves now, if any) would do. Takes a view, never a state, so that it works as well for a game
   * played on a server.
   */
  render(view: unknown, viewer: Viewer, legal: readonly unknown[]): string;
  /**
   * One line naming a move, for the numbered menu and the log; `view` is the mover's view before it
   * (the solitaire names tokens by their place in its shuffled tray).
   */
  describeMove(move: unknown, view?: unknown): string;
  /** One line naming a chance outcome ("rolled 3 and 5"); empty for bookkeeping not worth a line. */
  describeChance(outcome: unknown): string;
  /**
   * For games with too many moves to list (the solitaire's 3,600 placements): `play` shows `help`
   * and reads a typed move from the player's view instead of a numbered choice; the engine judges it.
   */
  readonly typedMoves?: {
    readonly help: string;
    parse(text: string, view: unknown): Result<unknown, RuleError>;
  };
  /** Game length for statistics, in the game's natural unit (turns, rounds, moves). */
  length(state: BaseState): number;
  readonly lengthUnit: string;
  /** Computer players of the game's own that `sim --policy NAME` may use besides the engine's bots. */
  readonly policies?: Readonly<Record<string, Bot<unknown, unknown>>>;
  /** Extra lines for `sim`, computed from finished games' states (optional). */
  simSummary?(finalStates: readonly BaseState[]): string[];
}

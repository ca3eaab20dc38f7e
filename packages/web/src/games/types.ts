import type { BaseState, GameDefinition, Outcome, Seat } from '@ludimaths/engine';
import type { ComponentType, ReactNode } from 'react';
import type { MessageId, Translate } from '../i18n';
import type { SeatSetup } from '../session/seats';
import type { LogEntry, TableController } from '../session/table';

/** What a step explanation may use besides the step itself. */
export interface DescribeContext {
  readonly t: Translate;
  readonly seats: readonly SeatSetup[];
  readonly formatNumber: (n: number) => string;
}

export interface ScreenProps<V, M, C = unknown> {
  /** The table as this screen may see it: views, legal moves, status, log, `play` (never a state). */
  readonly table: TableController<V, M, C>;
  readonly reducedMotion: boolean;
  /** Generic panels (the game log) the screen places in its side column. */
  readonly aside?: ReactNode;
  /** The move the hint button suggests to the seat on the device, for the screen to highlight. */
  readonly hint?: M;
}

/**
 * A sentence for every refusal code of a closed union. Each table is written as an object literal
 * `satisfies ErrorMessages<Code>`, so a code without a sentence, or a sentence for a code that no
 * longer exists, is a compile error.
 */
export type ErrorMessages<Code extends string> = Readonly<Record<Code, MessageId>>;

/**
 * Everything the app needs from one game's screens, loaded on demand (one chunk per game). The
 * generic shell supplies the rest: turn banner, errors, game log, live announcements, autosave,
 * export, replay and the end screen.
 */
export interface WebGame<
  S extends BaseState = BaseState,
  M = unknown,
  C = unknown,
  O = unknown,
  V = unknown,
  E extends string = string,
> {
  readonly definition: GameDefinition<S, M, C, O, V, E>;
  /** The game's own refusal codes in words; the shell explains the core codes for every game. */
  readonly errorMessages: ErrorMessages<E>;
  /** The board and the controls of the seat(s) to act: everything inside the game area. */
  readonly Screen: ComponentType<ScreenProps<V, M, C>>;
  /** A still picture of the public (spectator) view, for the step-by-step replay. */
  readonly Snapshot: ComponentType<{ readonly view: V; readonly seats: readonly SeatSetup[] }>;
  /** Game options on the new-game screen (absent when the game has none). */
  readonly OptionsForm?: ComponentType<{ readonly value: O; readonly onChange: (value: O) => void }>;
  /** The rules page, in the player's language, with a picture of the board. */
  readonly Rules: ComponentType;
  /**
   * Sentences for the log and the live region ("49 = 7 × 7 : tu recules sur 7"), from the step and
   * the public views around it (the log is read by everyone at the table).
   */
  describeStep(entry: LogEntry<V, M, C>, context: DescribeContext): string[];
  /**
   * A move in words, completing "L'ordinateur jouerait : …" ("lancer un seul dé"), for the hint
   * button; without it the hint names the move's data.
   */
  describeMove?(move: M, context: DescribeContext): string;
  /**
   * Whether the pending chance event is something to watch (dice: the table pauses for the roll) or
   * silent bookkeeping such as turning up a token (no pause). Default: watched. Asked by this
   * device's match loop, which holds the state; never by a screen.
   */
  watchChance?(state: S): boolean;
  /**
   * The same question about an outcome already drawn, for online play: the server sends outcomes,
   * never states, and the client pauses on what it would have watched. Default: watched.
   */
  watchedChance?(chance: C): boolean;
  /**
   * The end in the game's own words, instead of the winners and their points ("Grille résolue en 34
   * coups" for the solitaire, whose score is a number of moves).
   */
  describeEnd?(outcome: Extract<Outcome, { status: 'over' }>, context: DescribeContext): string | undefined;
  /** Whose dice are rolling, from the public view ("Les dés de Léa roulent…"); undefined: nobody's. */
  roller?(view: V): Seat | undefined;
  /** Each seat's figures at the end (squares, points, tokens left), from the last public view. */
  standings?(view: V, context: StandingsContext): Standings;
  /** The analysis screen's words for this game, where the generic ones would not fit. */
  readonly analysisWords?: AnalysisWords<M>;
  /** The options take an agreed `starter` instead of the roll-off: the rematch form offers who starts. */
  readonly agreedStarter?: boolean;
}

/** A game's own words on the analysis screen (`analysis/words.ts`); each has a generic default. */
export interface AnalysisWords<M = unknown> {
  /**
   * A reviewed move in words, from the points it scored: for a game whose hint points at a marked
   * cell ("on the marked cell"), which the analysis does not show. Default: `describeMove`.
   */
  readonly move?: (move: M, points: number | undefined, context: DescribeContext) => string | undefined;
  /** The sentence for figures counted in turns (`{played}`, `{best}`, `{differs}`). */
  readonly turns?: MessageId;
}

/** What a game's end figures may use besides the last public view. */
export interface StandingsContext extends DescribeContext {
  /** Moves each seat made, from the public log (a turn of the piste is one move). */
  readonly movesBySeat: readonly number[];
}

/** The end screen's figures for every seat, and what ranks the seats who did not win. */
export interface Standings {
  /** Column headings, one per figure. */
  readonly columns: readonly MessageId[];
  /** Per seat, its figures formatted in the player's language, in the order of `columns`. */
  readonly figures: readonly (readonly string[])[];
  /** Per seat: higher ranks better after the winners; equal values rank equal. */
  readonly rankKey: readonly number[];
}

/** The erased type the catalogue holds (each module is typed inside). */
// biome-ignore lint/suspicious/noExplicitAny: variance erasure for a registry of differently typed games
export type AnyWebGame = WebGame<any, any, any, any, any, any>;

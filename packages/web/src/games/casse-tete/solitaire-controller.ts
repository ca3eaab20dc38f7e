import type { CasseTete as CT, Result, RuleError } from '@ludimaths/engine';
import { CasseTete, ok, seedRng, shuffle } from '@ludimaths/engine';
import { randomSeed } from '../../session/seed';

type Puzzle = CT.SolitaireState;

/** A puzzle in progress with its history for "Annuler" (oldest first). No React here. */
export interface PuzzleSession {
  readonly puzzle: Puzzle;
  readonly history: readonly Puzzle[];
  /**
   * The tray's order for this puzzle, a shuffle of the token ids. The tokens are numbered in the order
   * of the rules' list, which happens to be a solution row by row, so the screen shows each token's
   * place in this order as its number instead, and the puzzle stays a puzzle.
   */
  readonly order: readonly CT.TokenId[];
}

declare const trayPositionBrand: unique symbol;

/**
 * A token's place in the puzzle's tray order, 1–30: the number the screen shows for the token.
 * Branded, because a token id has the same range and mixing the two would show a solution away.
 */
export type TrayPosition = number & { readonly [trayPositionBrand]: true };

const TOKEN_IDS = CasseTete.TOKENS.map((token) => token.id);

function shuffledOrder(seed: string): CT.TokenId[] {
  return shuffle(TOKEN_IDS, seedRng(seed))[0];
}

function isOrder(value: unknown): value is CT.TokenId[] {
  return (
    Array.isArray(value) &&
    value.length === TOKEN_IDS.length &&
    value.every(CasseTete.isTokenId) &&
    new Set(value).size === TOKEN_IDS.length
  );
}

/** The number the screen shows for a token: its place in the puzzle's tray order. */
export function labelOf(session: PuzzleSession, token: CT.TokenId): TrayPosition {
  return (session.order.indexOf(token) + 1) as TrayPosition;
}

/** The tokens still in the tray, in the puzzle's order. */
export function trayInOrder(session: PuzzleSession): CT.TokenId[] {
  const tray = new Set(CasseTete.trayTokens(session.puzzle));
  return session.order.filter((token) => tray.has(token));
}

export const SOLITAIRE_KEY = 'ludimaths.casse-tete.solitaire';
/** Enough undo for a whole puzzle several times over, small enough for localStorage. */
const MAX_HISTORY = 200;

export function freshPuzzle(rows = 6, cols = 5, rotation = true, seed = randomSeed()): PuzzleSession {
  const made = CasseTete.newSolitaire(rows, cols, rotation);
  // 6 × 5 is always a valid shape; a bad request falls back to it.
  const puzzle = made.ok ? made.value : (CasseTete.newSolitaire(6, 5, rotation) as { value: Puzzle }).value;
  return { puzzle, history: [], order: shuffledOrder(seed) };
}

/**
 * Plays one or more actions as a single undoable step (moving a token is a removal and a placement).
 * The engine checks each action; a refusal leaves the session unchanged.
 */
export function act(
  session: PuzzleSession,
  actions: readonly CT.SolitaireAction[],
): Result<PuzzleSession, RuleError<CT.SolitaireErrorCode>> {
  let puzzle = session.puzzle;
  for (const action of actions) {
    const next = CasseTete.applySolitaireAction(puzzle, action);
    if (!next.ok) return next;
    puzzle = next.value;
  }
  return ok({ ...session, puzzle, history: [...session.history, session.puzzle].slice(-MAX_HISTORY) });
}

export function undo(session: PuzzleSession): PuzzleSession {
  const previous = session.history[session.history.length - 1];
  if (!previous) return session;
  return { ...session, puzzle: previous, history: session.history.slice(0, -1) };
}

/** Reads the saved puzzle; anything unreadable or invalid (checked by the engine) is dropped. */
export function loadPuzzle(storage: Storage | undefined = globalThis.localStorage): PuzzleSession | null {
  try {
    const raw = storage?.getItem(SOLITAIRE_KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as { puzzle?: unknown; history?: unknown; order?: unknown };
    const puzzle = CasseTete.parseSolitaire(data.puzzle);
    if (!puzzle.ok) return null;
    const history = Array.isArray(data.history)
      ? data.history.flatMap((h) => {
          const parsed = CasseTete.parseSolitaire(h);
          return parsed.ok ? [parsed.value] : [];
        })
      : [];
    return {
      puzzle: puzzle.value,
      history,
      order: isOrder(data.order) ? data.order : shuffledOrder(randomSeed()),
    };
  } catch {
    return null;
  }
}

export function savePuzzle(
  session: PuzzleSession,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(SOLITAIRE_KEY, JSON.stringify(session));
  } catch {
    // A full or disabled storage only loses the autosave, never the puzzle on screen.
  }
}

/** The cells named by a list of conflicts, as "row,col" keys, to mark them on the grid. */
export function conflictCells(conflicts: readonly CT.Conflict[]): Set<string> {
  const cells = new Set<string>();
  for (const c of conflicts) {
    cells.add(`${c.first.row},${c.first.col}`);
    cells.add(`${c.second.row},${c.second.col}`);
  }
  return cells;
}

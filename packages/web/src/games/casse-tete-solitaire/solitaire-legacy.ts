import type { GameRecord } from '@ludimaths/engine';
import type { RecordStore } from '../../session/storage';

/**
 * Before the solitaire was a game of the shell, its screen saved the puzzle under its own key. A grid
 * in progress is carried over once, as a record (the engine checks it when the game opens), so an
 * update never throws a child's grid away. No engine code here: this runs with the home screen.
 */
export const LEGACY_KEY = 'ludimaths.casse-tete.solitaire';
const GAME = 'casse-tete-solitaire';

interface LegacyCell {
  readonly token: number;
  readonly turns: number;
}

interface LegacyPuzzle {
  readonly puzzle: {
    readonly rows: number;
    readonly cols: number;
    readonly rotation: boolean;
    readonly cells: readonly (readonly (LegacyCell | null)[])[];
  };
  readonly order: readonly number[];
}

function isLegacy(raw: unknown): raw is LegacyPuzzle {
  const data = raw as Partial<LegacyPuzzle> | null;
  const order = data?.order;
  return (
    Array.isArray(order) &&
    order.length === 30 &&
    [...order].sort((a, b) => a - b).every((token, i) => token === i + 1) &&
    typeof data?.puzzle?.rows === 'number' &&
    typeof data.puzzle.cols === 'number' &&
    typeof data.puzzle.rotation === 'boolean' &&
    Array.isArray(data.puzzle.cells)
  );
}

/** The old save as a record: the tray's order as its 30 draws, then one placement per token on the grid. */
export function recordFromLegacyPuzzle(raw: unknown): GameRecord | null {
  if (!isLegacy(raw)) return null;
  const { rows, cols, rotation, cells } = raw.puzzle;
  const places = cells.flatMap((line, row) =>
    (Array.isArray(line) ? line : []).flatMap((cell, col) =>
      cell ? [{ seat: 0, move: { kind: 'place', token: cell.token, row, col, turns: cell.turns } }] : [],
    ),
  );
  return {
    format: 'ludimaths-record',
    // RECORD_VERSION, written out so that the home screen loads no engine code (the solitaire's steps
    // are the same in versions 1 and 2).
    version: 2,
    game: GAME,
    options: { rows, cols, rotation },
    seats: [{ kind: 'human' }],
    seed: 'legacy-solitaire',
    steps: [...raw.order.map((token) => ({ chance: { kind: 'draw', token } })), ...places],
    meta: { app: GAME },
  };
}

/** Moves an old save into the record store (unless a solitaire is already saved there), once. */
export function migrateLegacyPuzzle(
  records: RecordStore,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    const text = storage?.getItem(LEGACY_KEY);
    if (!text) return;
    const record = recordFromLegacyPuzzle(JSON.parse(text));
    if (record && records.load(GAME) === undefined) records.save(GAME, record);
    storage?.removeItem(LEGACY_KEY);
  } catch {
    // An unreadable old save is dropped like any damaged autosave.
  }
}

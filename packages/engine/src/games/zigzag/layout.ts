import type { Board } from './board';
import { BOARD_COLUMNS, boardRowCount } from './board';
import type { OperationKind } from './operation';
import type { ZigzagMove } from './types';

type StepMove = Extract<ZigzagMove, { kind: 'step' }>;

/**
 * Tables derived once per board object, so move generation does no geometry and allocates nothing
 * but its result array. States share their board object across moves, so the cache hits on every
 * move of a game; a board rebuilt from JSON costs one rebuild.
 */
export interface Layout {
  readonly rows: number;
  /** Operation-cell neighbours of each cell (8 directions, start rows excluded). */
  readonly neighbours: readonly (readonly number[])[];
  /** Kind and operand of each cell's operation (undefined on start rows). */
  readonly kind: readonly (OperationKind | undefined)[];
  readonly by: readonly number[];
  /** Shared frozen move objects per destination: plain, and with each ÷ 2 choice. */
  readonly step: readonly StepMove[];
  readonly stepFloor: readonly StepMove[];
  readonly stepRound: readonly StepMove[];
}

const cache = new WeakMap<Board, Layout>();

export const cellIndex = (row: number, column: number): number => row * BOARD_COLUMNS + column;
export const cellRow = (cell: number): number => Math.floor(cell / BOARD_COLUMNS);
export const cellColumn = (cell: number): number => cell % BOARD_COLUMNS;

export function layoutOf(board: Board): Layout {
  const known = cache.get(board);
  if (known) return known;
  const layout = buildLayout(board);
  cache.set(board, layout);
  return layout;
}

function buildLayout(board: Board): Layout {
  const rows = boardRowCount(board);
  const neighbours: number[][] = [];
  const kind: (OperationKind | undefined)[] = [];
  const by: number[] = [];
  const step: StepMove[] = [];
  const stepFloor: StepMove[] = [];
  const stepRound: StepMove[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < BOARD_COLUMNS; column++) {
      const around: number[] = [];
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const r = row + dr;
          const c = column + dc;
          if ((dr === 0 && dc === 0) || r < 1 || r > rows - 2 || c < 0 || c >= BOARD_COLUMNS) continue;
          around.push(cellIndex(r, c));
        }
      }
      neighbours.push(Object.freeze(around) as number[]);
      const operation = board.operations[row - 1]?.[column];
      kind.push(operation?.kind);
      by.push(operation?.by ?? 0);
      const to = Object.freeze([row, column] as const);
      step.push(Object.freeze({ kind: 'step', to }));
      stepFloor.push(Object.freeze({ kind: 'step', to, half: 'floor' }));
      stepRound.push(Object.freeze({ kind: 'step', to, half: 'round' }));
    }
  }
  return { rows, neighbours, kind, by, step, stepFloor, stepRound };
}

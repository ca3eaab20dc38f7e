import type { Zigzag } from '@ludimaths/engine';
import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n';
import { PawnIcon } from '../../ui/PawnIcon';

export const COLUMNS = 6;
export type CellKey = `${number}-${number}`;
export const cellKey = (row: number, column: number): CellKey => `${row}-${column}`;

/** A highlighted cell: where a legal move goes, with what it would do (from the engine's preview). */
export interface Candidate {
  /** Short text drawn in the cell ("→ 70", "+5"). */
  readonly short: readonly string[];
  /** The full sentence for screen readers ("35 × 2 = 70 → 5 points !"). */
  readonly label: string;
  /** Whether this move scores, drawn as a star as well as in words. */
  readonly scores?: boolean;
  /** A faded pawn of this seat: where the pawn would stand (the start-side choice). */
  readonly ghost?: number;
}

export interface ZigzagBoardProps {
  /** The operation rows as the engine's view writes them (`+ 5`, `× 2`, …). */
  readonly operations: readonly (readonly string[])[];
  readonly players: readonly Pick<Zigzag.PlayerView, 'cell' | 'previous'>[];
  readonly names: readonly string[];
  readonly candidates?: ReadonlyMap<CellKey, Candidate>;
  readonly selected?: CellKey | null;
  /** Where the keyboard cursor starts (the pawn to move). */
  readonly home?: CellKey | null;
  /** The cell the hint button suggests, outlined as in the other games. */
  readonly hinted?: CellKey | null;
  /** Absent for still pictures (replay, rules): the cells are then not buttons. */
  readonly onCell?: (row: number, column: number) => void;
}

const same = (p: readonly [number, number] | null, row: number, column: number) =>
  p !== null && p[0] === row && p[1] === column;

/**
 * The Zigzag board: start rows labelled 1..6 at the top and bottom, operation cells between them,
 * both pawns (colour AND shape) and each pawn's previous cell, which it may not go straight back to.
 * Interactive boards are a grid of real buttons with one tab stop; the arrow keys move between cells.
 */
export function ZigzagBoard({
  operations,
  players,
  names,
  candidates,
  selected,
  home,
  hinted,
  onCell,
}: ZigzagBoardProps) {
  const t = useT();
  const intl = useIntl();
  const rows = operations.length + 2;
  const [cursor, setCursor] = useState<CellKey | null>(null);
  const refs = useRef(new Map<CellKey, HTMLButtonElement>());
  const current = cursor ?? home ?? cellKey(1, 0);
  const board = useRef<HTMLDivElement>(null);
  const lastHome = useRef(home);

  // A move changes the pawn to play: the cursor starts again from it, and keyboard focus left on the
  // board (on the cell just played) follows to it, instead of staying on the old cell.
  useEffect(() => {
    if (lastHome.current === home) return;
    lastHome.current = home;
    setCursor(null);
    const target = home ? refs.current.get(home) : undefined;
    if (target && board.current?.contains(document.activeElement)) target.focus({ preventScroll: true });
  }, [home]);

  const move = (event: KeyboardEvent, row: number, column: number) => {
    const delta: Readonly<Record<string, [number, number]>> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const d = delta[event.key];
    if (!d) return;
    event.preventDefault();
    const next = cellKey(
      Math.min(rows - 1, Math.max(0, row + d[0])),
      Math.min(COLUMNS - 1, Math.max(0, column + d[1])),
    );
    setCursor(next);
    refs.current.get(next)?.focus();
  };

  const cells = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < COLUMNS; column++) {
      const key = cellKey(row, column);
      const start = row === 0 || row === rows - 1;
      const operation = start ? undefined : operations[row - 1]?.[column];
      const pawns = players.flatMap((p, seat) => (same(p.cell, row, column) ? [seat] : []));
      const before = players.flatMap((p, seat) => (same(p.previous, row, column) ? [seat] : []));
      const candidate = candidates?.get(key);
      const isSelected = selected === key;
      const name = (seat: number) => names[seat] ?? String(seat + 1);
      const words = [
        start
          ? t('zigzag.cellStart', { label: column + 1 })
          : t('zigzag.cellOperation', { row: row + 1, column: column + 1, operation: operation ?? '' }),
        ...pawns.map((seat) => t('zigzag.cellPawn', { name: name(seat) })),
        ...before.map((seat) => t('zigzag.cellPrevious', { name: name(seat) })),
        ...(candidate ? [candidate.label] : []),
        ...(isSelected ? [t('zigzag.cellSelected')] : []),
      ].filter((w) => w !== '');
      const classes = ['zz-cell', start ? 'zz-start' : 'zz-op'];
      if (operation) classes.push(`zz-${operationClass(operation)}`);
      if (candidate) classes.push('zz-candidate');
      if (isSelected) classes.push('zz-selected');
      if (before.length > 0) classes.push('zz-previous');
      if (pawns.length > 0) classes.push('zz-occupied');
      if (hinted === key) classes.push('zz-hinted');
      const face = (
        <span className="zz-face" aria-hidden="true">
          {start ? (
            <span className="zz-label">{intl.formatNumber(column + 1)}</span>
          ) : (
            <span className="zz-operation">{operation?.replace(' ', '\u00a0')}</span>
          )}
          {candidate?.ghost !== undefined && (
            <span className="zz-ghost">
              <PawnIcon seat={candidate.ghost} size={24} />
            </span>
          )}
          {candidate && candidate.short.length > 0 && (
            <span className="zz-preview">
              {candidate.scores && <span className="zz-star">★</span>}
              {candidate.short.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </span>
          )}
          {pawns.length > 0 && (
            <span className="zz-pawns">
              {pawns.map((seat) => (
                <PawnIcon key={seat} seat={seat} size={24} />
              ))}
            </span>
          )}
          {before.length > 0 && (
            <span className="zz-before">
              {before.map((seat) => (
                <span key={seat} className="zz-before-mark">
                  <PawnIcon seat={seat} size={18} />✕
                </span>
              ))}
            </span>
          )}
        </span>
      );
      cells.push(
        onCell ? (
          <button
            key={key}
            ref={(el) => {
              if (el) refs.current.set(key, el);
              else refs.current.delete(key);
            }}
            type="button"
            className={classes.join(' ')}
            style={{ gridRow: row + 2, gridColumn: column + 2 }}
            tabIndex={key === current ? 0 : -1}
            aria-pressed={candidate ? isSelected : undefined}
            data-cell={key}
            data-candidate={candidate ? 'true' : undefined}
            onFocus={() => setCursor(key)}
            onKeyDown={(event) => move(event, row, column)}
            onClick={() => onCell(row, column)}
          >
            <span className="sr-only">{words.join(', ')}</span>
            {face}
          </button>
        ) : (
          <div
            key={key}
            className={classes.join(' ')}
            style={{ gridRow: row + 2, gridColumn: column + 2 }}
            data-cell={key}
          >
            <span className="sr-only">{words.join(', ')}</span>
            {face}
          </div>
        ),
      );
    }
  }
  return (
    <div className="zz-board" style={{ ['--rows' as string]: rows }} ref={board}>
      <AxisLabels rows={rows} format={(n) => intl.formatNumber(n)} />
      {cells}
    </div>
  );
}

/**
 * Row numbers down the left and column numbers along the top, as the hint and the list of moves
 * name cells ("ligne 3, colonne 2"). Hidden from screen readers: every cell already says where it is.
 */
function AxisLabels({ rows, format }: { rows: number; format: (n: number) => string }) {
  return (
    <>
      {Array.from({ length: COLUMNS }, (_, column) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
          key={`c${column}`}
          className="zz-axis zz-axis-column"
          aria-hidden="true"
          style={{ gridRow: 1, gridColumn: column + 2 }}
        >
          {format(column + 1)}
        </span>
      ))}
      {Array.from({ length: rows }, (_, row) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
          key={`r${row}`}
          className="zz-axis zz-axis-row"
          aria-hidden="true"
          style={{ gridRow: row + 2, gridColumn: 1 }}
          data-row={row + 1}
        >
          {format(row + 1)}
        </span>
      ))}
    </>
  );
}

function operationClass(operation: string): string {
  switch (operation.charAt(0)) {
    case '+':
      return 'add';
    case '×':
      return 'multiply';
    case '÷':
      return 'divide';
    default:
      return 'subtract';
  }
}

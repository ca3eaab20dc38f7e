import type { Finito } from '@ludimaths/engine';
import { Finito as F } from '@ludimaths/engine';
import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { bringIntoView } from '../../ui/bring-into-view';
import './finito.css';

export interface BoardProps {
  readonly board: Finito.Board;
  /** Accessible name of the whole board ("Plateau de Léa"). */
  readonly label: string;
  readonly small?: boolean;
  /** Cells the roll allows (from the legal moves), highlighted. */
  readonly allowed?: ReadonlySet<number>;
  /** Cells of the longest run, starred. */
  readonly run?: ReadonlySet<number>;
  /** The cell of the selected token (movement phase). */
  readonly selected?: number | null;
  /** The cell that changed at the last reveal. */
  readonly changed?: number | null;
  /** Cells the hint button suggests (outlined). */
  readonly hinted?: readonly number[];
  /** Makes every cell a button; absent for a still picture. */
  readonly onCell?: (cell: number) => void;
  /** Moves the keyboard focus to this cell when `focus.at` changes (after a token is picked). */
  readonly focus?: { readonly cell: number; readonly at: number } | null;
  /** Scroll instantly rather than smoothly when bringing the allowed cells into view. */
  readonly reducedMotion?: boolean;
}

/**
 * A Finito board: 6 rows of 6 cells in reading order, each showing its label (1, 2, 3, 3, …, 19, 20)
 * and the token on it. Interactive boards are a grid of real buttons with one tab stop (arrow keys
 * move between cells, Enter plays); allowed cells are marked by a dashed frame and a dot as well as a
 * colour, the longest run by a star.
 */
export function FinitoBoard(props: BoardProps) {
  const { board, label, small, allowed, run, selected, changed, onCell, focus, hinted } = props;
  const t = useT();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const firstAllowed = allowed && allowed.size > 0 ? Math.min(...allowed) : 0;
  const [active, setActive] = useState<number | null>(null);
  const tabStop = active ?? firstAllowed;

  // After a token is picked: focus the first allowed cell and show the allowed cells, clear of the
  // sticky bar holding the die and the hand (the last one first, so the first ends up in view).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a token is picked (focus.at)
  useEffect(() => {
    if (!focus) return;
    setActive(focus.cell);
    buttons.current[focus.cell]?.focus({ preventScroll: true });
    const lastAllowed = allowed && allowed.size > 0 ? Math.max(...allowed) : focus.cell;
    bringIntoView(buttons.current[lastAllowed], props.reducedMotion ?? false);
    bringIntoView(buttons.current[focus.cell], props.reducedMotion ?? false);
  }, [focus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -F.BOARD_COLUMNS,
      ArrowDown: F.BOARD_COLUMNS,
    };
    const step = delta[event.key];
    const current = buttons.current.indexOf(document.activeElement as HTMLButtonElement);
    if (step === undefined && event.key !== 'Home' && event.key !== 'End') return;
    if (current < 0) return;
    event.preventDefault();
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? F.CELL_COUNT - 1
          : Math.min(F.CELL_COUNT - 1, Math.max(0, current + (step ?? 0)));
    setActive(next);
    buttons.current[next]?.focus();
  };

  const cells = board.map((token, cell) => {
    const cellLabel = F.CELL_LABELS[cell] ?? 0;
    const isAllowed = allowed?.has(cell) ?? false;
    const inRun = run?.has(cell) ?? false;
    const classes = [
      'fcell',
      token > 0 ? 'has-token' : 'free',
      isAllowed ? 'allowed' : '',
      inRun ? 'in-run' : '',
      selected === cell ? 'selected' : '',
      changed === cell ? 'changed' : '',
      hinted?.includes(cell) ? 'hinted' : '',
      cell % 2 === 0 ? 'even' : 'odd',
    ]
      .filter(Boolean)
      .join(' ');
    const values = { label: cellLabel, row: F.cellRow(cell), col: F.cellColumn(cell), token };
    const name = [
      t(token > 0 ? 'finito.cellToken' : 'finito.cellFree', values),
      isAllowed ? t('finito.cellAllowed') : '',
      inRun ? t('finito.cellRun') : '',
    ]
      .filter(Boolean)
      .join(', ');
    const content = (
      <>
        <span className="fcell-label" aria-hidden="true">
          {cellLabel}
        </span>
        {token > 0 && (
          <span className="ftoken" aria-hidden="true">
            {token}
          </span>
        )}
        {inRun && (
          <span className="fstar" aria-hidden="true">
            ★
          </span>
        )}
        {isAllowed && <span className="fdot" aria-hidden="true" />}
      </>
    );
    if (!onCell) {
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
        <div key={cell} className={classes}>
          {content}
        </div>
      );
    }
    return (
      <button
        // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
        key={cell}
        ref={(el) => {
          buttons.current[cell] = el;
        }}
        type="button"
        className={classes}
        tabIndex={cell === tabStop ? 0 : -1}
        aria-pressed={selected === cell ? true : undefined}
        data-cell={cell}
        data-token={token}
        data-allowed={isAllowed ? 'true' : undefined}
        onFocus={() => setActive(cell)}
        onClick={() => onCell(cell)}
      >
        <span className="sr-only">{name}</span>
        {content}
      </button>
    );
  });

  if (!onCell) {
    return (
      <div className={`fboard${small ? ' small' : ''}`} role="img" aria-label={label}>
        {cells}
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of cell buttons with arrow-key navigation
    <div className="fboard" role="group" aria-label={label} onKeyDown={onKeyDown}>
      {cells}
    </div>
  );
}

/** The big d20: the roll in a twenty-sided outline; it tumbles briefly unless motion is reduced. */
export function D20({
  roll,
  rolling,
  reducedMotion,
}: {
  roll: number | null;
  rolling: boolean;
  reducedMotion: boolean;
}) {
  const t = useT();
  const [tumble, setTumble] = useState(1);
  const animate = rolling && !reducedMotion;
  useEffect(() => {
    if (!animate) return;
    let i = 0;
    const timer = setInterval(() => {
      i++;
      setTumble(((i * 7) % 20) + 1);
    }, 70);
    return () => clearInterval(timer);
  }, [animate]);
  const shown = animate ? tumble : roll;
  const label = roll === null || rolling ? t('finito.dieWaiting') : t('finito.dieShows', { roll });
  return (
    <div className={`d20${animate ? ' rolling' : ''}`} role="img" aria-label={label} data-testid="d20">
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <polygon points="50,3 91,27 91,73 50,97 9,73 9,27" className="d20-outer" />
        <polygon points="50,12 88,72 12,72" className="d20-inner" />
        <text x="50" y="62" textAnchor="middle" className="d20-value">
          {shown ?? '?'}
        </text>
      </svg>
    </div>
  );
}

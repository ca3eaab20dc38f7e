import type { CasseTete as CT } from '@ludimaths/engine';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n';
import { bringIntoView } from '../../ui/bring-into-view';
import { tableLayout } from './explain';
import { TokenPicture } from './Token';

export interface Target {
  readonly points: number;
  readonly count: number;
}

export const cellKey = (x: number, y: number) => `${x},${y}`;

/**
 * The unbounded table, drawn as the bounding box of the laid tokens plus one ring of cells; it
 * scrolls in both directions when it grows. With a token chosen, the frontier cells become buttons:
 * the cells the engine accepts for the current turn light up (with their points), the others can be
 * tried and the engine explains the refusal.
 */
export function CasseTeteTable({
  board,
  chosen,
  targets,
  otherTurns,
  onCell,
  hintCell,
  follow,
}: {
  board: readonly CT.PlacedToken[];
  /**
   * At a table in play: each new token is brought into view on the page too (clear of the sticky
   * banner), instantly under reduced motion. Without it (a replay) it is shown inside the table only.
   */
  follow?: { reducedMotion: boolean };
  /** The cell the hint button suggests ("x,y"), outlined. */
  hintCell?: string | null;
  /** The hand token chosen, if the seat on the device may lay it now. */
  chosen?: number | null;
  targets?: ReadonlyMap<string, Target>;
  /** Frontier cells where the chosen token fits after another turn. */
  otherTurns?: ReadonlySet<string>;
  onCell?: (x: number, y: number) => void;
}) {
  const t = useT();
  const layout = tableLayout(board);
  const scroller = useRef<HTMLElement>(null);
  const last = board.length > 1 ? board[board.length - 1] : undefined;

  // Keep the start of the game in view when the table grows beyond the screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centre only when the table grows
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
    el.scrollTop = (el.scrollHeight - el.clientHeight) / 2;
  }, [layout.cols, layout.rows]);

  // The token laid last (on a phone, often the computer's, at the table's edge) is shown whole: the
  // table scrolls the least that brings it and its ring inside the frame, after any re-centring above.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a token is laid
  useEffect(() => {
    const el = scroller.current;
    const laid = el?.querySelector<HTMLElement>('.ct-last');
    if (!el || !laid) return;
    showInside(el, laid);
    if (follow) bringIntoView(laid, follow.reducedMotion);
  }, [board.length]);

  // With a token chosen, bring the first lit cell into the scrolled table (never scrolling the page),
  // again when the table's box changes size (a phone turned, a window resized).
  const litKeys = targets ? [...targets.keys()].join(' ') : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the lit cells
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const reveal = () => {
      const lit = el.querySelector<HTMLElement>('.ct-lit');
      if (!lit) return;
      const box = el.getBoundingClientRect();
      const cell = lit.getBoundingClientRect();
      if (cell.left < box.left || cell.right > box.right)
        el.scrollLeft += cell.left - box.left - (box.width - cell.width) / 2;
      if (cell.top < box.top || cell.bottom > box.bottom)
        el.scrollTop += cell.top - box.top - (box.height - cell.height) / 2;
    };
    reveal();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(reveal);
    observer.observe(el);
    return () => observer.disconnect();
  }, [litKeys]);

  return (
    <section
      className="ct-scroller"
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label={t('casse-tete.tableLabel', { count: board.length })}
      data-testid="table"
    >
      <div className="ct-table" style={{ gridTemplateColumns: `repeat(${layout.cols}, var(--ct-size))` }}>
        {layout.cells.map((cell) => {
          const key = cellKey(cell.x, cell.y);
          if (cell.placed) {
            const mark = cell.placed === last ? 'ct-last' : board[0] === cell.placed ? 'ct-start' : undefined;
            return (
              <div key={key} className="ct-cell" data-cell={key}>
                <TokenPicture token={cell.placed.token} turns={cell.placed.turns} className={mark} />
              </div>
            );
          }
          if (!cell.frontier) return <div key={key} className="ct-cell ct-void" />;
          const hinted = key === hintCell ? ' ct-hintcell' : '';
          const target = targets?.get(key);
          if (chosen == null || !onCell) {
            return (
              <div key={key} className={`ct-cell ct-frontier${hinted}`} data-cell={key}>
                {hinted && <span className="sr-only">{t('casse-tete.hintMark')}</span>}
              </div>
            );
          }
          const other = !target && otherTurns?.has(key);
          return (
            <div key={key} className={`ct-cell${hinted}`}>
              <button
                type="button"
                className={`ct-target${target ? ' ct-lit' : ''}${other ? ' ct-other' : ''}`}
                data-cell={key}
                data-lit={target ? 'true' : undefined}
                onClick={() => onCell(cell.x, cell.y)}
              >
                <span className="sr-only">
                  {target
                    ? t('casse-tete.targetCell', { id: chosen, count: target.count, points: target.points })
                    : t('casse-tete.tryCell', { id: chosen })}
                  {hinted && ` (${t('casse-tete.hintMark')})`}
                </span>
                {target ? (
                  <span className="ct-points" aria-hidden="true">
                    +{target.points}
                  </span>
                ) : other ? (
                  <span className="ct-hintturn" aria-hidden="true">
                    ↻ {t('casse-tete.otherTurn')}
                  </span>
                ) : null}
              </button>
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** Scrolls `frame` the least that shows `target` whole inside it, its ring and a margin included. */
function showInside(frame: HTMLElement, target: HTMLElement): void {
  const margin = 8;
  const box = frame.getBoundingClientRect();
  const cell = target.getBoundingClientRect();
  const shift = (start: number, end: number, from: number, to: number) =>
    start - margin < from ? start - margin - from : end + margin > to ? end + margin - to : 0;
  frame.scrollLeft += shift(
    cell.left,
    cell.right,
    box.left + frame.clientLeft,
    box.left + frame.clientLeft + frame.clientWidth,
  );
  frame.scrollTop += shift(
    cell.top,
    cell.bottom,
    box.top + frame.clientTop,
    box.top + frame.clientTop + frame.clientHeight,
  );
}

/** What the two marked tokens are (a border style each, not only a colour). */
export function TableLegend() {
  const t = useT();
  return (
    <ul className="legend ct-legend">
      <li>
        <span className="ct-swatch ct-swatch-start" aria-hidden="true" /> {t('casse-tete.start')}
      </li>
      <li>
        <span className="ct-swatch ct-swatch-last" aria-hidden="true" /> {t('casse-tete.lastPlaced')}
      </li>
    </ul>
  );
}

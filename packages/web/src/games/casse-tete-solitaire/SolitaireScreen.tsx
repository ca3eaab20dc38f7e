import type { CasseTeteSolitaire as CS, CasseTete as CT } from '@ludimaths/engine';
import { CasseTeteSolitaire } from '@ludimaths/engine';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Translate } from '../../i18n';
import { useT } from '../../i18n';
import { bringIntoView } from '../../ui/bring-into-view';
import { CancelSelection } from '../../ui/CancelSelection';
import { useMedia } from '../../ui/useMedia';
import { tokenLabel } from '../casse-tete/explain';
import { RotateButtons, TokenButton, TokenFace } from '../casse-tete/Token';
import type { ScreenProps } from '../types';
import type { Picked, Tap } from './solitaire-controller';
import {
  cellKey,
  conflictCells,
  hintMarks,
  offers,
  placedCount,
  tapCell,
  turnPicked,
} from './solitaire-controller';
import { checkText } from './solitaire-explain';
import '../casse-tete/casse-tete.css';

type View = CS.SolitaireView;
type Move = CS.SolitaireMove;
type Props = ScreenProps<View, Move, CS.SolitaireChance>;

/**
 * The solitaire ("Prolongement"): arrange the 30 tokens in a rectangle, with undo, hints and a check.
 * It uses the table's view, the moves it offers now (none while the tray is shuffled or once the game
 * is over) and `play`: nothing else.
 */
export function SolitaireScreen({ table, aside, hint, reducedMotion }: Props) {
  return (
    <SolitaireBoard
      view={table.view}
      legal={table.legal}
      play={(move) => table.play(move).ok}
      aside={aside}
      hint={hint}
      reducedMotion={reducedMotion}
    />
  );
}

function SolitaireBoard({
  view,
  legal,
  play,
  aside,
  hint,
  reducedMotion,
}: {
  view: View;
  legal: readonly Move[];
  play: (move: Move) => boolean;
  aside?: ReactNode;
  hint?: Move | undefined;
  reducedMotion: boolean;
}) {
  const t = useT();
  const [picked, setPicked] = useState<Picked>(null);
  const [announce, setAnnounce] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [, navigate] = useLocation();
  const playing = legal.length > 0;
  const label = (token: CT.TokenId) => CasseTeteSolitaire.tokenLabel(view, token);
  const marks = hintMarks(hint);

  // A hint picks what it points at, turned as advised, in the same render that marks its cell (a
  // tap on the mark right away must play it): one tap on the marked cell plays it.
  const [seenHint, setSeenHint] = useState(hint);
  if (hint !== seenHint) {
    setSeenHint(hint);
    if (marks.picked) setPicked(marks.picked);
  }

  const act = (tap: Tap) => {
    if ('picked' in tap) {
      setPicked(tap.picked);
      return;
    }
    // A turned token stays picked, so that it can be turned again.
    if (play(tap.move) && tap.move.kind !== 'rotate') setPicked(null);
  };

  const onCell = (row: number, col: number) => {
    if (!playing) return;
    const tap = tapCell(view, picked, row, col);
    act(tap);
    const here = view.grid.cells[row]?.[col];
    if ('picked' in tap && tap.picked && here)
      setAnnounce(t('casse-tete.sol.selectedCell', { id: label(here.token) }));
  };

  const rotate = (by: 1 | -1) => {
    if (playing && view.options.rotation) act(turnPicked(picked, by));
  };
  const remove =
    picked?.kind === 'cell' ? ({ kind: 'remove', row: picked.row, col: picked.col } as const) : null;
  const playControl = (move: Move) => {
    if (!offers(legal, move)) return;
    setPicked(null);
    play(move);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return;
    const shortcut = shortcutMove(event);
    if (shortcut) {
      event.preventDefault();
      playControl(shortcut);
      return;
    }
    if ((event.key !== 'r' && event.key !== 'R') || !picked) return;
    event.preventDefault();
    rotate(event.shiftKey ? -1 : 1);
  };

  // In one column (phones, tablets) the tray lies under the grid: a token picked there, by a tap or a
  // hint, goes to a cell above it, so the grid (or the hint's marked cell) is brought into view.
  const board = useRef<HTMLDivElement>(null);
  const oneColumn = useMedia('(max-width: 999px)');
  const trayPick = picked?.kind === 'tray' ? picked.token : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a tray token is picked
  useEffect(() => {
    if (trayPick === null || !oneColumn) return;
    const grid = board.current?.querySelector('.ct-scroller');
    bringIntoView(grid?.querySelector('.ct-hinted') ?? grid, reducedMotion);
  }, [trayPick]);

  const conflicts = view.check?.conflicts ?? [];
  const placed = placedCount(view);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: R turns the picked token from anywhere
    <div
      className="game-grid ct-solitaire"
      onKeyDown={onKeyDown}
      // The number of rows sizes the tokens so that the grid fits a desktop window (casse-tete.css).
      style={{ '--ct-rows': view.grid.rows } as CSSProperties}
    >
      <div className="board-area" ref={board}>
        <div className="sr-only" role="status" aria-live="polite" data-testid="sol-live">
          {announce}
        </div>
        <p className="ct-values" data-testid="progress">
          {t('casse-tete.sol.progress', { placed, total: 30, moves: view.moves })}
        </p>
        <SolitaireGrid
          view={view}
          picked={picked}
          conflicts={conflictCells(conflicts)}
          hinted={marks.cell}
          onCell={onCell}
        />
      </div>
      <div className="side-panel">
        <div className="ct-panel ct-tools">
          <p className="hint">{t('casse-tete.sol.help')}</p>
          {picked && <CancelSelection onCancel={() => setPicked(null)} />}
          <div className="ct-toolbar">
            <RotateButtons
              rotate={rotate}
              disabled={!playing || !picked || !view.options.rotation}
              testIdPrefix="sol-rotate"
            />
            <ControlButton move={remove} legal={legal} play={playControl} testId="sol-remove">
              {t('casse-tete.sol.remove')}
            </ControlButton>
            <ControlButton move={{ kind: 'undo' }} legal={legal} play={playControl} testId="sol-undo">
              {t('casse-tete.sol.undo')}
            </ControlButton>
            <ControlButton move={{ kind: 'redo' }} legal={legal} play={playControl} testId="sol-redo">
              {t('casse-tete.sol.redo')}
            </ControlButton>
            <ControlButton
              move={{ kind: 'check' }}
              legal={legal}
              play={playControl}
              testId="sol-check"
              primary
            >
              {t('casse-tete.sol.check')}
            </ControlButton>
          </div>
          <p className="hint">{t('casse-tete.sol.undoHelp')}</p>
        </div>
        {view.check && (
          <div className="explain" data-testid="sol-notice" role="status">
            <p>{checkText(view.check, t)}</p>
            {conflicts.length > 0 && <ConflictList conflicts={conflicts} t={t} label={label} />}
          </div>
        )}
        {!view.end && (
          <Tray
            view={view}
            picked={picked}
            hinted={hint?.kind === 'place' ? hint.token : null}
            onPick={(token) => {
              if (!playing) return;
              setPicked(
                picked?.kind === 'tray' && picked.token === token ? null : { kind: 'tray', token, turns: 0 },
              );
            }}
          />
        )}
        <div className="ct-panel ct-new">
          {confirming ? (
            <div role="alertdialog" aria-labelledby="ct-new-confirm" data-testid="sol-new-confirm">
              <p id="ct-new-confirm">{t('casse-tete.sol.newConfirm')}</p>
              <div className="ct-toolbar">
                <button
                  type="button"
                  className="button primary"
                  onClick={() => navigate('/new/casse-tete-solitaire')}
                  data-testid="sol-new-yes"
                >
                  {t('casse-tete.sol.newYes')}
                </button>
                <button type="button" className="button secondary" onClick={() => setConfirming(false)}>
                  {t('casse-tete.sol.newNo')}
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              className="button secondary"
              // Nothing to lose on an empty or finished grid; otherwise ask first (issue 15).
              onClick={() =>
                placed === 0 || view.end ? navigate('/new/casse-tete-solitaire') : setConfirming(true)
              }
              data-testid="sol-new"
            >
              {t('casse-tete.sol.newPuzzle')}
            </button>
          )}
        </div>
        {aside}
      </div>
    </div>
  );
}

/** Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo (⌘ on a Mac), as in every editor. */
function shortcutMove(event: KeyboardEvent): Move | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return { kind: event.shiftKey ? 'redo' : 'undo' };
  if (key === 'y') return { kind: 'redo' };
  return null;
}

/** A button for one move, enabled only when the engine offers that move now. */
function ControlButton({
  move,
  legal,
  play,
  testId,
  primary,
  children,
}: {
  move: Move | null;
  legal: readonly Move[];
  play: (move: Move) => void;
  testId: string;
  primary?: boolean;
  children: ReactNode;
}) {
  const offered = move !== null && offers(legal, move);
  return (
    <button
      type="button"
      className={`button ${primary ? 'primary' : 'secondary'}`}
      onClick={() => move && play(move)}
      aria-disabled={!offered}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/** The rectangle: each cell a button (empty, or a token shown by its label in the tray). */
function SolitaireGrid({
  view,
  picked = null,
  conflicts = new Set(),
  hinted = null,
  onCell,
}: {
  view: View;
  picked?: Picked;
  conflicts?: ReadonlySet<string>;
  hinted?: string | null;
  onCell?: (row: number, col: number) => void;
}) {
  const t = useT();
  const { grid } = view;
  const label = (token: CT.TokenId) => CasseTeteSolitaire.tokenLabel(view, token);
  return (
    <section
      className="ct-scroller"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide grid scrolls, by keyboard too
      tabIndex={0}
      aria-label={t('casse-tete.sol.grid', { rows: grid.rows, cols: grid.cols })}
    >
      <div className="ct-grid" style={{ gridTemplateColumns: `repeat(${grid.cols}, var(--ct-size))` }}>
        {grid.cells.map((line, row) =>
          line.map((cell, col) => {
            const k = cellKey(row, col);
            const isPicked = picked?.kind === 'cell' && picked.row === row && picked.col === col;
            const classes = [
              'ct-slot',
              cell ? 'ct-filled' : '',
              conflicts.has(k) ? 'ct-conflict' : '',
              hinted === k ? 'ct-hinted' : '',
              isPicked ? 'ct-picked' : '',
            ].join(' ');
            const where = { row: row + 1, col: col + 1 };
            const text = cell
              ? `${t('casse-tete.sol.cell', where)}\u00a0: ${tokenLabel(t, cell.token, cell.turns, label(cell.token))}${conflicts.has(k) ? ` (${t('casse-tete.sol.conflictMark')})` : ''}`
              : `${t('casse-tete.sol.cellEmpty', where)}${hinted === k ? ` (${t('casse-tete.sol.hintMark')})` : ''}`;
            const content = (
              <>
                <span className="sr-only">{text}</span>
                {cell && (
                  <span className="ct-token">
                    <TokenFace token={cell.token} turns={cell.turns} label={label(cell.token)} />
                  </span>
                )}
                {conflicts.has(k) && (
                  <span className="ct-mark" aria-hidden="true">
                    ✗ {t('casse-tete.sol.conflictMark')}
                  </span>
                )}
                {hinted === k && (
                  <span className="ct-mark ct-mark-hint" aria-hidden="true">
                    ★ {t('casse-tete.sol.hintMark')}
                  </span>
                )}
              </>
            );
            return onCell ? (
              <button
                key={k}
                type="button"
                className={classes}
                data-cell={k}
                aria-pressed={cell ? isPicked : undefined}
                onClick={() => onCell(row, col)}
              >
                {content}
              </button>
            ) : (
              <div key={k} className={classes} data-cell={k}>
                {content}
              </div>
            );
          }),
        )}
      </div>
    </section>
  );
}

function Tray({
  view,
  picked,
  hinted,
  onPick,
}: {
  view: View;
  picked: Picked;
  hinted: CT.TokenId | null;
  onPick: (token: CT.TokenId) => void;
}) {
  const t = useT();
  return (
    <section className="ct-tray-area" aria-labelledby="ct-tray">
      <h2 id="ct-tray">{t('casse-tete.sol.tray', { count: view.tray.length })}</h2>
      {view.tray.length === 0 ? (
        <p>{t('casse-tete.sol.trayEmpty')}</p>
      ) : (
        <div className="ct-tray" data-testid="tray">
          {view.tray.map((token) => {
            const isPicked = picked?.kind === 'tray' && picked.token === token;
            return (
              <TokenButton
                key={token}
                token={token}
                label={CasseTeteSolitaire.tokenLabel(view, token)}
                turns={isPicked ? picked.turns : 0}
                selected={isPicked}
                className={hinted === token ? 'ct-hinted' : undefined}
                data-token={token}
                onClick={() => onPick(token)}
              />
            );
          })}
        </div>
      )}
    </section>
  );
}

function ConflictList({
  conflicts,
  t,
  label,
}: {
  conflicts: readonly CS.Conflict[];
  t: Translate;
  label: (token: CT.TokenId) => CS.TrayPosition;
}) {
  return (
    <ul className="ct-conflicts" data-testid="conflicts">
      {conflicts.map((c) => (
        <li key={`${c.first.row},${c.first.col},${c.second.row},${c.second.col}`}>
          {t('casse-tete.sol.conflict', {
            a: c.first.text,
            ta: label(c.first.token),
            ra: c.first.row + 1,
            ca: c.first.col + 1,
            b: c.second.text,
            tb: label(c.second.token),
            rb: c.second.row + 1,
            cb: c.second.col + 1,
          })}
        </li>
      ))}
    </ul>
  );
}

/** A still picture for the replay: the grid as it stood. */
export function SolitaireSnapshot({ view }: { view: View }) {
  const t = useT();
  return (
    <div className="game-grid ct-solitaire">
      <section className="board-area">
        <p className="ct-values">
          {t('casse-tete.sol.progress', { placed: placedCount(view), total: 30, moves: view.moves })}
        </p>
        <SolitaireGrid view={view} />
      </section>
    </div>
  );
}

import type { CasseTete as CT } from '@ludimaths/engine';
import { CasseTete } from '@ludimaths/engine';
import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Translate } from '../../i18n';
import { useT } from '../../i18n';
import { solitaireErrorMessages, tokenLabel } from './explain';
import type { PuzzleSession, TrayPosition } from './solitaire-controller';
import {
  act,
  conflictCells,
  freshPuzzle,
  labelOf,
  loadPuzzle,
  savePuzzle,
  trayInOrder,
  undo,
} from './solitaire-controller';
import { RotateButtons, TokenButton, TokenFace } from './Token';
import './casse-tete.css';

type Picked = { kind: 'tray'; token: CT.TokenId } | { kind: 'cell'; row: number; col: number } | null;
type Notice =
  | { kind: 'hint'; hint: CT.SolitaireHint }
  | { kind: 'check'; check: CT.SolitaireCheck }
  | { kind: 'error'; text: string }
  | null;

const turnBy = (turns: number, by: number) => ((((turns + by) % 4) + 4) % 4) as CT.Turns;
const key = (row: number, col: number) => `${row},${col}`;

/** The solitaire ("Prolongement"): arrange all 30 tokens in a rectangle, with undo, hints and a check. */
export default function SolitaireScreen() {
  const t = useT();
  const [session, setSession] = useState<PuzzleSession>(() => loadPuzzle() ?? freshPuzzle());
  const [picked, setPicked] = useState<Picked>(null);
  const [trayTurns, setTrayTurns] = useState<CT.Turns>(0);
  const [notice, setNotice] = useState<Notice>(null);
  const [announce, setAnnounce] = useState('');
  const { puzzle } = session;
  const [shape, setShape] = useState<readonly [number, number]>([puzzle.rows, puzzle.cols]);
  const [rotation, setRotation] = useState(puzzle.rotation);
  const solvedHeading = useRef<HTMLParagraphElement>(null);

  const check = CasseTete.checkSolitaire(puzzle);
  const tray = trayInOrder(session);
  const numberOf = (token: CT.TokenId): TrayPosition => labelOf(session, token);
  const total = puzzle.rows * puzzle.cols;

  useEffect(() => savePuzzle(session), [session]);
  useEffect(() => {
    if (check.solved) solvedHeading.current?.focus();
  }, [check.solved]);

  const update = (actions: CT.SolitaireAction[], said?: string) => {
    const next = act(session, actions);
    if (!next.ok) {
      setNotice({ kind: 'error', text: t(solitaireErrorMessages[next.error.code]) });
      return false;
    }
    setSession(next.value);
    setNotice(null);
    if (said) setAnnounce(said);
    return true;
  };

  const start = (rows: number, cols: number, rot: boolean) => {
    setSession(freshPuzzle(rows, cols, rot));
    setPicked(null);
    setNotice(null);
  };

  const onCell = (row: number, col: number) => {
    const here = puzzle.cells[row]?.[col] ?? null;
    if (here) {
      const same = picked?.kind === 'cell' && picked.row === row && picked.col === col;
      setPicked(same ? null : { kind: 'cell', row, col });
      if (!same) setAnnounce(t('casse-tete.sol.selectedCell', { id: numberOf(here.token) }));
      return;
    }
    const said = (token: CT.TokenId) =>
      t('casse-tete.sol.placedAnnounce', { id: numberOf(token), row: row + 1, col: col + 1 });
    if (picked?.kind === 'tray') {
      if (update([{ kind: 'place', token: picked.token, row, col, turns: trayTurns }], said(picked.token))) {
        setPicked(null);
        setTrayTurns(0);
      }
    } else if (picked?.kind === 'cell') {
      const from = puzzle.cells[picked.row]?.[picked.col];
      if (!from) return;
      const moved = update(
        [
          { kind: 'remove', row: picked.row, col: picked.col },
          { kind: 'place', token: from.token, row, col, turns: from.turns },
        ],
        said(from.token),
      );
      if (moved) setPicked(null);
    }
  };

  const rotate = (by: number) => {
    if (!puzzle.rotation) return;
    if (picked?.kind === 'tray') setTrayTurns((old) => turnBy(old, by));
    else if (picked?.kind === 'cell') update([{ kind: 'rotate', row: picked.row, col: picked.col, by }]);
  };

  const remove = () => {
    if (picked?.kind !== 'cell') return;
    if (update([{ kind: 'remove', row: picked.row, col: picked.col }])) setPicked(null);
  };

  const hint = () => {
    const found = CasseTete.solitaireHint(puzzle, { maxNodes: 400_000 });
    if (found.kind === 'dead-end' && check.placed === 0) {
      setNotice({ kind: 'error', text: t('casse-tete.sol.hintNone') });
      return;
    }
    setNotice({ kind: 'hint', hint: found });
    if (found.kind === 'place') {
      // The hinted token is picked, turned as suggested: one tap on the marked cell lays it.
      setPicked({ kind: 'tray', token: found.token });
      setTrayTurns(found.turns);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'r' && event.key !== 'R') return;
    if (event.target instanceof HTMLInputElement || !picked) return;
    event.preventDefault();
    rotate(event.shiftKey ? -1 : 1);
  };

  const marked = notice?.kind === 'check' ? conflictCells(notice.check.conflicts) : new Set<string>();
  if (notice?.kind === 'hint' && notice.hint.kind === 'conflicts')
    for (const c of conflictCells(notice.hint.conflicts)) marked.add(c);
  const hinted =
    notice?.kind === 'hint' && notice.hint.kind === 'place' ? key(notice.hint.row, notice.hint.col) : null;
  const pickedCell = picked?.kind === 'cell' ? puzzle.cells[picked.row]?.[picked.col] : null;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: R turns the picked token from anywhere
    <div className="ct-solitaire page" onKeyDown={onKeyDown}>
      <h1>{t('casse-tete.sol.title')}</h1>
      <p>{t('casse-tete.sol.intro')}</p>
      <div className="sr-only" role="status" aria-live="polite" data-testid="sol-live">
        {announce}
      </div>
      {check.solved && (
        <div className="ct-solved" data-testid="solved">
          <p ref={solvedHeading} tabIndex={-1}>
            <span className="ct-stars" aria-hidden="true">
              ★
            </span>{' '}
            {t('casse-tete.sol.solved')}
          </p>
        </div>
      )}
      <div className="ct-sol-layout">
        <div className="board-area">
          <p className="ct-values" data-testid="progress">
            {t('casse-tete.sol.progress', { placed: check.placed, total })}
          </p>
          <section
            className="ct-scroller"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide grid scrolls, by keyboard too
            tabIndex={0}
            aria-label={t('casse-tete.sol.grid', { rows: puzzle.rows, cols: puzzle.cols })}
          >
            <div
              className="ct-grid"
              style={{ gridTemplateColumns: `repeat(${puzzle.cols}, var(--ct-size))` }}
            >
              {puzzle.cells.map((line, row) =>
                line.map((cell, col) => {
                  const k = key(row, col);
                  const isPicked = picked?.kind === 'cell' && picked.row === row && picked.col === col;
                  const classes = [
                    'ct-slot',
                    cell ? 'ct-filled' : '',
                    marked.has(k) ? 'ct-conflict' : '',
                    hinted === k ? 'ct-hinted' : '',
                    isPicked ? 'ct-picked' : '',
                  ].join(' ');
                  const where = { row: row + 1, col: col + 1 };
                  const label = cell
                    ? `${t('casse-tete.sol.cell', where)}\u00a0: ${tokenLabel(t, cell.token, cell.turns, numberOf(cell.token))}${marked.has(k) ? ` (${t('casse-tete.sol.conflictMark')})` : ''}`
                    : `${t('casse-tete.sol.cellEmpty', where)}${hinted === k ? ` (${t('casse-tete.sol.hintMark')})` : ''}`;
                  return (
                    <button
                      key={k}
                      type="button"
                      className={classes}
                      data-cell={k}
                      aria-pressed={cell ? isPicked : undefined}
                      onClick={() => onCell(row, col)}
                    >
                      <span className="sr-only">{label}</span>
                      {cell && (
                        <span className="ct-token">
                          <TokenFace token={cell.token} turns={cell.turns} label={numberOf(cell.token)} />
                        </span>
                      )}
                      {marked.has(k) && (
                        <span className="ct-mark" aria-hidden="true">
                          ✗ {t('casse-tete.sol.conflictMark')}
                        </span>
                      )}
                      {hinted === k && (
                        <span className="ct-mark ct-mark-hint" aria-hidden="true">
                          ★ {t('casse-tete.sol.hintMark')}
                        </span>
                      )}
                    </button>
                  );
                }),
              )}
            </div>
          </section>
        </div>
        <div className="ct-sol-side">
          <div className="ct-panel">
            <p className="hint">{t('casse-tete.sol.help')}</p>
            <div className="ct-toolbar">
              <RotateButtons
                rotate={rotate}
                disabled={!picked || !puzzle.rotation}
                testIdPrefix="sol-rotate"
              />
              <button
                type="button"
                className="button secondary"
                onClick={remove}
                aria-disabled={!pickedCell}
                data-testid="sol-remove"
              >
                {t('casse-tete.sol.remove')}
              </button>
              <button
                type="button"
                className="button secondary"
                onClick={() => {
                  setSession(undo(session));
                  setPicked(null);
                  setNotice(null);
                }}
                aria-disabled={session.history.length === 0}
                data-testid="sol-undo"
              >
                {t('casse-tete.sol.undo')}
              </button>
              <button type="button" className="button primary" onClick={hint} data-testid="sol-hint">
                {t('casse-tete.sol.hint')}
              </button>
              <button
                type="button"
                className="button primary"
                onClick={() => setNotice({ kind: 'check', check: CasseTete.checkSolitaire(puzzle) })}
                data-testid="sol-check"
              >
                {t('casse-tete.sol.check')}
              </button>
            </div>
          </div>
          {notice && (
            <div className="explain" data-testid="sol-notice" role="status">
              <NoticeText notice={notice} t={t} label={numberOf} />
            </div>
          )}
          <section aria-labelledby="ct-tray">
            <h2 id="ct-tray">{t('casse-tete.sol.tray', { count: tray.length })}</h2>
            {tray.length === 0 ? (
              <p>{t('casse-tete.sol.trayEmpty')}</p>
            ) : (
              <div className="ct-tray" data-testid="tray">
                {tray.map((token) => {
                  const isPicked = picked?.kind === 'tray' && picked.token === token;
                  return (
                    <TokenButton
                      key={token}
                      token={token}
                      label={numberOf(token)}
                      turns={isPicked ? trayTurns : 0}
                      selected={isPicked}
                      data-token={token}
                      onClick={() => {
                        setPicked(isPicked ? null : { kind: 'tray', token });
                        if (!isPicked) setTrayTurns(0);
                      }}
                    />
                  );
                })}
              </div>
            )}
          </section>
          <fieldset className="field">
            <legend>{t('casse-tete.sol.shape')}</legend>
            <div className="segmented">
              {CasseTete.SOLITAIRE_SHAPES.map(([rows, cols]) => (
                <label key={`${rows}x${cols}`} className="choice">
                  <input
                    type="radio"
                    name="shape"
                    checked={shape[0] === rows && shape[1] === cols}
                    onChange={() => {
                      setShape([rows, cols]);
                      if (check.placed === 0) start(rows, cols, rotation);
                    }}
                    data-testid={`shape-${rows}x${cols}`}
                  />
                  <span>{t('casse-tete.sol.shapeName', { rows, cols })}</span>
                </label>
              ))}
            </div>
            <label className="choice">
              <input
                type="checkbox"
                checked={rotation}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setRotation(on);
                  if (check.placed === 0) start(shape[0], shape[1], on);
                }}
              />
              <span>{t('casse-tete.sol.rotation')}</span>
            </label>
            <p>
              <button
                type="button"
                className="button secondary"
                onClick={() => start(shape[0], shape[1], rotation)}
                data-testid="sol-new"
              >
                {t('casse-tete.sol.newPuzzle')}
              </button>
            </p>
          </fieldset>
          <p>
            <Link href="/rules/casse-tete" className="button secondary">
              {t('home.rules')}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

function ConflictList({
  conflicts,
  t,
  label,
}: {
  conflicts: readonly CT.Conflict[];
  t: Translate;
  label: (token: CT.TokenId) => TrayPosition;
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

function NoticeText({
  notice,
  t,
  label,
}: {
  notice: NonNullable<Notice>;
  t: Translate;
  label: (token: CT.TokenId) => TrayPosition;
}) {
  if (notice.kind === 'error') return <p>{notice.text}</p>;
  if (notice.kind === 'check') {
    const { check } = notice;
    if (check.conflicts.length === 0) {
      return check.solved ? (
        <p>{t('casse-tete.sol.solved')}</p>
      ) : (
        <p>{t('casse-tete.sol.checkOk', { placed: check.placed, left: 30 - check.placed })}</p>
      );
    }
    return (
      <>
        <p>{t('casse-tete.sol.checkConflicts', { count: check.conflicts.length })}</p>
        <ConflictList conflicts={check.conflicts} t={t} label={label} />
      </>
    );
  }
  const { hint } = notice;
  switch (hint.kind) {
    case 'place':
      return (
        <p>
          {t('casse-tete.sol.hintPlace', {
            id: label(hint.token),
            row: hint.row + 1,
            col: hint.col + 1,
            turned: t('casse-tete.turnsWords', { turns: hint.turns }),
          })}
        </p>
      );
    case 'solved':
      return <p>{t('casse-tete.sol.hintSolved')}</p>;
    case 'conflicts':
      return (
        <>
          <p>{t('casse-tete.sol.hintConflicts')}</p>
          <ConflictList conflicts={hint.conflicts} t={t} label={label} />
        </>
      );
    case 'dead-end':
      return <p>{t('casse-tete.sol.hintDeadEnd')}</p>;
    default:
      return <p>{t('casse-tete.sol.hintUnknown')}</p>;
  }
}

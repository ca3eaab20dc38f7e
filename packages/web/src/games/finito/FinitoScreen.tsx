import type { Finito } from '@ludimaths/engine';
import { Finito as F } from '@ludimaths/engine';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Translate } from '../../i18n';
import { useT } from '../../i18n';
import type { SeatSetup } from '../../session/seats';
import type { LogEntry } from '../../session/table';
import { CancelSelection } from '../../ui/CancelSelection';
import { PawnIcon } from '../../ui/PawnIcon';
import { useFocusWhenLost } from '../../ui/useFocusWhenLost';
import type { ScreenProps } from '../types';
import { D20, FinitoBoard } from './Board';
import { describeFinitoStep, explainCells, revealedMoves, runText, runTokens, seatName } from './explain';
import { countSoloGame } from './solo-record';

type Move = Finito.FinitoMove;
type View = Finito.FinitoView;
type Entry = LogEntry<View, Move, Finito.FinitoChance>;
type Props = ScreenProps<View, Move, Finito.FinitoChance>;

/** The cells of the longest run, to star them on the board. */
function runCells(board: Finito.Board): Set<number> {
  const cells = F.tokenCells(board);
  return new Set(runTokens(board).map((token) => cells[token] as number));
}

/** The last step that completed a turn: its choices are public now (the reveal). */
function lastReveal(log: readonly Entry[]): Entry | undefined {
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i] as Entry;
    if (revealedMoves(entry).length > 0) return entry;
  }
  return undefined;
}

export function FinitoScreen({ table, reducedMotion, aside, hint }: Props) {
  const t = useT();
  const intl = useIntl();
  const status = table.status;
  // The seat holding the device: the first person still to choose (the shell shows "passe
  // l'appareil" between two of them), else whoever had it last; its board is the big one. Nobody:
  // the public (spectator) view, with no pending choice at all, and the first person's board.
  const acting = table.acting ?? undefined;
  const view = table.view;
  const firstHuman = Math.max(
    0,
    table.seats.findIndex((s) => s.kind === 'human'),
  );
  const seat = typeof table.viewer === 'number' ? table.viewer : firstHuman;
  const player = view.players[seat] as Finito.FinitoPlayerView;
  const moves = table.legal;
  const placing = moves.some((m) => m.kind === 'place');
  const moving = moves.some((m) => m.kind === 'move');
  const canPass = moves.some((m) => m.kind === 'pass');
  const allowed = new Set(acting !== undefined ? F.targetCells(view, acting) : []);
  const stamp = table.revision;
  const [picked, setPicked] = useState<{ token: number; at: number } | null>(null);
  const [focus, setFocus] = useState<{ cell: number; at: number } | null>(null);
  const [tokenFirst, setTokenFirst] = useState<number | null>(null);
  const token = picked && picked.at === stamp && acting !== undefined ? picked.token : null;
  const cellsOf = F.tokenCells(player.board);
  const selectedCell = moving && token !== null ? (cellsOf[token] ?? -1) : null;
  const names = table.seats.map((s) => s.name);
  const solo = table.seats.length === 1;

  // After every step, the keyboard goes on from the first token of the hand, or of the board in the
  // movement phase.
  useFocusWhenLost(
    acting !== undefined,
    `${acting}:${stamp}`,
    () =>
      document.querySelector<HTMLButtonElement>('.hand-token') ??
      document.querySelector<HTMLButtonElement>('div.fboard[role="group"] button.fcell.has-token'),
  );
  // A new roll to answer: the die's line and the whole board come into view, clear of the sticky bars
  // (on a phone the page was often left on the log or the other boards, or the tray covered rows 5–6).
  const reach = useRef<HTMLDivElement>(null);
  const turnNumber = view.totalTurns + (view.roll === null ? 0 : 1);
  const toAnswer = acting !== undefined && allowed.size > 0 ? `${acting}:${view.round}:${turnNumber}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once for each roll a seat must answer
  useEffect(() => {
    if (toAnswer !== null) showWhole(reach.current, reducedMotion);
  }, [toAnswer]);
  const reveal = lastReveal(table.log);
  const ctx = { t, seats: table.seats, formatNumber: (n: number) => intl.formatNumber(n) };

  const pickToken = (value: number) => {
    setPicked({ token: value, at: stamp });
    const first = Math.min(...allowed);
    if (Number.isFinite(first)) setFocus({ cell: first, at: Date.now() });
  };

  const onCell = (cell: number) => {
    if (acting === undefined) return;
    const here = player.board[cell] ?? 0;
    if (moving && here > 0) {
      // Movement phase: tapping one of one's tokens picks it (again or instead).
      setPicked({ token: here, at: stamp });
      return;
    }
    if (token === null) {
      // A cell before a token: say what comes first instead of doing nothing.
      setTokenFirst(stamp);
      return;
    }
    table.play({ kind: placing ? 'place' : 'move', token, cell });
  };

  // The hint button's suggestion (from the strongest bot, seen from this seat): outline its token and cell.
  const hinted = acting !== undefined && hint && hint.kind !== 'pass' ? hint : null;
  const guide =
    acting === undefined
      ? null
      : placing
        ? token === null
          ? t('finito.pickToken', { name: names[acting] ?? '' })
          : t('finito.pickCell', { token })
        : moving
          ? token === null
            ? t('finito.pickMove', { name: names[acting] ?? '' })
            : t('finito.pickMoveCell', { token })
          : null;
  const over = view.outcome.status === 'over';

  return (
    <div className="game-grid finito">
      <section className="board-area" aria-labelledby="finito-board-title">
        <div className="finito-status">
          <p className="finito-counter" data-testid="finito-counter">
            {solo
              ? t('finito.soloCounter', { turn: turnNumber })
              : t('finito.counter', { round: view.round, turn: view.turn + (view.roll === null ? 0 : 1) })}
          </p>
          {view.options.targetScore !== null && (
            <p>{t('finito.target', { target: view.options.targetScore })}</p>
          )}
        </div>
        <h2 id="finito-board-title" className="seat-head">
          <PawnIcon seat={seat} /> {t('finito.boardOf', { name: names[seat] ?? '' })}
        </h2>
        <div className="finito-reach" ref={reach}>
          {acting !== undefined && view.roll !== null && allowed.size > 0 && (
            <p className="finito-why" data-testid="finito-why">
              {explainCells(view.roll, [...allowed], t)}
            </p>
          )}
          <FinitoBoard
            board={player.board}
            label={t('finito.boardOf', { name: names[seat] ?? '' })}
            allowed={allowed}
            run={runCells(player.board)}
            selected={selectedCell}
            onCell={acting !== undefined ? onCell : undefined}
            focus={focus}
            reducedMotion={reducedMotion}
            hinted={
              hinted ? [hinted.cell, ...(hinted.kind === 'move' ? [cellsOf[hinted.token] ?? -1] : [])] : []
            }
            changed={reveal ? changedCell(reveal, seat) : null}
          />
        </div>
        <p className="finito-run" data-testid="finito-run">
          <span aria-hidden="true">★ </span>
          {runText(player.board, t)}
        </p>
      </section>
      <div className="side-panel">
        {reveal && !over && <Reveal entry={reveal} lines={describeFinitoStep(reveal, ctx)} t={t} />}
        {over && <Celebration view={view} seats={table.seats} t={t} />}
        <div className={`action-bar finito-actions${over ? ' game-over' : ''}`}>
          <D20
            roll={view.roll ?? (status.kind === 'rolling' ? null : (view.lastTurn?.roll ?? null))}
            rolling={status.kind === 'rolling'}
            reducedMotion={reducedMotion}
          />
          {placing || (acting !== undefined && player.hand.length > 0) ? (
            <section aria-label={t('finito.hand')}>
              <ul className="hand">
                {player.hand.map((value) => (
                  <li key={value}>
                    <button
                      type="button"
                      className={`hand-token${hinted?.kind === 'place' && hinted.token === value ? ' hinted' : ''}`}
                      aria-pressed={token === value}
                      aria-label={t('finito.token', { token: value })}
                      data-testid={`hand-${value}`}
                      onClick={() => pickToken(value)}
                    >
                      {value}
                    </button>
                  </li>
                ))}
              </ul>
              <p className="face-down">{t('finito.faceDown', { count: player.faceDownCount })}</p>
            </section>
          ) : (
            <p className="face-down">
              {player.hand.length === 0 && player.faceDownCount === 0
                ? t('finito.handEmpty')
                : t('finito.faceDown', { count: player.faceDownCount })}
            </p>
          )}
          {canPass && acting !== undefined && (
            <button
              type="button"
              className={`button secondary${acting !== undefined && hint?.kind === 'pass' ? ' hinted' : ''}`}
              data-testid="finito-pass"
              onClick={() => table.play({ kind: 'pass' })}
            >
              {t('finito.pass')}
            </button>
          )}
          {guide && (
            <p className="hint" data-testid="finito-hint" role="status">
              {tokenFirst === stamp && token === null ? <strong>{t('finito.tokenFirst')}</strong> : guide}
            </p>
          )}
          {token !== null && (
            <CancelSelection
              onCancel={() => {
                setPicked(null);
                // Back to the token let go of (in the hand, or on the board when moving).
                const again =
                  document.querySelector<HTMLButtonElement>(`[data-testid="hand-${token}"]`) ??
                  document.querySelector<HTMLButtonElement>('button.fcell.selected');
                again?.focus();
              }}
            />
          )}
          {view.ownPending && (
            <p className="hint" data-testid="finito-own-choice">
              {ownChoiceText(view.ownPending, t)}
            </p>
          )}
        </div>
        <OtherBoards view={view} seats={table.seats} shown={seat} reveal={reveal} t={t} />
        <Scores view={view} seats={table.seats} t={t} />
        {aside}
      </div>
    </div>
  );
}

/**
 * Scrolls `zone` to just under the sticky banner, unless it already lies whole between the sticky
 * bars (the page's scroll padding is their height, see bring-into-view.ts): starting at its top leaves
 * the room below it to the tray, which grows once a token is picked.
 */
function showWhole(zone: HTMLElement | null, reducedMotion: boolean): void {
  if (!zone?.scrollIntoView) return;
  const padding = getComputedStyle(document.documentElement);
  const top = Number.parseFloat(padding.scrollPaddingTop) || 0;
  const bottom = window.innerHeight - (Number.parseFloat(padding.scrollPaddingBottom) || 0);
  const box = zone.getBoundingClientRect();
  if (box.top >= top && box.bottom <= bottom) return;
  zone.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'instant' : 'smooth' });
}

/** The viewer's own choice while the others still choose: what they see before passing the device. */
function ownChoiceText(move: Move, t: Translate): string {
  if (move.kind === 'pass') return t('finito.ownChoice', { kind: 'pass' });
  return t('finito.ownChoice', { kind: move.kind, token: move.token, label: F.CELL_LABELS[move.cell] ?? 0 });
}

/** The cell a seat's revealed choice changed (to outline it on its board). */
function changedCell(entry: Entry, seat: number): number | null {
  if (entry.after.rounds.length !== entry.before.rounds.length) return null;
  const move = revealedMoves(entry).find((m) => m.seat === seat)?.move;
  return move && move.kind !== 'pass' ? move.cell : null;
}

function Reveal({ entry, lines, t }: { entry: Entry; lines: string[]; t: Translate }) {
  const roundEnded = entry.after.rounds.length !== entry.before.rounds.length;
  const finitoNow = roundEnded && (entry.after.rounds.at(-1)?.finito.length ?? 0) > 0;
  return (
    <section className="explain" aria-labelledby="finito-reveal-title" data-testid="finito-reveal">
      <h2 id="finito-reveal-title">{t('finito.revealTitle', { roll: entry.after.lastTurn?.roll ?? 0 })}</h2>
      {finitoNow && (
        <p className="finito-celebrate">
          <strong>{t('finito.celebrate')}</strong>
        </p>
      )}
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}

function Celebration({ view, seats, t }: { view: View; seats: readonly SeatSetup[]; t: Translate }) {
  const last = view.rounds.at(-1);
  if (!last) return null;
  const ctx = { seats };
  const all = last.finito.map((s) => seatName(ctx, s));
  const reason = view.outcome.status === 'over' ? view.outcome.reason : null;
  const cap = view.options.turnCap;
  return (
    <section className="finito-celebrate" data-testid="finito-celebrate">
      {last.finito.length > 0 ? (
        <>
          <strong>
            {seats.length === 1 ? t('finito.soloDone', { turns: last.turns }) : t('finito.celebrate')}
          </strong>
          {seats.length === 1 && (
            <SoloBest
              rolls={view.totalTurns}
              game={JSON.stringify([view.rounds, view.players.map((p) => p.board)])}
              t={t}
            />
          )}
          {seats.length > 1 && (
            <p>
              {t('finito.celebrateNames', {
                names:
                  all.length === 1
                    ? (all[0] as string)
                    : t('finito.and', { a: all.slice(0, -1).join(', '), b: all[all.length - 1] as string }),
                count: all.length,
              })}
            </p>
          )}
        </>
      ) : (
        <p>{t(reason === 'turn-cap' ? 'finito.turnCap' : 'finito.roundCapped', { cap })}</p>
      )}
      {reason === 'round-cap' && <p>{t('finito.matchCapped', { rounds: view.rounds.length })}</p>}
    </section>
  );
}

/** The best solo game on this device, and whether this one beat it. */
function SoloBest({ rolls, game, t }: { rolls: number; game: string; t: Translate }) {
  const [record] = useState(() => countSoloGame(game, rolls));
  return (
    <p data-testid="finito-best">
      {record.isNew && <strong>{t('finito.soloNewBest')} </strong>}
      {t('finito.soloBest', { best: record.best })}
    </p>
  );
}

function OtherBoards({
  view,
  seats,
  shown,
  reveal,
  t,
}: {
  view: View;
  seats: readonly SeatSetup[];
  shown: number;
  reveal: Entry | undefined;
  t: Translate;
}) {
  const others = view.players.map((p, seat) => ({ p, seat })).filter(({ seat }) => seat !== shown);
  if (others.length === 0) return null;
  return (
    <section className="finito-seats" aria-labelledby="finito-others-title">
      <h2 id="finito-others-title">{t('finito.others')}</h2>
      <ul>
        {others.map(({ p, seat }) => {
          const name = seats[seat]?.name ?? '';
          return (
            <li key={seat} data-testid={`seat-${seat}`}>
              <div className="seat-head">
                <PawnIcon seat={seat} size={24} />
                <span className="seat-name">{name}</span>
                {view.roll !== null && view.outcome.status === 'running' && (
                  <span className={`seat-state${p.acted ? ' acted' : ''}`} data-testid={`seat-state-${seat}`}>
                    {p.acted ? t('finito.acted') : t('finito.choosing')}
                  </span>
                )}
              </div>
              <p className="seat-info">
                {p.hand.length > 0 && `${t('finito.seatHand', { tokens: p.hand.join(' · ') })} — `}
                {t('finito.faceDown', { count: p.faceDownCount })}
                {view.options.targetScore !== null && ` — ${t('finito.points', { points: p.score })}`}
              </p>
              <FinitoBoard
                board={p.board}
                label={`${t('finito.boardOf', { name })}. ${runText(p.board, t)}`}
                small
                run={runCells(p.board)}
                changed={reveal ? changedCell(reveal, seat) : null}
              />
              <p className="seat-info">{runText(p.board, t)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Scores({ view, seats, t }: { view: View; seats: readonly SeatSetup[]; t: Translate }) {
  if (view.options.targetScore === null || view.rounds.length === 0) return null;
  return (
    <section className="finito-scores" aria-labelledby="finito-scores-title">
      <h2 id="finito-scores-title">{t('finito.scores')}</h2>
      <table data-testid="finito-scores">
        <thead>
          <tr>
            <th scope="col">{t('finito.roundCol')}</th>
            {seats.map((s, seat) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
              <th key={seat} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rounds.map((round, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rounds are positional
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              {round.points.map((p, seat) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
                <td key={seat}>
                  {p}
                  {round.finito.includes(seat) ? ' ★' : ''}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('finito.total')}</th>
            {view.players.map((p, seat) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
              <td key={seat}>
                <strong>{p.score}</strong>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/** A still picture for the replay viewer: the public view (pending choices stay hidden). */
export function FinitoSnapshot({ view, seats }: { view: View; seats: readonly SeatSetup[] }) {
  const t = useT();
  return (
    <div className="finito-seats finito-snapshot">
      {/* Between turns the view has no roll pending: the replay shows the die of the last turn. */}
      <D20 roll={view.roll ?? view.lastTurn?.roll ?? null} rolling={false} reducedMotion />
      <ul>
        {view.players.map((p, seat) => {
          const name = seats[seat]?.name ?? '';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
            <li key={seat}>
              <div className="seat-head">
                <PawnIcon seat={seat} size={24} />
                <span className="seat-name">{name}</span>
              </div>
              <FinitoBoard
                board={p.board}
                label={`${t('finito.boardOf', { name })}. ${runText(p.board, t)}`}
                small
                run={runCells(p.board)}
              />
              <p className="seat-info">{runText(p.board, t)}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

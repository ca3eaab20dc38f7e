import type { Zigzag } from '@ludimaths/engine';
import { Zigzag as Z } from '@ludimaths/engine';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n';
import type { SeatSetup } from '../../session/seats';
import type { LogEntry } from '../../session/table';
import { useBringIntoView } from '../../ui/bring-into-view';
import { CancelSelection } from '../../ui/CancelSelection';
import { Dice } from '../../ui/Dice';
import { PawnIcon } from '../../ui/PawnIcon';
import { useFocusWhenLost } from '../../ui/useFocusWhenLost';
import type { DescribeContext, ScreenProps } from '../types';
import type { CellKey } from './Board';
import { cellKey, ZigzagBoard } from './Board';
import { describeZigzagStep, diceFaces, explainMove, operationText, previewText } from './explain';
import type { Step } from './zigzag-controller';
import { candidatesFor, hintedCell, stepsOf, stepsTo, tapCell } from './zigzag-controller';
import './zigzag.css';

type View = Zigzag.ZigzagView;
type Move = Zigzag.ZigzagMove;
type Props = ScreenProps<View, Move, Zigzag.ZigzagChance>;

export function ZigzagScreen({ table, reducedMotion, aside, hint }: Props) {
  const t = useT();
  const intl = useIntl();
  const ctx: DescribeContext = { t, seats: table.seats, formatNumber: (n) => intl.formatNumber(n) };
  const fmt = ctx.formatNumber;
  // Zigzag hides nothing: every viewer's view is the same picture, previews included.
  const view = table.view;
  const status = table.status;
  const names = table.seats.map((s) => s.name);
  const acting = table.acting ?? undefined;
  const moves = table.legal;
  const steps = stepsOf(moves);
  const canPass = moves.some((m) => m.kind === 'pass');
  const choosingSide = view.phase === 'start-side' && acting !== undefined;
  const stepCount = table.revision;

  // A selection belongs to one position: any new step clears it.
  const [selection, setSelection] = useState<{ key: CellKey; at: number } | null>(null);
  const selected = selection && selection.at === stepCount ? selection.key : null;
  const firstHalf = useRef<HTMLButtonElement>(null);
  const topButton = useRef<HTMLButtonElement>(null);

  const play = (move: Move) => {
    if (acting === undefined) return;
    setSelection(null);
    table.play(move);
  };

  const candidates = candidatesFor(view, acting, steps, {
    preview: (move) => (acting === undefined ? null : (previewText(view, acting, move, ctx) ?? null)),
    reached: (n) => `→\u00a0${fmt(n)}`,
    side: t('zigzag.cellSideCandidate'),
  });

  const onCell = (row: number, column: number) => {
    const tap = tapCell(view, acting, steps, selected, row, column);
    if ('play' in tap) play(tap.play);
    else if ('select' in tap) {
      table.clearError();
      setSelection({ key: tap.select, at: stepCount });
    }
    // Not a legal destination: the engine says why, in words, through the shared error notice.
    else if ('refuse' in tap) table.play(tap.refuse);
  };

  const selectedMoves = selected && !choosingSide ? stepsTo(steps, selected) : [];

  // ÷ 2 on an odd number: focus the first of the two choices, so the keyboard goes on from there.
  useEffect(() => {
    if (selectedMoves.length === 2) firstHalf.current?.focus();
  }, [selectedMoves.length]);

  // When a person must act and focus was lost (the button used vanished while the computer played),
  // put it back: on the first side choice, or on the board's cursor (the pawn to move).
  const boardArea = useRef<HTMLElement>(null);
  const personToAct = acting !== undefined && (view.phase === 'start-side' || view.phase === 'play');
  useFocusWhenLost(personToAct, stepCount, () =>
    choosingSide
      ? topButton.current
      : boardArea.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]'),
  );

  const actingPawn = acting !== undefined ? view.players[acting]?.cell : null;
  const home = actingPawn ? cellKey(actingPawn[0], actingPawn[1]) : (candidates.keys().next().value ?? null);

  // Dice belong to the setup (the last roll stays until the first move); later they would confuse.
  const setup = view.phase !== 'over' && view.moves === 0;
  const log = table.log;
  const lastChance = setup ? [...log].reverse().find((e) => 'chance' in e.step)?.step : undefined;
  const shownDice = lastChance && 'chance' in lastChance ? diceFaces(lastChance.chance) : [];
  const rolling = status.kind === 'rolling';
  const diceCount = view.phase === 'start-number' ? 2 : 1;
  // "3 et 5 → 35": the number is the one the engine gave the roller, read from the step's result.
  const lastEntry = setup ? log.at(-1) : undefined;
  const tensUnits =
    !rolling && lastEntry && 'chance' in lastEntry.step && lastEntry.before.phase === 'start-number'
      ? t('zigzag.tensUnits', {
          tens: shownDice[0] ?? 0,
          units: shownDice[1] ?? 0,
          n: lastEntry.after.players[lastEntry.before.turn]?.number ?? 0,
        })
      : null;

  // The dice shown may be the other player's: say whose, and remind the player to act of their own.
  const roller = lastEntry && 'chance' in lastEntry.step ? lastEntry.before.turn : undefined;
  const ownNumber =
    tensUnits && acting !== undefined && roller !== acting && view.phase === 'play'
      ? t('zigzag.ownNumber', { name: names[acting] ?? '', n: view.players[acting]?.number ?? 0 })
      : null;
  const explanation = teaching(log, ctx);
  // The hint's move, outlined on the board as in the other games (its cell, or the start cell).
  const hinted = hintedCell(view, acting, hint);
  useBringIntoView(
    () => (hinted ? boardArea.current?.querySelector('.zz-hinted') : null),
    reducedMotion,
    hinted,
  );
  const phaseSeat = view.turn;

  return (
    <div className="game-grid zz">
      <section className="board-area" aria-label={t('zigzag.board')} ref={boardArea}>
        <ZigzagBoard
          operations={view.board}
          players={view.players}
          names={names}
          candidates={candidates}
          selected={selected}
          home={home}
          hinted={hinted}
          onCell={onCell}
        />
      </section>
      <div className="side-panel">
        {view.phase !== 'over' && (
          <div className="action-bar zz-actions" data-testid="actions">
            {(shownDice.length > 0 || rolling) && (
              <div className="zz-dice">
                <Dice values={shownDice} rolling={rolling && !reducedMotion} count={diceCount} />
                {tensUnits && roller !== undefined && roller !== acting && (
                  <p className="zz-rolled-by">{t('zigzag.rolledBy', { name: names[roller] ?? '' })}</p>
                )}
                {tensUnits && (
                  <p className="zz-tens-units" data-testid="tens-units">
                    {tensUnits}
                  </p>
                )}
                {ownNumber !== null && (
                  <p className="zz-own-number" data-testid="own-number">
                    <strong>{ownNumber}</strong>
                  </p>
                )}
              </div>
            )}
            {view.phase !== 'play' && (
              <p className="hint zz-phase">
                {t(`zigzag.phase.${view.phase}`, {
                  name: names[phaseSeat] ?? '',
                  label: view.players[phaseSeat]?.label ?? 0,
                })}
              </p>
            )}
            {choosingSide && (
              <div className="zz-sides">
                {(['top', 'bottom'] as const).map((side) => (
                  <button
                    key={side}
                    ref={side === 'top' ? topButton : undefined}
                    type="button"
                    className="button primary big"
                    data-testid={`side-${side}`}
                    onClick={() => play({ kind: 'start-side', side })}
                  >
                    {t(side === 'top' ? 'zigzag.sideTop' : 'zigzag.sideBottom', {
                      label: view.players[acting]?.label ?? 0,
                    })}
                  </button>
                ))}
              </div>
            )}
            {view.phase === 'play' &&
              acting !== undefined &&
              steps.length > 0 &&
              selectedMoves.length === 0 && <p className="hint zz-pick">{t('zigzag.pickCell')}</p>}
            {selectedMoves.length === 1 && acting !== undefined && (
              <div className="zz-selection" data-testid="selection">
                <p>
                  {t('zigzag.selected', {
                    operation: operationText(
                      Z.previewStepInView(view, acting, selectedMoves[0] as Step)?.operation ?? {
                        kind: 'add',
                        by: 1,
                      },
                    ),
                  })}{' '}
                  <strong>{previewText(view, acting, selectedMoves[0] as Step, ctx)}</strong>
                </p>
                <button
                  type="button"
                  className="button primary big"
                  data-testid="confirm"
                  onClick={() => play(selectedMoves[0] as Step)}
                >
                  {t('zigzag.confirm')}
                </button>
              </div>
            )}
            {selectedMoves.length === 2 && acting !== undefined && (
              <div className="zz-selection" data-testid="selection">
                <p>
                  {t('zigzag.halfHint', {
                    n: view.players[acting]?.number ?? 0,
                    half: fmt((view.players[acting]?.number ?? 0) / 2),
                  })}
                </p>
                <div className="zz-halves">
                  {selectedMoves.map((move, i) => (
                    <button
                      key={move.half}
                      ref={i === 0 ? firstHalf : undefined}
                      type="button"
                      className="button primary big"
                      data-testid={`half-${move.half}`}
                      onClick={() => play(move)}
                    >
                      {t(move.half === 'floor' ? 'zigzag.halfFloor' : 'zigzag.halfRound', {
                        value: Z.previewStepInView(view, acting, move)?.reached ?? 0,
                      })}
                    </button>
                  ))}
                </div>
              </div>
            )}
            {selected !== null && acting !== undefined && (
              <CancelSelection
                onCancel={() => {
                  setSelection(null);
                  // The buttons of the selection are gone: the keyboard goes on from the board's cursor.
                  boardArea.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
                }}
              />
            )}
            {canPass && (
              <>
                <p className="hint">{t('zigzag.passHint')}</p>
                <button
                  type="button"
                  className="button primary big"
                  data-testid="pass"
                  onClick={() => play({ kind: 'pass' })}
                >
                  {t('zigzag.pass')}
                </button>
              </>
            )}
          </div>
        )}
        {explanation.lines.length > 0 && (
          <section className="explain" data-testid="explanation" aria-labelledby="zz-last-title">
            <h2 id="zz-last-title" className="zz-small-title">
              {t(explanation.moved ? 'zigzag.lastMove' : 'zigzag.setupSoFar')}
            </h2>
            {explanation.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </section>
        )}
        <Players
          view={view}
          seats={table.seats}
          current={view.phase === 'over' || view.phase === 'start-roll' ? -1 : view.turn}
        />
        {view.phase === 'play' && acting !== undefined && steps.length > 0 && (
          <section className="zz-moves" aria-labelledby="zz-moves-title">
            <h2 id="zz-moves-title">{t('zigzag.moves')}</h2>
            <ul>
              {steps.map((move) => {
                const preview = Z.previewStepInView(view, acting, move);
                const text = previewText(view, acting, move, ctx) ?? '';
                return (
                  <li key={`${move.to.join('-')}-${move.half ?? ''}`}>
                    <button
                      type="button"
                      className="button secondary zz-move"
                      data-testid="move"
                      onClick={() => play(move)}
                    >
                      <span className="zz-move-op">{preview ? operationText(preview.operation) : ''}</span>
                      <span>
                        {text}
                        <span className="zz-move-where">
                          {' '}
                          ({t('zigzag.moveWhere', { row: move.to[0] + 1, column: move.to[1] + 1 })})
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        {aside}
      </div>
    </div>
  );
}

/**
 * The teaching box: the last pawn move as an equation and its scoring; before the first move, the
 * setup so far (who starts, start cells, starting numbers).
 */
function teaching(
  log: readonly LogEntry<View, Move, Zigzag.ZigzagChance>[],
  ctx: DescribeContext,
): { moved: boolean; lines: string[] } {
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i];
    if (entry && 'move' in entry.step && entry.step.move.kind !== 'start-side') {
      return {
        moved: true,
        lines: explainMove(entry.before, entry.after, entry.step.seat, entry.step.move, ctx),
      };
    }
  }
  return { moved: false, lines: log.slice(-4).flatMap((entry) => describeZigzagStep(entry, ctx)) };
}

function Players({
  view,
  seats,
  current,
}: {
  view: Zigzag.ZigzagView;
  seats: readonly SeatSetup[];
  current: number;
}) {
  const t = useT();
  return (
    <section className="positions zz-players" aria-labelledby="zz-players-title">
      <h2 id="zz-players-title">{t('zigzag.players')}</h2>
      <ul>
        {view.players.map((player, seat) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
          <li key={seat} className={seat === current ? 'current' : undefined} data-testid={`player-${seat}`}>
            <PawnIcon seat={seat} size={32} />
            <span className="seat-name">{seats[seat]?.name}</span>
            <span className="zz-stat">
              <span className="zz-stat-label">{t('zigzag.number')}</span>
              <span className="zz-number" data-testid={`number-${seat}`}>
                {player.number > 0 ? (
                  <FormattedNumber n={player.number} />
                ) : (
                  <span className="zz-none">{t('zigzag.noNumber')}</span>
                )}
              </span>
            </span>
            <span className="zz-stat">
              <span className="zz-stat-label">{t('zigzag.points')}</span>
              <span className="zz-score" data-testid={`score-${seat}`}>
                {t('zigzag.pointsOf', { score: player.score, target: Z.TARGET_SCORE })}
              </span>
            </span>
            <span className="zz-bar" aria-hidden="true">
              <span style={{ width: `${Math.min(100, (player.score / Z.TARGET_SCORE) * 100)}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FormattedNumber({ n }: { n: number }) {
  const intl = useIntl();
  return <>{intl.formatNumber(n)}</>;
}

/** A still picture for the replay viewer. */
export function ZigzagSnapshot({ view, seats }: { view: View; seats: readonly SeatSetup[] }) {
  return (
    <div className="game-grid zz">
      <section className="board-area">
        <ZigzagBoard operations={view.board} players={view.players} names={seats.map((s) => s.name)} />
      </section>
      <div className="side-panel">
        <Players view={view} seats={seats} current={view.phase === 'play' ? view.turn : -1} />
      </div>
    </div>
  );
}

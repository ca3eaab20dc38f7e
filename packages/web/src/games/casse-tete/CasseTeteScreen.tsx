import type { CasseTete as CT } from '@ludimaths/engine';
import { CasseTete } from '@ludimaths/engine';
import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import type { SeatSetup } from '../../session/seats';
import { bringIntoView } from '../../ui/bring-into-view';
import { CancelSelection } from '../../ui/CancelSelection';
import { PawnIcon } from '../../ui/PawnIcon';
import type { ScreenProps } from '../types';
import { explainPlacement, penaltyLines, sidesText } from './explain';
import type { Target } from './Table';
import { CasseTeteTable, cellKey, TableLegend } from './Table';
import { RotateButtons, TokenButton } from './Token';
import './casse-tete.css';

type Props = ScreenProps<CT.CasseTeteView, CT.CasseTeteMove, CT.CasseTeteChance>;

const turnBy = (turns: CT.Turns, by: number) => ((((turns + by) % 4) + 4) % 4) as CT.Turns;

/**
 * The table shows the view of whoever holds the device (the table's viewer): the person whose turn
 * it is, or between turns (draws, computer turns) the person who played last. The generic shell
 * unmounts this screen behind the "pass the device" screen, so a new holder starts from scratch and
 * a hand is never shown to the wrong seat.
 */
export function CasseTeteScreen({ table, aside, hint, reducedMotion }: Props) {
  const t = useT();
  const holder = typeof table.viewer === 'number' ? table.viewer : null;
  const view = table.view;
  const acting = table.acting ?? undefined;
  const myTurn = acting !== undefined && acting === holder;
  const moves = myTurn ? table.legal : [];
  const places = moves.filter((m): m is CT.PlaceMove => m.kind === 'place');
  const mustPass = moves.length > 0 && places.length === 0;

  const [chosen, setChosen] = useState<CT.TokenId | null>(null);
  const [turns, setTurns] = useState<CT.Turns>(0);
  const [focused, setFocused] = useState<CT.TokenId | null>(null);
  const handRef = useRef<HTMLDivElement>(null);
  const jumpToCells = useRef(false);
  const refocusHand = useRef(false);
  const hand = view.hand ?? [];
  const selected = chosen !== null && hand.includes(chosen) ? chosen : null;

  // The cells the engine accepts for the chosen token as it is turned now, with their points.
  const targets = new Map<string, Target>();
  const otherTurns = new Set<string>();
  for (const m of places) {
    if (m.token !== selected) continue;
    const key = cellKey(m.cell[0], m.cell[1]);
    if (m.turns === turns) {
      const { points } = CasseTete.previewPlacement(view, m);
      targets.set(key, { points, count: Math.max(0, CasseTete.POINTS.indexOf(points)) });
    } else otherTurns.add(key);
  }
  const fitting = new Set(places.map((m) => m.token));

  // Choosing or turning a token lights cells on the table, which a phone shows above the hand: bring
  // the first one into view, clear of the hand bar. With the keyboard, focus moves there too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the choice changes
  useEffect(() => {
    if (selected === null) return;
    const lit = document.querySelector<HTMLButtonElement>('.ct-target.ct-lit');
    if (jumpToCells.current) lit?.focus({ preventScroll: true });
    jumpToCells.current = false;
    bringIntoView(lit, reducedMotion);
  }, [selected, turns]);

  // The lit cell just used became a token: keep keyboard focus on the hand while the others play,
  // rather than letting it fall to the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each step (the revision)
  useEffect(() => {
    if (!refocusHand.current) return;
    refocusHand.current = false;
    handRef.current?.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
  }, [table.revision]);

  // When a person's turn comes and focus was lost (the cell became a token), focus the hand.
  useEffect(() => {
    if (!myTurn) return;
    const active = document.activeElement;
    if (!active || active === document.body || active.id === 'main')
      handRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [myTurn]);

  const choose = (token: CT.TokenId, byKeyboard: boolean) => {
    if (selected === token) {
      setChosen(null);
      return;
    }
    setChosen(token);
    // Start with a direction that fits, so the first tap already lights cells up.
    const first = places.find((m) => m.token === token);
    setTurns(first ? first.turns : 0);
    jumpToCells.current = byKeyboard && first !== undefined;
  };

  const place = (x: number, y: number) => {
    if (acting === undefined || selected === null) return;
    const result = table.play({ kind: 'place', token: selected, cell: [x, y], turns });
    if (result.ok) {
      setChosen(null);
      setTurns(0);
      refocusHand.current = true;
    }
  };

  const rotate = (by: number) => {
    if (!view.rotation || selected === null) return;
    setTurns((old) => turnBy(old, by));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'r' && event.key !== 'R') return;
    if (event.target instanceof HTMLInputElement) return;
    if (selected === null || !view.rotation) return;
    event.preventDefault();
    rotate(event.shiftKey ? -1 : 1);
  };

  const lastPlace = [...table.log].reverse().find((e) => 'move' in e.step && e.step.move.kind === 'place');
  const explanation =
    lastPlace && 'move' in lastPlace.step && lastPlace.step.move.kind === 'place'
      ? explainPlacement(lastPlace.before, lastPlace.step.seat, lastPlace.step.move, {
          t,
          seats: table.seats,
        })
      : [];
  const shown = focused ?? selected;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: R turns the chosen token from anywhere on the table
    <div className="game-grid ct-game" onKeyDown={onKeyDown}>
      <section className="board-area" aria-label={t('casse-tete.table')}>
        <CasseTeteTable
          board={view.board}
          chosen={myTurn ? selected : null}
          targets={targets}
          otherTurns={otherTurns}
          onCell={place}
          hintCell={hint?.kind === 'place' ? cellKey(hint.cell[0], hint.cell[1]) : null}
          follow={{ reducedMotion }}
        />
        <TableLegend />
      </section>
      <div className="side-panel">
        {explanation.length > 0 && (
          <div className="explain" data-testid="explanation">
            {explanation.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        {view.penalties && (
          <section className="explain ct-penalties" aria-labelledby="ct-pen" data-testid="penalties">
            <h2 id="ct-pen">{t('casse-tete.penalties')}</h2>
            {penaltyLines(view.scores, view.penalties, { t, seats: table.seats }).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </section>
        )}
        {view.hand && holder !== null && view.phase !== 'over' && (
          <section
            className="action-bar ct-hand-bar"
            aria-labelledby="ct-hand"
            data-testid="hand"
            data-seat={holder}
          >
            <h2 id="ct-hand" className="ct-hand-title">
              <PawnIcon seat={holder} /> {t('casse-tete.hand', { name: table.seats[holder]?.name ?? '' })}
            </h2>
            <div className="ct-hand" ref={handRef}>
              {hand.map((token) => {
                const isChosen = token === selected;
                return (
                  <TokenButton
                    key={token}
                    token={token}
                    turns={isChosen ? turns : 0}
                    selected={isChosen}
                    badge={
                      myTurn ? t(fitting.has(token) ? 'casse-tete.fits' : 'casse-tete.noFit') : undefined
                    }
                    className={
                      [
                        myTurn && !fitting.has(token) ? 'ct-nofit' : '',
                        hint?.kind === 'place' && hint.token === token ? 'ct-hinted' : '',
                      ].join(' ') || undefined
                    }
                    data-token={token}
                    aria-disabled={!myTurn}
                    onClick={(e) => myTurn && choose(token, e.detail === 0)}
                    onFocus={() => setFocused(token)}
                    onBlur={() => setFocused(null)}
                  />
                );
              })}
            </div>
            {myTurn && selected !== null && (
              <div className="ct-rotate">
                <p className="hint" aria-live="polite">
                  {t('casse-tete.selected', {
                    id: selected,
                    turned: t('casse-tete.turnsWords', { turns }),
                  })}{' '}
                  {targets.size > 0
                    ? t('casse-tete.selectedCells', { count: targets.size })
                    : otherTurns.size > 0
                      ? t('casse-tete.selectedTurn', { count: otherTurns.size })
                      : t('casse-tete.selectedNowhere')}
                </p>
                {view.rotation && (
                  <div className="roll-buttons">
                    <RotateButtons rotate={rotate} testIdPrefix="rotate" />
                  </div>
                )}
                <CancelSelection
                  onCancel={() => {
                    const token = selected;
                    setChosen(null);
                    setTurns(0);
                    // Back to the token let go of, so the keyboard goes on from the hand.
                    handRef.current?.querySelector<HTMLButtonElement>(`[data-token="${token}"]`)?.focus();
                  }}
                />
              </div>
            )}
            {mustPass && acting !== undefined && (
              <>
                <p className="hint">{t('casse-tete.passHint')}</p>
                <button
                  type="button"
                  className={`button primary big${hint?.kind === 'pass' ? ' hinted' : ''}`}
                  onClick={() => table.play({ kind: 'pass' })}
                  data-testid="pass"
                >
                  {t(view.bankSize > 0 ? 'casse-tete.pass' : 'casse-tete.passNoBank')}
                </button>
              </>
            )}
            {myTurn && !mustPass && selected === null && <p className="hint">{t('casse-tete.handHint')}</p>}
            {!myTurn && <p className="hint">{t('casse-tete.waitHint')}</p>}
            {/*
              The values of the token in focus come last: pressing a button moves the focus off the
              token, and the paragraph (gone, or a line shorter) must not pull the button from under
              the pointer between press and release, which lost the click.
            */}
            {shown !== null && (
              <p className="ct-values" data-testid="values">
                {t('casse-tete.token', { id: shown })}
                {'\u00a0: '}
                {sidesText(t, shown, shown === selected ? turns : 0)}
              </p>
            )}
          </section>
        )}
        <Players view={view} seats={table.seats} />
        <Scoring />
        {aside}
      </div>
    </div>
  );
}

function Players({ view, seats }: { view: CT.CasseTeteView; seats: readonly SeatSetup[] }) {
  const t = useT();
  return (
    <section className="positions" aria-labelledby="ct-players">
      <h2 id="ct-players">{t('casse-tete.players')}</h2>
      <ul>
        {view.scores.map((points, seat) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
          <li key={seat} className={seat === view.current ? 'current' : undefined}>
            <PawnIcon seat={seat} />
            <span className="seat-name">{seats[seat]?.name}</span>
            <span>{t('casse-tete.playerLine', { points, count: view.handSizes[seat] ?? 0 })}</span>
          </li>
        ))}
      </ul>
      <p className="ct-bank" data-testid="bank">
        {t('casse-tete.bank', { count: view.bankSize })}
      </p>
    </section>
  );
}

function Scoring() {
  const t = useT();
  return (
    <section className="ct-scoring" aria-labelledby="ct-scoring">
      <h2 id="ct-scoring">{t('casse-tete.scoring')}</h2>
      <ul>
        {[1, 2, 3, 4].map((count) => (
          <li key={count}>{t('casse-tete.scoringLine', { count, points: CasseTete.POINTS[count] ?? 0 })}</li>
        ))}
      </ul>
    </section>
  );
}

/** A still picture for the replay: the table and the public counts only (hands stay hidden). */
export function CasseTeteSnapshot({ view, seats }: { view: CT.CasseTeteView; seats: readonly SeatSetup[] }) {
  return (
    <div className="game-grid ct-game">
      <section className="board-area">
        <CasseTeteTable board={view.board} />
      </section>
      <div className="side-panel">
        <Players view={view} seats={seats} />
      </div>
    </div>
  );
}

import type { Piste } from '@ludimaths/engine';
import { Piste as P } from '@ludimaths/engine';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n';
import type { SeatSetup } from '../../session/seats';
import { useBringIntoView } from '../../ui/bring-into-view';
import { Dice } from '../../ui/Dice';
import { PawnIcon } from '../../ui/PawnIcon';
import { useFocusWhenLost } from '../../ui/useFocusWhenLost';
import { useMedia } from '../../ui/useMedia';
import type { ScreenProps } from '../types';
import { BoardLegend, PisteBoard } from './Board';
import { diceFaces, explainTurn } from './explain';

type Props = ScreenProps<Piste.PisteView, Piste.PisteMove, Piste.PisteChance>;

/** Ten squares a row as on the printed board where there is room, five on a phone. */
export function useColumns(): number {
  return useMedia('(min-width: 700px)') ? 10 : 5;
}

export function PisteScreen({ table, reducedMotion, aside, hint }: Props) {
  const t = useT();
  const intl = useIntl();
  const columns = useColumns();
  // La piste hides nothing: every viewer's view is the same picture.
  const view = table.view;
  const status = table.status;
  const names = table.seats.map((s) => s.name);
  const acting = table.acting ?? undefined;
  const moves = table.legal;
  const canRollOne = moves.some((m) => m.dice === 1);
  const phaseSeat = view.phase.kind === 'choose' || view.phase.kind === 'dice' ? view.phase.seat : 0;
  const rollButton = useRef<HTMLButtonElement>(null);
  const boardArea = useRef<HTMLElement>(null);

  // The pawn that just moved, wherever it went on the long track (a phone shows a third of it).
  useBringIntoView(() => boardArea.current?.querySelector('.square.arrived'), reducedMotion, view.lastTurn);

  // A person's turn: the keyboard goes on from the roll button.
  useFocusWhenLost(acting !== undefined, acting, () => rollButton.current);

  const roll = (dice: 1 | 2) => table.play({ kind: 'roll', dice });
  const rolling = status.kind === 'rolling';
  const diceCount = view.phase.kind === 'dice' ? view.phase.dice : view.phase.kind === 'start-roll' ? 1 : 2;
  const lastChance = [...table.log].reverse().find((e) => 'chance' in e.step)?.step;
  const shownDice = lastChance && 'chance' in lastChance ? diceFaces(lastChance.chance) : [];
  const context = { t, seats: table.seats, formatNumber: (n: number) => intl.formatNumber(n) };
  const explanations = turnsToExplain(table.log, table.seats).map(({ turn, number }) => ({
    number,
    lines: explainTurn(turn, P.TRACKS[view.board].end, context),
  }));
  const waitingOnPerson = acting !== undefined;

  return (
    <div className="game-grid">
      <section className="board-area" aria-label={t('piste.board')} ref={boardArea}>
        <PisteBoard
          board={view.board}
          positions={view.positions}
          names={names}
          columns={columns}
          lastTurn={view.lastTurn}
        />
        <BoardLegend />
      </section>
      <div className="side-panel">
        <div className="action-bar">
          <Dice values={shownDice} rolling={rolling && !reducedMotion} count={diceCount} />
          {view.phase.kind !== 'over' && (
            <div className="roll-buttons">
              <button
                ref={rollButton}
                type="button"
                className={`button primary big${hint?.dice === 2 ? ' hinted' : ''}`}
                aria-disabled={!waitingOnPerson}
                onClick={() => roll(2)}
                data-testid="roll-2"
              >
                {t('piste.roll2')}
              </button>
              {canRollOne && (
                <button
                  type="button"
                  className={`button secondary big${hint?.dice === 1 ? ' hinted' : ''}`}
                  onClick={() => roll(1)}
                  data-testid="roll-1"
                >
                  {t('piste.roll1')}
                </button>
              )}
            </div>
          )}
          {canRollOne && acting !== undefined && (
            <p className="hint">{t('piste.choiceHint', { name: names[acting] ?? '' })}</p>
          )}
        </div>
        {explanations.length > 0 && (
          <div className="explain" data-testid="explanation">
            {explanations.map(({ number, lines }, i) => (
              <div key={number} className={i > 0 ? 'explain-turn earlier' : 'explain-turn'}>
                {lines.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </div>
            ))}
          </div>
        )}
        <Positions view={view} seats={table.seats} current={view.phase.kind === 'over' ? -1 : phaseSeat} />
        {aside}
      </div>
    </div>
  );
}

/**
 * The turns to explain, newest first: the last one and, when the computer played it, the ones before
 * it back to the last person's own, so a roll stays on screen after the computer's replies to it.
 */
function turnsToExplain(
  log: Props['table']['log'],
  seats: readonly SeatSetup[],
  limit = 4,
): { turn: Piste.PisteTurn; number: number }[] {
  const turns: { turn: Piste.PisteTurn; number: number }[] = [];
  let seen = -1;
  for (let i = log.length - 1; i >= 0 && turns.length < limit; i--) {
    const after = log[i]?.after;
    if (!after?.lastTurn || after.turns === seen) continue;
    seen = after.turns;
    turns.push({ turn: after.lastTurn, number: after.turns });
    if (seats[after.lastTurn.seat]?.kind !== 'computer') break;
  }
  return turns;
}

function Positions({
  view,
  seats,
  current,
}: {
  view: Piste.PisteView;
  seats: readonly SeatSetup[];
  current: number;
}) {
  const t = useT();
  return (
    <section className="positions" aria-labelledby="positions-title">
      <h2 id="positions-title">{t('piste.positions')}</h2>
      <ul>
        {view.positions.map((square, seat) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
            key={seat}
            className={seat === current && view.phase.kind !== 'start-roll' ? 'current' : undefined}
          >
            <PawnIcon seat={seat} />
            <span className="seat-name">{seats[seat]?.name}</span>
            <span className="seat-square">{t('piste.position', { square })}</span>
            {view.overshot[seat] && <span className="badge">{t('piste.overshot')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A still picture for the replay viewer. */
export function PisteSnapshot({ view, seats }: { view: Piste.PisteView; seats: readonly SeatSetup[] }) {
  const columns = useColumns();
  return (
    <div className="game-grid">
      <section className="board-area">
        <PisteBoard
          board={view.board}
          positions={view.positions}
          names={seats.map((s) => s.name)}
          columns={columns}
          lastTurn={view.lastTurn}
        />
      </section>
      <div className="side-panel">
        <Positions view={view} seats={seats} current={view.phase.kind === 'choose' ? view.phase.seat : -1} />
      </div>
    </div>
  );
}

import type { Piste } from '@ludimaths/engine';
import { useT } from '../../i18n';
import type { TutorialBoardProps } from '../../tutorial/types';
import { Dice } from '../../ui/Dice';
import { BoardLegend, PisteBoard } from './Board';
import { useColumns } from './PisteScreen';

/**
 * The petite piste as the tutorial shows it: the track with tappable squares, the dice and the two
 * roll buttons (both always there on the child's turn, so the single die can be tried and refused).
 */
export function PisteTutorialBoard({
  view,
  lit,
  pointing,
  describedBy,
  onTap,
}: TutorialBoardProps<Piste.PisteView>) {
  const t = useT();
  const columns = useColumns();
  const names = [t('tutorial.piste.you'), t('tutorial.piste.friend')];
  const last = view.lastTurn;
  // Before the child points at where the pawn goes, it is shown where the dice put it.
  const positions =
    pointing && last
      ? view.positions.map((square, seat) => (seat === last.seat ? last.landed : square))
      : view.positions;
  const childTurn = view.phase.kind === 'choose' && view.phase.seat === 0;
  const button = (target: 'roll-2' | 'roll-1', label: string) => (
    <button
      type="button"
      className={`button big ${target === 'roll-2' ? 'primary' : 'secondary'}${lit === target ? ' lit' : ''}`}
      data-tutorial-target={target}
      aria-describedby={lit === target ? describedBy : undefined}
      onClick={() => onTap(target)}
    >
      {label}
    </button>
  );
  return (
    <div className="game-grid">
      <section className="board-area" aria-label={t('piste.board')}>
        <PisteBoard
          board={view.board}
          positions={positions}
          names={names}
          columns={columns}
          lastTurn={pointing ? null : last}
          tap={{ lit, describedBy, onTap }}
        />
        <BoardLegend />
      </section>
      <div className="side-panel">
        <div className="action-bar">
          <Dice values={last?.dice ?? []} rolling={false} count={last?.dice.length ?? 2} />
          {childTurn && (
            <div className="roll-buttons">
              {button('roll-2', t('piste.roll2'))}
              {button('roll-1', t('piste.roll1'))}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

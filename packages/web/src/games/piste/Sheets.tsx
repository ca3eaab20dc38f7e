import type { Piste } from '@ludimaths/engine';
import { Piste as P } from '@ludimaths/engine';
import { useT } from '../../i18n';
import { Sheet } from '../../print/Sheet';
import type { SheetsProps } from '../plugin';
import { BoardLegend, PisteBoard } from './Board';
import './sheets.css';

/** Ten squares a row, as on the printed boards: the grande piste is a 10 × 10 serpentine. */
const COLUMNS = 10;

/**
 * The piste's board on one page: the game's own board component over the engine's track, so every
 * square shows its number, composites their factorisation, and the ultimate and raised numbers (with
 * their source) and the last ultimate are marked in words and signs as the game applies them.
 */
export function PisteSheets({ game, board }: { game: string; board: Piste.BoardName }) {
  const t = useT();
  const track = P.TRACKS[board];
  return (
    <Sheet
      game={game}
      kind="board"
      className={`piste-${board}`}
      title={t('print.piste.board', { start: 0, end: track.end })}
      note={t('print.piste.material')}
    >
      <PisteBoard board={board} positions={[]} names={[]} columns={COLUMNS} />
      <BoardLegend />
    </Sheet>
  );
}

/** The print page's sheets for a catalogue entry: the petite piste's entry presets the small board. */
export function PisteEntrySheets({ game, options }: SheetsProps) {
  return <PisteSheets game={game} board={options?.board === 'petite' ? 'petite' : 'grande'} />;
}

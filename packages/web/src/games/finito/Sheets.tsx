import { Finito as F } from '@ludimaths/engine';
import { useT } from '../../i18n';
import { Sheet } from '../../print/Sheet';
import { FinitoBoard } from './Board';
import './sheets.css';

/** The tokens every player owns: 1 to the engine's token count (12). */
export const finitoTokens = (): number[] => Array.from({ length: F.TOKEN_COUNT }, (_, i) => i + 1);

/**
 * One player's material on one page: the empty board (the game's own board component, labelled from
 * the engine's cell table) and the player's tokens to cut out, each the size of a board cell.
 */
export function FinitoSheets({ game }: { game: string }) {
  const t = useT();
  return (
    <Sheet game={game} kind="board" title={t('print.finito.sheet')} note={t('print.finito.material')}>
      <FinitoBoard board={F.EMPTY_BOARD} label={t('rules.finito.hBoard')} />
      <h3 className="print-subheading">{t('print.finito.tokens')}</h3>
      <ul className="print-cutouts finito-tokens">
        {finitoTokens().map((token) => (
          <li key={token} className="finito-token">
            <span className="sr-only">{t('finito.token', { token })}</span>
            <span aria-hidden="true">{token}</span>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}

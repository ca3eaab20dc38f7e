import { CasseTete as CT } from '@ludimaths/engine';
import { useT } from '../../i18n';
import { Sheet } from '../../print/Sheet';
import { TokenPicture } from './Token';
import './casse-tete.css';
import './sheets.css';

/**
 * The Casse-tête tokens on one page, to cut out along their edges: the game's own token picture of
 * each of the engine's tokens, unturned, so each side shows the number the engine puts there.
 */
export function CasseTeteSheets({ game }: { game: string }) {
  const t = useT();
  return (
    <Sheet
      game={game}
      kind="tokens"
      title={t('print.casse-tete.sheet', { count: CT.TOKEN_COUNT })}
      note={t('print.casse-tete.material')}
    >
      <ul className="print-cutouts ct-cutouts">
        {CT.TOKENS.map((token) => (
          <li key={token.id}>
            <TokenPicture token={token.id} turns={0} />
          </li>
        ))}
      </ul>
    </Sheet>
  );
}

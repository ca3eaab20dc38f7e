import type { Zigzag } from '@ludimaths/engine';
import { Zigzag as Z, zigzag } from '@ludimaths/engine';
import { useState } from 'react';
import { useT } from '../../i18n';
import { printPath } from '../../print/paths';
import { Sheet } from '../../print/Sheet';
import { ZigzagBoard } from './Board';
import { ZigzagOptionsForm } from './OptionsForm';
import './zigzag.css';
import './sheets.css';

type BoardSpec = Zigzag.ZigzagOptions['board'];

/** The board a print address names: the standard one, or the board generated from a word. */
export function boardSpec(seed: string | undefined): BoardSpec {
  return seed === undefined ? { kind: 'standard' } : { kind: 'generated', seed };
}

/**
 * The Zigzag board on one page, built by the engine from the same options a game uses (`buildBoard`),
 * so a board printed from a word is the board a game started with that word plays on. The choice of
 * board is the new-game form's own; it updates the address too, so the page can be bookmarked.
 */
export function ZigzagSheets({ game, seed }: { game: string; seed: string | undefined }) {
  const t = useT();
  const [spec, setSpec] = useState<BoardSpec>(() => boardSpec(seed));
  const choose = (options: Zigzag.ZigzagOptions) => {
    setSpec(options.board);
    const word = options.board.kind === 'generated' ? options.board.seed : undefined;
    // Not the router's navigate: that would move the focus to the page on every key typed (the
    // shell focuses each new screen). The router reads the address afresh at the next navigation.
    history.replaceState(history.state, '', `#${printPath('zigzag', word)}`);
  };
  const built = Z.buildBoard(spec);
  return (
    <>
      <div className="print-controls print-options">
        <ZigzagOptionsForm value={{ ...zigzag.defaultOptions, board: spec }} onChange={choose} />
      </div>
      {built.ok ? (
        <Sheet
          game={game}
          kind="board"
          className="zigzag-board"
          title={
            spec.kind === 'generated'
              ? t('print.zigzag.generated', { seed: spec.seed })
              : t('zigzag.optStandard')
          }
          note={t('print.zigzag.material')}
        >
          <ZigzagBoard operations={Z.makeBoardRows(built.value)} players={[]} names={[]} />
        </Sheet>
      ) : (
        <p className="print-controls error" role="alert">
          {t('print.zigzag.badBoard', { message: built.error.message })}
        </p>
      )}
    </>
  );
}

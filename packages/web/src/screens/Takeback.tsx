import { useState } from 'react';
import type { Translate } from '../i18n';
import type { TableController } from '../session/table';

/**
 * "Reprendre mon coup", against the computer: takes back the person's last move and the computer's
 * reply. Shown only while the table offers it, which is never across dice or a draw, in a game with
 * hidden information, between two people or online (the table decides; this only asks).
 */
export function TakebackButton({ table, t }: { table: TableController; t: Translate }) {
  // The position a takeback went back to, to say so until anything else is played.
  const [takenBackAt, setTakenBackAt] = useState<number | null>(null);
  if (!table.takeBack) return null;
  const said = takenBackAt === table.revision;
  const takeBack = () => {
    if (table.takeBack?.().ok) setTakenBackAt(table.revision);
  };
  return (
    <>
      {table.canTakeBack && (
        <>
          <button
            type="button"
            className="button secondary"
            onClick={takeBack}
            title={t('play.takeBackHelp')}
            aria-describedby="takeback-help"
            data-testid="takeback"
          >
            {t('play.takeBack')}
          </button>
          <span id="takeback-help" className="sr-only">
            {t('play.takeBackHelp')}
          </span>
        </>
      )}
      <p role="status" className="hint takeback-said" data-testid="takeback-said">
        {said ? t('play.takenBack') : ''}
      </p>
    </>
  );
}

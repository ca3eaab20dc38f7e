import { useState } from 'react';
import type { Translate } from '../i18n';
import type { TableController } from '../session/table';

/**
 * "Reprendre mon coup": against the computer, takes back the person's last move and the computer's
 * reply; between two people, the one who just moved asks and the one to play agrees first (as on
 * Board Game Arena). Shown only while the table offers it, which is never across dice or a draw, in
 * a game with hidden information or online (the table decides; this only asks).
 */
export function TakebackButton({ table, t }: { table: TableController; t: Translate }) {
  // The position a takeback went back to, to say so until anything else is played.
  const [takenBackAt, setTakenBackAt] = useState<number | null>(null);
  // The position at which the mover asked the other person's consent.
  const [askedAt, setAskedAt] = useState<number | null>(null);
  if (!table.takeBack) return null;
  const offer = table.takebackOffer ?? null;
  const nameOf = (seat: number) => table.seats[seat]?.name ?? String(seat + 1);
  const takeBack = () => {
    setAskedAt(null);
    if (table.takeBack?.().ok) setTakenBackAt(table.revision);
  };
  const asking = offer?.consent != null && askedAt === table.revision;
  return (
    <>
      {offer && !asking && (
        <>
          <button
            type="button"
            className="button secondary"
            onClick={offer.consent === null ? takeBack : () => setAskedAt(table.revision)}
            title={t('play.takeBackHelp')}
            aria-describedby="takeback-help"
            data-testid="takeback"
          >
            {offer.consent === null ? t('play.takeBack') : t('play.takeBackOf', { name: nameOf(offer.seat) })}
          </button>
          <span id="takeback-help" className="sr-only">
            {t('play.takeBackHelp')}
          </span>
        </>
      )}
      {offer && asking && offer.consent !== null && (
        <div role="alertdialog" aria-labelledby="takeback-consent" data-testid="takeback-consent">
          <p id="takeback-consent">
            {t('play.takeBackConsent', { name: nameOf(offer.seat), other: nameOf(offer.consent) })}
          </p>
          <button type="button" className="button primary" onClick={takeBack} data-testid="takeback-yes">
            {t('play.takeBackYes')}
          </button>{' '}
          <button type="button" className="button secondary" onClick={() => setAskedAt(null)}>
            {t('play.takeBackNo')}
          </button>
        </div>
      )}
      <p role="status" className="hint takeback-said" data-testid="takeback-said">
        {takenBackAt === table.revision ? t('play.takenBack', { name: nameOf(table.acting ?? 0) }) : ''}
      </p>
    </>
  );
}

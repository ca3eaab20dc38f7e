import { Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import type { CatalogEntry } from '../catalog';
import { findEntry } from '../catalog';
import { useGame } from '../games/load';
import { useT } from '../i18n';
import { NotFound } from '../screens/NotFound';
import { seedFromPath } from './paths';
import { Sheet } from './Sheet';
import './print.css';

/**
 * Print-and-play: a game's material as A4 sheets (board, pieces to cut out, rules), printed with the
 * browser's own print and the print stylesheet. On screen the sheets show as paper pages below the
 * controls, which the printout leaves out.
 */
export default function PrintScreen({ id }: { id: string }) {
  const t = useT();
  const entry = findEntry(id);
  if (!entry) return <NotFound />;
  const game = t(entry.title);
  return (
    <div className="page print-page">
      <div className="print-controls">
        <h1>{t('print.heading', { game })}</h1>
        <p>{t('print.intro')}</p>
        <p className="hint">{t('print.howTo')}</p>
        <p className="actions">
          <button
            type="button"
            className="button primary big"
            onClick={() => window.print()}
            data-testid="print"
          >
            {t('print.print')}
          </button>
          <Link href={`/rules/${entry.id}`} className="button secondary">
            {t('home.rules')}
          </Link>
        </p>
      </div>
      <Suspense fallback={<p className="loading">{t('play.loading')}</p>}>
        <section className="print-doc" aria-label={t('print.sheets')}>
          <GameSheets entry={entry} game={game} />
          <RulesSheet entry={entry} game={game} />
        </section>
      </Suspense>
    </div>
  );
}

/** The entry's own sheets (one chunk per game, like the game screens). */
function GameSheets({ entry, game }: { entry: CatalogEntry; game: string }) {
  const [location] = useLocation();
  const { Sheets } = entry;
  return <Sheets game={game} options={entry.presetOptions} seed={seedFromPath(location)} />;
}

/** The game's own rules page, as the app shows it, on a sheet of its own. */
function RulesSheet({ entry, game }: { entry: CatalogEntry; game: string }) {
  const t = useT();
  const { Rules } = useGame(entry);
  return (
    <Sheet game={game} kind="rules" title={t('home.rules')}>
      <Rules />
    </Sheet>
  );
}

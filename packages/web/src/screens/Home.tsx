import { Link } from 'wouter';
import { useServices } from '../app/context';
import type { CatalogEntry } from '../catalog';
import { CATALOG } from '../catalog';
import { useT } from '../i18n';

/** A big friendly sign on each card; the piste ones show their finish square. */
const EMBLEMS: Readonly<Record<CatalogEntry['id'], string>> = {
  piste: '99',
  'petite-piste': '50',
  zigzag: '×2',
  'casse-tete': '¼',
  'casse-tete-solitaire': '6×5',
  finito: '12',
};

export function Home() {
  const t = useT();
  return (
    <div className="page">
      <p className="tagline">{t('app.tagline')}</p>
      <h1>{t('home.heading')}</h1>
      <ul className="cards">
        {CATALOG.map((entry) => (
          <GameCard key={entry.id} entry={entry} />
        ))}
      </ul>
    </div>
  );
}

function GameCard({ entry }: { entry: CatalogEntry }) {
  const t = useT();
  const { records } = useServices();
  const saved = records.load(entry.id) as { steps?: unknown[] } | undefined;
  const { min, max } = entry.players;
  const titleId = `title-${entry.id}`;
  return (
    <li className="card" aria-labelledby={titleId}>
      <div className={`emblem emblem-${entry.id}`} aria-hidden="true">
        {EMBLEMS[entry.id]}
      </div>
      <div className="card-body">
        <h2 id={titleId}>{t(entry.title)}</h2>
        <p>{t(entry.description)}</p>
        <p className="players">
          {min === max ? t('home.playersExact', { count: min }) : t('home.playersRange', { min, max })}
        </p>
        <div className="actions">
          <Link href={`/rules/${entry.id}`} className="button secondary">
            {t('home.rules')}
          </Link>
          <Link href={`/new/${entry.id}`} className="button primary" data-testid={`play-${entry.id}`}>
            {t('home.play')}
          </Link>
          {saved?.steps !== undefined && (
            <Link href={`/play/${entry.id}`} className="button secondary" data-testid={`resume-${entry.id}`}>
              {t('home.resume')}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}

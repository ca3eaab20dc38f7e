import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useServices } from '../app/context';
import type { CatalogEntry } from '../catalog';
import { CATALOG } from '../catalog';
import { useT } from '../i18n';
import type { RecordStore } from '../session/storage';
import '../tutorial/offer.css';
import { useTutorialProgress } from '../tutorial/progress';

export function Home() {
  const t = useT();
  return (
    <div className="page">
      <p className="tagline">{t('app.tagline')}</p>
      <h1>{t('home.heading')}</h1>
      <p className="actions">
        <Link href="/join" className="button secondary" data-testid="join-online">
          {t('online.joinLink')}
        </Link>{' '}
        <Link href="/class/join" className="button secondary" data-testid="join-class">
          {t('online.classJoin')}
        </Link>{' '}
        <Link href="/class/new" className="button secondary" data-testid="class-entry">
          {t('online.classEntry')}
        </Link>
        <Link href="/history" className="button secondary" data-testid="history-link">
          {t('replay.history')}
        </Link>
      </p>
      <ul className="cards">
        {CATALOG.map((entry) => (
          <GameCard key={entry.id} entry={entry} />
        ))}
      </ul>
    </div>
  );
}

/** Whether the entry's autosave is a record that replays: checked after the first paint, on demand. */
function useResumable(records: RecordStore, entry: CatalogEntry): boolean {
  const [resumable, setResumable] = useState(false);
  useEffect(() => {
    const saved = records.load(entry.id);
    if (!saved?.ok) return;
    let current = true;
    void import('../session/resumable')
      .then(({ isResumable }) => isResumable(entry, saved.value))
      .then((ok) => current && setResumable(ok))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [records, entry]);
  return resumable;
}

function GameCard({ entry }: { entry: CatalogEntry }) {
  const t = useT();
  const { records } = useServices();
  const resumable = useResumable(records, entry);
  const learned = useTutorialProgress().finished.includes(entry.id);
  const { min, max } = entry.players;
  const titleId = `title-${entry.id}`;
  return (
    <li className="card" aria-labelledby={titleId}>
      <div className={`emblem emblem-${entry.emblem.tone}`} aria-hidden="true">
        {entry.emblem.sign}
      </div>
      <div className="card-body">
        <h2 id={titleId}>
          {t(entry.title)}
          {learned && (
            <span className="learned" data-testid={`learned-${entry.id}`}>
              <span aria-hidden="true"> ✓</span>
              <span className="sr-only"> ({t('tutorial.finished')})</span>
            </span>
          )}
        </h2>
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
          {max > 1 ? (
            <Link
              href={`/online/${entry.id}`}
              className="button secondary"
              data-testid={`online-${entry.id}`}
            >
              {t('online.play')}
            </Link>
          ) : null}
          {entry.tutorial && (
            <Link href={`/learn/${entry.id}`} className="button secondary" data-testid={`learn-${entry.id}`}>
              {learned ? `✓ ${t('tutorial.learn')}` : t('tutorial.learn')}
            </Link>
          )}
          <Link href={`/print/${entry.id}`} className="button secondary" data-testid={`print-${entry.id}`}>
            {t('print.link')}
          </Link>
          {resumable && (
            <Link href={`/play/${entry.id}`} className="button secondary" data-testid={`resume-${entry.id}`}>
              {t('home.resume')}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}

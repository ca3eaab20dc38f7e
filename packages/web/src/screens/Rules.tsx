import { Link } from 'wouter';
import type { CatalogEntry } from '../catalog';
import { findEntry } from '../catalog';
import { useGame } from '../games/load';
import { useT } from '../i18n';
import { NotFound } from './NotFound';

export default function RulesScreen({ id }: { id: string }) {
  const t = useT();
  const entry = findEntry(id);
  if (!entry) return <NotFound />;
  return (
    <div className="page">
      <h1>{t('rules.heading', { game: t(entry.title) })}</h1>
      <LoadedRules entry={entry} />
      <p className="actions">
        <Link href={`/new/${entry.id}`} className="button primary big">
          {t('rules.play')}
        </Link>
        {entry.tutorial && (
          <Link href={`/learn/${entry.id}`} className="button secondary big" data-testid="learn-link">
            {t('tutorial.learn')}
          </Link>
        )}
        <Link href={`/print/${entry.id}`} className="button secondary" data-testid="print-link">
          {t('print.link')}
        </Link>
        {entry.Facts && (
          <Link href={`/facts/${entry.id}`} className="button secondary" data-testid="facts-link">
            {t('rules.facts')}
          </Link>
        )}
      </p>
    </div>
  );
}

function LoadedRules({ entry }: { entry: CatalogEntry }) {
  const game = useGame(entry);
  return <game.Rules />;
}

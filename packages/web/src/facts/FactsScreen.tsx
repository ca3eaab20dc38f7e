import { Suspense, useEffect } from 'react';
import { Link } from 'wouter';
import { findEntry } from '../catalog';
import { useT } from '../i18n';
import { NotFound } from '../screens/NotFound';
import { useFactsWords } from './words';
import './facts.css';

/**
 * "Ce que l'on sait": what the engine proves about a game (issue 33), each figure with a "pourquoi"
 * to project in class. Each game's figures are its plugin's `Facts` component (one chunk each); they
 * come from facts.json, written from the engine at build time. The page prints as it shows (facts.css).
 */
export default function FactsScreen({ id }: { id: string }) {
  const appT = useT();
  const { t } = useFactsWords();
  useEffect(openTablesToPrint, []);
  const entry = findEntry(id);
  const Facts = entry?.Facts;
  if (!entry || !Facts) return <NotFound />;
  return (
    <div className="page facts-page">
      <h1>{t('facts.heading', { game: appT(entry.title) })}</h1>
      <p>{t('facts.intro')}</p>
      <p className="actions facts-controls">
        <button type="button" className="button primary" onClick={() => window.print()}>
          {t('facts.print')}
        </button>
        <Link href={`/rules/${entry.id}`} className="button secondary">
          {t('facts.rules')}
        </Link>
      </p>
      <Suspense fallback={<p className="loading">{appT('play.loading')}</p>}>
        <Facts options={entry.presetOptions} />
      </Suspense>
    </div>
  );
}

/** A printout shows every table, folded or not. */
function openTablesToPrint(): () => void {
  const open = () => {
    for (const details of document.querySelectorAll<HTMLDetailsElement>('.facts-page details'))
      details.open = true;
  };
  window.addEventListener('beforeprint', open);
  return () => window.removeEventListener('beforeprint', open);
}

import { useEffect } from 'react';
import { Link } from 'wouter';
import type { CatalogEntry } from '../catalog';
import { findEntry } from '../catalog';
import { useT } from '../i18n';
import { NotFound } from '../screens/NotFound';
import { GAMES_WITH_FACTS } from './available';
import { FinitoFacts } from './FinitoFacts';
import { PisteFacts } from './PisteFacts';
import { SolitaireFacts } from './SolitaireFacts';
import { useFactsWords } from './words';
import './facts.css';

/**
 * "Ce que l'on sait": what the engine proves about a game (issue 33), each figure with a "pourquoi"
 * to project in class. The figures come from facts.json, written from the engine at build time.
 * The page prints as it shows (facts.css).
 */
export default function FactsScreen({ id }: { id: string }) {
  const appT = useT();
  const { t } = useFactsWords();
  useEffect(openTablesToPrint, []);
  const entry = findEntry(id);
  if (!entry || !GAMES_WITH_FACTS.has(entry.engineId)) return <NotFound />;
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
      <GameFacts entry={entry} />
    </div>
  );
}

function GameFacts({ entry }: { entry: CatalogEntry }) {
  if (entry.engineId === 'piste')
    return <PisteFacts first={entry.presetOptions?.board === 'petite' ? 'petite' : 'grande'} />;
  if (entry.engineId === 'finito') return <FinitoFacts />;
  return <SolitaireFacts />;
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

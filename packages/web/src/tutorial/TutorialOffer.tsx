import './offer.css';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { CatalogEntry } from '../catalog';
import { useT } from '../i18n';
import { markOffered, wasOffered } from './progress';

/** On the first visit to a game, the offer to learn it by playing its tutorial (shown once). */
export function TutorialOffer({ entry }: { entry: CatalogEntry }) {
  const t = useT();
  // Read once: the offer stays for this visit after it is recorded as made.
  const [firstVisit] = useState(() => entry.tutorial !== undefined && !wasOffered(entry.id));
  useEffect(() => {
    if (firstVisit) markOffered(entry.id);
  }, [firstVisit, entry.id]);
  if (!firstVisit) return null;
  return (
    <aside className="tutorial-offer" data-testid="tutorial-offer">
      <p>{t('tutorial.offer')}</p>
      <Link href={`/learn/${entry.id}`} className="button primary big">
        {t('tutorial.learn')}
      </Link>
    </aside>
  );
}

import { Link } from 'wouter';
import { useT } from '../i18n';

export function NotFound() {
  const t = useT();
  return (
    <div className="page">
      <h1>{t('play.noGame')}</h1>
      <Link href="/" className="button primary">
        {t('nav.home')}
      </Link>
    </div>
  );
}

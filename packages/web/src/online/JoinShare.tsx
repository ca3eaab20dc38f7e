import { useState } from 'react';
import type { MessageId } from '../i18n';
import { useT } from '../i18n';
import { QrCode } from './QrCode';

/**
 * A join code in large type (read out sign by sign), the link, its QR code and a copy button: the
 * waiting room's and the class dashboard's, the latter on a whiteboard.
 */
export function JoinShare({
  code,
  link,
  title,
  help,
}: {
  code: string;
  link: string;
  title: MessageId;
  help: MessageId;
}) {
  const t = useT();
  const [copied, setCopied] = useState<'online.copied' | 'online.copyFailed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('online.copied');
    } catch {
      setCopied('online.copyFailed');
    }
  };
  return (
    <section className="join-share" aria-labelledby="code-title">
      <h3 id="code-title">{t(title)}</h3>
      <p className="join-code" data-testid="join-code-shown" data-code={code}>
        <span aria-hidden="true">
          {code.slice(0, 3)}
          <span className="join-code-gap"> </span>
          {code.slice(3)}
        </span>
        <span className="sr-only">{[...code].join(' ')}</span>
      </p>
      <p className="hint">{t(help)}</p>
      <QrCode text={link} label={t('online.qr')} />
      <p className="join-link">
        <span>{t('online.link')}</span>{' '}
        <a href={link} data-testid="join-link">
          {link}
        </a>
      </p>
      <button type="button" className="button secondary" onClick={copy} data-testid="copy-link">
        {t('online.copy')}
      </button>
      <p role="status" className="hint">
        {copied && t(copied)}
      </p>
    </section>
  );
}

/** The app's address without a trailing slash, for links to share. */
export function appOrigin(): string {
  return `${window.location.origin}${window.location.pathname.replace(/\/$/, '')}`;
}

import { useEffect, useRef } from 'react';
import { useT } from '../i18n';

/**
 * Asked when a link carries another credential than the one this device keeps for the same table
 * or class: the device's own is kept unless the player says otherwise.
 */
export function LinkChoice({ onChoose }: { onChoose: (useLink: boolean) => void }) {
  const t = useT();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keep.current?.focus();
  }, []);
  return (
    <div className="page narrow">
      <div role="alertdialog" aria-labelledby="link-choice" data-testid="link-choice">
        <p id="link-choice">{t('online.linkOther')}</p>
        <button
          ref={keep}
          type="button"
          className="button primary big"
          onClick={() => onChoose(false)}
          data-testid="link-keep"
        >
          {t('online.linkKeep')}
        </button>{' '}
        <button
          type="button"
          className="button secondary"
          onClick={() => onChoose(true)}
          data-testid="link-use"
        >
          {t('online.linkUse')}
        </button>
      </div>
    </div>
  );
}

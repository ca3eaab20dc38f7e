import { useEffect, useRef } from 'react';
import { useT } from '../i18n';

/**
 * "Annuler la sélection": shown while a player holds a choice that is not played yet (a token picked,
 * a cell chosen before its confirmation). The button and the Escape key, from anywhere on the page,
 * let go of it; nothing was played, so nothing is taken back.
 */
export function CancelSelection({ onCancel }: { onCancel: () => void }) {
  const t = useT();
  // The latest callback, so the key listener is added once per selection, not once per render.
  const cancel = useRef(onCancel);
  cancel.current = onCancel;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      cancel.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="cancel-selection">
      <button type="button" className="button secondary" onClick={onCancel} data-testid="cancel-selection">
        {t('play.cancelSelection')}
      </button>
      <p className="hint">{t('play.cancelSelectionHelp')}</p>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import type { Translate } from '../i18n';

/**
 * The teacher's "are you sure?" for what cannot be undone (ending the séance, stopping running
 * tables, deleting): said on the page, where a whiteboard shows it, rather than in a browser popup.
 * The safe answer has the focus, so Enter by mistake changes nothing.
 */
export function Confirm({
  text,
  confirm,
  onConfirm,
  onCancel,
  t,
}: {
  text: string;
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
  t: Translate;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancel.current?.focus();
  }, []);
  return (
    <div
      role="alertdialog"
      aria-labelledby="class-confirm-text"
      className="class-confirm"
      data-testid="class-confirm"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id="class-confirm-text">{text}</p>
      <button type="button" className="button primary" onClick={onConfirm} data-testid="class-confirm-yes">
        {confirm}
      </button>{' '}
      <button
        ref={cancel}
        type="button"
        className="button secondary"
        onClick={onCancel}
        data-testid="class-confirm-no"
      >
        {t('class.confirmCancel')}
      </button>
    </div>
  );
}

import { useT } from '../i18n';

/**
 * The creator's choice: hints allowed or not. `allowed` is null until the box is touched, so the
 * box follows the default (off between people only) while seats change, as the server would apply.
 */
export function HintsChoice({
  allowed,
  onChange,
  help,
  testId,
}: {
  allowed: boolean;
  onChange: (allowed: boolean) => void;
  help: 'hint.allowHelp' | 'hint.allowClass';
  testId: string;
}) {
  const t = useT();
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={allowed}
        onChange={(e) => onChange(e.currentTarget.checked)}
        aria-describedby={`${testId}-help`}
        data-testid={testId}
      />{' '}
      {t('hint.allow')}
      <span id={`${testId}-help`} className="hint">
        {' '}
        ({t(help)})
      </span>
    </label>
  );
}

import type { MessageId } from '../i18n';
import { useT } from '../i18n';

/**
 * The name a person shows at an online table or in a class (24 characters, as the server allows):
 * "Ton nom" by default, "Ton prénom (ou un surnom)" for a pupil.
 */
export function NameField({
  value,
  onChange,
  testId,
  label = 'online.yourName',
}: {
  value: string;
  onChange: (name: string) => void;
  testId: string;
  label?: MessageId;
}) {
  const t = useT();
  return (
    <label className="text-field">
      <span>{t(label)}</span>
      <input
        type="text"
        value={value}
        maxLength={24}
        autoComplete="given-name"
        placeholder={t('online.namePlaceholder')}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      />
    </label>
  );
}

/**
 * A join code as a child types it (a table's or a class's): in capitals, no spelling help, with the
 * hint that case, spaces and look-alike characters do not matter.
 */
export function CodeField({
  value,
  onChange,
  testId,
  label,
}: {
  value: string;
  onChange: (code: string) => void;
  testId: string;
  label: MessageId;
}) {
  const t = useT();
  const hintId = `${testId}-hint`;
  return (
    <>
      <label className="text-field">
        <span>{t(label)}</span>
        <input
          type="text"
          className="join-code-input"
          value={value}
          maxLength={32}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.currentTarget.value)}
          data-testid={testId}
        />
      </label>
      <p id={hintId} className="hint">
        {t('online.codeHint')}
      </p>
    </>
  );
}

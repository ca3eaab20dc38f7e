import { useT } from '../i18n';

/** "Ton prénom": the name a person shows at an online table (24 characters, as the server allows). */
export function NameField({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (name: string) => void;
  testId: string;
}) {
  const t = useT();
  return (
    <label className="text-field">
      <span>{t('online.yourName')}</span>
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

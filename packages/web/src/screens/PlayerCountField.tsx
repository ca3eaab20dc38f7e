import { useT } from '../i18n';

/** How many players, for a game whose count may vary: one choice per count (nothing when fixed). */
export function PlayerCountField({
  min,
  max,
  count,
  onChange,
}: {
  min: number;
  max: number;
  count: number;
  onChange: (count: number) => void;
}) {
  const t = useT();
  if (min === max) return null;
  return (
    <fieldset className="field">
      <legend>{t('new.players')}</legend>
      <div className="segmented">
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
          <label key={n} className="choice">
            <input type="radio" name="count" value={n} checked={count === n} onChange={() => onChange(n)} />
            <span>{n}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import type { CasseTete as CT } from '@ludimaths/engine';
import { Link } from 'wouter';
import { useT } from '../../i18n';

export function CasseTeteOptionsForm({
  value,
  onChange,
}: {
  value: CT.CasseTeteOptions;
  onChange: (value: CT.CasseTeteOptions) => void;
}) {
  const t = useT();
  return (
    <>
      <fieldset className="field">
        <legend>{t('casse-tete.rotationOption')}</legend>
        <div className="segmented">
          {[true, false].map((rotation) => (
            <label key={String(rotation)} className="choice">
              <input
                type="radio"
                name="rotation"
                value={String(rotation)}
                checked={value.rotation === rotation}
                onChange={() => onChange({ ...value, rotation })}
                data-testid={`rotation-${rotation ? 'on' : 'off'}`}
              />
              <span>{t(rotation ? 'casse-tete.rotationOn' : 'casse-tete.rotationOff')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p>
        <Link href="/solitaire" className="button secondary">
          {t('casse-tete.solitaireLink')}
        </Link>
      </p>
    </>
  );
}

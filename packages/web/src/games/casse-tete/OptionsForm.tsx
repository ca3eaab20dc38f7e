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
      <RotationField value={value.rotation} onChange={(rotation) => onChange({ ...value, rotation })} />
      <p>
        <Link href="/new/casse-tete-solitaire" className="button secondary">
          {t('casse-tete.solitaireLink')}
        </Link>
      </p>
    </>
  );
}

/** Whether tokens may be turned: the option both Casse-tête games share. */
export function RotationField({
  value,
  onChange,
}: {
  value: boolean;
  onChange: (rotation: boolean) => void;
}) {
  const t = useT();
  return (
    <fieldset className="field">
      <legend>{t('casse-tete.rotationOption')}</legend>
      <div className="segmented">
        {[true, false].map((rotation) => (
          <label key={String(rotation)} className="choice">
            <input
              type="radio"
              name="rotation"
              value={String(rotation)}
              checked={value === rotation}
              onChange={() => onChange(rotation)}
              data-testid={`rotation-${rotation ? 'on' : 'off'}`}
            />
            <span>{t(rotation ? 'casse-tete.rotationOn' : 'casse-tete.rotationOff')}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

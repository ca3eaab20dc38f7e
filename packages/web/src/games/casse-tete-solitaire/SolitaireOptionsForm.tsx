import type { CasseTeteSolitaire as CS } from '@ludimaths/engine';
import { CasseTeteSolitaire } from '@ludimaths/engine';
import { useT } from '../../i18n';
import { RotationField } from '../casse-tete/OptionsForm';

/** The rectangle (rows × cols = 30) and whether tokens may be turned. */
export function SolitaireOptionsForm({
  value,
  onChange,
}: {
  value: CS.SolitaireOptions;
  onChange: (value: CS.SolitaireOptions) => void;
}) {
  const t = useT();
  return (
    <>
      <fieldset className="field">
        <legend>{t('casse-tete.sol.shape')}</legend>
        <div className="segmented">
          {CasseTeteSolitaire.SOLITAIRE_SHAPES.map(([rows, cols]) => (
            <label key={`${rows}x${cols}`} className="choice">
              <input
                type="radio"
                name="shape"
                checked={value.rows === rows && value.cols === cols}
                onChange={() => onChange({ ...value, rows, cols })}
                data-testid={`shape-${rows}x${cols}`}
              />
              <span>{t('casse-tete.sol.shapeName', { rows, cols })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <RotationField value={value.rotation} onChange={(rotation) => onChange({ ...value, rotation })} />
    </>
  );
}

import type { Finito } from '@ludimaths/engine';
import { useT } from '../../i18n';

const DEFAULT_TARGET = 30;

/** One round or a match to a target score, and the passing option of the movement phase. */
export function FinitoOptionsForm({
  value,
  onChange,
}: {
  value: Finito.FinitoOptions;
  onChange: (value: Finito.FinitoOptions) => void;
}) {
  const t = useT();
  const match = value.targetScore !== null;
  return (
    <>
      <fieldset className="field">
        <legend>{t('finito.optRounds')}</legend>
        <div className="segmented">
          <label className="choice">
            <input
              type="radio"
              name="finito-rounds"
              checked={!match}
              onChange={() => onChange({ ...value, targetScore: null })}
              data-testid="finito-single"
            />
            <span>{t('finito.optSingle')}</span>
          </label>
          <label className="choice">
            <input
              type="radio"
              name="finito-rounds"
              checked={match}
              onChange={() => onChange({ ...value, targetScore: DEFAULT_TARGET })}
              data-testid="finito-match"
            />
            <span>{t('finito.optMatch')}</span>
          </label>
        </div>
        {match && (
          <label className="text-field">
            <span>{t('finito.optTarget')}</span>
            <input
              type="number"
              min={1}
              max={500}
              inputMode="numeric"
              value={value.targetScore ?? DEFAULT_TARGET}
              data-testid="finito-target"
              onChange={(e) => {
                const n = Math.round(Number(e.currentTarget.value));
                onChange({ ...value, targetScore: Number.isFinite(n) && n >= 1 ? Math.min(n, 500) : 1 });
              }}
            />
          </label>
        )}
      </fieldset>
      <div className="field toggle">
        <input
          id="finito-passing"
          type="checkbox"
          role="switch"
          checked={value.movementPassing}
          aria-checked={value.movementPassing}
          aria-describedby="finito-passing-hint"
          data-testid="finito-passing"
          onChange={(e) => onChange({ ...value, movementPassing: e.currentTarget.checked })}
        />
        <label htmlFor="finito-passing">{t('finito.optPassing')}</label>
        <p id="finito-passing-hint" className="hint">
          {t('finito.optPassingHint')}
        </p>
      </div>
    </>
  );
}

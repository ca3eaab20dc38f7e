import { useReducedMotion, useSettings } from '../app/context';
import type { Locale } from '../i18n';
import { LOCALES, useT } from '../i18n';

export function SettingsScreen() {
  const t = useT();
  const [settings, set] = useSettings();
  const reduced = useReducedMotion();
  return (
    <div className="page narrow">
      <h1>{t('settings.heading')}</h1>
      <fieldset className="field">
        <legend>{t('settings.language')}</legend>
        <div className="segmented">
          {LOCALES.map((locale: Locale) => (
            <label key={locale} className="choice">
              <input
                type="radio"
                name="locale"
                value={locale}
                checked={settings.locale === locale}
                onChange={() => set({ locale })}
              />
              <span lang={locale}>{t(`lang.${locale}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Toggle
        id="motion"
        label={t('settings.motion')}
        hint={t('settings.motionHint')}
        checked={reduced}
        onChange={(value) => set({ reducedMotion: value })}
      />
      <Toggle
        id="projector"
        label={t('settings.projector')}
        hint={t('settings.projectorHint')}
        checked={settings.projector}
        onChange={(value) => set({ projector: value })}
      />
      <p className="hint">{t('settings.saved')}</p>
    </div>
  );
}

/** A switch: a native checkbox with role="switch", so keyboards and screen readers know it. */
function Toggle(props: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <div className="field toggle">
      <input
        id={props.id}
        type="checkbox"
        role="switch"
        checked={props.checked}
        aria-checked={props.checked}
        aria-describedby={`${props.id}-hint`}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      <label htmlFor={props.id}>{props.label}</label>
      <p id={`${props.id}-hint`} className="hint">
        {props.hint}
      </p>
    </div>
  );
}

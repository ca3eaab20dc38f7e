import type { TeacherView } from '@ludimaths/protocol';
import { useT } from '../i18n';

/** The turn limits a teacher may pick, in seconds (0: none); a computer then plays for the pupil. */
export const TURN_LIMITS_S = [0, 30, 60, 120, 300] as const;

export function TurnLimitField({ seconds, onChange }: { seconds: number; onChange: (s: number) => void }) {
  const t = useT();
  return (
    <label className="text-field">
      <span>{t('class.turnLimit')}</span>
      <select
        value={seconds}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        aria-describedby="class-turn-limit-help"
        data-testid="class-turn-limit"
      >
        {TURN_LIMITS_S.map((s) => (
          <option key={s} value={s}>
            {s === 0 ? t('class.turnLimitNone') : t('class.turnLimitSeconds', { seconds: s })}
          </option>
        ))}
      </select>
      <span id="class-turn-limit-help" className="hint">
        {t('class.turnLimitHelp')}
      </span>
    </label>
  );
}

/** The séance's rules as the teacher set them, on the dashboard. */
export function SeanceRules({ view }: { view: TeacherView }) {
  const t = useT();
  const level =
    view.level === 'random' || view.level === 'greedy' ? view.level : t(`new.level.${view.level}`);
  const limit =
    view.turnLimitMs === null
      ? t('class.rulesNoLimit')
      : t('class.rulesLimit', { seconds: Math.round(view.turnLimitMs / 1000) });
  return (
    <p className="hint" data-testid="class-rules" data-hints={view.hints}>
      {t('class.rules', { hints: String(view.hints), level, limit })}
    </p>
  );
}

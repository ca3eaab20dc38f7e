import type { BotName } from '@ludimaths/engine';
import { BOT_LEVELS } from '@ludimaths/engine';
import { useT } from '../i18n';

/**
 * The computer's level, one choice per level. Inside a fieldset whose legend names it, leave
 * `labelled` off; alone beside other choices, the group says it is the level.
 */
export function LevelField({
  name,
  level,
  onChange,
  labelled = true,
  describedBy,
  testId,
}: {
  /** The radio group's name: unique in the form. */
  name: string;
  level: BotName;
  onChange: (level: BotName) => void;
  labelled?: boolean;
  /** The id of a level's description, if it has one. */
  describedBy?: (level: BotName) => string | undefined;
  testId?: (level: BotName) => string;
}) {
  const t = useT();
  return (
    <div className="segmented" {...(labelled ? { role: 'radiogroup', 'aria-label': t('new.level') } : {})}>
      {BOT_LEVELS.map((l) => (
        <label key={l} className="choice">
          <input
            type="radio"
            name={name}
            value={l}
            checked={level === l}
            onChange={() => onChange(l)}
            aria-describedby={describedBy?.(l)}
            data-testid={testId?.(l)}
          />
          <span>{t(`new.level.${l}`)}</span>
        </label>
      ))}
    </div>
  );
}

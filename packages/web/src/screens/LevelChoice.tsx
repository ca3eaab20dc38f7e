import type { BotName } from '@ludimaths/engine';
import { BOT_LEVELS } from '@ludimaths/engine';
import { useT } from '../i18n';
import { levelAbout } from '../i18n/levels';

/**
 * The computer's level, each described in one line for this game: the chosen level's line shows under
 * the buttons, and every button is described by its own line (`aria-describedby`, read even while the
 * line is hidden) so a screen reader hears what a level does before choosing it.
 */
export function LevelChoice(props: {
  seat: number;
  level: BotName;
  engineId: string;
  onChange: (level: BotName) => void;
}) {
  const t = useT();
  const { seat, engineId } = props;
  const aboutId = (level: BotName) => `level-about-${seat}-${level}`;
  return (
    <>
      <div className="segmented" role="radiogroup" aria-label={t('new.level')}>
        {BOT_LEVELS.map((level) => (
          <label key={level} className="choice">
            <input
              type="radio"
              name={`level-${seat}`}
              value={level}
              checked={props.level === level}
              onChange={() => props.onChange(level)}
              aria-describedby={levelAbout(engineId, level) && aboutId(level)}
              data-testid={`level-${seat}-${level}`}
            />
            <span>{t(`new.level.${level}`)}</span>
          </label>
        ))}
      </div>
      {BOT_LEVELS.map((level) => {
        const about = levelAbout(engineId, level);
        return (
          about && (
            <p
              key={level}
              id={aboutId(level)}
              className="hint level-about"
              hidden={props.level !== level}
              data-testid={aboutId(level)}
            >
              {t(about)}
            </p>
          )
        );
      })}
    </>
  );
}

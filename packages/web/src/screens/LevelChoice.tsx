import type { BotName } from '@ludimaths/engine';
import { BOT_LEVELS } from '@ludimaths/engine';
import { useT } from '../i18n';
import { levelAbout } from '../i18n/levels';
import { LevelField } from './LevelField';

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
      <LevelField
        name={`level-${seat}`}
        level={props.level}
        onChange={props.onChange}
        describedBy={(level) => (levelAbout(engineId, level) ? aboutId(level) : undefined)}
        testId={(level) => `level-${seat}-${level}`}
      />
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

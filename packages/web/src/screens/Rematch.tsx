import type { BotName, Seat } from '@ludimaths/engine';
import { DEFAULT_BOT_LEVEL } from '@ludimaths/engine';
import { useState } from 'react';
import { useT } from '../i18n';
import type { SeatSetup } from '../session/seats';
import { PawnIcon } from '../ui/PawnIcon';
import { LevelChoice } from './LevelChoice';

/** What the rematch form chose: the same people, the computers' levels, and who starts. */
export interface Rematch {
  readonly seats: readonly SeatSetup[];
  /** The agreed starter, or null when the dice decide (the rules' roll-off). */
  readonly starter: Seat | null;
}

/**
 * "Revanche" in one press with the defaults (the same players, the one who came last starts); the
 * choices fold away below it, so the end panel does not push the board off the screen.
 */
export function RematchForm(props: {
  seats: readonly SeatSetup[];
  engineId: string;
  /** Whether the game may skip its roll-off for an agreed starter. */
  agreedStarter: boolean;
  /** The proposed starter. */
  starter: Seat;
  onRematch: (rematch: Rematch) => void;
}) {
  const t = useT();
  const { seats } = props;
  const offerStarter = props.agreedStarter && seats.length > 1;
  const [starter, setStarter] = useState<Seat | null>(offerStarter ? props.starter : null);
  const [levels, setLevels] = useState<readonly BotName[]>(() =>
    seats.map((seat) => seat.level ?? DEFAULT_BOT_LEVEL),
  );
  const computers = seats.flatMap((seat, index) => (seat.kind === 'computer' ? [index] : []));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = seats.map((seat, i) => (seat.kind === 'computer' ? { ...seat, level: levels[i] } : seat));
    props.onRematch({ seats: next, starter });
  };
  const summary = !offerStarter
    ? t('end.levelsOnly')
    : starter === null
      ? t('end.rematchDice')
      : t('end.rematchStarter', { name: seats[starter]?.name ?? '' });
  return (
    <form className="rematch" onSubmit={submit} data-testid="rematch">
      <button type="submit" className="button primary big" data-testid="again">
        {t(seats.length > 1 ? 'end.rematch' : 'end.again')}
      </button>
      {(offerStarter || computers.length > 0) && (
        <details className="rematch-options">
          <summary data-testid="rematch-summary">
            {summary}
            {' · '}
            <span className="link-like">{t('end.rematchChange')}</span>
          </summary>
          {offerStarter && (
            <fieldset className="field">
              <legend>{t('end.starter')}</legend>
              <div className="segmented">
                {seats.map((seat, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
                  <label key={i} className="choice">
                    <input
                      type="radio"
                      name="rematch-starter"
                      checked={starter === i}
                      onChange={() => setStarter(i)}
                      data-testid={`starter-${i}`}
                    />
                    <span>
                      <PawnIcon seat={i} size={20} /> {seat.name}
                    </span>
                  </label>
                ))}
                <label className="choice">
                  <input
                    type="radio"
                    name="rematch-starter"
                    checked={starter === null}
                    onChange={() => setStarter(null)}
                    data-testid="starter-dice"
                  />
                  <span>{t('end.starterDice')}</span>
                </label>
              </div>
            </fieldset>
          )}
          {computers.map((seat) => (
            <fieldset key={seat} className="field">
              <legend>{t('end.levelOf', { name: seats[seat]?.name ?? '' })}</legend>
              <LevelChoice
                seat={seat}
                level={levels[seat] ?? DEFAULT_BOT_LEVEL}
                engineId={props.engineId}
                onChange={(level) => setLevels((all) => all.map((l, i) => (i === seat ? level : l)))}
              />
            </fieldset>
          ))}
        </details>
      )}
    </form>
  );
}

import type { BotName } from '@ludimaths/engine';
import { BOT_LEVELS, DEFAULT_BOT_LEVEL } from '@ludimaths/engine';
import type { SeatSpec } from '@ludimaths/protocol';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { CatalogEntry } from '../catalog';
import { findEntry } from '../catalog';
import { useGame } from '../games/load';
import type { AnyWebGame } from '../games/types';
import { useT } from '../i18n';
import { NotFound } from '../screens/NotFound';
import { PlayerCountField } from '../screens/PlayerCountField';
import { PawnIcon } from '../ui/PawnIcon';
import { onlineApi } from './api';
import { playableOnline } from './catalog';
import { NameField } from './NameField';
import { problemMessage } from './problems';
import { heldSeats } from './seats-store';

type Kind = 'human' | 'computer';

/** Creating an online table: the game's options, who sits where, and the creator's name. */
export default function OnlineNewScreen({ id }: { id: string }) {
  const entry = findEntry(id);
  if (!entry || !playableOnline(entry)) return <NotFound />;
  return <OnlineNewForm entry={entry} />;
}

function OnlineNewForm({ entry }: { entry: CatalogEntry }) {
  const t = useT();
  const game = useGame(entry) as AnyWebGame;
  const [, navigate] = useLocation();
  const { min, max } = entry.players;
  const [count, setCount] = useState(Math.max(min, Math.min(2, max)));
  const [name, setName] = useState('');
  const [seats, setSeats] = useState(() =>
    Array.from({ length: max }, () => ({ kind: 'human' as Kind, level: DEFAULT_BOT_LEVEL as BotName })),
  );
  const [options, setOptions] = useState<unknown>(() => ({
    ...(game.definition.defaultOptions as object),
    ...entry.presetOptions,
  }));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const update = (index: number, patch: Partial<(typeof seats)[number]>) =>
    setSeats((all) => all.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const specs: SeatSpec[] = seats
      .slice(0, count)
      .map((s, i) =>
        i === 0
          ? { kind: 'human', ...(name.trim() ? { name: name.trim() } : {}) }
          : s.kind === 'human'
            ? { kind: 'human' }
            : { kind: 'computer', level: s.level },
      );
    const made = await onlineApi.create({
      game: entry.engineId,
      options: options as Record<string, unknown>,
      seats: specs,
    });
    setBusy(false);
    if (!made.ok) {
      const id = problemMessage(made.problem);
      setProblem(id ? t(id) : t('online.failed', { message: made.message }));
      return;
    }
    heldSeats().set(made.value.table.id, { credential: made.value.credential, seat: made.value.seat });
    navigate(`/table/${made.value.table.id}`);
  };

  const Options = game.OptionsForm;
  return (
    <div className="page narrow">
      <h1>{t('online.newHeading', { game: t(entry.title) })}</h1>
      <p>{t('online.newIntro')}</p>
      <form onSubmit={create} className="new-game">
        <NameField value={name} onChange={setName} testId="online-name" />
        <PlayerCountField min={min} max={max} count={count} onChange={setCount} />
        {seats.slice(1, count).map((seat, index) => {
          const i = index + 1;
          return (
            <fieldset key={i} className="field seat">
              <legend>
                <PawnIcon seat={i} /> {t('new.seat', { n: i + 1 })}
              </legend>
              <div className="segmented" role="radiogroup" aria-label={t('new.kind')}>
                {(['human', 'computer'] as const).map((kind) => (
                  <label key={kind} className="choice">
                    <input
                      type="radio"
                      name={`kind-${i}`}
                      value={kind}
                      checked={seat.kind === kind}
                      onChange={() => update(i, { kind })}
                      data-testid={`online-kind-${i}-${kind}`}
                    />
                    <span>{t(kind === 'human' ? 'online.friend' : 'new.computer')}</span>
                  </label>
                ))}
              </div>
              {seat.kind === 'computer' && (
                <div className="segmented" role="radiogroup" aria-label={t('new.level')}>
                  {BOT_LEVELS.map((level) => (
                    <label key={level} className="choice">
                      <input
                        type="radio"
                        name={`level-${i}`}
                        value={level}
                        checked={seat.level === level}
                        onChange={() => update(i, { level })}
                      />
                      <span>{t(`new.level.${level}`)}</span>
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
          );
        })}
        {Options && (
          <div className="options">
            <Options value={options} onChange={setOptions} />
          </div>
        )}
        {problem && (
          <p role="alert" className="error" data-testid="online-problem">
            {problem}
          </p>
        )}
        <button type="submit" className="button primary big" disabled={busy} data-testid="online-create">
          {busy ? t('online.creating') : t('online.create')}
        </button>
      </form>
    </div>
  );
}

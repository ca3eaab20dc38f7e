import type { BotName } from '@ludimaths/engine';
import { DEFAULT_BOT_LEVEL } from '@ludimaths/engine';
import type { SeatSpec } from '@ludimaths/protocol';
import { hintsByDefault } from '@ludimaths/protocol';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { CatalogEntry } from '../catalog';
import { findEntry } from '../catalog';
import { useGame } from '../games/load';
import type { AnyWebGame } from '../games/types';
import { useT } from '../i18n';
import { LevelField } from '../screens/LevelField';
import { NotFound } from '../screens/NotFound';
import { PlayerCountField } from '../screens/PlayerCountField';
import { PawnIcon } from '../ui/PawnIcon';
import { onlineApi } from './api';
import { FormEnd, useCreateForm } from './CreateForm';
import { playableOnline } from './catalog';
import { HintsChoice } from './HintsChoice';
import { NameField } from './NameField';
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
  const form = useCreateForm(game, entry, 'online');
  // Null until the creator ticks or unticks the box: then the default follows the seats.
  const [hintsChosen, setHints] = useState<boolean | null>(null);
  const update = (index: number, patch: Partial<(typeof seats)[number]>) =>
    setSeats((all) => all.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  const create = (event: React.FormEvent) => {
    event.preventDefault();
    const specs: SeatSpec[] = seats
      .slice(0, count)
      .map((s, i) =>
        i === 0
          ? { kind: 'human', ...(name.trim() ? { name: name.trim() } : {}) }
          : s.kind === 'human'
            ? { kind: 'human' }
            : { kind: 'computer', level: s.level },
      );
    const hints = hintsChosen ?? hintsByDefault(specs);
    const request = { game: entry.engineId, options: form.options, seats: specs, hints };
    void form.submit(onlineApi.create(request), (made) => {
      heldSeats().set(made.table.id, { credential: made.credential, seat: made.seat });
      navigate(`/table/${made.table.id}`);
    });
  };

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
                <LevelField
                  name={`level-${i}`}
                  level={seat.level}
                  onChange={(level) => update(i, { level })}
                />
              )}
            </fieldset>
          );
        })}
        <HintsChoice
          allowed={hintsChosen ?? hintsByDefault(seats.slice(0, count))}
          onChange={setHints}
          help="hint.allowHelp"
          testId="online-hints"
        />
        <FormEnd form={form} />
      </form>
    </div>
  );
}

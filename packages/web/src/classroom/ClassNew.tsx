import './register';
import type { BotName } from '@ludimaths/engine';
import { DEFAULT_BOT_LEVEL } from '@ludimaths/engine';
import { Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import type { CatalogEntry } from '../catalog';
import { CATALOG } from '../catalog';
import { useGame } from '../games/load';
import type { AnyWebGame } from '../games/types';
import { useT } from '../i18n';
import { FormEnd, useCreateForm } from '../online/CreateForm';
import { playableOnline } from '../online/catalog';
import { HintsChoice } from '../online/HintsChoice';
import { LevelField } from '../screens/LevelField';
import { classApi, classCredentials } from './api';
import { TurnLimitField } from './SeanceRules';

const ENTRIES = CATALOG.filter(playableOnline);
const SIZES = [1, 2, 3, 4] as const;

/** The teacher's form: a game and its options, the group size, computers to fill groups. */
export default function ClassNewScreen() {
  const t = useT();
  const [entryId, setEntryId] = useState<CatalogEntry['id'] | undefined>(
    () => ENTRIES.find((e) => e.suggestedForClasses)?.id,
  );
  const entry = ENTRIES.find((e) => e.id === entryId) ?? (ENTRIES[0] as CatalogEntry);
  return (
    <div className="page narrow">
      <h1>{t('class.newHeading')}</h1>
      <p>{t('class.newIntro')}</p>
      <label className="text-field">
        <span>{t('class.game')}</span>
        <select
          value={entry.id}
          onChange={(e) => setEntryId(e.currentTarget.value as CatalogEntry['id'])}
          data-testid="class-game"
        >
          {ENTRIES.map((e) => (
            <option key={e.id} value={e.id}>
              {t(e.title)}
            </option>
          ))}
        </select>
      </label>
      <Suspense fallback={<p className="loading">{t('play.loading')}</p>}>
        <ClassForm key={entry.id} entry={entry} />
      </Suspense>
    </div>
  );
}

function ClassForm({ entry }: { entry: CatalogEntry }) {
  const t = useT();
  const game = useGame(entry) as AnyWebGame;
  const [, navigate] = useLocation();
  const { min, max } = entry.players;
  const [size, setSize] = useState(Math.min(max, Math.max(min, 2)));
  const [fill, setFill] = useState(true);
  const [level, setLevel] = useState<BotName>(DEFAULT_BOT_LEVEL);
  const [hints, setHints] = useState(false);
  const [turnLimitS, setTurnLimitS] = useState(0);
  const form = useCreateForm(game, entry, 'class');
  const sizes = SIZES.filter((s) => s <= max && (s >= min || fill));

  const create = (event: React.FormEvent) => {
    event.preventDefault();
    const request = {
      game: entry.engineId,
      options: form.options,
      groupSize: size,
      fill,
      level,
      hints,
      ...(turnLimitS > 0 ? { turnLimitMs: turnLimitS * 1000 } : {}),
    };
    void form.submit(classApi.create(request), (made) => {
      classCredentials().set(made.classId, { credential: made.secret, seat: null });
      navigate(`/class/${made.classId}/teacher`);
    });
  };

  return (
    <form onSubmit={create} className="new-game">
      <fieldset className="field">
        <legend>{t('class.groupSize')}</legend>
        <div className="segmented">
          {sizes.map((s) => (
            <label key={s} className="choice">
              <input
                type="radio"
                name="group-size"
                value={s}
                checked={size === s}
                onChange={() => setSize(s)}
                data-testid={`class-size-${s}`}
              />
              <span>{t(`class.group.${s}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={fill}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setFill(on);
            if (!on && size < min) setSize(min);
          }}
          data-testid="class-fill"
        />{' '}
        {t('class.fill')}
      </label>
      <fieldset className="field">
        <legend>{t('class.level')}</legend>
        <LevelField name="level" level={level} onChange={setLevel} labelled={false} />
      </fieldset>
      <HintsChoice allowed={hints} onChange={setHints} help="hint.allowClass" testId="class-hints" />
      <TurnLimitField seconds={turnLimitS} onChange={setTurnLimitS} />
      <FormEnd form={form} />
    </form>
  );
}

import './register';
import type { BotName } from '@ludimaths/engine';
import { BOT_LEVELS, DEFAULT_BOT_LEVEL } from '@ludimaths/engine';
import { Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import type { CatalogEntry } from '../catalog';
import { CATALOG } from '../catalog';
import { useGame } from '../games/load';
import type { AnyWebGame } from '../games/types';
import { useT } from '../i18n';
import { playableOnline } from '../online/catalog';
import { problemMessage } from '../online/problems';
import { classApi, classCredentials } from './api';

const ENTRIES = CATALOG.filter(playableOnline);
const SIZES = [1, 2, 3, 4] as const;

/** The teacher's form: a game and its options, the group size, computers to fill groups. */
export default function ClassNewScreen() {
  const t = useT();
  const [entryId, setEntryId] = useState<CatalogEntry['id']>('petite-piste');
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
  const [options, setOptions] = useState<unknown>(() => ({
    ...(game.definition.defaultOptions as object),
    ...entry.presetOptions,
  }));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sizes = SIZES.filter((s) => s <= max && (s >= min || fill));

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const made = await classApi.create({
      game: entry.engineId,
      options: options as Record<string, unknown>,
      groupSize: size,
      fill,
      level,
    });
    setBusy(false);
    if (!made.ok) {
      const id = problemMessage(made.problem);
      setProblem(id ? t(id) : t('class.failed', { message: made.message }));
      return;
    }
    classCredentials().set(made.value.classId, { credential: made.value.secret, seat: null });
    navigate(`/class/${made.value.classId}/teacher`);
  };

  const Options = game.OptionsForm;
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
        <div className="segmented">
          {BOT_LEVELS.map((l) => (
            <label key={l} className="choice">
              <input type="radio" name="level" value={l} checked={level === l} onChange={() => setLevel(l)} />
              <span>{t(`new.level.${l}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {Options && (
        <div className="options">
          <Options value={options} onChange={setOptions} />
        </div>
      )}
      {problem && (
        <p role="alert" className="error" data-testid="class-problem">
          {problem}
        </p>
      )}
      <button type="submit" className="button primary big" disabled={busy} data-testid="class-create">
        {busy ? t('class.creating') : t('class.create')}
      </button>
    </form>
  );
}

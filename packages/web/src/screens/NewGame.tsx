import { DEFAULT_BOT_LEVEL } from '@ludimaths/engine';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useServices } from '../app/context';
import type { CatalogEntry } from '../catalog';
import { findEntry } from '../catalog';
import { useGame } from '../games/load';
import type { AnyWebGame } from '../games/types';
import type { Translate } from '../i18n';
import { useT } from '../i18n';
import { isUnfinished } from '../session/resumable';
import type { SeatSetup } from '../session/seats';
import { randomSeed } from '../session/seed';
import { Session } from '../session/session';
import { TutorialOffer } from '../tutorial/TutorialOffer';
import { PawnIcon } from '../ui/PawnIcon';
import { saveProblem } from '../ui/save-problem';
import { LevelChoice } from './LevelChoice';
import { NotFound } from './NotFound';
import { PlayerCountField } from './PlayerCountField';
import type { SeatDraft } from './seat-drafts';
import { loadFormDraft, saveFormDraft } from './seat-drafts';
import { defaultSeatName } from './seat-names';

export default function NewGameScreen({ id }: { id: string }) {
  const entry = findEntry(id);
  if (!entry) return <NotFound />;
  return <NewGameForm entry={entry} />;
}

const defaultName = (t: Translate, seats: readonly SeatDraft[], index: number): string => {
  const kind = seats[index]?.kind ?? 'human';
  const n = seats.slice(0, index + 1).filter((s) => s.kind === kind).length;
  return defaultSeatName(t)(kind, n);
};

function NewGameForm({ entry }: { entry: CatalogEntry }) {
  const t = useT();
  const game = useGame(entry) as AnyWebGame;
  const services = useServices();
  const [, navigate] = useLocation();
  const { min, max } = entry.players;
  // The form as last started for this game, else one person against the computer.
  const [draft] = useState(() => loadFormDraft(entry.id));
  const [count, setCount] = useState(() => Math.max(min, Math.min(draft?.count ?? Math.min(2, max), max)));
  const [seats, setSeats] = useState<SeatDraft[]>(() =>
    Array.from(
      { length: max },
      (_, i): SeatDraft =>
        draft?.seats[i] ?? { kind: i === 0 ? 'human' : 'computer', level: DEFAULT_BOT_LEVEL, name: '' },
    ),
  );
  const [options, setOptions] = useState<unknown>(() => ({
    ...(game.definition.defaultOptions as object),
    ...entry.presetOptions,
  }));
  const [problem, setProblem] = useState<string | null>(null);
  // Replaying the autosave takes a few milliseconds, once: only a game still being played is worth a warning.
  const inProgress = useMemo(() => {
    const saved = services.records.load(entry.id);
    return saved?.ok === true && isUnfinished(game.definition, saved.value);
  }, [services.records, entry.id, game]);

  const update = (index: number, patch: Partial<SeatDraft>) =>
    setSeats((all) => all.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  const start = (event: React.FormEvent) => {
    event.preventDefault();
    const active = seats.slice(0, count);
    const setup: SeatSetup[] = active.map((s, i) => ({
      kind: s.kind,
      name: s.name.trim() || defaultName(t, active, i),
      // A name left blank stays the language's default, so it follows a change of language.
      ...(s.name.trim() === '' ? { defaultName: true } : {}),
      ...(s.kind === 'computer' ? { level: s.level } : {}),
    }));
    const made = Session.start({
      game: game.definition,
      options,
      seats: setup,
      seed: services.seed ?? randomSeed(),
      store: services.records,
      storeKey: entry.id,
      meta: { app: entry.id },
    });
    if (!made.ok) {
      setProblem(made.error.message);
      return;
    }
    // The table opens the game from its autosave: without one it would say there is no game.
    const notSaved = saveProblem(services.records.lastSave(entry.id));
    if (notSaved) {
      setProblem(t(notSaved));
      return;
    }
    saveFormDraft(entry.id, { count, seats: seats.slice(0, count) });
    navigate(`/play/${entry.id}`);
  };

  const Options = game.OptionsForm;
  return (
    <div className="page narrow">
      <h1>{t('new.headingFor', { game: t(entry.title) })}</h1>
      <TutorialOffer entry={entry} />
      <form onSubmit={start} className="new-game">
        <PlayerCountField min={min} max={max} count={count} onChange={setCount} />
        {seats.slice(0, count).map((seat, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
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
                  />
                  <span>{t(kind === 'human' ? 'new.human' : 'new.computer')}</span>
                </label>
              ))}
            </div>
            {seat.kind === 'computer' && (
              <LevelChoice
                seat={i}
                level={seat.level}
                engineId={entry.engineId}
                onChange={(level) => update(i, { level })}
              />
            )}
            <label className="text-field">
              <span>{t('new.name')}</span>
              <input
                type="text"
                value={seat.name}
                maxLength={24}
                placeholder={defaultName(t, seats.slice(0, count), i)}
                onChange={(e) => update(i, { name: e.currentTarget.value })}
                data-testid={`name-${i}`}
              />
            </label>
          </fieldset>
        ))}
        {Options && (
          <div className="options">
            <Options value={options} onChange={setOptions} />
          </div>
        )}
        {inProgress && <p className="hint">{t('new.replaceWarning')}</p>}
        {problem && (
          <p role="alert" className="error">
            {problem}
          </p>
        )}
        <button type="submit" className="button primary big" data-testid="start">
          {t('new.start')}
        </button>
      </form>
    </div>
  );
}

import { games, MAX_RECORD_BYTES } from '@ludimaths/engine';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'wouter';
import { useServices } from '../app/context';
import type { CatalogEntry } from '../catalog';
import { entryForRecord, findEntry } from '../catalog';
import { useGame } from '../games/load';
import type { AnyWebGame } from '../games/types';
import type { MessageId } from '../i18n';
import { useT } from '../i18n';
import type { ReplayViewer } from '../session/replay-viewer';
import { clampStep, openRecord } from '../session/replay-viewer';
import { seatFromRecord } from '../session/seats';
import type { RecordStore } from '../session/storage';
import { saveProblem } from '../ui/save-problem';
import { ReplaySteps, useAutoplay, useReplayKeys } from './replay-controls';
import { defaultSeatName } from './seat-names';

interface Opened {
  readonly viewer: ReplayViewer;
  readonly entry: CatalogEntry | undefined;
}

function open(
  text: string,
): { ok: true; value: Opened } | { ok: false; error: { index: number; message: string } } {
  const result = openRecord(text, games);
  if (!result.ok) return result;
  const viewer = result.value;
  return { ok: true, value: { viewer, entry: entryForRecord(viewer.game.id, viewer.record.meta) } };
}

export default function ReplayScreen() {
  const t = useT();
  const params = useParams<{ id?: string; historyId?: string }>();
  const { records, history } = useServices();
  // From the end screen or the history, a finished game is opened directly. Only a finished one: a
  // game in progress could hold secrets (hands, face-down tokens) and be rewound by "continue here".
  const [opened, setOpened] = useState<Opened | null>(() => {
    const text = params.historyId
      ? history.recordText(decodeParam(params.historyId))
      : savedText(records, params.id);
    const result = text === undefined ? undefined : open(text);
    return result?.ok && result.value.viewer.over ? result.value : null;
  });
  const [error, setError] = useState<string | null>(() =>
    params.historyId && !opened ? t('history.missing') : null,
  );
  const [text, setText] = useState('');

  const tryOpen = (source: string) => {
    const result = open(source);
    if (result.ok) {
      setOpened(result.value);
      setError(null);
    } else {
      setOpened(null);
      setError(
        result.error.index >= 0
          ? t('replay.errorStep', { index: result.error.index + 1, message: result.error.message })
          : t('replay.errorFile', { message: result.error.message }),
      );
    }
  };

  return (
    <div className="page">
      <h1>{t('replay.heading')}</h1>
      <p>{t('replay.intro')}</p>
      <form
        className="import"
        onSubmit={(e) => {
          e.preventDefault();
          tryOpen(text);
        }}
      >
        <label className="text-field">
          <span>{t('replay.file')}</span>
          <input
            type="file"
            accept="application/json,.json"
            data-testid="record-file"
            onChange={async (e) => {
              const file = e.currentTarget.files?.[0];
              // Checked before reading: a huge file would fill the memory before the engine refuses it.
              if (file && file.size > MAX_RECORD_BYTES) {
                setOpened(null);
                setError(t('replay.tooLarge', { size: MAX_RECORD_BYTES / 1024 / 1024 }));
              } else if (file) tryOpen(await file.text());
            }}
          />
        </label>
        <label className="text-field">
          <span>{t('replay.paste')}</span>
          <textarea
            rows={4}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            data-testid="record-text"
          />
        </label>
        <button type="submit" className="button primary" data-testid="record-open">
          {t('replay.open')}
        </button>
      </form>
      {error && (
        <p role="alert" className="error" data-testid="replay-error">
          {error}
        </p>
      )}
      {opened &&
        (opened.entry ? (
          <Viewer
            key={opened.viewer.steps.length + opened.viewer.record.game}
            opened={opened}
            entry={opened.entry}
          />
        ) : (
          <p role="alert" className="error">
            {t('replay.unknownGame')}
          </p>
        ))}
    </div>
  );
}

/** A path segment as written by `encodeURIComponent` (the router hands it over still encoded). */
function decodeParam(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape names no game: the viewer says the game is missing
  }
}

/** The autosaved game of a catalogue entry, as text to open like any record. */
function savedText(records: RecordStore, id: string | undefined): string | undefined {
  const entry = findEntry(id);
  const saved = entry ? records.load(entry.id) : undefined;
  return saved?.ok ? JSON.stringify(saved.value) : undefined;
}

function Viewer({ opened, entry }: { opened: Opened; entry: CatalogEntry }) {
  const t = useT();
  const intl = useIntl();
  const game = useGame(entry) as AnyWebGame;
  const { records } = useServices();
  const [, navigate] = useLocation();
  const { viewer } = opened;
  const total = viewer.steps.length;
  // A replay opens at the start, as a game is watched: from the setup to the end.
  const [position, setPosition] = useState(0);
  const [problem, setProblem] = useState<MessageId | null>(null);
  const go = (p: number) => setPosition(clampStep(viewer, p));
  const [playing, setPlaying] = useAutoplay(position, total, () =>
    setPosition((p) => clampStep(viewer, p + 1)),
  );
  useReplayKeys(go, position, total);
  const seats = viewer.record.seats.map((seat, index, all) =>
    seatFromRecord(seat, index, all, defaultSeatName(t)),
  );
  const view = viewer.views[position];
  // Every step in words, once: the list under the board jumps to any of them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the record and the language fix the words
  const described = useMemo(
    () =>
      viewer.steps.map((step, index) =>
        game.describeStep(
          { index, step: step as never, before: viewer.views[index], after: viewer.views[index + 1] },
          { t, seats, formatNumber: (n) => intl.formatNumber(n) },
        ),
      ),
    [viewer, game, t],
  );
  const lines = position === 0 ? [t('replay.start')] : (described[position - 1] ?? []);
  const Snapshot = game.Snapshot;
  return (
    <section className="replay" aria-labelledby="replay-title">
      <h2 id="replay-title">{t(entry.title)}</h2>
      <div className="replay-controls">
        <button type="button" className="button secondary" onClick={() => go(0)} disabled={position === 0}>
          ◀◀ {t('replay.first')}
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => go(position - 1)}
          disabled={position === 0}
          data-testid="replay-prev"
        >
          ◀ {t('replay.prev')}
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => go(position + 1)}
          disabled={position === viewer.steps.length}
          data-testid="replay-next"
        >
          {t('replay.next')} ▶
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => go(total)}
          disabled={position === total}
          data-testid="replay-last"
        >
          {t('replay.last')} ▶▶
        </button>
        <button
          type="button"
          className="button secondary"
          aria-pressed={playing}
          onClick={() => setPlaying(!playing)}
          disabled={!playing && position === total}
          data-testid="replay-play"
        >
          {playing ? `⏸ ${t('replay.pause')}` : `⏵ ${t('replay.play')}`}
        </button>
      </div>
      <label className="replay-slider">
        <span className="sr-only">{t('replay.slider')}</span>
        <input
          type="range"
          min={0}
          max={total}
          value={position}
          onChange={(e) => go(Number(e.currentTarget.value))}
          aria-valuetext={t('replay.position', { n: position, total })}
          data-testid="replay-slider"
        />
      </label>
      <p className="replay-keys">{t('replay.keys')}</p>
      <p className="replay-position" aria-live="polite" data-testid="replay-position">
        {t('replay.position', { n: position, total: viewer.steps.length })} — {lines.join(' ')}
      </p>
      <Snapshot view={view} seats={seats} />
      <ReplaySteps
        steps={described}
        position={position}
        onJump={go}
        heading={t('replay.steps')}
        start={t('replay.start')}
        unnamed={(n) => t('replay.step', { n })}
      />
      <p className="actions">
        <button
          type="button"
          className="button primary"
          onClick={() => {
            const saved = records.save(entry.id, {
              ...viewer.record,
              steps: viewer.steps.slice(0, position),
            });
            // The table opens the saved game: if saving failed it would show none, or an older one.
            setProblem(saveProblem(saved));
            if (saved === 'saved') navigate(`/play/${entry.id}`);
          }}
        >
          {t('replay.continue')}
        </button>
      </p>
      {problem && (
        <p role="alert" className="error" data-testid="continue-problem">
          {t(problem)}
        </p>
      )}
    </section>
  );
}

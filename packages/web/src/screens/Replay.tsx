import { games, MAX_RECORD_BYTES } from '@ludimaths/engine';
import { useState } from 'react';
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
import { saveProblem } from '../ui/save-problem';

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
  const params = useParams<{ id?: string }>();
  const { records } = useServices();
  // From the end screen, the game just played is opened directly. Only a finished one: a game in
  // progress could hold secrets (hands, face-down tokens) and could be rewound by "continue here".
  const [opened, setOpened] = useState<Opened | null>(() => {
    const entry = findEntry(params.id);
    const saved = entry ? records.load(entry.id) : undefined;
    if (!saved?.ok) return null;
    const result = open(JSON.stringify(saved.value));
    if (!result.ok) return null;
    return result.value.viewer.over ? result.value : null;
  });
  const [error, setError] = useState<string | null>(null);
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

function Viewer({ opened, entry }: { opened: Opened; entry: CatalogEntry }) {
  const t = useT();
  const intl = useIntl();
  const game = useGame(entry) as AnyWebGame;
  const { records } = useServices();
  const [, navigate] = useLocation();
  const { viewer } = opened;
  const [position, setPosition] = useState(viewer.steps.length);
  const [problem, setProblem] = useState<MessageId | null>(null);
  const go = (p: number) => setPosition(clampStep(viewer, p));
  const seats = viewer.record.seats.map(seatFromRecord);
  const view = viewer.views[position];
  const lines =
    position === 0
      ? [t('replay.start')]
      : game.describeStep(
          {
            index: position - 1,
            step: viewer.steps[position - 1] as never,
            before: viewer.views[position - 1],
            after: view,
          },
          { t, seats, formatNumber: (n) => intl.formatNumber(n) },
        );
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
          onClick={() => go(viewer.steps.length)}
          disabled={position === viewer.steps.length}
        >
          {t('replay.last')} ▶▶
        </button>
      </div>
      <p className="replay-position" aria-live="polite" data-testid="replay-position">
        {t('replay.position', { n: position, total: viewer.steps.length })} — {lines.join(' ')}
      </p>
      <Snapshot view={view} seats={seats} />
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

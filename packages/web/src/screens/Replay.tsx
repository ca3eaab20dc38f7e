import { games, MAX_RECORD_BYTES } from '@ludimaths/engine';
import type { RefObject } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'wouter';
import { hasAnalysis } from '../analysis/available';
import { useServices } from '../app/context';
import type { CatalogEntry } from '../catalog';
import { entryForRecord } from '../catalog';
import { useGame } from '../games/load';
import type { AnyWebGame } from '../games/types';
import type { MessageId } from '../i18n';
import { useT } from '../i18n';
import type { ReplayViewer } from '../session/replay-viewer';
import { clampStep, openRecord } from '../session/replay-viewer';
import { seatFromRecord } from '../session/seats';
import { MediaIcon } from '../ui/MediaIcon';
import { saveProblem } from '../ui/save-problem';
import type { RecordSource } from './record-source';
import { keepOpened, sourceOf, sourcePath, sourceText } from './record-source';
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
  const params = useParams<{ id?: string; historyId?: string; step?: string }>();
  const services = useServices();
  const source = sourceOf(params);
  // From the end screen, the history or the analysis, a finished game is opened directly. Only a
  // finished one: a game in progress could hold secrets (hands, face-down tokens) and be rewound by
  // "continue here".
  const [opened, setOpened] = useState<Opened | null>(() => {
    const text = source ? sourceText(source, services) : undefined;
    const result = text === undefined ? undefined : open(text);
    return result?.ok && result.value.viewer.over ? result.value : null;
  });
  const [error, setError] = useState<string | null>(() =>
    params.historyId && !opened ? t('history.missing') : null,
  );
  const [text, setText] = useState('');
  // A record read from a file or a paste is kept for the analysis only when it is asked for.
  const [pasted, setPasted] = useState(false);

  const tryOpen = (recordText: string) => {
    setPasted(true);
    const result = open(recordText);
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

  const importForm = (
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
  );

  return (
    <div className="page">
      <h1>{t('replay.heading')}</h1>
      <p>{t('replay.intro')}</p>
      {!opened && importForm}
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
            // The analysis links to a decision's step; the record's own source links back to it.
            start={Number(params.step ?? 0)}
            source={pasted ? null : source}
            imported={pasted}
          />
        ) : (
          <p role="alert" className="error">
            {t('replay.unknownGame')}
          </p>
        ))}
      {/* A game open: the board comes first, the form for another game folds away below it. */}
      {opened && (
        <details className="import-other">
          <summary>{t('replay.openAnother')}</summary>
          {importForm}
        </details>
      )}
    </div>
  );
}

function Viewer({
  opened,
  entry,
  start,
  source,
  imported,
}: {
  opened: Opened;
  entry: CatalogEntry;
  start: number;
  source: RecordSource | null;
  /** Opened from a file or a paste: the viewer, below the form, is brought into view. */
  imported: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const game = useGame(entry) as AnyWebGame;
  const { records } = useServices();
  const [, navigate] = useLocation();
  const { viewer } = opened;
  const total = viewer.steps.length;
  // A replay opens at the start, as a game is watched: from the setup to the end (or at the step
  // the analysis points to).
  const [position, setPosition] = useState(() => clampStep(viewer, Number.isFinite(start) ? start : 0));
  const [problem, setProblem] = useState<MessageId | null>(null);
  const go = (p: number) => setPosition(clampStep(viewer, p));
  const [playing, setPlaying] = useAutoplay(position, total, () =>
    setPosition((p) => clampStep(viewer, p + 1)),
  );
  useReplayKeys(go, position, total);
  const shown = useRef<HTMLParagraphElement>(null);
  const section = useRef<HTMLElement>(null);
  useShowStartStep(shown, start > 0);
  useShowImported(section, shown, imported);
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
    <section className="replay" aria-labelledby="replay-title" ref={section}>
      <h2 id="replay-title">{t(entry.title)}</h2>
      <div className="replay-controls">
        <button type="button" className="button secondary" onClick={() => go(0)} disabled={position === 0}>
          <MediaIcon name="first" /> {t('replay.first')}
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => go(position - 1)}
          disabled={position === 0}
          data-testid="replay-prev"
        >
          <MediaIcon name="prev" /> {t('replay.prev')}
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => go(position + 1)}
          disabled={position === viewer.steps.length}
          data-testid="replay-next"
        >
          {t('replay.next')} <MediaIcon name="next" />
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => go(total)}
          disabled={position === total}
          data-testid="replay-last"
        >
          {t('replay.last')} <MediaIcon name="last" />
        </button>
        <button
          type="button"
          className="button secondary"
          aria-pressed={playing}
          onClick={() => setPlaying(!playing)}
          disabled={!playing && position === total}
          data-testid="replay-play"
        >
          <MediaIcon name={playing ? 'pause' : 'play'} /> {playing ? t('replay.pause') : t('replay.play')}
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
      <p
        className="replay-position"
        aria-live="polite"
        data-testid="replay-position"
        ref={shown}
        tabIndex={-1}
      >
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
        {hasAnalysis(viewer.game.id) &&
          (source ? (
            <Link
              href={sourcePath('/analysis', source)}
              className="button secondary"
              data-testid="open-analysis"
            >
              {t('analysis.open')}
            </Link>
          ) : (
            // A record from a file or a paste: once kept as the opened record, the analysis can
            // open it like any other, from the record alone. Only a finished game is analysed.
            viewer.over && (
              <button
                type="button"
                className="button secondary"
                data-testid="open-analysis"
                onClick={() => {
                  const kept = keepOpened(records, viewer.record);
                  setProblem(saveProblem(kept));
                  if (kept === 'saved') navigate(sourcePath('/analysis', { kind: 'opened' }));
                }}
              >
                {t('analysis.open')}
              </button>
            )
          ))}
      </p>
      {problem && (
        <p role="alert" className="error" data-testid="continue-problem">
          {t(problem)}
        </p>
      )}
    </section>
  );
}

/**
 * Opened at a step (from the analysis), the step's words and the board below them are what the
 * person came for: they go to the top of the screen and take the focus, so a screen reader says
 * them. After the router's own scroll to the top of a new page, hence the next frame.
 */
function useShowStartStep(shown: RefObject<HTMLElement | null>, atStep: boolean): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the viewer opens
  useEffect(() => {
    if (!atStep) return;
    const frame = requestAnimationFrame(() => {
      shown.current?.focus({ preventScroll: true });
      shown.current?.scrollIntoView?.({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
}

/**
 * A record just read from a file or a paste: the viewer (its controls, then the board) comes to the
 * top of the screen, below the form that opened it, and its step's words take the focus.
 */
function useShowImported(
  section: RefObject<HTMLElement | null>,
  shown: RefObject<HTMLElement | null>,
  imported: boolean,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the viewer opens
  useEffect(() => {
    if (!imported) return;
    section.current?.scrollIntoView?.({ block: 'start' });
    shown.current?.focus({ preventScroll: true });
  }, []);
}

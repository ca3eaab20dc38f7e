import type { Finding, GameReview, ReviewProgress } from '@ludimaths/engine';
import { games } from '@ludimaths/engine';
import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';
import { useServices } from '../app/context';
import type { CatalogEntry } from '../catalog';
import { entryForRecord } from '../catalog';
import { useGame } from '../games/load';
import type { AnyWebGame, DescribeContext } from '../games/types';
import { useT } from '../i18n';
import type { RecordSource } from '../screens/record-source';
import { sourceOf, sourcePath, sourceText } from '../screens/record-source';
import type { ReplayViewer } from '../session/replay-viewer';
import { openRecord } from '../session/replay-viewer';
import { seatFromRecord } from '../session/seats';
import './analysis.css';
import { hasAnalysis } from './available';
import type { ReviewRunner } from './review-client';
import { defaultReviewRunner } from './review-client';
import { describeFinding, tally } from './words';

/** A finished game opened for analysis: its record as text (for the worker) and its viewer. */
interface Opened {
  readonly text: string;
  readonly viewer: ReplayViewer;
  readonly entry: CatalogEntry;
}

function openFinished(
  source: RecordSource | null,
  services: Parameters<typeof sourceText>[1],
): Opened | null {
  const text = source ? sourceText(source, services) : undefined;
  if (text === undefined) return null;
  const result = openRecord(text, games);
  if (!result.ok || !result.value.over) return null;
  const entry = entryForRecord(result.value.game.id, result.value.record.meta);
  return entry ? { text, viewer: result.value, entry } : null;
}

/** `#/analysis/:id` (the autosaved game) and `#/analysis/history/:historyId` (a game of the history). */
export default function AnalysisScreen({ runner }: { runner?: ReviewRunner }) {
  const t = useT();
  const params = useParams<{ id?: string; historyId?: string }>();
  const services = useServices();
  const source = sourceOf(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route names the game once
  const opened = useMemo(() => openFinished(source, services), [params.id, params.historyId]);
  let body: ReactNode;
  if (!opened || !source) body = <p role="alert">{t('analysis.missing')}</p>;
  else if (!hasAnalysis(opened.viewer.game.id)) body = <p role="alert">{t('analysis.unavailable')}</p>;
  else body = <Analysis opened={opened} source={source} runner={runner ?? defaultReviewRunner()} />;
  return (
    <div className="page analysis">
      <h1>{t('analysis.heading')}</h1>
      {opened && <p className="analysis-game">{t(opened.entry.title)}</p>}
      <p>{t('analysis.intro')}</p>
      {body}
    </div>
  );
}

/** Up to this many decisions, the list of every one is open at first. */
const OPEN_LIST_MAX = 20;

type Run =
  | { readonly kind: 'running'; readonly progress: ReviewProgress | null }
  | { readonly kind: 'done'; readonly review: GameReview }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'error'; readonly message: string };

/** Starts the review in a worker on mount (and on "again"), stopped when the screen is left. */
function useReview(text: string, runner: ReviewRunner) {
  const [run, setRun] = useState<Run>({ kind: 'running', progress: null });
  const [attempt, setAttempt] = useState(0);
  const cancel = useRef<() => void>(() => undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the review on purpose
  useEffect(() => {
    let live = true;
    setRun({ kind: 'running', progress: null });
    const running = runner(text, (progress) => live && setRun({ kind: 'running', progress }));
    running.result.then(
      (review) => live && setRun({ kind: 'done', review }),
      (error: Error) => live && setRun({ kind: 'error', message: error.message }),
    );
    cancel.current = () => {
      live = false;
      running.cancel();
      setRun({ kind: 'cancelled' });
    };
    return () => {
      live = false;
      running.cancel();
    };
  }, [text, runner, attempt]);
  return { run, cancel: () => cancel.current(), again: () => setAttempt((a) => a + 1) };
}

function Analysis({
  opened,
  source,
  runner,
}: {
  opened: Opened;
  source: RecordSource;
  runner: ReviewRunner;
}) {
  const t = useT();
  const { run, cancel, again } = useReview(opened.text, runner);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (run.kind !== 'running') status.current?.focus();
  }, [run.kind]);
  if (run.kind === 'running') {
    const { done = 0, total = 0 } = run.progress ?? {};
    // Said by screen readers a quarter at a time, not at every decision.
    const share = total > 0 ? Math.floor((4 * done) / total) / 4 : 0;
    return (
      <div className="analysis-progress">
        <p data-testid="analysis-progress">{t('analysis.progress', { done, total })}</p>
        <p role="status" className="sr-only">
          {t('analysis.progressSaid', { share })}
        </p>
        <progress max={Math.max(1, total)} value={done} aria-label={t('analysis.progressLabel')} />
        <button type="button" className="button secondary" onClick={cancel} data-testid="analysis-cancel">
          {t('analysis.cancel')}
        </button>
      </div>
    );
  }
  if (run.kind !== 'done') {
    return (
      <div className="analysis-progress">
        <p role="alert" tabIndex={-1} ref={status} data-testid="analysis-stopped">
          {run.kind === 'cancelled' ? t('analysis.cancelled') : t('analysis.error', { message: run.message })}
        </p>
        <button type="button" className="button primary" onClick={again}>
          {t('analysis.restart')}
        </button>
      </div>
    );
  }
  return (
    <>
      <p role="status" tabIndex={-1} ref={status} className="analysis-done" data-testid="analysis-done">
        {t('analysis.done', { count: run.review.findings.length })}
      </p>
      <Results opened={opened} source={source} findings={run.review.findings} />
    </>
  );
}

function Results({
  opened,
  source,
  findings,
}: {
  opened: Opened;
  source: RecordSource;
  findings: readonly Finding[];
}) {
  const t = useT();
  const intl = useIntl();
  const game = useGame(opened.entry) as AnyWebGame;
  const seats = opened.viewer.record.seats.map(seatFromRecord);
  const context = {
    t,
    seats,
    formatNumber: (n: number) => intl.formatNumber(n),
    words: game.analysisWords,
    describeMove: (move: unknown, c: DescribeContext) => game.describeMove?.(move as never, c) ?? '',
  };
  if (findings.length === 0) return <p>{t('analysis.none')}</p>;
  const key = findings.filter((f) => f.key).sort((a, b) => b.loss - a.loss);
  const item = (f: Finding) => (
    <FindingItem key={f.step} finding={f} lines={describeFinding(f, context)} source={source} seats={seats} />
  );
  return (
    <>
      <section aria-labelledby="analysis-summary">
        <h2 id="analysis-summary">{t('analysis.summaryHeading')}</h2>
        <ul className="analysis-summary">
          {seats.map((seat, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
            <li key={index}>{t('analysis.summary', { name: seat.name, ...tally(findings, index) })}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="analysis-key">
        <h2 id="analysis-key">{t('analysis.keyHeading')}</h2>
        {key.length === 0 ? (
          <p>{t('analysis.keyNone')}</p>
        ) : (
          <ol className="analysis-findings" data-testid="analysis-key">
            {key.map(item)}
          </ol>
        )}
      </section>
      <section aria-labelledby="analysis-all">
        {/* A long game's every choice is there on demand: the tally and key moments come first. */}
        <details className="analysis-every" open={findings.length <= OPEN_LIST_MAX}>
          <summary>
            <h2 id="analysis-all">{t('analysis.allHeading', { count: findings.length })}</h2>
          </summary>
          <ol className="analysis-findings" data-testid="analysis-all">
            {findings.map(item)}
          </ol>
        </details>
      </section>
    </>
  );
}

function FindingItem({
  finding,
  lines,
  source,
  seats,
}: {
  finding: Finding;
  lines: readonly string[];
  source: RecordSource;
  seats: readonly { name: string }[];
}) {
  const t = useT();
  // The replay shows a step's result at position step + 1: the board just after the decision.
  const n = finding.step + 1;
  return (
    <li
      className={`analysis-finding verdict-${finding.verdict}`}
      data-testid="finding"
      data-verdict={finding.verdict}
    >
      <h3>
        {t('analysis.step', { n, name: seats[finding.seat]?.name ?? '' })}
        {finding.key && <span className="analysis-badge">{t('analysis.key')}</span>}
      </h3>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Link
        href={`${sourcePath('/replay', source)}/at/${n}`}
        className="button secondary"
        data-testid="finding-replay"
      >
        {t('analysis.see', { n })}
      </Link>
    </li>
  );
}

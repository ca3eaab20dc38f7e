import type { GameRecord, Seat } from '@ludimaths/engine';
import { parseRecord, parseRecordText, upgradeRecord } from '@ludimaths/engine';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { hasAnalysis } from '../analysis/available';
import { useServices } from '../app/context';
import type { CatalogEntry } from '../catalog';
import { explainError } from '../games/errors';
import type { AnyWebGame, DescribeContext } from '../games/types';
import type { MessageId } from '../i18n';
import { EndFrame, ShareRecord } from '../screens/EndPanel';
import { keepOpened, sourcePath } from '../screens/record-source';
import type { TableController } from '../session/table';
import { saveProblem } from '../ui/save-problem';
import type { ApiResult } from './api';
import { onlineApi } from './api';

/** What the online end needs of its table beyond what every table gives. */
export type FinishedOnlineTable = TableController & {
  readonly tableId: string;
  /** This browser's seat, null when watching. */
  readonly seat: Seat | null;
  askRematch(): void;
};

/** The record of a finished table, as the server gives it (the engine's JSON, docs/records.md). */
type Fetched = { kind: 'loading' } | { kind: 'ok'; record: GameRecord } | { kind: 'failed'; message: string };

/** The server's record text as a record of the current version, or why it is not one. */
function readRecord(
  text: string,
  game: AnyWebGame,
): { ok: true; value: GameRecord } | { ok: false; message: string } {
  const raw = parseRecordText(text);
  const stored = raw.ok ? parseRecord(raw.value) : raw;
  return stored.ok
    ? { ok: true, value: upgradeRecord(game.definition, stored.value) }
    : { ok: false, message: stored.error.message };
}

/**
 * Asks the server for the record once the game is over, never before: only then may every seat
 * and spectator read it, hands and draws included (the server refuses it earlier for a game that
 * hides information).
 */
function useFinishedRecord(
  tableId: string,
  over: boolean,
  game: AnyWebGame,
  fetchRecord: (id: string) => Promise<ApiResult<string>>,
  explain: (problem: { code: string; message: string }) => string,
): Fetched {
  const [fetched, setFetched] = useState<Fetched>({ kind: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per finished table
  useEffect(() => {
    if (!over) return;
    let live = true;
    void fetchRecord(tableId).then((answer) => {
      if (!live) return;
      if (!answer.ok) {
        setFetched({ kind: 'failed', message: explain({ code: answer.problem, message: answer.message }) });
        return;
      }
      const read = readRecord(answer.value, game);
      setFetched(
        read.ok
          ? { kind: 'ok', record: read.value }
          : { kind: 'failed', message: explain({ code: 'bad-answer', message: read.message }) },
      );
    });
    return () => {
      live = false;
    };
  }, [tableId, over]);
  return fetched;
}

/**
 * The end of an online game: the very result and ranking of local play (`EndFrame`, from the views
 * this browser received), then the server's rematch for a seat (not in a class: rounds are the
 * teacher's), the record to copy or download once the server gives it, and the way home.
 */
export function OnlineEnd({
  table,
  game,
  context,
  entry,
  rematch,
  reducedMotion,
  fetchRecord = onlineApi.record,
}: {
  table: FinishedOnlineTable;
  game: AnyWebGame;
  context: DescribeContext;
  entry: CatalogEntry;
  rematch: boolean;
  reducedMotion: boolean;
  /** For tests: the server's record route. */
  fetchRecord?: (id: string) => Promise<ApiResult<string>>;
}) {
  const { t } = context;
  const [asked, setAsked] = useState(false);
  const over = table.status.kind === 'over';
  const record = useFinishedRecord(table.tableId, over, game, fetchRecord, (problem) =>
    t('online.downloadFailed', { message: explainError(problem, game.errorMessages, t) }),
  );
  return (
    <EndFrame
      table={table}
      game={game}
      context={context}
      reducedMotion={reducedMotion}
      next={() => (
        <>
          {table.seat !== null && rematch && (
            <button
              type="button"
              className="button primary big"
              disabled={asked}
              onClick={() => {
                setAsked(true);
                table.askRematch();
              }}
              data-testid="rematch"
            >
              {asked ? t('online.rematchWaiting') : t('online.rematch')}
            </button>
          )}
          <div className="end-links">
            {record.kind === 'ok' && <LookBack record={record.record} game={game} context={context} />}
            {record.kind === 'ok' && <ShareRecord record={() => record.record} id={entry.id} />}
            {record.kind === 'failed' && (
              <p role="alert" className="error" data-testid="record-problem">
                {record.message}
              </p>
            )}
            <Link href="/" className="button secondary">
              {t('online.home')}
            </Link>
          </div>
        </>
      )}
    />
  );
}

/**
 * The replay and the analysis of the finished online game: its record, kept on this device as the
 * opened record, opens in them as a pasted one does.
 */
function LookBack({
  record,
  game,
  context,
}: {
  record: GameRecord;
  game: AnyWebGame;
  context: DescribeContext;
}) {
  const { t } = context;
  const { records } = useServices();
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<MessageId | null>(null);
  const open = (screen: '/replay' | '/analysis') => {
    const kept = keepOpened(records, record);
    setProblem(saveProblem(kept));
    if (kept === 'saved') navigate(sourcePath(screen, { kind: 'opened' }));
  };
  return (
    <>
      <button
        type="button"
        className="button secondary"
        onClick={() => open('/replay')}
        data-testid="end-replay"
      >
        {t('end.review')}
      </button>
      {hasAnalysis(game.definition.id) && (
        <button
          type="button"
          className="button secondary"
          onClick={() => open('/analysis')}
          data-testid="end-analysis"
        >
          {t('analysis.open')}
        </button>
      )}
      {problem && (
        <p role="alert" className="error">
          {t(problem)}
        </p>
      )}
    </>
  );
}

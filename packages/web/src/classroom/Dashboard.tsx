import './register';
import type {
  ClassAction,
  ClassGroup,
  ClassResults,
  ClassTable,
  TableProgress,
  TeacherView,
} from '@ludimaths/protocol';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useSettings } from '../app/context';
import type { Translate } from '../i18n';
import { useT } from '../i18n';
import { entryForTable } from '../online/catalog';
import { appOrigin, JoinShare } from '../online/JoinShare';
import { LinkChoice } from '../online/LinkChoice';
import { useLinkedCredential } from '../online/linked-credential';
import OnlineTableScreen from '../online/OnlineTableScreen';
import { useFocusTrap } from '../ui/focus-trap';
import { classApi, classCredentials, saveFile } from './api';
import { Confirm } from './Confirm';
import { useClassLink } from './class-link';
import { resultsCsv } from './csv';
import { PupilsPanel } from './Pupils';
import { SeanceRules } from './SeanceRules';

/** The teacher's screen (`/class/ID/teacher`): the code for the board, every table live, the controls. */
export default function DashboardScreen({ classId, secret: linked }: { classId: string; secret?: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  // The teacher's link for another device (the whiteboard's computer) leaves the address bar at once;
  // its secret is kept only once the server accepts it, and never in place of a kept one without asking.
  const { decision, choose, accepted } = useLinkedCredential(classCredentials(), classId, linked);
  useEffect(() => {
    if (linked) navigate(`/class/${classId}/teacher`, { replace: true });
  }, [linked, classId, navigate]);
  const secret = decision.kind === 'use' ? decision.credential : undefined;
  const { view, link, outdated } = useClassLink(classId, secret);
  useEffect(() => {
    if (view?.role === 'teacher') accepted();
  }, [view?.role, accepted]);
  const [deleted, setDeleted] = useState(false);
  if (decision.kind === 'ask') return <LinkChoice onChoose={choose} />;
  if (!secret || link.kind === 'refused' || deleted) {
    return (
      <div className="page narrow">
        <p role="alert" className="error" data-testid="class-lost">
          {t(deleted ? 'class.deleted' : secret ? 'class.lost' : 'class.noCredential')}
        </p>
        <Link href="/" className="button primary big">
          {t('online.home')}
        </Link>
      </div>
    );
  }
  // This device joined the class as a pupil (its kept credential is a pupil's): not the teacher's page.
  if (view?.role === 'pupil')
    return (
      <div className="page narrow">
        <p role="alert" data-testid="class-wrong-page">
          {t('class.teacherPage')}
        </p>
        <Link href={`/class/${classId}`} className="button primary big">
          {t('class.toPupilPage')}
        </Link>
      </div>
    );
  if (view?.role !== 'teacher') return <p className="loading">{t('online.connecting')}</p>;
  return (
    <Dashboard
      view={view}
      secret={secret}
      reconnecting={link.kind === 'reconnecting'}
      outdated={outdated}
      onDeleted={() => setDeleted(true)}
    />
  );
}

function Dashboard({
  view,
  secret,
  reconnecting,
  outdated,
  onDeleted,
}: {
  view: TeacherView;
  secret: string;
  reconnecting: boolean;
  /** A message from the server this page could not read: it asks for a reload. */
  outdated: boolean;
  onDeleted: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const entry = entryForTable(view.game, view.options);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  // Stable, so that the full-screen view is not set up again at every dashboard update.
  const hide = useCallback(() => setShown(null), []);
  const names = new Map(view.pupils.map((p) => [p.id, p]));
  const act = async (action: ClassAction) => {
    setBusy(true);
    setProblem(null);
    const done = await classApi.act(view.id, secret, action);
    setBusy(false);
    if (!done.ok) setProblem(t('class.failed', { message: done.message }));
  };
  const remove = async () => {
    if (await classApi.remove(view.id, secret)) onDeleted();
  };
  const open = view.status === 'open';
  const playing = view.phase === 'playing';
  // What cannot be undone is asked first: a new round while tables still play, the end, the deletion.
  const [asking, setAsking] = useState<Asked | null>(null);
  const running = view.groups.filter((g) => g.table && g.table.status !== 'over').length;
  const confirmFirst = (asked: Asked) =>
    asked.kind !== 'new-round' || running > 0 ? setAsking(asked) : run(asked);
  const run = (asked: Asked) => {
    setAsking(null);
    if (asked.kind === 'delete') void remove();
    else void act(asked.kind === 'end' ? { type: 'end' } : { type: 'new-round', groups: asked.groups });
  };
  const date = intl.formatDate(view.expiresAt, { dateStyle: 'long' });
  return (
    <div
      className="page class-dashboard"
      data-testid="class-dashboard"
      data-phase={view.phase}
      data-round={view.round}
    >
      <h1>{t('class.dashboard', { game: entry ? t(entry.title) : view.game })}</h1>
      <div role="status" aria-live="polite" className="link-banner">
        {outdated && <p className="error">{t('online.outdated')}</p>}
        {reconnecting && <p className="reconnecting">{t('online.reconnecting')}</p>}
      </div>
      <p className="hint" data-testid="class-retention">
        {t('class.retention', { date, days: view.retentionDays })}
      </p>
      <SeanceRules view={view} />
      {/* On a whiteboard, the code stands beside the tables rather than above them (styles.css). */}
      <div className="class-board">
        <div className="class-top">
          {open && !playing && (
            <JoinShare
              code={view.code}
              link={`${appOrigin()}/#/class/join/${view.code}`}
              title="class.codeLabel"
              help="class.codeHelp"
            />
          )}
          <section className="class-controls" aria-labelledby="controls-title">
            {open && playing && (
              <p className="class-code-line" data-testid="class-code-line">
                {t('class.codeLine', { code: view.code })}
              </p>
            )}
            <h2 id="controls-title">
              {view.status === 'ended'
                ? t('class.ended')
                : playing
                  ? t('class.round', { round: view.round })
                  : t('class.gathering')}{' '}
              · {t('class.pupils', { count: view.pupils.length })}
            </h2>
            {view.paused && open && (
              <p className="class-paused" data-testid="class-paused-teacher">
                {t('class.paused')}
              </p>
            )}
            {open && (
              <div className="actions">
                {!playing && (
                  <button
                    type="button"
                    className="button primary big"
                    disabled={busy || view.groups.length === 0}
                    onClick={() => act({ type: 'start-round' })}
                    data-testid="class-start"
                  >
                    {t('class.startRound')}
                  </button>
                )}
                {playing && (
                  <>
                    <button
                      type="button"
                      className="button primary"
                      disabled={busy}
                      onClick={() => confirmFirst({ kind: 'new-round', groups: 'same' })}
                      data-testid="class-new-same"
                    >
                      {t('class.newRoundSame')}
                    </button>
                    <button
                      type="button"
                      className="button secondary"
                      disabled={busy}
                      onClick={() => confirmFirst({ kind: 'new-round', groups: 'new' })}
                      data-testid="class-new-mixed"
                    >
                      {t('class.newRoundNew')}
                    </button>
                    <button
                      type="button"
                      className="button secondary"
                      disabled={busy}
                      onClick={() => act({ type: view.paused ? 'resume' : 'pause' })}
                      data-testid="class-pause"
                    >
                      {t(view.paused ? 'class.resume' : 'class.pause')}
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className="button secondary"
                  disabled={busy}
                  onClick={() => confirmFirst({ kind: 'end' })}
                  data-testid="class-end"
                >
                  {t('class.end')}
                </button>
              </div>
            )}
            {asking && asking.kind !== 'delete' && (
              <Confirm
                text={confirmText(asking, running, t)}
                confirm={t(asking.kind === 'end' ? 'class.end' : 'class.confirmNewRound')}
                onConfirm={() => run(asking)}
                onCancel={() => setAsking(null)}
                t={t}
              />
            )}
            {problem && (
              <p role="alert" className="error" data-testid="class-problem">
                {problem}
              </p>
            )}
          </section>
        </div>
        <section aria-labelledby="tables-title">
          <h2 id="tables-title">{t('class.tables')}</h2>
          {view.groups.length === 0 && <p className="hint">{t('class.emptyGroups')}</p>}
          <ol className="class-grid" data-testid="class-grid">
            {view.groups.map((group, i) => (
              <GroupCard
                key={group.table?.id ?? `g${i}`}
                index={i}
                group={group}
                view={view}
                names={names}
                t={t}
                canMove={open && !playing && !busy}
                onMove={(pupil, to) => act({ type: 'move', pupil, group: to })}
                onShow={setShown}
              />
            ))}
          </ol>
          {view.waiting.length > 0 && (
            <p className="hint" data-testid="class-waiting">
              {t('class.waitingPupils', {
                names: view.waiting.map((id) => names.get(id)?.name ?? '?').join(', '),
              })}
            </p>
          )}
        </section>
      </div>
      <PupilsPanel view={view} busy={busy} act={act} t={t} />
      <Results view={view} secret={secret} t={t} />
      <details className="other-device">
        <summary>{t('class.teacherLink')}</summary>
        <p className="hint">{t('class.teacherLinkHelp')}</p>
        <p className="join-link">
          <a href={`${appOrigin()}/#/class/${view.id}/teacher/${secret}`} data-testid="class-teacher-link">
            {t('class.teacherLink')}
          </a>
        </p>
      </details>
      <section className="class-danger">
        <button
          type="button"
          className="button secondary"
          onClick={() => confirmFirst({ kind: 'delete' })}
          data-testid="class-delete"
        >
          {t('class.delete')}
        </button>
        {asking?.kind === 'delete' && (
          <Confirm
            text={confirmText(asking, running, t)}
            confirm={t('class.delete')}
            onConfirm={() => run(asking)}
            onCancel={() => setAsking(null)}
            t={t}
          />
        )}
      </section>
      {shown && <FullScreen tableId={shown} onClose={hide} t={t} />}
    </div>
  );
}

/** A teacher's action that is asked before it is done. */
type Asked = { kind: 'new-round'; groups: 'same' | 'new' } | { kind: 'end' } | { kind: 'delete' };

function confirmText(asked: Asked, running: number, t: Translate): string {
  if (asked.kind === 'new-round') return t('class.confirmNewRoundText', { count: running });
  return t(asked.kind === 'end' ? 'class.confirmEndText' : 'class.deleteConfirm');
}

function GroupCard({
  index,
  group,
  view,
  names,
  t,
  canMove,
  onMove,
  onShow,
}: {
  index: number;
  group: ClassGroup;
  view: TeacherView;
  names: Map<string, TeacherView['pupils'][number]>;
  t: Translate;
  canMove: boolean;
  onMove: (pupil: string, to: number) => void;
  onShow: (tableId: string) => void;
}) {
  const table = group.table;
  const headingId = `table-${index}`;
  return (
    <li
      className="class-card"
      aria-labelledby={headingId}
      data-testid={`class-table-${index}`}
      data-status={table?.status ?? 'gathering'}
    >
      <h3 id={headingId}>
        {t('class.table', { n: index + 1 })}
        {table && (
          <span className={`class-status class-status-${table.status}`}>
            {' '}
            · {t(`class.tableStatus.${table.status}`)}
          </span>
        )}
      </h3>
      {table ? (
        <TableLines table={table} t={t} />
      ) : (
        <ul className="class-seats">
          {group.pupils.map((id) => {
            const pupil = names.get(id);
            return (
              <li key={id} data-connected={pupil?.connected}>
                <span>{pupil?.name ?? '?'}</span>
                {canMove && (
                  <label className="class-move">
                    <span className="sr-only">{t('class.moveTo', { name: pupil?.name ?? '?' })}</span>
                    <select
                      value={index}
                      onChange={(e) => onMove(id, Number(e.currentTarget.value))}
                      data-testid={`class-move-${pupil?.name ?? id}`}
                    >
                      {view.groups.map((_, g) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: groups are numbered
                        <option key={g} value={g}>
                          {t('class.table', { n: g + 1 })}
                        </option>
                      ))}
                      <option value={view.groups.length}>{t('class.newGroup')}</option>
                    </select>
                  </label>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {table && (
        <div className="actions class-card-actions">
          <a
            href={`#/watch/${table.id}`}
            target="_blank"
            rel="noreferrer"
            className="button secondary class-mini"
            data-testid={`class-watch-${index}`}
          >
            {t('class.watch')}
          </a>
          <button
            type="button"
            className="button secondary class-mini"
            onClick={() => onShow(table.id)}
            data-testid={`class-show-${index}`}
          >
            {t('class.fullscreen')}
          </button>
        </div>
      )}
    </li>
  );
}

/** Players (▶ for whose turn), the moves so far, and the result once over. */
function TableLines({ table, t }: { table: ClassTable; t: Translate }) {
  const name = (i: number) => table.seats[i]?.name ?? t('class.computer');
  const over = table.status === 'over';
  const { progress } = table;
  return (
    <>
      <ul className="class-seats">
        {table.seats.map((seat, i) => {
          const acting = !over && table.acting.includes(i);
          const won = over && table.winners?.includes(i);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are numbered
            <li key={i} data-acting={acting} data-connected={seat.connected}>
              <span aria-hidden="true" className="class-marker">
                {acting ? '▶' : won ? '★' : ''}
              </span>
              <span>{seat.name ?? t('class.computer')}</span>
              {seat.kind === 'human' && !seat.connected && <span className="hint"> ({t('class.away')})</span>}
              {progress ? (
                <span className="class-figures" data-testid="class-figures">
                  {seatFigures(progress, i, t)}
                </span>
              ) : (
                table.scores?.[i] !== undefined && <span className="class-figures"> {table.scores[i]}</span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="class-progress" data-testid="class-progress">
        {over
          ? table.winners && table.winners.length > 0
            ? t('class.winner', { names: table.winners.map(name).join(', '), count: table.winners.length })
            : t('class.draw')
          : table.acting.length > 0
            ? t('class.turn', { name: table.acting.map(name).join(', ') })
            : ''}{' '}
        · {progress ? tableFigures(progress, t) : t('class.moves', { count: table.seq })}
        {table.rolls !== undefined && <> · {t('class.rolls', { count: table.rolls })}</>}
      </p>
    </>
  );
}

/** One seat's figures, as its game counts: the pawn's square, points, tokens left to lay. */
function seatFigures(progress: TableProgress, seat: number, t: Translate): string {
  const figures = progress.seats[seat];
  if (!figures) return '';
  const { square, points, tokens } = figures;
  return [
    square !== undefined && progress.goal !== undefined && t('class.square', { square, goal: progress.goal }),
    points !== undefined && t('class.points', { count: points }),
    tokens !== undefined && t('class.tokensLeft', { count: tokens }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** How far the table's game has gone: the round (in a match to a target), the turns, the bank. */
function tableFigures(progress: TableProgress, t: Translate): string {
  return [
    progress.round !== undefined && t('class.roundOf', { round: progress.round }),
    t('class.turnsPlayed', { count: progress.turns }),
    progress.bank !== undefined && t('class.bank', { count: progress.bank }),
  ]
    .filter(Boolean)
    .join(' · ');
}

function Results({ view, secret, t }: { view: TeacherView; secret: string; t: Translate }) {
  const [results, setResults] = useState<ClassResults | null>(null);
  const [settings] = useSettings();
  const finished = view.groups.filter((g) => g.table?.status === 'over').length;
  // Shown results follow the games: read again when a table finishes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshed when the count of finished tables changes
  useEffect(() => {
    if (results) void classApi.results(view.id, secret).then((r) => r.ok && setResults(r.value));
  }, [finished, view.round]);
  const load = async () => {
    const r = await classApi.results(view.id, secret);
    if (r.ok) setResults(r.value);
  };
  const headers = [
    t('class.resultsPupil'),
    t('class.resultsPlayed'),
    t('class.resultsWins'),
    t('class.resultsScores'),
    t('class.resultsRolls'),
  ] as const;
  const csv = () => {
    if (!results) return;
    const text = resultsCsv(results, headers, settings.locale === 'fr' ? ';' : ',');
    saveFile(new Blob([`\ufeff${text}`], { type: 'text/csv' }), `ludimaths-classe-${view.id}.csv`);
  };
  const zip = async () => {
    const archive = await classApi.records(view.id, secret);
    if (archive.ok) saveFile(archive.value, `ludimaths-classe-${view.id}.zip`);
  };
  const withRolls = results?.rows.some((r) => r.rolls.length > 0);
  return (
    <section className="class-results" aria-labelledby="results-title">
      <h2 id="results-title">{t('class.results')}</h2>
      <div className="actions">
        <button type="button" className="button secondary" onClick={load} data-testid="class-results">
          {t('class.showResults')}
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={csv}
          disabled={!results}
          data-testid="class-csv"
        >
          {t('class.csv')}
        </button>
        <button type="button" className="button secondary" onClick={zip} data-testid="class-zip">
          {t('class.zip')}
        </button>
      </div>
      {results?.rows.every((r) => r.played === 0) && <p className="hint">{t('class.resultsNone')}</p>}
      {results && (
        <table className="class-results-table" data-testid="class-results-table">
          <thead>
            <tr>
              <th scope="col">{headers[0]}</th>
              <th scope="col">{headers[1]}</th>
              <th scope="col">{headers[2]}</th>
              <th scope="col">{headers[3]}</th>
              {withRolls && <th scope="col">{headers[4]}</th>}
            </tr>
          </thead>
          <tbody>
            {results.rows.map((row) => (
              <tr key={row.pupil} data-pupil={row.pupil}>
                <th scope="row">{row.name}</th>
                <td data-col="played">{row.played}</td>
                <td data-col="wins">{row.wins}</td>
                <td data-col="scores">{row.scores.join(' · ')}</td>
                {withRolls && <td data-col="rolls">{row.rolls.join(' · ')}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** One table on the whole screen (the whiteboard): the spectator's view, in the browser's full screen when allowed. */
function FullScreen({ tableId, onClose, t }: { tableId: string; onClose: () => void; t: Translate }) {
  const box = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  // Tab and Shift+Tab go round the dialog's own buttons, never to the grid behind it.
  useFocusTrap(box);
  useEffect(() => {
    // Keyboard and screen-reader users land in the dialog; Escape leaves it, as the browser's full
    // screen does; on leaving, focus goes back to the card's button that opened it (or the card).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const card = opener?.closest<HTMLElement>('.class-card')?.dataset.testid;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    box.current?.requestFullscreen?.().catch(() => undefined);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      // The card may have been drawn again meanwhile (a new round): then its new button, by test id.
      const back = opener?.isConnected
        ? opener
        : document.querySelector<HTMLElement>(`[data-testid="${card}"] [data-testid^="class-show-"]`);
      back?.focus();
    };
  }, [onClose]);
  return (
    <div
      className="class-fullscreen"
      ref={box}
      role="dialog"
      aria-modal="true"
      aria-label={t('class.fullscreen')}
      data-testid="class-fullscreen"
    >
      <button
        type="button"
        className="button secondary"
        ref={close}
        onClick={onClose}
        data-testid="class-fullscreen-close"
      >
        {t('class.closeFullscreen')}
      </button>
      {/* Its own boundary: while the game's code loads, the dialog and its focused button stay. */}
      <Suspense fallback={<p className="loading">{t('play.loading')}</p>}>
        <OnlineTableScreen key={tableId} tableId={tableId} watch />
      </Suspense>
    </div>
  );
}

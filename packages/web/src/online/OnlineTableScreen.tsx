import type { SeatInfo } from '@ludimaths/protocol';
import { joinLink, watchLink } from '@ludimaths/protocol';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useReducedMotion, useServices } from '../app/context';
import type { CatalogEntry } from '../catalog';
import { useGame } from '../games/load';
import type { AnyWebGame, DescribeContext } from '../games/types';
import type { Translate } from '../i18n';
import { isMessageId, useT } from '../i18n';
import { HintPanel } from '../screens/Hint';
import { HintsUsed } from '../screens/HintsUsed';
import { Announcer, ErrorNotice, GameLog, TurnBanner } from '../screens/Play';
import { chancePauseMs, thinkPauseMs } from '../session/pacing';
import { useStickyInsets } from '../ui/bring-into-view';
import { useTable } from '../ui/useTable';
import { entryForTable } from './catalog';
import { computerName } from './computer-name';
import { appOrigin, JoinShare } from './JoinShare';
import { LinkChoice } from './LinkChoice';
import { useLinkedCredential } from './linked-credential';
import { OnlineEnd } from './OnlineEnd';
import { OnlineTable } from './online-table';
import { heldSeats } from './seats-store';
import { useTurnTitle } from './turn-title';

/**
 * A seat at an online table (`/table/ID`, the credential kept by this browser; `/table/ID/CREDENTIAL`
 * is the link for another device) or, with `watch`, a spectator's view (`/watch/ID`).
 */
export default function OnlineTableScreen({
  tableId,
  credential: linked,
  watch = false,
  inClass = false,
  paused = false,
}: {
  tableId: string;
  credential?: string;
  watch?: boolean;
  /** A class's table: rounds are the teacher's, so no rematch is offered. */
  inClass?: boolean;
  /** The teacher paused the class: the screen says so instead of inviting play. */
  paused?: boolean;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  // A link carrying a credential (another device) leaves the address bar at once; the browser keeps
  // it only once the server accepts it, and never in place of its own without asking.
  const { decision, choose, accepted } = useLinkedCredential(
    heldSeats(),
    tableId,
    watch ? undefined : linked,
  );
  useEffect(() => {
    if (linked) navigate(`/table/${tableId}`, { replace: true });
  }, [linked, tableId, navigate]);
  const credential = watch || decision.kind !== 'use' ? undefined : decision.credential;
  // Read at every render of a name, so computer seats are renamed with the language.
  const tRef = useRef(t);
  tRef.current = t;
  const table = useMemo(
    () =>
      watch || credential
        ? new OnlineTable({
            tableId,
            ...(credential ? { credential } : {}),
            computerName: (level, name) => computerName(tRef.current, level, name),
          })
        : null,
    [tableId, credential, watch],
  );
  useEffect(() => {
    table?.start();
    return () => table?.close();
  }, [table]);
  if (decision.kind === 'ask' && !watch) return <LinkChoice onChoose={choose} />;
  if (!table) {
    return (
      <div className="page narrow">
        <p role="alert" className="error">
          {t('online.noSeat')}
        </p>
        <Link href="/join" className="button primary big">
          {t('online.joinLink')}
        </Link>
      </div>
    );
  }
  return <Connected table={table} inClass={inClass} paused={paused} onAccepted={accepted} />;
}

function Connected({
  table,
  inClass,
  paused,
  onAccepted,
}: {
  table: OnlineTable;
  inClass: boolean;
  paused: boolean;
  onAccepted: () => void;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  useTable(table);
  // The server took the credential: a link's credential may now be kept by this browser.
  const lobby = table.lobby;
  useEffect(() => {
    if (lobby) onAccepted();
  }, [lobby, onAccepted]);
  // A rematch: the same credential holds a seat at the new table.
  useEffect(() => {
    if (!table.rematch) return;
    const held = heldSeats().get(table.tableId);
    if (held) heldSeats().set(table.rematch, held);
    navigate(`/table/${table.rematch}`);
  }, [table, table.rematch, navigate]);
  const entry = lobby ? entryForTable(lobby.game, lobby.options) : undefined;
  return (
    <>
      <LinkBanner table={table} t={t} />
      {table.link.kind === 'refused' ? (
        <div className="page narrow">
          <p role="alert" className="error" data-testid="online-refused">
            {t('online.refused')}
          </p>
          <Link href="/join" className="button primary big">
            {t('online.joinLink')}
          </Link>
        </div>
      ) : !lobby && table.link.kind === 'reconnecting' && table.link.attempt >= 3 ? (
        <div className="page narrow">
          <p role="alert" className="error" data-testid="online-unreachable">
            {t('online.unreachable')}
          </p>
        </div>
      ) : !lobby || !entry ? (
        <p className="loading">{t('online.connecting')}</p>
      ) : (
        <Suspense fallback={<p className="loading">{t('play.loading')}</p>}>
          {table.started ? (
            <OnlinePlay table={table} entry={entry} inClass={inClass} paused={paused} />
          ) : (
            <WaitingRoom table={table} entry={entry} />
          )}
        </Suspense>
      )}
    </>
  );
}

/** The discreet "Reconnexion…" line, read out politely, while the link is down. */
function LinkBanner({ table, t }: { table: OnlineTable; t: Translate }) {
  const down = table.link.kind === 'reconnecting';
  return (
    <div className="link-banner" role="status" aria-live="polite" data-testid="link-banner">
      {table.outdated && (
        <p className="error" data-testid="online-outdated">
          {t('online.outdated')}
        </p>
      )}
      {down && <p className="reconnecting">{t('online.reconnecting')}</p>}
    </div>
  );
}

function seatLine(seat: SeatInfo, table: OnlineTable, t: Translate): string {
  // The computer's name is the table's, as in the banner, the log and the end.
  if (seat.kind === 'computer') return table.seats[seat.seat]?.name ?? '';
  if (!seat.taken) return t('online.seatFree');
  const name = seat.name ?? t('online.seatFree');
  const shown = seat.seat === table.seat ? t('online.seatYou', { name }) : name;
  return seat.connected ? shown : `${shown} (${t('online.seatAway')})`;
}

function SeatList({ table, t }: { table: OnlineTable; t: Translate }) {
  const seats = table.lobby?.seats ?? [];
  return (
    <ul className="online-seats" aria-live="polite" data-testid="online-seats">
      {seats.map((seat) => (
        <li key={seat.seat} data-taken={seat.taken || seat.kind === 'computer'}>
          {seatLine(seat, table, t)}
        </li>
      ))}
    </ul>
  );
}

/** Before the start: the code in large type, the link, its QR code, and who has joined, live. */
function WaitingRoom({ table, entry }: { table: OnlineTable; entry: CatalogEntry }) {
  const t = useT();
  const code = table.code;
  const free = (table.lobby?.seats ?? []).filter((s) => s.kind === 'human' && !s.taken).length;
  const start = useRef<HTMLButtonElement>(null);
  const reducedMotion = useReducedMotion();
  const ready = table.host && free === 0;
  // The last seat taken: the host's next step is the start button, below the code and its QR code.
  useEffect(() => {
    const button = start.current;
    if (!ready || !button) return;
    button.scrollIntoView({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
    if (document.activeElement === document.body) button.focus({ preventScroll: true });
  }, [ready, reducedMotion]);
  return (
    <div className="page narrow waiting-room">
      <h1>{t(entry.title)}</h1>
      <h2>{t('online.waitingHeading')}</h2>
      {code && (
        <JoinShare
          code={code}
          link={joinLink(appOrigin(), code)}
          title="online.codeLabel"
          help="online.codeHelp"
        />
      )}
      <h3>{t('online.players')}</h3>
      <SeatList table={table} t={t} />
      <p className="hint" data-testid="waiting-status">
        {free > 0 ? t('online.waitFree', { count: free }) : table.host ? '' : t('online.waitHost')}
      </p>
      <Notice table={table} t={t} />
      {table.host && (
        <button
          type="button"
          className="button primary big"
          ref={start}
          disabled={free > 0}
          onClick={() => table.startGame()}
          data-testid="online-start"
        >
          {t('online.startGame')}
        </button>
      )}
      <WatchLink table={table} t={t} />
    </div>
  );
}

function WatchLink({ table, t }: { table: OnlineTable; t: Translate }) {
  const link = watchLink(appOrigin(), table.tableId);
  return (
    <p className="join-link">
      <span>{t('online.watchLink')}</span>{' '}
      <a href={link} data-testid="watch-link">
        {link}
      </a>
    </p>
  );
}

/** A refusal from the server about something else than a move (start, replace). */
function Notice({ table, t }: { table: OnlineTable; t: Translate }) {
  const notice = table.notice;
  if (!notice) return null;
  const id = `error.${notice.code}`;
  const text = isMessageId(id) ? t(id) : t('online.notice', { message: notice.message });
  return (
    <div className="error-notice" role="alert" data-testid="online-notice">
      <p>{text}</p>
      <button type="button" className="button secondary" onClick={() => table.clearError()}>
        {t('error.dismiss')}
      </button>
    </div>
  );
}

/** The game itself: the very screens of local play, fed by the server. */
function OnlinePlay({
  table,
  entry,
  inClass,
  paused,
}: {
  table: OnlineTable;
  entry: CatalogEntry;
  inClass: boolean;
  paused: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const game = useGame(entry) as AnyWebGame;
  const reducedMotion = useReducedMotion();
  const { fast } = useServices();
  useOnlinePacing(table, game, fast, reducedMotion);
  useStickyInsets();
  // The waiting room was scrolled down to its start button: the game opens at its top, where the
  // turn banner and the first choice are, not under the banner.
  // (A block, not an arrow's value: Chromium's scrollTo now returns a promise, which React would
  // take for the effect's cleanup and call on unmount.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const [suggested, setSuggested] = useState<unknown>(undefined);
  const context: DescribeContext = { t, seats: table.seats, formatNumber: (n) => intl.formatNumber(n) };
  const status = table.status;
  const Screen = game.Screen;
  useTurnTitle(status.kind === 'waiting' && !paused, t('online.yourTurn'));
  return (
    <div
      className="play online-play"
      data-seq={table.revision}
      data-paused={paused && status.kind !== 'over'}
      data-testid="online-play"
    >
      <h1 className="play-title">{t(entry.title)}</h1>
      {table.seat === null && <p className="hint">{t('online.watching')}</p>}
      {/* During the teacher's pause (the class's banner says it) nothing says "your turn". */}
      {!(paused && status.kind !== 'over') && (
        <TurnBanner table={table} game={game} context={context} own={table.seat} />
      )}
      <Pending table={table} game={game} context={context} />
      <ErrorNotice table={table} game={game} t={t} reducedMotion={reducedMotion} />
      <Notice table={table} t={t} />
      <Away table={table} t={t} />
      <Announcer table={table} game={game} context={context} own={table.seat} />
      {status.kind === 'waiting' && !paused && (
        <HintPanel table={table} game={game} context={context} onSuggest={setSuggested} />
      )}
      {status.kind === 'over' && (
        <OnlineEnd
          table={table}
          game={game}
          context={context}
          entry={entry}
          rematch={!inClass}
          reducedMotion={reducedMotion}
        />
      )}
      <Screen
        table={table}
        reducedMotion={reducedMotion}
        aside={
          <>
            <section className="game-log" aria-labelledby="players-title">
              <h2 id="players-title">{t('online.players')}</h2>
              <SeatList table={table} t={t} />
              <HintsUsed table={table} t={t} />
            </section>
            <GameLog table={table} game={game} context={context} />
          </>
        }
        hint={suggested}
      />
      <div className="actions footer-actions">
        {table.seat !== null && <OtherDevice table={table} t={t} />}
        <WatchLink table={table} t={t} />
      </div>
    </div>
  );
}

/**
 * What the server sends shows at the pace of local play: the computer thinks as long, the dice roll
 * as long (none of it with the `?fast=1` test hook), watched as this game watches them.
 */
function useOnlinePacing(table: OnlineTable, game: AnyWebGame, fast: boolean, reducedMotion: boolean) {
  useEffect(() => {
    const pauses = { fast, reducedMotion };
    table.pacing = {
      think: () => thinkPauseMs(pauses),
      chance: (chance) => chancePauseMs(pauses, game.watchedChance?.(chance) !== false),
    };
  }, [table, game, fast, reducedMotion]);
}

/** My move, shown at once while the server stores it. */
function Pending({
  table,
  game,
  context,
}: {
  table: OnlineTable;
  game: AnyWebGame;
  context: DescribeContext;
}) {
  const pending = table.pending;
  if (!pending) return null;
  const move = game.describeMove?.(pending.move, context) ?? context.t('online.pendingMove');
  return (
    <p className="pending" role="status" data-testid="pending">
      {context.t('online.pending', { move })}
    </p>
  );
}

/** A person gone a while: the others may wait or let a computer take the seat. */
function Away({ table, t }: { table: OnlineTable; t: Translate }) {
  const [now, setNow] = useState(Date.now());
  const [since] = useState(() => new Map<number, number>());
  const [waiting, setWaiting] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    // Checked every 2 s, or more often when the server's delay is shorter (a test server's).
    const timer = setInterval(
      () => setNow(Date.now()),
      Math.min(2000, Math.max(250, table.absentAfterMs / 4)),
    );
    return () => clearInterval(timer);
  }, [table.absentAfterMs]);
  if (table.seat === null || table.status.kind === 'over') return null;
  const seats = table.lobby?.seats ?? [];
  for (const s of seats) {
    if (s.kind === 'human' && !s.connected) {
      if (!since.has(s.seat)) since.set(s.seat, now);
    } else since.delete(s.seat);
  }
  const away = seats.find(
    (s) =>
      s.seat !== table.seat &&
      since.has(s.seat) &&
      now - (since.get(s.seat) ?? now) >= table.absentAfterMs &&
      !waiting.has(s.seat),
  );
  if (!away) return null;
  return (
    <section className="error-notice" role="alert" data-testid="away">
      <p>{t('online.awayHeading', { name: away.name ?? String(away.seat + 1) })}</p>
      <div className="actions">
        <button
          type="button"
          className="button secondary"
          onClick={() => setWaiting(new Set([...waiting, away.seat]))}
        >
          {t('online.awayWait')}
        </button>
        <button
          type="button"
          className="button primary"
          onClick={() => table.replace(away.seat)}
          data-testid="away-computer"
        >
          {t('online.awayComputer')}
        </button>
      </div>
    </section>
  );
}

function OtherDevice({ table, t }: { table: OnlineTable; t: Translate }) {
  const held = heldSeats().get(table.tableId);
  if (!held) return null;
  const origin = appOrigin();
  return (
    <details className="other-device">
      <summary>{t('online.otherDevice')}</summary>
      <p className="hint">{t('online.otherDeviceHelp')}</p>
      <p className="join-link">
        <a href={`${origin}/#/table/${table.tableId}/${held.credential}`}>{t('online.otherDevice')}</a>
      </p>
    </details>
  );
}

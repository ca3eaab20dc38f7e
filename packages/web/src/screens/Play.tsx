import type { BaseState, Seat } from '@ludimaths/engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { hasAnalysis } from '../analysis/available';
import { useReducedMotion, useServices } from '../app/context';
import type { CatalogEntry } from '../catalog';
import { findEntry } from '../catalog';
import { explainError } from '../games/errors';
import { useGame } from '../games/load';
import type { AnyWebGame, DescribeContext } from '../games/types';
import type { MessageId, Translate } from '../i18n';
import { useT } from '../i18n';
import type { GameHistory } from '../session/history';
import { chancePauseMs, thinkPauseMs } from '../session/pacing';
import { randomSeed } from '../session/seed';
import type { Pacing } from '../session/session';
import { Session } from '../session/session';
import type { SaveOutcome } from '../session/storage';
import type { TableController } from '../session/table';
import { bringIntoView, useBringIntoView, useStickyInsets } from '../ui/bring-into-view';
import { PawnIcon } from '../ui/PawnIcon';
import { saveProblem } from '../ui/save-problem';
import { downloadRecord } from '../ui/share-record';
import { useTable } from '../ui/useTable';
import { EndPanel } from './EndPanel';
import { HintPanel } from './Hint';
import { NotFound } from './NotFound';
import type { Rematch } from './Rematch';
import { defaultSeatName } from './seat-names';
import { TakebackButton } from './Takeback';
import { useRememberFinished } from './useRememberFinished';

// biome-ignore lint/suspicious/noExplicitAny: the screen drives whichever game the catalogue loaded
type AnySession = Session<BaseState, any, any, any, any>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export default function PlayScreen({ id }: { id: string }) {
  const entry = findEntry(id);
  if (!entry) return <NotFound />;
  return <PlayLoaded entry={entry} />;
}

function PlayLoaded({ entry }: { entry: CatalogEntry }) {
  const t = useT();
  const { locale } = useIntl();
  const game = useGame(entry) as AnyWebGame;
  const services = useServices();
  const reduced = useReducedMotion();
  const reducedRef = useRef(reduced);
  reducedRef.current = reduced;
  const [generation, setGeneration] = useState(0);

  // The game is always rebuilt from its autosave, so a reload and a return to this screen are the
  // same path, and every resumed game has been re-checked by the engine.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` forces a reload after "Rejouer", the language renames default-named seats
  const loaded = useMemo(() => {
    const saved = services.records.load(entry.id);
    if (saved === undefined) return null;
    if (!saved.ok) return saved; // not even JSON: said so below rather than "no game in progress"
    const pauses = () => ({ fast: services.fast, reducedMotion: reducedRef.current });
    const pacing: Pacing = {
      chance: (state) => wait(chancePauseMs(pauses(), game.watchChance?.(state as never) !== false)),
      think: () => wait(thinkPauseMs(pauses())),
    };
    return Session.fromRecord(
      {
        game: game.definition,
        hiddenInformation: game.definition.hidesInformation,
        pacing,
        store: services.records,
        storeKey: entry.id,
        meta: { app: entry.id },
      },
      saved.value,
      defaultSeatName(t),
    );
  }, [entry, game, services, generation, locale]);

  if (!loaded) {
    return (
      <div className="page">
        <h1>{t('play.noGame')}</h1>
        <Link href={`/new/${entry.id}`} className="button primary big">
          {t('play.newGame')}
        </Link>
      </div>
    );
  }
  if (!loaded.ok) {
    return (
      <div className="page">
        <p role="alert" className="error">
          {loaded.error.index >= 0
            ? t('replay.errorStep', { index: loaded.error.index + 1, message: loaded.error.message })
            : t('replay.errorFile', { message: loaded.error.message })}
        </p>
        <Link href={`/new/${entry.id}`} className="button primary big">
          {t('play.newGame')}
        </Link>
      </div>
    );
  }
  return (
    <Table
      key={generation}
      entry={entry}
      game={game}
      session={loaded.value as AnySession}
      reducedMotion={reduced}
      autosave={() => services.records.lastSave(entry.id)}
      history={services.history}
      onAgain={(rematch) => {
        const session = loaded.value as AnySession;
        const again = Session.start({
          game: game.definition,
          options: rematchOptions(game, session.options, rematch.starter),
          seats: rematch.seats,
          seed: services.seed ? `${services.seed}-${generation + 1}` : randomSeed(),
          store: services.records,
          storeKey: entry.id,
          meta: { app: entry.id },
        });
        if (again.ok) setGeneration((g) => g + 1);
      }}
    />
  );
}

/** The finished game's options, with the starter the rematch form agreed (or none: the dice decide). */
export function rematchOptions(game: AnyWebGame, options: unknown, starter: Seat | null): unknown {
  if (!game.agreedStarter) return options;
  const { starter: _previous, ...rest } = options as { starter?: Seat };
  return starter === null ? rest : { ...rest, starter };
}

/** The table of a loaded game (exported for component tests). */
export function Table(props: {
  entry: CatalogEntry;
  game: AnyWebGame;
  session: AnySession;
  reducedMotion: boolean;
  /** "Revanche": a new game with the choices of the rematch form. */
  onAgain: (rematch: Rematch) => void;
  /** Where the game is kept once finished (none in component tests of the table alone). */
  history?: GameHistory;
  /** How the last autosave went, read at each render (the table re-renders after every step). */
  autosave?: () => SaveOutcome | undefined;
}) {
  const { entry, game, session, reducedMotion } = props;
  // Everything below the match loop sees the game as a table: views, legal moves, status, log.
  const table: TableController = session;
  const t = useT();
  const intl = useIntl();
  useTable(table);
  useRememberFinished(props.history, table, entry.id, () => session.record());
  useStickyInsets();
  useEffect(() => {
    void session.run();
    return () => session.stop();
  }, [session]);

  const context: DescribeContext = {
    t,
    seats: table.seats,
    formatNumber: (n) => intl.formatNumber(n),
  };
  const status = table.status;
  const Screen = game.Screen;
  // The move the hint suggests, for the game's screen to highlight (cleared once anything is played).
  const [suggested, setSuggested] = useState<unknown>(undefined);

  return (
    <div className="play">
      <h1 className="play-title">{t(entry.title)}</h1>
      <TurnBanner table={table} game={game} context={context} />
      <ErrorNotice table={table} game={game} t={t} reducedMotion={reducedMotion} />
      <AutosaveNotice problem={saveProblem(props.autosave?.())} t={t} />
      <Announcer table={table} game={game} context={context} />
      {status.kind === 'waiting' && (
        <HintPanel table={table} game={game} context={context} onSuggest={setSuggested}>
          <TakebackButton table={table} t={t} />
        </HintPanel>
      )}
      {status.kind === 'over' && (
        <EndPanel
          table={table}
          entry={entry}
          game={game}
          context={context}
          reducedMotion={reducedMotion}
          record={() => session.record()}
          onRematch={props.onAgain}
          review={
            hasAnalysis(game.definition.id) && (
              <Link href={`/analysis/${entry.id}`} className="button secondary" data-testid="end-analysis">
                {t('analysis.open')}
              </Link>
            )
          }
        />
      )}
      {status.kind === 'handoff' && status.author !== undefined && (
        <PassOn table={table} author={status.author} next={status.seat} reducedMotion={reducedMotion} />
      )}
      {status.kind === 'handoff' && status.author === undefined ? (
        <Handoff table={table} seat={status.seat} />
      ) : (
        <Screen
          table={table}
          reducedMotion={reducedMotion}
          aside={<GameLog table={table} game={game} context={context} />}
          hint={suggested}
        />
      )}
      <div className="actions footer-actions">
        {/* A record lists every draw: with several people on one device it would show the hands. */}
        {!(game.definition.hidesInformation && status.kind !== 'over' && humanCount(table) > 1) && (
          <button
            type="button"
            className="button secondary"
            onClick={() => downloadRecord(session.record(), entry.id)}
          >
            {t('play.export')}
          </button>
        )}
        <Link href={`/new/${entry.id}`} className="button secondary">
          {t('play.newGame')}
        </Link>
      </div>
    </div>
  );
}

/** A failed autosave: the game goes on, but a reload would lose it. */
function AutosaveNotice({ problem, t }: { problem: MessageId | null; t: Translate }) {
  if (!problem) return null;
  return (
    <p role="alert" className="error" data-testid="autosave-problem">
      {t(problem)} {t('storage.autosaveLost')}
    </p>
  );
}

function humanCount(table: TableController): number {
  return table.seats.filter((seat) => seat.kind === 'human').length;
}

function seatName(table: TableController, seat: Seat): string {
  return table.seats[seat]?.name ?? String(seat + 1);
}

/** "À Léa de jouer", or "À toi de jouer" for `own`, the seat of whoever reads it (online). */
function turnText(t: Translate, table: TableController, seat: Seat, own: Seat | null): string {
  return seat === own ? t('online.yourTurn') : t('play.turn', { name: seatName(table, seat) });
}

/** Whose turn it is, always on screen. */
export function TurnBanner({
  table,
  game,
  context,
  own = null,
}: {
  table: TableController;
  game: AnyWebGame;
  context: DescribeContext;
  /** The reader's own seat (online), whose turn reads "À toi de jouer". */
  own?: Seat | null;
}) {
  const intl = useIntl();
  const { t } = context;
  const status = table.status;
  let seat: Seat | undefined;
  let text: string;
  switch (status.kind) {
    case 'waiting':
      seat = status.seats[0];
      text = seat === undefined ? t('play.rolling') : turnText(t, table, seat, own);
      break;
    case 'thinking':
      seat = status.seat;
      // Online, my own move on its way to the server: still my turn.
      text = seat === own ? t('online.yourTurn') : t('play.thinking', { name: seatName(table, seat) });
      break;
    case 'handoff':
      seat = status.author ?? status.seat;
      text =
        status.author === undefined
          ? t('play.handoffTitle', { name: seatName(table, seat) })
          : t('play.reviewTitle', { name: seatName(table, seat) });
      break;
    case 'rolling':
      seat = game.roller?.(table.view);
      text = seat === undefined ? t('play.rolling') : t('play.rollingFor', { name: seatName(table, seat) });
      break;
    default: {
      const winners = status.outcome.winners;
      seat = winners.length === 1 ? winners[0] : undefined;
      text =
        game.describeEnd?.(status.outcome, context) ??
        (winners.length === 0
          ? t('end.draw')
          : t('end.winner', { name: intl.formatList(winners.map((w) => seatName(table, w))) }));
    }
  }
  return (
    <div className={`turn-banner turn-${status.kind}`} data-testid="turn-banner">
      {seat !== undefined && <PawnIcon seat={seat} size={34} />}
      <span>{text}</span>
    </div>
  );
}

/**
 * A refused action is explained in words and stays until dismissed or the next good action. It is
 * brought into view: on a phone the board's tap happens far below it.
 */
export function ErrorNotice({
  table,
  game,
  t,
  reducedMotion = false,
}: {
  table: TableController;
  game: AnyWebGame;
  t: Translate;
  reducedMotion?: boolean;
}) {
  const error = table.error;
  const notice = useRef<HTMLDivElement>(null);
  useBringIntoView(() => notice.current, reducedMotion, error);
  if (!error) return null;
  return (
    <div className="error-notice" role="alert" data-testid="error" ref={notice}>
      <p>
        <strong>{t('error.title')}</strong> {explainError(error, game.errorMessages, t)}
      </p>
      <button type="button" className="button secondary" onClick={() => table.clearError()}>
        {t('error.dismiss')}
      </button>
    </div>
  );
}

/**
 * Polite live announcements of every new step (rolls, moves, results). Each announcement is a new
 * element keyed by the step count, so a roll identical to the previous one is announced again.
 */
export function Announcer({
  table,
  game,
  context,
  own = null,
}: {
  table: TableController;
  game: AnyWebGame;
  context: DescribeContext;
  /** As for `TurnBanner`. */
  own?: Seat | null;
}) {
  const announced = useRef(table.log.length);
  const [message, setMessage] = useState<{ id: number; text: string } | null>(null);
  const version = table.version;
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed on every table change
  useEffect(() => {
    const log = table.log;
    // Steps taken back: nothing new to announce (the takeback says so itself).
    if (log.length < announced.current) announced.current = log.length;
    if (log.length <= announced.current) return;
    const fresh = log.slice(announced.current);
    announced.current = log.length;
    const lines = fresh.flatMap((entry) => game.describeStep(entry, context));
    const status = table.status;
    if (status.kind === 'waiting' && status.seats[0] !== undefined) {
      lines.push(turnText(context.t, table, status.seats[0], own));
    }
    if (lines.length > 0) setMessage({ id: log.length, text: lines.join(' ') });
  }, [version]);
  return (
    <div className="sr-only" role="status" aria-live="polite" data-testid="live">
      {message && (
        <p key={message.id} data-announcement={message.id}>
          {message.text}
        </p>
      )}
    </div>
  );
}

export function GameLog({
  table,
  game,
  context,
}: {
  table: TableController;
  game: AnyWebGame;
  context: DescribeContext;
}) {
  const entries = table.log
    .map((entry) => ({ index: entry.index, lines: game.describeStep(entry, context) }))
    .filter((e) => e.lines.length > 0)
    .reverse()
    .slice(0, 150);
  return (
    <section className="game-log" aria-labelledby="log-title">
      <h2 id="log-title">{context.t('play.log')}</h2>
      {entries.length === 0 ? (
        <p>{context.t('play.logEmpty')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log must be reachable by keyboard
        <ul tabIndex={0} aria-labelledby="log-title">
          {entries.map((e) => (
            <li key={e.index}>{e.lines.join(' ')}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The author of the last move still holds the device and sees its result on the table below; one
 * button passes it on, and only then does the handoff screen cover the table.
 */
function PassOn(props: { table: TableController; author: Seat; next: Seat; reducedMotion: boolean }) {
  const { table, author, next } = props;
  const t = useT();
  const section = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Keyboard play: the button replaces the control just used, so focus goes to it; on a phone the
  // page scrolls up to it, with the result of the move just below.
  useEffect(() => {
    button.current?.focus({ preventScroll: true });
    bringIntoView(section.current, props.reducedMotion);
  }, [props.reducedMotion]);
  const name = seatName(table, next);
  return (
    <section
      ref={section}
      className="pass-on"
      aria-label={t('play.reviewTitle', { name: seatName(table, author) })}
    >
      <p>{t('play.reviewHint', { next: name })}</p>
      <button
        ref={button}
        type="button"
        className="button primary big"
        onClick={() => table.confirmHandoff()}
        data-testid="pass-on"
      >
        {t('play.reviewDone', { next: name })}
      </button>
    </section>
  );
}

function Handoff({ table, seat }: { table: TableController; seat: Seat }) {
  const t = useT();
  const name = seatName(table, seat);
  return (
    <section className="handoff" aria-labelledby="handoff-title">
      <h2 id="handoff-title">{t('play.handoffTitle', { name })}</h2>
      <p>{t('play.handoffHint')}</p>
      <button type="button" className="button primary big" onClick={() => table.confirmHandoff()}>
        {t('play.handoffReady', { name })}
      </button>
    </section>
  );
}

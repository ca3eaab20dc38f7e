import type { Seat } from '@ludimaths/engine';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { CatalogEntry } from '../catalog';
import type { AnyWebGame, DescribeContext } from '../games/types';
import { useT } from '../i18n';
import type { TableController } from '../session/table';
import { bringIntoView } from '../ui/bring-into-view';
import { useInertBeneath } from '../ui/inert-beneath';
import { PawnIcon } from '../ui/PawnIcon';
import { copyText, downloadRecord, recordText } from '../ui/share-record';
import { hintsAtEnd } from './HintsUsed';
import type { Rematch } from './Rematch';
import { RematchForm } from './Rematch';
import { defaultStarter, movesBySeat, ranks } from './ranking';

/**
 * The end of a game on this device: who won, the ranking with each seat's figures, a rematch (who
 * starts, the computer's levels), the replay, and the record to copy or download. It sits above the
 * board, so it stays short: the rematch choices fold away behind their defaults.
 */
export function EndPanel(props: {
  table: TableController;
  entry: CatalogEntry;
  game: AnyWebGame;
  context: DescribeContext;
  /** Given by the table (as its other panels), so the panel needs no app services. */
  reducedMotion: boolean;
  /** The finished game's record, to copy or download. */
  record: () => unknown;
  onRematch: (rematch: Rematch) => void;
  /** More ways to look back at the game, beside the replay (the analysis of the game). */
  review?: ReactNode;
}) {
  const { table, entry, game } = props;
  const t = useT();
  return (
    <EndFrame
      table={table}
      game={game}
      context={props.context}
      reducedMotion={props.reducedMotion}
      next={(standings) => (
        <>
          <RematchForm
            seats={table.seats}
            engineId={entry.engineId}
            agreedStarter={game.agreedStarter === true}
            starter={standings ? defaultStarter(standings.places, table.log) : 0}
            onRematch={props.onRematch}
          />
          <div className="end-links">
            <Link href={`/replay/${entry.id}`} className="button secondary">
              {t('end.review')}
            </Link>
            {/* The slot for "Analyse de la partie" (issue 15): whatever the table passes as `review`. */}
            {props.review}
            <ShareRecord record={props.record} id={entry.id} />
          </div>
        </>
      )}
    />
  );
}

/**
 * What every end screen shows, on this device or online: the result and the ranking, then `next`
 * (the rematch, the ways to look back). Only views are read (the log's public views), so a client of
 * the server shows it as this device's table does. On a projector the panel lies over the side
 * column: what it covers is made inert, so Tab never lands on a hidden button.
 */
export function EndFrame(props: {
  table: TableController;
  game: AnyWebGame;
  context: DescribeContext;
  reducedMotion: boolean;
  /** What follows the result, given the ranking when the game has one. */
  next: (standings: Ranked | null) => ReactNode;
}) {
  const { table, game, context, reducedMotion } = props;
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  // The result replaces what the last move showed (on a phone the pawn far down the track): once the
  // board has scrolled to that move, the next frame brings the result back into view.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    const frame = requestAnimationFrame(() => bringIntoView(section.current, reducedMotion));
    return () => cancelAnimationFrame(frame);
  }, [reducedMotion]);
  useInertBeneath(section, '.side-panel');
  const status = table.status;
  if (status.kind !== 'over') return null;
  const { winners, scores } = status.outcome;
  const own = game.describeEnd?.(status.outcome, context);
  const standings = table.seats.length > 1 ? rankedStandings(table, game, context, winners) : null;
  return (
    <section ref={section} className="end-panel" aria-labelledby="end-title" data-testid="end">
      <div className="end-result">
        <h2 id="end-title" ref={heading} tabIndex={-1}>
          {t('end.heading')}
        </h2>
        {own !== undefined ? (
          <p className="winner">{own}</p>
        ) : winners.length === 0 ? (
          <p className="winner">{t('end.draw')}</p>
        ) : (
          winners.map((seat) => (
            <p key={seat} className="winner">
              <PawnIcon seat={seat} size={40} /> {t('end.winner', { name: seatName(table, seat) })}
            </p>
          ))
        )}
        {standings ? (
          <RankingTable table={table} standings={standings} />
        ) : (
          own === undefined &&
          scores && (
            <ul className="scores">
              {scores.map((score, seat) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
                <li key={seat}>
                  <PawnIcon seat={seat} size={24} /> {t('end.score', { name: seatName(table, seat), score })}
                </li>
              ))}
            </ul>
          )
        )}
        {hintsAtEnd(table, t).map((line) => (
          <p key={line} data-testid="end-hints">
            {line}
          </p>
        ))}
      </div>
      <div className="end-next">{props.next(standings)}</div>
    </section>
  );
}

function seatName(table: TableController, seat: Seat): string {
  return table.seats[seat]?.name ?? String(seat + 1);
}

export type Ranked = NonNullable<ReturnType<typeof rankedStandings>>;

/** The game's figures from the last public view (never a seat's own), with each seat's place. */
function rankedStandings(
  table: TableController,
  game: AnyWebGame,
  context: DescribeContext,
  winners: readonly Seat[],
) {
  const last = table.log.at(-1);
  if (!game.standings || !last) return null;
  const standings = game.standings(last.after, {
    ...context,
    movesBySeat: movesBySeat(table.log, table.seats.length),
  });
  return { ...standings, places: ranks(winners, standings.rankKey) };
}

function RankingTable({ table, standings }: { table: TableController; standings: Ranked }) {
  const t = useT();
  const { places } = standings;
  const order = places
    .map((place, seat) => ({ place, seat }))
    .sort((a, b) => a.place - b.place || a.seat - b.seat);
  const tied = (place: number) => places.filter((p) => p === place).length > 1;
  return (
    <table className="ranking" data-testid="ranking">
      <caption className="sr-only">{t('end.ranking')}</caption>
      <thead>
        <tr>
          <th scope="col" className="ranking-cell ranking-col">
            {t('end.column.rank')}
          </th>
          <th scope="col" className="ranking-cell ranking-col">
            {t('end.column.player')}
          </th>
          {standings.columns.map((column) => (
            <th key={column} scope="col" className="ranking-cell ranking-col">
              {t(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {order.map(({ place, seat }) => (
          <tr key={seat} className={place === 1 ? 'first' : undefined}>
            <td className="ranking-cell">{t(tied(place) ? 'end.rankTied' : 'end.rank', { rank: place })}</td>
            <th scope="row" className="ranking-cell ranking-who">
              <PawnIcon seat={seat} size={22} /> {seatName(table, seat)}
            </th>
            {standings.figures[seat]?.map((figure, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: figures are positional, like the columns
              <td key={i} className="ranking-cell">
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Copy the record (with a visible, announced confirmation) or download it. */
export function ShareRecord({ record, id }: { record: () => unknown; id: string }) {
  const t = useT();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <fieldset className="share-record">
      <legend className="sr-only">{t('end.share')}</legend>
      <button
        type="button"
        className="button secondary"
        data-testid="copy-record"
        onClick={async () => setCopied(await copyText(recordText(record())))}
      >
        {t('end.copy')}
      </button>
      <button type="button" className="button secondary" onClick={() => downloadRecord(record(), id)}>
        {t('end.download')}
      </button>
      <p
        role="status"
        className={copied === false ? 'copy-status error' : 'copy-status'}
        data-testid="copy-status"
      >
        {copied === null ? '' : t(copied ? 'end.copied' : 'end.copyFailed')}
      </p>
    </fieldset>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useServices } from '../app/context';
import { findEntry } from '../catalog';
import { useT } from '../i18n';
import type { FinishedGame } from '../session/history';
import { HISTORY_LIMIT } from '../session/history';
import { historyStats } from '../session/history-stats';
import { HistoryStats } from './HistoryStats';

/** The games finished on this device, newest first; each opens in the replay viewer. */
export default function HistoryScreen() {
  const t = useT();
  const { history } = useServices();
  const [games, setGames] = useState(() => history.list());
  const forget = (id: string) => {
    history.forget(id);
    setGames(history.list());
  };
  return (
    <div className="page">
      <h1>{t('history.heading')}</h1>
      <p>{t('history.intro', { limit: HISTORY_LIMIT })}</p>
      {games.length === 0 ? (
        <p data-testid="history-empty">{t('history.empty')}</p>
      ) : (
        <>
          <HistoryStats stats={historyStats(games)} />
          <ul className="history" data-testid="history">
            {games.map((game) => (
              <HistoryItem key={game.id} game={game} onForget={() => forget(game.id)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function HistoryItem({ game, onForget }: { game: FinishedGame; onForget: () => void }) {
  const t = useT();
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  // The question replaces the button that asked it: focus goes to the safe answer.
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);
  const entry = findEntry(game.entry);
  const title = entry ? t(entry.title) : game.entry;
  const names = (seats: readonly number[]) =>
    intl.formatList(seats.map((s) => game.players[s] ?? String(s + 1)));
  const date = intl.formatDate(new Date(game.finishedAt), { dateStyle: 'long', timeStyle: 'short' });
  const headingId = `history-${game.id}`;
  return (
    <li className="history-item" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>{t('history.finishedAt', { date })}</p>
      <p>{t('history.players', { names: intl.formatList(game.players) })}</p>
      <p className="winner">
        {game.winners.length === 0 ? t('history.draw') : t('history.winner', { names: names(game.winners) })}
        {game.scores && ` (${game.scores.map((score) => intl.formatNumber(score)).join(' – ')})`}
      </p>
      {confirming ? (
        <fieldset className="actions confirm">
          <legend>{t('history.confirmForget')}</legend>
          <button type="button" className="button primary" onClick={onForget}>
            {t('history.confirm')}
          </button>
          <button ref={keep} type="button" className="button secondary" onClick={() => setConfirming(false)}>
            {t('history.cancel')}
          </button>
        </fieldset>
      ) : (
        <p className="actions">
          <Link
            href={`/replay/history/${encodeURIComponent(game.id)}`}
            className="button primary"
            aria-describedby={headingId}
          >
            {t('history.watch')}
          </Link>
          <button
            type="button"
            className="button secondary"
            onClick={() => setConfirming(true)}
            aria-describedby={headingId}
          >
            {t('history.forget')}
          </button>
        </p>
      )}
    </li>
  );
}

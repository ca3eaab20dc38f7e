import { useId } from 'react';
import { useIntl } from 'react-intl';
import { findEntry } from '../catalog';
import { useT } from '../i18n';
import type { EntryStats } from '../session/history-stats';

const BAR_HEIGHT = 14;
const ROW_HEIGHT = 2 * BAR_HEIGHT + 10;
/** Room for the game's name on the left and each bar's count on its right. */
const LABEL_WIDTH = 140;
const COUNT_WIDTH = 30;
const CHART_WIDTH = 400;

/**
 * Per game: played, won, best Finito solo and average score. The table is the statistics' text (what a
 * screen reader reads); the bar chart beside it only draws the table's first two columns for the eye.
 */
export function HistoryStats({ stats }: { stats: readonly EntryStats[] }) {
  const t = useT();
  const intl = useIntl();
  const captionId = useId();
  const title = (entry: string) => {
    const found = findEntry(entry);
    return found ? t(found.title) : entry;
  };
  const most = Math.max(1, ...stats.map((s) => s.played));
  const width = (n: number) => (n / most) * (CHART_WIDTH - LABEL_WIDTH - COUNT_WIDTH);
  const orDash = (value: number | null, format: (v: number) => string) =>
    value === null ? (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('history.stats.none')}</span>
      </>
    ) : (
      format(value)
    );
  return (
    <section className="history-stats" aria-labelledby={captionId}>
      <h2 id={captionId}>{t('history.stats.heading')}</h2>
      <table data-testid="history-stats">
        <thead>
          <tr>
            <th scope="col">{t('history.stats.game')}</th>
            <th scope="col">{t('history.stats.played')}</th>
            <th scope="col">{t('history.stats.won')}</th>
            <th scope="col">{t('history.stats.bestSolo')}</th>
            <th scope="col">{t('history.stats.averageScore')}</th>
          </tr>
        </thead>
        <tbody>
          {stats.map((s) => (
            <tr key={s.entry}>
              <th scope="row">{title(s.entry)}</th>
              <td>{intl.formatNumber(s.played)}</td>
              <td>{intl.formatNumber(s.won)}</td>
              <td>{orDash(s.bestSoloRolls, (rolls) => t('history.stats.rolls', { rolls }))}</td>
              <td>
                {orDash(s.averageScore, (score) => intl.formatNumber(score, { maximumFractionDigits: 1 }))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <figure className="history-chart" aria-hidden="true">
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${CHART_WIDTH} ${stats.length * ROW_HEIGHT}`}
          width={CHART_WIDTH}
          height={stats.length * ROW_HEIGHT}
          data-testid="history-chart"
        >
          {stats.map((s, row) => (
            <g key={s.entry} transform={`translate(0 ${row * ROW_HEIGHT})`}>
              <text y={BAR_HEIGHT + 4}>{title(s.entry)}</text>
              <Bar className="played" y={0} length={width(s.played)} count={intl.formatNumber(s.played)} />
              <Bar className="won" y={BAR_HEIGHT} length={width(s.won)} count={intl.formatNumber(s.won)} />
            </g>
          ))}
        </svg>
        <figcaption>
          <span className="key played" /> {t('history.stats.played')} <span className="key won" />{' '}
          {t('history.stats.won')}
        </figcaption>
      </figure>
    </section>
  );
}

function Bar({
  className,
  y,
  length,
  count,
}: {
  className: string;
  y: number;
  length: number;
  count: string;
}) {
  return (
    <>
      <rect className={className} x={LABEL_WIDTH} y={y} width={length} height={BAR_HEIGHT} />
      <text x={LABEL_WIDTH + length + 4} y={y + BAR_HEIGHT - 3}>
        {count}
      </text>
    </>
  );
}

import { FactTable, Figure } from '../../facts/Figure';
import { FACTS, useFactsWords } from '../../facts/words';

const { finito } = FACTS;

/** How many games took each number of rolls, from the best to the longest. */
function histogram(rolls: readonly number[]): { rolls: number; games: number }[] {
  const counts = new Map<number, number>();
  for (const r of rolls) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([r, games]) => ({ rolls: r, games }));
}

export function FinitoFacts() {
  const { t, decimal, integer } = useFactsWords();
  const bars = histogram(finito.rolls);
  const most = Math.max(...bars.map((b) => b.games));
  return (
    <>
      <Figure
        title={t('facts.finito.floor.title')}
        why={t('facts.finito.floor.why', { floor: finito.floor })}
      >
        <p data-testid="finito-floor">{t('facts.finito.floor.text', { floor: finito.floor })}</p>
      </Figure>
      <Figure title={t('facts.finito.title')} why={t('facts.finito.why', { games: finito.rolls.length })}>
        <p data-testid="finito-rolls">
          {t('facts.finito.text', {
            games: finito.rolls.length,
            width: finito.width,
            mean: decimal(finito.mean, 1),
            low: decimal(finito.mean - finito.halfWidth, 1),
            high: decimal(finito.mean + finito.halfWidth, 1),
            median: finito.median,
            p90: finito.p90,
            best: finito.best,
            worst: finito.worst,
          })}
        </p>
        <FactTable
          className="fact-table fact-histogram"
          columns={[t('facts.finito.rolls'), t('facts.finito.games')]}
        >
          {bars.map((b) => (
            <tr key={b.rolls}>
              <th scope="row">{integer(b.rolls)}</th>
              <td>
                <span className="fact-bar" style={{ inlineSize: `${(8 * b.games) / most}rem` }} />{' '}
                {integer(b.games)}
              </td>
            </tr>
          ))}
        </FactTable>
      </Figure>
    </>
  );
}
